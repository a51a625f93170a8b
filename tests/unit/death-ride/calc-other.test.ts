import { describe, expect, it } from 'vitest';
import absorption from '../../../src/games/death-ride/calculators/absorption.ts';
import endOfPhase from '../../../src/games/death-ride/calculators/end-of-phase.ts';
import { run, toQuery } from '../../../src/lib/calculator.ts';
import type { CalcResult } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';

const json = (r: CalcResult) => JSON.stringify(r, (_k, v) => (v instanceof Fraction ? v.toString() : typeof v === 'bigint' ? String(v) : v));
const col = (r: CalcResult, t: number, c: number) => r.tables[t]!.rows.map((row) => String(row.cells[c]));

describe('end-of-phase calculator', () => {
  it('is defined with the expected fields', () => {
    expect(endOfPhase.id).toBe('end-of-phase');
    expect(endOfPhase.fields.map((f) => f.key)).toEqual(['turn', 'modifier-turn', 'metz', 'counting', 'die']);
    expect(endOfPhase.charts?.map((c) => c.id)).toEqual(['turn-track']);
    const turn = endOfPhase.fields[1]!;
    expect(turn).toMatchObject({ kind: 'int', min: -9, max: 9, default: 0, rules: ['2.3'] });
    expect(turn.help).toMatch(/Turn track/);
    expect(endOfPhase.fields[3]!.ambiguity).toMatch(/Default/);
    expect(endOfPhase.fields[4]!.ambiguity).toMatch(/Default/);
  });

  it('defaults: m = 0, reading 1', () => {
    const r = run(endOfPhase, {}).result!;
    const t = r.tables[0]!;
    expect(t.columns.map((c) => c.label)).toEqual(['j', 'Impulse number', 'P(last at j)', 'P(ended by j)', 'P(French get at least j impulses)']);
    expect(t.barColumn).toBe(2);
    expect(t.rows).toHaveLength(10);
    expect(col(r, 0, 2).slice(0, 3)).toEqual(['1/10', '9/50', '27/125']);
    expect(col(r, 0, 3).slice(0, 3)).toEqual(['1/10', '7/25', '62/125']);
    expect(col(r, 0, 4).slice(0, 3)).toEqual(['1', '9/10', '18/25']);
    expect(r.steps.find((s) => s.label === 'Expected French impulses E[j]')!.value).toBe('5719087/1562500 (about 3.6602)'); // = 3.66021568
    expect(r.steps.length).toBe(6);
  });

  it('turn +4 with 3 Metz areas: m = +2 (Metz capped at -2); j = 12 gives 567/1562500', () => {
    const r = run(endOfPhase, { 'modifier-turn': '4', metz: '3' }).result!;
    expect(r.steps.find((s) => s.label === 'Modifier m')!.value).toBe('+2');
    expect(r.steps.find((s) => s.label === 'Metz modifier: -1 per red area held solely by Germans, at most -2')!.value).toBe('-2');
    expect(col(r, 0, 2)[11]).toBe('567/1562500');
    expect(col(r, 0, 2)[1]).toBe('0');
  });

  it('reading 2 through a shared link', () => {
    const q = toQuery(endOfPhase, { 'modifier-turn': -1, metz: 1, counting: 'each', die: '1-10' });
    expect(q).toBe('?modifier-turn=-1&metz=1&counting=each');
    const r = run(endOfPhase, new URLSearchParams(q.slice(1))).result!;
    expect(col(r, 0, 1)).toEqual(['2', '4', '6', '8']);
    expect(col(r, 0, 2)).toEqual(['2/5', '9/25', '24/125', '6/125']); // m = -2
  });

  it('bad input', () => {
    for (const raw of ['', 'abc', '-10', '10', '1.5']) {
      const r = run(endOfPhase, { 'modifier-turn': raw });
      expect(Object.keys(r.errors)).toEqual(['modifier-turn']);
      expect(r.result).toBeUndefined();
    }
    expect(Object.keys(run(endOfPhase, { metz: '-3' }).errors)).toEqual(['metz']);
    expect(Object.keys(run(endOfPhase, { counting: 'triple' }).errors)).toEqual(['counting']);
    expect(Object.keys(run(endOfPhase, { die: 'd12' }).errors)).toEqual(['die']);
  });

  it('sweep: every in-range input computes, sums to 1, never NaN', () => {
    for (let t = -9; t <= 9; t++)
      for (let k = 0; k <= 10; k++)
        for (const counting of ['pair', 'each'])
          for (const die of ['1-10', '0-9']) {
            const r = run(endOfPhase, { 'modifier-turn': String(t), metz: String(k), counting, die }).result!;
            expect(json(r)).not.toMatch(/NaN|Infinity|undefined/);
            const rows = r.tables[0]!.rows;
            expect(rows.reduce((s, row) => s.add(row.cells[2] as Fraction), Fraction.ZERO).toString()).toBe('1');
            expect(String(rows.at(-1)!.cells[3])).toBe('1');
          }
  });
});

