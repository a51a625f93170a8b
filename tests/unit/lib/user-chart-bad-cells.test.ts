// Stored chart cells the chart does not allow (issue 14, section 8): left out of every
// calculation with a word, never "NaN cannot be converted to a BigInt" nor a silent +99.
import { describe, expect, it } from 'vitest';
import endOfPhase from '../../../src/games/death-ride/calculators/end-of-phase.ts';
import fire from '../../../src/games/metz-1870/calculators/fire.ts';
import assault from '../../../src/games/metz-1870/calculators/assault.ts';
import { run as runPlain, type CalculatorDef } from '../../../src/lib/calculator.ts';
import { cellState, fitCells, rollOf, type UserCells } from '../../../src/lib/user-chart.ts';
import { FIRE_CRT } from '../../../src/games/metz-1870/fire/crt.ts';

const turnTrack = endOfPhase.charts![0]!;
/** What the island does: fit the stored cells, then compute with what fits. */
const run = (def: CalculatorDef, q: Record<string, string>, stored: { charts: Record<string, UserCells> }) => {
  const fit = def.fit!(stored.charts);
  return { ...runPlain(def, q, { charts: fit.charts }), chartNotes: fit.notes };
};
const json = (x: unknown) => JSON.stringify(x, (_, v) => (typeof v === 'bigint' ? String(v) : v));

describe('stored cells against the chart', () => {
  it('fitCells keeps allowed cells and names each bad one, quoted short', () => {
    const long = 'x'.repeat(5_000_000);
    const r = fitCells(turnTrack, { modifier: { '1': '-1', '2': 'abc', '3': '99', '4': long, '5': ' +2 ' } });
    expect(r.cells).toEqual({ modifier: { '1': '-1', '5': '+2' } });
    expect(r.bad).toHaveLength(3);
    expect(r.bad[0]).toMatch(/bad cell at turn "2".*"abc"/);
    expect(r.bad[1]).toMatch(/"99"/);
    for (const b of r.bad) expect(b.length).toBeLessThan(250);
  });
  it('the end-of-phase calculator leaves "abc" out with a word instead of failing on a BigInt', () => {
    const r = run(endOfPhase, { turn: '2', 'modifier-turn': '-1' }, { charts: { 'turn-track': { modifier: { '2': 'abc' } } } });
    expect(r.failure).toBeUndefined();
    expect(r.result).toBeDefined();
    expect(r.chartNotes.join(' ')).toMatch(/bad cell at turn "2".*"abc".*left out/);
    expect(json(r.result)).not.toMatch(/NaN/);
  });
  it('and does not compute with a silent +99', () => {
    const r = run(endOfPhase, { turn: '2' }, { charts: { 'turn-track': { modifier: { '2': '99' } } } });
    expect(r.result!.steps[0]!.value).not.toBe('+99');
    expect(r.result!.steps[0]!.label).toMatch(/not entered turn 2/);
    expect(r.chartNotes).toHaveLength(1);
  });
  it('the Metz fire and assault calculators compute as if the bad cells were not there', () => {
    const unknownCells = (chart: typeof FIRE_CRT, v: string): UserCells => {
      const u: UserCells = {};
      for (const c of chart.columns)
        for (const row of chart.rows) {
          const roll = rollOf(chart, row);
          if (cellState(chart, c.key, roll, undefined).kind === 'unknown') (u[c.key] ??= {})[roll] = v;
        }
      return u;
    };
    for (const def of [fire, assault]) {
      const chart = def.charts![0]! as typeof FIRE_CRT;
      const clean = run(def, {}, { charts: {} });
      for (const v of ['abc', '99', 'NaN']) {
        const r = run(def, {}, { charts: { [chart.id]: unknownCells(chart, v) } });
        expect(r.failure, `${def.id} ${v}`).toBeUndefined();
        expect(r.chartNotes.length, `${def.id} ${v}`).toBeGreaterThan(0);
        expect(json(r.result), `${def.id} ${v}`).toBe(json(clean.result));
      }
    }
  });
});
