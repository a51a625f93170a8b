import { describe, expect, it } from 'vitest';
import fire from '../../../../src/games/metz-1870/calculators/fire.ts';
import { arrow, defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { CalcResult, Values } from '../../../../src/lib/calculator.ts';
import { CONDITION, FIRE_SHIFTS } from '../../../../src/games/metz-1870/fire/shifts.ts';
import { DERIVED, SP_CHOICES } from '../../../../src/games/metz-1870/fire/fields.ts';
import { checkDefinition } from '../calc-helpers.ts';

const step = (r: CalcResult, label: string) => r.steps.find((s) => s.label === label)?.value;
const sum = (r: CalcResult, label: string) => r.summary?.find((s) => s.label === label)?.value.toString();
const table = (r: CalcResult, title: RegExp) => r.tables.find((t) => title.test(t.title));

describe('fire calculator definition', () => {
  it('id, chart, unique keys, known rule ids, groups; readings name their default', () => {
    expect(fire.id).toBe('fire');
    expect(fire.charts?.map((c) => c.id)).toEqual(['fire-crt']);
    checkDefinition(fire);
  });
  it('one checkbox per 8.4 item of fire-shifts.yaml, except those set by other fields', () => {
    const shiftFields = fire.fields.filter((f) => f.key.startsWith('s-'));
    expect(shiftFields.map((f) => f.key.slice(2))).toEqual(FIRE_SHIFTS.map((r) => r.id).filter((id) => !(id in DERIVED)));
    for (const f of shiftFields) {
      const row = FIRE_SHIFTS.find((r) => r.id === f.key.slice(2))!;
      expect(f.label).toBe(`${row.id}. ${CONDITION(row.id)} (${arrow(row.shift)})`);
      expect(f.kind).toBe('bool');
    }
    expect(Object.keys(DERIVED).sort()).toEqual(['m', 'n', 'o', 'p']);
  });
  it('defaults: one Prussian infantry unit of 4 SP at Effective Range, column 4', () => {
    const r = run(fire, {}).result!;
    expect(sum(r, 'Final column')).toBe('4');
    expect(step(r, 'Net shift')).toBe('0 (none)');
    expect(sum(r, 'Ammo Problem (doubles)')).toBe('1/10');
    expect(sum(r, 'Cells of this column known')).toBe('1 of 10');
    expect(r.notes!.join(' ')).toMatch(/Read your card: column 4, roll the gray die\. Our source gives 0 → MT\+3 \(Example of play: 2\/Verge\/II fires at 9\/Stulp\/III in Flavigny, with BATTLEFIELD CONDITIONS\)/);
  });
});

/** [name, query, final column, net shift step] */
const EXAMPLES: [string, Record<string, string>, string, string][] = [
  ['C6, line 1257', { side: 'french', type: 'mitrailleuse', range: 'extended' }, '3', '1▶'],
  ['C11b, line 1278', { side: 'french', 's-j': '1', 's-k': '1' }, '6-7', '2▶'],
  ['C13 and C16, lines 1298 and 1308', { type: 'artillery', 'u1-sp': '7', 's-q': '1', 's-a': '1' }, '5', '◀1'],
  ['C15, line 1306', { type: 'artillery', 'u1-sp': '6', 's-q': '1', 's-r': '1', 's-d': '1' }, '8-9', '1▶'],
  ['C17b, line 1318', { side: 'french' }, '5', '1▶'],
  ['C19, line 1328', { 'u1-sp': '8', range: 'extended', 's-r': '1', 's-d': '1' }, '3', '◀1'],
  ['C20a, lines 1330-1332', { side: 'french', type: 'artillery', 'u1-sp': '5', range: 'canister', 's-a': '1' }, '3', '◀3'],
  ['C20b, line 1332', { side: 'french', type: 'mitrailleuse', 's-a': '1' }, '2', '◀2'],
  ['C20c, line 1336', { side: 'french', 's-a': '1', 's-v': '1' }, '4', '0 (none)'],
  ['C20d, line 1336', { side: 'french', type: 'artillery', 'u1-sp': '3', 'u1-marker': 'shaken', range: 'canister', 's-a': '1' }, 'C', '◀3'],
];

describe('the fire examples through the calculator', () => {
  for (const [name, q, col, net] of EXAMPLES)
    it(name, () => {
      const out = run(fire, q);
      expect(out.errors).toEqual({});
      expect(out.failure).toBeUndefined();
      expect(sum(out.result!, 'Final column')).toBe(col);
      expect(step(out.result!, 'Net shift')).toBe(net);
    });
  it('C20a shows the working: 5 canister 7.5, fires as 7, column 6-7, Town ◀3', () => {
    const r = run(fire, EXAMPLES[6]![1]).result!;
    expect(step(r, 'Canister Range: ×1.5, at least +1')).toBe('5 → 7.5');
    expect(step(r, 'Firing SP (fractions dropped at the end)')).toBe('7');
    expect(step(r, 'Column holding the firing SP')).toBe('6-7');
    expect(step(r, '8.4 a. Target hex is Town')).toBe('◀3');
    expect(r.actions![0]!.items[1]).toBe('Doubles (chance 1/10): after the fire, unit 1: no ammo marker → Low Ammo (8.8).');
  });
  it('R9, line 455: a Disrupted 2 SP unit cannot fire', () => {
    const r = run(fire, { 'u1-sp': '2', 'u1-marker': 'disrupted' }).result!;
    expect(sum(r, 'Firing SP')).toBe('0: no fire');
    expect(r.tables).toEqual([]);
  });
  it('R11, line 522: Shaken 8 SP at Extended fires as 3', () => {
    const r = run(fire, { 'u1-sp': '8', 'u1-marker': 'shaken', range: 'extended' }).result!;
    expect(step(r, 'Firing SP (fractions dropped at the end)')).toBe('3');
  });
  it('terrain: several types, only the best for the target; the others are listed as not counted', () => {
    const r = run(fire, { 's-a': '1', 's-d': '1', 's-h': '1' }).result!;
    expect(step(r, 'Net shift')).toBe('◀4');
    expect(step(r, '8.4 d. Target hex is Stream (a bridge makes no difference)')).toMatch(/^1▶, not counted/);
    const alt = run(fire, { 's-a': '1', 's-d': '1', 's-h': '1', 'works-stack': 'terrain' }).result!;
    expect(step(alt, 'Net shift')).toBe('◀3');
  });
  it('hidden shift fields are not counted (t needs a French firer)', () => {
    const r = run(fire, { 's-t': '1' }).result!;
    expect(step(r, 'Net shift')).toBe('0 (none)');
  });
  it('past 8-9 the calculator says so and gives no odds', () => {
    const r = run(fire, { 'u1-sp': '12', 's-j': '1' }).result!;
    expect(sum(r, 'Final column')).toBe('not in our source');
    expect(step(r, 'Column holding the firing SP')).toMatch(/right of 8-9/);
    expect(r.notes!.join(' ')).toMatch(/columns to the right of 8-9 are not in our source/);
    expect(table(r, /^What each result/)!.rows.length).toBeGreaterThan(9);
  });
  it('the "1" column is flagged as inferred', () => {
    const r = run(fire, { 'u1-sp': '1' }).result!;
    expect(sum(r, 'Final column')).toBe('1');
    expect(r.notes!.join(' ')).toMatch(/"1" column is inferred/);
  });
});

describe('with the player’s own cells for the column', () => {
  const ctx = { charts: { 'fire-crt': { '5': { '1': 'NE', '2': 'NE', '3': 'NE', '5': 'MT', '6': 'MT+1', '9': 'CH', '10': '2 CH + MT' } } } };
  const q = { type: 'artillery', 'u1-sp': '7', 's-q': '1', 's-a': '1', 't-tcr-fr': '6', 't-tcr-bw': '4' };
  it('C13 column 5 filled in: exact result odds and the target’s end states', () => {
    const out = run(fire, q, ctx);
    const r = out.result!;
    const res = table(r, /^Results on column 5/)!;
    expect(res.rows.map((x) => `${x.cells[0]} ${x.cells[1]} ${String(x.cells[2])}`)).toEqual([
      'NE 1-3 3/10',
      'MT 4-5 1/5',
      'MT+1 6 1/10',
      'MT+2 7-8 1/5',
      'CH 9 1/10',
      '2CH+MT 10 1/10',
    ]);
    const col = table(r, /^Column 5/)!;
    expect(col.rows.map((x) => x.cells[2])).toEqual([
      'your card (entered)', 'your card (entered)', 'your card (entered)', 'Example of play: Corps/III fires again at 1/Verge/II in Flavigny', 'your card (entered)',
      'your card (entered)', 'Example of play: 2/Verge/II in #2324 fires at 10/Stulp/III in #2326', "Example of play: KRUPP'S GUNS: Corps/III fires at 1/Verge/II in Flavigny", 'your card (entered)', 'your card (entered)',
    ]);
    // every code on the column, and only those, in the consequences table
    const codes = new Set(table(r, /^What each result/)!.rows.map((x) => String(x.cells[0]).split(' ')[0]));
    expect([...codes]).toEqual(['NE', 'MT', 'MT+1', 'MT+2', 'CH', '2CH+MT']);
    const overall = table(r, /^Target unit after this fire/)!;
    const total = overall.rows.reduce((s, x) => s + (x.cells[2] as { toNumber(): number }).toNumber(), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(sum(r, 'Target Broken')).toBeDefined();
  });
  it('the consequences of CH on a Fresh unit: it flips, exactly once', () => {
    const r = run(fire, q, ctx).result!;
    const rows = table(r, /^What each result/)!.rows.filter((x) => String(x.cells[0]).startsWith('CH '));
    expect(rows.map((x) => [x.cells[1], String(x.cells[3])])).toEqual([['Battleworn, no marker', '1']]);
  });
});

describe('shared links, bad input, sweep', () => {
  it('a link reproduces C19', () => {
    const values: Values = { ...defaults(fire), 'u1-sp': '8', range: 'extended', 's-r': true, 's-d': true };
    const q = toQuery(fire, values);
    expect(q).toBe('?range=extended&u1-sp=8&s-d=1&s-r=1');
    const out = run(fire, new URLSearchParams(q.slice(1)));
    expect(out.values).toEqual(values);
    expect(sum(out.result!, 'Final column')).toBe('3');
  });
  it('bad input gives a field error and no result', () => {
    for (const [q, key] of [
      [{ units: '4' }, 'units'],
      [{ 'u1-sp': '13' }, 'u1-sp'],
      [{ range: 'canister' }, 'range'],
      [{ type: 'mitrailleuse' }, 'type'],
      [{ side: 'french', type: 'inf-mit' }, 'units'],
      [{ 's-h': '1', 's-i': '1' }, 's-i'],
    ] as [Record<string, string>, string][]) {
      const out = run(fire, q);
      expect(Object.keys(out.errors), JSON.stringify(q)).toContain(key);
      expect(out.result).toBeUndefined();
    }
  });
  it('a sweep over in-range inputs never fails or shows NaN', () => {
    for (const side of ['prussian', 'french'])
      for (const type of ['infantry', 'artillery', 'mitrailleuse', 'inf-mit'])
        for (const range of ['effective', 'extended', 'canister'])
          for (const sp of SP_CHOICES.filter((_, i) => i % 3 === 0))
            for (const marker of ['none', 'disrupted'])
              for (const units of ['1', '3']) {
                const q = { side, type, range, units, 'u1-sp': sp, 'u2-sp': 'C', 'u3-sp': '12', 'u1-marker': marker, 'u2-ammo': 'low', 's-a': '1', 's-j': '1', 's-q': '1', 't-status': 'bw', 't-marker': 'shaken' };
                const out = run(fire, q);
                if (Object.keys(out.errors).length) continue;
                expect(out.failure, JSON.stringify(q)).toBeUndefined();
                expect(JSON.stringify(out.result, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/NaN|undefined/);
              }
  });
});

describe('what the fire headline assumes: a lone target unit (8.5), and room for every retreat (12.8)', () => {
  const ALONE = { text: 'the target unit is alone in its hex (8.5)' };
  const ROOM = { text: 'every retreat stays on the map and out of enemy hexes (12.8)' };
  // C13's column 5 filled in: it holds CH and 2CH+MT, which a second unit in the hex would share (8.5)
  const withCh = { charts: { 'fire-crt': { '5': { '1': 'NE', '2': 'NE', '3': 'NE', '5': 'MT', '6': 'MT+1', '9': 'CH', '10': '2 CH + MT' } } } };
  // the same column with Morale Tests only: each unit in the hex tests on its own, so a second unit changes nothing
  const noCh = { charts: { 'fire-crt': { '5': { '1': 'NE', '2': 'NE', '3': 'NE', '5': 'MT', '6': 'MT+1', '9': 'MT', '10': 'MT+3' } } } };
  const q = { type: 'artillery', 'u1-sp': '7', 's-q': '1', 's-a': '1', 't-tcr-fr': '6', 't-tcr-bw': '4' };
  const assumed = (x: Record<string, string>, ctx?: typeof withCh) => run(fire, x, ctx).result!.assumptions;
  it('a Fresh target on a column with Casualty Hits: assumed alone; it never retreats (no marker at its Break Test)', () =>
    expect(assumed(q, withCh)).toEqual([ALONE]));
  it('a Shaken Battleworn target may retreat after a Break Test: both', () =>
    expect(assumed({ ...q, 't-status': 'bw', 't-marker': 'shaken' }, withCh)).toEqual([ALONE, ROOM]));
  it('a column of Morale Tests only does not depend on a second unit', () => expect(assumed(q, noCh)).toEqual([]));
  it('no Target Broken figure while the column is incomplete: nothing assumed', () => {
    const r = run(fire, q).result!;
    expect(sum(r, 'Target Broken')).toBeUndefined();
    expect(r.assumptions).toEqual([]);
  });
});