describe('what the end-of-phase headline assumes: the Turn track modifier, which the rulebook text we have lacks (2.3)', () => {
  const track = (cells: Record<string, string>) => ({ charts: { 'turn-track': { modifier: cells } } });
  it('a headline: the modifier, the chance the first French impulse is the last, the impulses expected', () => {
    const r = run(endOfPhase, {}).result!;
    expect(r.summary!.map((s) => `${s.label}: ${String(s.value)}`)).toEqual(['Modifier m: 0', 'First French impulse is the last: 1/10', 'French impulses expected: about 3.66']);
  });
  it('nothing typed and no turn chosen: the modifier is taken as 0, and says so', () =>
    expect(run(endOfPhase, {}).result!.assumptions).toEqual([{ text: 'a Turn track modifier of 0 (not entered)', field: 'modifier-turn' }]));
  it('a modifier typed settles it', () => expect(run(endOfPhase, { 'modifier-turn': '-1' }).result!.assumptions).toEqual([]));
  it('a turn chosen and entered on the Turn track settles it; not entered, the typed value stands in and the headline says so', () => {
    expect(run(endOfPhase, { turn: '3' }, track({ '3': '+2' })).result!.assumptions).toEqual([]);
    expect(run(endOfPhase, { turn: '3', 'modifier-turn': '1' }, track({ '2': '+2' })).result!.assumptions).toEqual([
      { text: 'a Turn track modifier of +1 for turn 3 (not on your Turn track)', field: 'turn' },
    ]);
  });
});

describe('absorption calculator', () => {
  it('is defined with the expected fields', () => {
    expect(absorption.id).toBe('absorption');
    expect(absorption.fields.map((f) => [f.key, f.kind === 'int' ? `${f.min}-${f.max}` : f.kind])).toEqual([
      ['nationality', 'choice'], ['fresh', '0-12'], ['spent', '0-12'], ['cp', '0-60'],
    ]);
  });

  it('French 2 Fresh + 1 Spent absorbing 7 CP', () => {
    const r = run(absorption, { nationality: 'french', fresh: '2', spent: '1', cp: '7' }).result!;
    expect(col(r, 0, 0)).toEqual(['eliminate 1 Fresh (4 CP), eliminate 1 Spent (3)']);
    expect(col(r, 1, 0)).toEqual(['retreat all 3 (3 CP), flip 1 Fresh (1), eliminate 1 Spent (3)', 'retreat all 3 (3 CP), eliminate 1 Fresh (4)']);
    expect(r.steps.map((s) => s.value)).toEqual(['retreat 1, flip 1, eliminate Spent 3, eliminate Fresh 4', '11 CP', '14 CP', '0, 1, 2, 3, 4, 5, 7, 8, 11', '3, 4, 5, 6, 7, 8, 10, 11, 14']);
    expect(r.actions![0]!.items[0]).toBe('Option A: flip or eliminate, retreat none: 1 way, e.g. eliminate 1 Fresh (4 CP), eliminate 1 Spent (3).');
  });

  it('a total that cannot be matched exactly says so, with the nearest totals', () => {
    const r = run(absorption, { nationality: 'french', fresh: '1', spent: '0', cp: '3' }).result!;
    expect(r.tables[0]!.rows).toEqual([]);
    expect(r.tables[0]!.caption).toBe('3 CP cannot be matched exactly in this mode.');
    expect(r.actions![0]!.items).toEqual([
      'Option A: flip or eliminate, retreat none: 3 CP cannot be matched exactly (nearest reachable: 1 below, 4 above).',
      'Option B: retreat every unit, then flip or eliminate: 3 CP cannot be matched exactly (nearest reachable: 2 below, 5 above).',
    ]);
    expect(r.notes![0]).toMatch(/card does not say what happens/);
  });

  it('German costs', () => {
    const r = run(absorption, { nationality: 'german', fresh: '2', spent: '0', cp: '3' }).result!;
    expect(r.steps[0]!.value).toBe('retreat 1, flip 1, eliminate Spent 2, eliminate Fresh 3');
    expect(col(r, 0, 0)).toEqual(['eliminate 1 Fresh (3 CP)']);
    expect(col(r, 1, 0)).toEqual(['retreat all 2 (2 CP), flip 1 Fresh (1)']);
  });

  it('bad input', () => {
    const cases: [string, string][] = [['fresh', ''], ['fresh', 'abc'], ['fresh', '-3'], ['spent', '999'], ['cp', '61'], ['nationality', 'austrian']];
    for (const [k, raw] of cases) {
      const r = run(absorption, { [k]: raw });
      expect(Object.keys(r.errors)).toEqual([k]);
      expect(r.result).toBeUndefined();
    }
    expect(run(absorption, { fresh: '0', spent: '0' }).errors).toEqual({ fresh: 'A stack needs at least one unit.' });
  });

  it('sweep: never throws or shows NaN; rows are capped at 40 and every shown row adds up', () => {
    for (const nationality of ['french', 'german'])
      for (let fr = 0; fr <= 12; fr += 3)
        for (let sp = 0; sp <= 12; sp += 4)
          for (const cp of [0, 1, 5, 13, 29, 60]) {
            const out = run(absorption, { nationality, fresh: String(fr), spent: String(sp), cp: String(cp) });
            if (fr + sp === 0) {
              expect(out.result).toBeUndefined();
              continue;
            }
            const r = out.result!;
            expect(json(r)).not.toMatch(/NaN|Infinity|undefined/);
            for (const t of r.tables) {
              expect(t.rows.length).toBeLessThanOrEqual(40);
              for (const row of t.rows) expect(row.cells[5]).toBe(cp);
            }
          }
  });
});

