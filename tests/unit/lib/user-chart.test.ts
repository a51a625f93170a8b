import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/lib/dice.ts';
import { chartSchema } from '../../../src/lib/schemas.ts';
import { cellState, columnOutcome, editableChart } from '../../../src/lib/user-chart.ts';
import { coverage, exportFile, importFile } from '../../../src/lib/user-chart-edit.ts';

// A small results table in the shape of a content chart: column C known in
// part from "examples", column 2 entirely unknown.
const raw = chartSchema.parse({
  title: 'Test CRT',
  source: 'test',
  editable: { rowKey: 'roll', pattern: 'NE|MT(\\+[123])?|CH', hint: 'NE, MT, MT+1..3 or CH' },
  columns: [{ key: 'roll', label: 'Die' }, { key: 'C', label: 'C' }, { key: '2', label: '2' }],
  rows: [1, 2, 3, 4].map((r) => ({
    roll: r,
    C: r === 4 ? { value: 'MT', source: 'example' } : { unknown: true },
    '2': { unknown: true },
  })),
});
const chart = editableChart('g', 'crt', raw);
const d4 = Dist.die(4);

describe('user chart: known, entered and unknown cells', () => {
  it('a known cell stays as the source gives it', () => {
    expect(cellState(chart, 'C', '4', { C: { '4': 'CH' } })).toEqual({ kind: 'known', value: 'MT', source: 'example' });
    expect(cellState(chart, 'C', '1', undefined).kind).toBe('unknown');
    expect(cellState(chart, 'C', '1', { C: { '1': 'NE' } })).toEqual({ kind: 'user', value: 'NE' });
  });
  it('a column with unknown rolls is incomplete: the known part is still exact', () => {
    const o = columnOutcome(chart, 'C', d4, undefined);
    expect(o.complete).toBe(false);
    expect(o.missing).toEqual([1, 2, 3]);
    expect(o.results.map((r) => [r.result, r.prob.toString()])).toEqual([['MT', '1/4']]);
  });
  it('with the column filled in, the distribution is complete and exact', () => {
    const o = columnOutcome(chart, 'C', d4, { C: { '1': 'NE', '2': 'NE', '3': 'MT' } });
    expect(o.complete).toBe(true);
    expect(o.results.map((r) => [r.result, r.prob.toString(), r.rolls])).toEqual([
      ['NE', '1/2', [1, 2]],
      ['MT', '1/2', [3, 4]],
    ]);
    expect(coverage(chart, { C: { '1': 'NE' } })).toEqual({ filled: 1, unknown: 7 });
  });
});

describe('user chart: export and import', () => {
  const cells = { C: { '1': 'NE', '2': 'MT+1' }, '2': { '4': 'CH' } };
  it('round-trips', () => {
    const r = importFile(chart, JSON.stringify(exportFile(chart, cells)));
    expect(r).toEqual({ ok: true, cells });
  });
  it('rejects bad files with reasons and no cells', () => {
    const bad = (x: unknown) => importFile(chart, typeof x === 'string' ? x : JSON.stringify(x));
    expect(bad('{oops')).toEqual({ ok: false, errors: ['The file is not JSON.'] });
    expect(bad({ hello: 1 })).toMatchObject({ ok: false });
    const base = exportFile(chart, {});
    expect(bad({ ...base, version: 9 })).toMatchObject({ ok: false, errors: [expect.stringMatching(/version 9/)] });
    expect(bad({ ...base, chart: 'other' })).toMatchObject({ ok: false, errors: [expect.stringMatching(/not g\/crt/)] });
    const r = bad({ ...base, cells: { Z: { '1': 'NE' }, C: { '9': 'NE', '1': 'BOOM', '4': 'NE', '2': 3 } } });
    expect(r.ok).toBe(false);
    // (integer-like keys come back in numeric order)
    expect(!r.ok && r.errors).toEqual([
      'Unknown column "Z".',
      'Column C, roll 1: "BOOM" is not a result of this table. Accepted: NE, MT, MT+1..3 or CH.',
      'Column C, roll 2: the result must be text.',
      'Column C, roll 4 is given by our source and cannot be replaced.',
      'Column C: unknown roll "9".',
    ]);
  });
});

describe('roll fields pre-filled from a chart the player completed', () => {
  it('takes the cell of the current row, ignores missing or out-of-range entries', async () => {
    const { chartDefault } = await import('../../../src/lib/checklist.ts');
    const f = { key: 'm', label: 'm', min: -9, max: 9, default: 0, fromChart: { chart: 'turn-track', column: 'modifier', rowFrom: 'turn' } };
    const charts = { 'turn-track': { modifier: { '3': '+2', '4': '12', '5': 'x' } } };
    expect(chartDefault(f, { turn: 3 }, charts)).toBe(2);
    expect(chartDefault(f, { turn: 4 }, charts)).toBeUndefined(); // out of range
    expect(chartDefault(f, { turn: 5 }, charts)).toBeUndefined(); // not a number
    expect(chartDefault(f, { turn: 6 }, charts)).toBeUndefined(); // not entered
    expect(chartDefault({ ...f, fromChart: undefined }, { turn: 3 }, charts)).toBeUndefined();
  });
});

describe("an editable chart's words on the page (a `&plain` import, scripts/yaml-plugin.mjs)", () => {
  it('reads title, row label, hint and column labels from the set the calculator page renders, when first said', async () => {
    const { chartPhrases } = await import('../../../src/lib/user-chart.ts');
    const full = editableChart('g', 'crt', { title: 'The CRT', editable: { rowKey: 'roll', pattern: '[0-9]', hint: 'a digit' }, columns: [{ key: 'roll', label: 'Roll' }, { key: 'a', label: 'Odds 1:1' }], rows: [] } as never);
    const set = chartPhrases('g', full);
    expect(set).toEqual({ title: 'The CRT', rowLabel: 'Roll', hint: 'a digit', 'col:a': 'Odds 1:1' });
    // the browser's build: no words in the chart, and no page yet when the module makes it
    const bare = editableChart('g', 'crt', { editable: { rowKey: 'roll', pattern: '[0-9]' }, columns: [{ key: 'roll' }, { key: 'a' }], rows: [] } as never);
    const g = globalThis as { document?: unknown };
    g.document = { getElementById: (id: string) => (id === 'phrases-chart-g-crt' ? { textContent: JSON.stringify(set) } : null) };
    try {
      expect([bare.title, bare.rowLabel, bare.hint, bare.columns[0]!.label, bare.columns[0]!.key]).toEqual(['The CRT', 'Roll', 'a digit', 'Odds 1:1', 'a']);
      // a page without them: an error when the words are first needed, never a blank
      const other = editableChart('g', 'other', { editable: { rowKey: 'roll', pattern: '[0-9]' }, columns: [{ key: 'roll' }], rows: [] } as never);
      expect(() => other.title).toThrow(/lacks the words chart-g-other/);
    } finally {
      delete g.document;
    }
  });
});
