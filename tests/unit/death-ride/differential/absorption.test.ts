/**
 * Differential test of the Death Ride casualty point absorption (7.7, the
 * Casualty Points table and the IMPORTANT note under the Chassepot Volley)
 * against a reference written from the player aid card alone.
 */
import { describe, expect, it } from 'vitest';
import { absorb } from '../../../../src/games/death-ride/casualties.ts';
import def from '../../../../src/games/death-ride/calculators/absorption.ts';
import { run } from '../../../../src/lib/calculator.ts';

// 7.7 table: retreat 1, flip Fresh to Spent 1; eliminate Spent French 3 / German 2; eliminate Fresh French 4 / German 3
const COST = { french: { elimSpent: 3, elimFresh: 4 }, german: { elimSpent: 2, elimFresh: 3 } } as const;
type Nat = keyof typeof COST;

/** every way, as "retreat/flip/elimFresh/elimSpent=total": each Fresh unit is kept, flipped or eliminated, each Spent kept or eliminated */
function ways(nat: Nat, fresh: number, spent: number, mode: 'A' | 'B'): { key: string; total: number }[] {
  const out: { key: string; total: number }[] = [];
  const retreat = mode === 'B' ? fresh + spent : 0; // B: every unit retreats first, 1 CP each
  for (let flip = 0; flip <= fresh; flip++)
    for (let ef = 0; flip + ef <= fresh; ef++)
      for (let es = 0; es <= spent; es++) {
        const total = retreat + flip + ef * COST[nat].elimFresh + es * COST[nat].elimSpent;
        out.push({ key: `${retreat}/${flip}/${ef}/${es}`, total });
      }
  return out;
}

describe('Death Ride 7.7 absorption: ours against the card reference', () => {
  it('every stack of 0-6 Fresh and 0-6 Spent, every CP 0-40, both nationalities (exhaustive)', () => {
    let n = 0;
    for (const nat of ['french', 'german'] as const)
      for (let f = 0; f <= 6; f++)
        for (let s = 0; s <= 6; s++) {
          if (f + s === 0) continue;
          const all = { A: ways(nat, f, s, 'A'), B: ways(nat, f, s, 'B') };
          for (let cp = 0; cp <= 40; cp++) {
            const got = absorb(nat, f, s, cp);
            for (const m of ['A', 'B'] as const) {
              const g = got[m];
              const totals = [...new Set(all[m].map((w) => w.total))].sort((a, b) => a - b);
              const exact = all[m].filter((w) => w.total === cp).map((w) => w.key).sort();
              const ctx = `${nat} ${f}F ${s}S cp ${cp} mode ${m}`;
              expect({ ctx, capacity: g.capacity, totals: g.totals, exact: g.exact }).toEqual({ ctx, capacity: Math.max(...totals), totals, exact: exact.length > 0 });
              expect({ ctx, ways: g.options.map((o) => `${o.retreat}/${o.flip}/${o.elimFresh}/${o.elimSpent}`).sort() }).toEqual({ ctx, ways: exact });
              for (const o of g.options) expect(o.total).toBe(cp);
              if (!g.exact) {
                const below = totals.filter((t) => t < cp);
                const above = totals.filter((t) => t > cp);
                expect({ ctx, below: g.below, above: g.above }).toEqual({ ctx, below: below.length ? Math.max(...below) : undefined, above: above.length ? Math.min(...above) : undefined });
              }
              n++;
            }
          }
        }
    expect(n).toBeGreaterThan(7000);
  });

  it('the page refuses an empty stack, a bad number and a bad nationality with a message', () => {
    for (const q of [{ fresh: '0', spent: '0' }, { fresh: '13' }, { cp: '-1' }, { cp: 'x' }, { nationality: 'prussian' }] as Record<string, string>[]) {
      const r = run(def, q);
      expect(Object.values(r.errors).join(' '), JSON.stringify(q)).toMatch(/\w/);
      expect(r.result).toBeUndefined();
    }
  });
  it('edge inputs compute without NaN or undefined', () => {
    for (const q of [{ fresh: '12', spent: '12', cp: '60' }, { fresh: '1', spent: '0', cp: '0' }, { fresh: '0', spent: '1', cp: '60', nationality: 'german' }] as Record<string, string>[]) {
      const r = run(def, q);
      expect(r.failure).toBeUndefined();
      expect(JSON.stringify(r.result, (_k, x) => (typeof x === 'bigint' ? String(x) : x))).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});
