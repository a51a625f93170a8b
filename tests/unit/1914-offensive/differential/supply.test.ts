/**
 * Differential test of the 1914 Supply Phase checker against a reference
 * written from the rulebook (15.0-15.5, 5.5, 6.1, 22.2, 23.2), not from our
 * implementation: the verdict (Full Supply, Out of Supply, Isolated), what
 * supplied the Force, and the penalty on its CE status or, for a lone Asset,
 * in Strength Reductions. Every answer combination is walked.
 */
import { describe, expect, it } from 'vitest';
import { run, type Values } from '../../../../src/lib/calculator.ts';
import { asQuery, defaultsOf } from '../../calc-edges.ts';
import supply from '../../../../src/games/1914-offensive/calculators/supply.ts';

const LADDER = ['full', '−1', '−2', '−3', 'CI', 'D1', 'D2'];
type Verdict = 'Full Supply' | 'Out of Supply' | 'Isolated';

function reference(v: Values): { refused: string } | { verdict: Verdict; by?: RegExp; status?: string; cel?: string; penalty?: string } {
  // 15.1, 22.2, 23.2: Ports, Paris and Samson are Allied sources only
  if (v.side === 'german' && !['none', 'fortress'].includes(v.local as string)) return { refused: 'local' };
  let by: RegExp | undefined;
  if (v.local !== 'none') by = { fortress: /Fortified Camp|Fortress/, port: /Port/, paris: /Paris/, samson: /Samson/ }[v.local as string];
  // 15.1: the Depot (given a valid LOC at step 1, displaced if need be) to any unit of its army
  else if (v['f-depot'] !== 'no') by = /Depot/;
  // 15.1, 15.2: a Corps Train with a valid LOC or inside its Depot's range; corps Formations, cavalry, Assets
  else if (v.force !== 'independent' && v.ct !== 'none' && v['f-ct'] !== 'no') by = /Corps Train/;
  // 15.1: within 5 hexes of a friendly operational RR hex
  else if (v['f-rr'] === true) by = /RR|rail/i;
  if (by) return { verdict: 'Full Supply', by };
  // 15.5: no path of any length, or one through more than six enemy-controlled hexes
  const isolated = v.escape !== true || (v.enemy as number) > 6;
  const n = isolated ? 3 : 1; // 15.4 (4)
  const verdict: Verdict = isolated ? 'Isolated' : 'Out of Supply';
  if (v.force === 'asset') {
    // 5.5 (2): the CEL of a lone Asset never drops; it takes an SR instead: flip, or eliminated
    const sr = v['asset-sr'] === 'per-level' ? n : 1;
    return { verdict, penalty: `${sr} SR (${v.aside === 'full' && sr === 1 ? 'flipped' : 'eliminated'})` };
  }
  const step = ['0', '1', '2', '3', 'ci', 'd1', 'd2'].indexOf(v.status as string);
  const to = Math.min(6, step + n); // 6.1: further reductions past D2 are ignored
  const cel = (s: number) => (v.base as number) - Math.min(3, s);
  return { verdict, status: `${LADDER[step]} → ${LADDER[to]}`, cel: `${cel(step)} → ${cel(to)}` };
}

const q = asQuery;

const BASE: Values = defaultsOf(supply);

function compare(given: Values): void {
  const v = { ...BASE, ...given };
  const ctx = JSON.stringify(v);
  const ref = reference(v);
  const got = run(supply, q(v));
  if ('refused' in ref) {
    expect(got.result, ctx).toBeUndefined();
    expect(got.errors[ref.refused], ctx).toMatch(/\w/);
    return;
  }
  expect(got.failure, ctx).toBeUndefined();
  expect(got.errors, ctx).toEqual({});
  const s = Object.fromEntries(got.result!.summary!.map((x) => [x.label, String(x.value)]));
  expect(s.Verdict, ctx).toBe(ref.verdict);
  if (ref.by) expect(s['Supplied by'], ctx).toMatch(ref.by);
  if (ref.status) expect([s['CE Status'], s.CEL], ctx).toEqual([ref.status, ref.cel]);
  if (ref.penalty) expect(s.Penalty, ctx).toBe(ref.penalty);
}

describe('Supply Phase: ours against a reference from the rulebook', () => {
  it('every answer about the map (exhaustive): the verdict and its source', () => {
    let n = 0;
    for (const side of ['allied', 'german'])
      for (const force of ['corps', 'independent', 'cavalry', 'asset'])
        for (const depot of ['loc', 'displaced'])
          for (const ct of ['loc', 'depot', 'none'])
            for (const fDepot of ['normal', 'extended', 'no'])
              for (const fCt of ['normal', 'extended', 'no'])
                for (const fRr of [false, true])
                  for (const [escape, enemy] of [[false, 0], [true, 0], [true, 6], [true, 7]] as const) {
                    compare({ gt: 13, side, force, depot, ct, local: 'none', 'f-depot': fDepot, 'f-ct': fCt, 'f-rr': fRr, escape, enemy, base: 10, status: '3' });
                    n++;
                  }
    for (const side of ['allied', 'german']) for (const force of ['corps', 'independent', 'cavalry', 'asset']) for (const local of ['fortress', 'port', 'paris', 'samson']) compare({ side, force, local, 'f-depot': 'no', 'f-ct': 'no' });
    expect(n).toBe(2 * 4 * 2 * 3 * 3 * 3 * 2 * 4);
  });
  it('the penalty for every Base CE, CE status, Asset side and reading (exhaustive)', () => {
    for (const [escape, enemy] of [[false, 0], [true, 0], [true, 6], [true, 7], [true, 40]] as const) {
      const out = { 'f-depot': 'no', 'f-ct': 'no', 'f-rr': false, escape, enemy };
      for (const force of ['corps', 'independent', 'cavalry'])
        for (let base = 2; base <= 12; base++) for (const status of ['0', '1', '2', '3', 'ci', 'd1', 'd2']) compare({ gt: 1, side: 'allied', force, local: 'none', ct: 'loc', ...out, base, status });
      for (const aside of ['full', 'reduced', 'no-back']) for (const assetSr of ['once', 'per-level']) compare({ side: 'german', force: 'asset', local: 'none', ...out, aside, 'asset-sr': assetSr });
    }
  });
  it('typed edge inputs are refused with a message, never NaN or a TypeError', () => {
    const out = { 'f-depot': 'no', 'f-ct': 'no', escape: '1' };
    for (const [k, bad] of [['gt', '0'], ['enemy', '-1'], ['enemy', '41'], ['base', '13'], ['base', '1'], ['status', 'ci2'], ['force', 'corps '.repeat(2)]] as const) {
      const got = run(supply, { ...out, [k]: bad });
      expect(got.result, `${k}=${bad}`).toBeUndefined();
      expect(got.failure).toBeUndefined();
      expect(got.errors[k], `${k}=${bad}`).toMatch(/\w/);
    }
  });
});
