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
import combat from '../../../src/games/1914-offensive/calculators/combat.ts';
import { initialPosition } from '../../../src/games/1914-offensive/combat/odds.ts';
import { passChance } from '../../../src/games/1914-offensive/effectiveness/check.ts';

const arb = (def: typeof ec | typeof combat) =>
  fc.record(Object.fromEntries(def.fields.map((f) => [f.key, f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options)]))) as fc.Arbitrary<Values>;
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

describe('Combat properties', () => {
  it('any input computes or is refused with a message; the column is a printed one; a whole entered column sums to 1, or the card is read past its lines', () => {
    const col: Record<string, string> = {};
    for (let w = -3; w <= 9; w++) for (let b = 1; b <= 6; b++) col[`white ${w < 0 ? `−${-w}` : w}, black ${b}`] = b % 2 ? '-/+1❶' : '+1/s';
    const charts = { crt: Object.fromEntries(['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1'].map((c) => [c, col])) };
    fc.assert(
      fc.property(arb(combat), (v) => {
        const r = run(combat, new URLSearchParams(toQuery(combat, v).slice(1)), { charts });
        if (!r.result) {
          expect(Object.keys(r.errors).length).toBeGreaterThan(0);
          return;
        }
        expect(['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1']).toContain(r.result.summary![0]!.value);
        const t = r.result.tables[0];
        // a modified white die past the chart's lines (−3 to 9) leaves the column to be read from the card
        if (!t) expect(v.typed ? r.result.summary![2]!.label : r.result.summary![2]!.value).toBe(v.typed ? 'Defender retreats' : 'read your card');
        else expect(total(t.rows, 4).equals(Fraction.ONE)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
  it('more attack strength never gives a lower initial column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 1, max: 150 }), fc.constantFrom('down' as const, 'up' as const), (a, d, r) => {
        expect(initialPosition(a + 1, d, r)).toBeGreaterThanOrEqual(initialPosition(a, d, r));
      }),
    );
  });
});
