// Property-based tests of the exact distributions every calculator is built on (issue 14, section 8):
// outcomes sum exactly to 1, every probability is in [0, 1], and more strength never lowers
// the attacker's chance.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dist, opposedD6 } from '../../../src/lib/dice.ts';
import { hypergeometric } from '../../../src/lib/draws.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import { resolve, type OutcomeSpec } from '../../../src/games/death-ride/combat/common.ts';

const sum = (xs: Fraction[]) => xs.reduce((a, b) => a.add(b), Fraction.ZERO);
const unit = (p: Fraction) => p.n >= 0n && p.n <= p.d;
/** sign of a - b, exactly */
const cmp = (a: Fraction, b: Fraction) => { const d = a.sub(b).n; return d > 0n ? 1 : d < 0n ? -1 : 0; };
const mod = fc.integer({ min: -30, max: 30 });

describe('distributions', () => {
  it('an opposed d6 roll sums exactly to 1', () => {
    fc.assert(
      fc.property(mod, mod, (a, t) => {
        const d = opposedD6(a, t);
        const ps = [...d.weights.values()].map((w) => new Fraction(w, d.total));
        expect(sum(ps).toString()).toBe('1');
        expect(ps.every(unit)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
  it('more attack strength never lowers the chance that D > 0, nor more target strength raises it', () => {
    const win = (a: number, t: number) => {
      const d = opposedD6(a, t);
      let w = 0n;
      for (const [v, x] of d.weights) if (v > 0) w += x;
      return new Fraction(w, d.total);
    };
    fc.assert(
      fc.property(mod, mod, fc.integer({ min: 1, max: 5 }), (a, t, more) => {
        expect(cmp(win(a + more, t), win(a, t))).toBeGreaterThanOrEqual(0);
        expect(cmp(win(a, t + more), win(a, t))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });
  it('Death Ride resolve(): outcomes sum to 1 and a stronger attacker never hits less often', () => {
    const spec = (d: number): OutcomeSpec => ({ key: d > 0 ? 'hit' : 'miss', label: d > 0 ? 'hit' : 'miss', effects: [] });
    const hit = (av: number, tv: number) => {
      const r = resolve('rifle', '7.4', [{ label: 'AV', value: av, rule: '7.4' }], [{ label: 'TV', value: tv, rule: '7.4' }], spec, []);
      expect(sum(r.outcomes.map((o) => o.prob)).toString()).toBe('1');
      return r.outcomes.find((o) => o.key === 'hit')?.prob ?? Fraction.ZERO;
    };
    fc.assert(
      fc.property(mod, mod, fc.integer({ min: 1, max: 4 }), (av, tv, more) => {
        expect(cmp(hit(av + more, tv), hit(av, tv))).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40 },
    );
  });
  it('a draw from a cup sums exactly to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.nat(), fc.nat(), (n, m, k) => {
        const ps = hypergeometric(n, m % (n + 1), k % (n + 1));
        expect(sum(ps).toString()).toBe('1');
        expect(ps.every(unit)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
  it('a sum of dice sums exactly to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 4 }), (sides, n) => {
        const d = Dist.die(sides).times(n);
        expect(sum([...d.weights.values()].map((w) => new Fraction(w, d.total))).toString()).toBe('1');
      }),
      { numRuns: 30 },
    );
  });
});
