/**
 * Properties of the 1914 calculators over their whole input domain: every
 * outcome table adds up to exactly 1, pass + fail is 1, and the outcome of a
 * worse DRM is never a better pass chance.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, toQuery, type Values } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import ec from '../../../src/games/1914-offensive/calculators/effectiveness.ts';
import { passChance } from '../../../src/games/1914-offensive/effectiveness/check.ts';

const arb = (def: typeof ec) =>
  fc.record(Object.fromEntries(def.fields.map((f) => [f.key, f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options.map((o) => o.value))]))) as fc.Arbitrary<Values>;
const total = (rows: { cells: unknown[] }[], col: number) => rows.reduce((s, r) => s.add(r.cells[col] as Fraction), Fraction.ZERO);

describe('Effectiveness Check properties', () => {
  it('every outcome table sums to 1 and Passes + Fails = 1', () => {
    fc.assert(
      fc.property(arb(ec), (v) => {
        const r = run(ec, new URLSearchParams(toQuery(ec, v).slice(1)), { charts: {} });
        if (!r.result) return;
        const s = r.result.summary!;
        expect(s[0]!.value instanceof Fraction && (s[0]!.value as Fraction).add(s[1]!.value as Fraction).equals(Fraction.ONE)).toBe(true);
        for (const t of r.result.tables) {
          const col = t.columns.findIndex((c) => c.kind === 'prob');
          expect(total(t.rows, col).equals(Fraction.ONE), t.title).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
  it('a higher DRM never raises the pass chance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -12, max: 12 }), (cel, drm) => {
        expect(passChance(cel, drm + 1).toNumber()).toBeLessThanOrEqual(passChance(cel, drm).toNumber());
      }),
    );
  });
});
