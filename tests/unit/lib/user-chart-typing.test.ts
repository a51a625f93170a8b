// Typing a player's own chart: any case and stray spaces, fill down / right, a pasted block.
import { describe, expect, it } from 'vitest';
import { chartSchema } from '../../../src/lib/schemas.ts';
import { editableChart } from '../../../src/lib/user-chart.ts';
import { canonical, checkValue } from '../../../src/lib/user-chart-edit.ts';
import { fill, nextDown, pasteBlock } from '../../../src/lib/user-chart-edit.ts';
import fireCrt from '../../../content/metz-1870/tables/fire-crt.yaml';
import assaultCrt from '../../../content/metz-1870/tables/assault-crt.yaml';

const fire = editableChart('metz-1870', 'fire-crt', chartSchema.parse(fireCrt));
const assault = editableChart('metz-1870', 'assault-crt', chartSchema.parse(assaultCrt));

// A small chart: rolls 1-4, columns A and B; A4 is given by the "source".
const small = editableChart(
  'g',
  'crt',
  chartSchema.parse({
    title: 'Test CRT',
    source: 'test',
    editable: { rowKey: 'roll', pattern: 'NE|MT(?:\\+[123])?|CH', hint: 'NE, MT, MT+1..3 or CH', codes: ['NE', 'MT', 'MT+1', 'MT+2', 'MT+3', 'CH'] },
    columns: [{ key: 'roll', label: 'Die' }, { key: 'A', label: 'A' }, { key: 'B', label: 'B' }],
    rows: [1, 2, 3, 4].map((r) => ({ roll: r, A: r === 4 ? { value: 'MT', source: 'example' } : { unknown: true }, B: { unknown: true } })),
  }),
);

describe('result codes in any case and with stray spaces', () => {
  it('are accepted in their canonical form', () => {
    expect(canonical(fire, 'mt')).toBe('MT');
    expect(canonical(fire, ' MT+1 ')).toBe('MT+1');
    expect(canonical(fire, 'mt + 2')).toBe('MT+2');
    expect(canonical(fire, '2 ch+mt')).toBe('2CH+MT');
    expect(checkValue(fire, 'mt')).toBeNull();
    expect(checkValue(fire, ' MT+1 ')).toBeNull();
    expect(canonical(assault, ' d2 or tf ')).toBe('D2 or TF');
    expect(canonical(assault, 'a1/d1')).toBe('A1/D1');
    expect(checkValue(assault, 'd1*')).toBeNull();
  });
  it('an unknown code is refused with the list of accepted ones', () => {
    expect(checkValue(fire, 'MT+4')).toBe('"MT+4" is not a result of this table. Accepted: NE, MT, MT+1, MT+2, MT+3, CH, CH+MT, 2CH, 2CH+MT.');
    expect(checkValue(fire, 'xx')).toMatch(/Accepted: NE, MT/);
  });
});

describe('fill down and fill right', () => {
  it('copy one cell into the empty cells below it or right of it, never over the source or an entry', () => {
    const user = { A: { '1': 'NE', '3': 'CH' } };
    expect(fill(small, user, 'A', '1', 'down')).toEqual({ cells: { A: { '1': 'NE', '2': 'NE', '3': 'CH' } }, filled: 1 });
    expect(fill(small, user, 'A', '1', 'right')).toEqual({ cells: { A: { '1': 'NE', '3': 'CH' }, B: { '1': 'NE' } }, filled: 1 });
    // from a source cell: its value, into the cells right of it
    expect(fill(small, {}, 'A', '4', 'right').cells).toEqual({ B: { '4': 'MT' } });
    // an empty cell fills nothing
    expect(fill(small, {}, 'A', '2', 'down').filled).toBe(0);
  });
});

describe('a block pasted from a spreadsheet', () => {
  it('tab-separated rows land from the focused cell, in canonical spelling', () => {
    const r = pasteBlock(small, {}, 'A', '1', 'ne\tmt+1\nCH\t mt \n');
    expect(r).toEqual({ cells: { A: { '1': 'NE', '2': 'CH' }, B: { '1': 'MT+1', '2': 'MT' } }, filled: 4, skipped: 0, errors: [] });
  });
  it('comma-separated rows too; source cells and cells past the edge are skipped, bad values reported', () => {
    const r = pasteBlock(small, {}, 'B', '3', 'NE,CH\r\nzz\r\nMT');
    expect(r.cells).toEqual({ B: { '3': 'NE' } });
    expect(r.filled).toBe(1);
    expect(r.skipped).toBe(2); // CH right of the last column, MT below the last roll
    expect(r.errors).toEqual(['B, 4: "zz" is not a result of this table. Accepted: NE, MT, MT+1, MT+2, MT+3, CH.']);
    expect(pasteBlock(small, {}, 'A', '3', 'NE\nNE').skipped).toBe(1); // A4 is the source's
  });
});

describe('typing down the columns', () => {
  it('goes to the box below, over the cells the source gives, then to the top of the next column', () => {
    expect(nextDown(small, 'A', '1')).toEqual(['A', '2']);
    // A4 is given: from A3 the next box is B1
    expect(nextDown(small, 'A', '3')).toEqual(['B', '1']);
    expect(nextDown(small, 'B', '3')).toEqual(['B', '4']);
  });
  it('stops after the last box of the last column', () => {
    expect(nextDown(small, 'B', '4')).toBeNull();
  });
});