describe("end-of-phase calculator reads the player's Turn track entries", () => {
  it('uses the entered modifier for the chosen turn, the typed one otherwise', async () => {
    const { default: eop } = await import('../../../src/games/death-ride/calculators/end-of-phase.ts');
    const { run: runCalc } = await import('../../../src/lib/calculator.ts');
    const ctx = { charts: { 'turn-track': { modifier: { '3': '+2' } } } };
    const mine = runCalc(eop, { turn: '3', 'modifier-turn': '0' }, ctx).result!;
    expect(mine.steps[0]!.value).toBe('+2');
    expect(mine.steps[0]!.label).toContain('your Turn track entry for turn 3');
    // m = +2: no end is possible at j = 1 or 2 (notes §3.3 row +2)
    expect(String(mine.tables[0]!.rows[1]!.cells[2])).toBe('0');
    const typed = runCalc(eop, { turn: '4', 'modifier-turn': '-1' }, ctx).result!;
    expect(typed.steps[0]!.value).toBe('-1');
    expect(typed.steps[0]!.label).toContain('not entered turn 4');
  });
  it('a cell that is not a whole number ("2.5", "", "x") is not read (it was parseInt: +2, or NaN); "−1" with a true minus is', async () => {
    const { default: eop } = await import('../../../src/games/death-ride/calculators/end-of-phase.ts');
    const { run: runCalc } = await import('../../../src/lib/calculator.ts');
    for (const bad of ['2.5', 'x', '']) {
      const r = runCalc(eop, { turn: '3', 'modifier-turn': '1' }, { charts: { 'turn-track': { modifier: { '3': bad } } } });
      expect(r.result, bad).toBeDefined();
      expect(r.result!.steps[0]!.value, bad).toBe('+1');
      expect(JSON.stringify(r.result, (_, x) => (typeof x === 'bigint' ? String(x) : x)), bad).not.toMatch(/NaN/);
    }
    const minus = runCalc(eop, { turn: '3', 'modifier-turn': '1' }, { charts: { 'turn-track': { modifier: { '3': '−1' } } } }).result!;
    expect(minus.steps[0]!.value).toBe('-1');
  });
});

describe('end-of-phase: the Turn track cell a chosen turn needs is reported, so the page asks for it in place', () => {
  it('turn 3 not entered: one cell lacking (modifier, turn 3); entered: used, with its value', () => {
    expect(run(endOfPhase, { turn: '3' }, { charts: {} }).reads).toEqual([{ chart: 'turn-track', col: 'modifier', row: '3' }]);
    expect(run(endOfPhase, { turn: '3' }, { charts: { 'turn-track': { modifier: { '3': '+1' } } } }).reads).toEqual([{ chart: 'turn-track', col: 'modifier', row: '3', value: '+1' }]);
  });
  it('no turn chosen: no cell read', () => expect(run(endOfPhase, { turn: '0' }, { charts: {} }).reads).toEqual([]));
});
