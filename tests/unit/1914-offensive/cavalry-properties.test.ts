/**
 * Properties of the 1914 cavalry calculator over its whole input domain: any
 * input computes or is refused with a message, nothing shows NaN or
 * "undefined", every outcome table sums to exactly 1, the Forced March MPs
 * stay within 0-7 and the marker's MPs are all accounted for.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, toQuery, type Values } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import cav, { ecParams } from '../../../src/games/1914-offensive/calculators/cavalry.ts';
import { CAVALRY_FM, nextPhase, recordMove } from '../../../src/games/1914-offensive/cavalry/marker.ts';

const arb = fc.record(
  Object.fromEntries(cav.fields.map((f) => [f.key, f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options)])),
) as fc.Arbitrary<Values>;
const total = (rows: { cells: unknown[] }[], col: number) => rows.reduce((s, r) => s.add(r.cells[col] as Fraction), Fraction.ZERO);
const cavalryColumn = { cavalry: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), ['1E', '2E', '3E S', 'S', '-', 'PA'][i % 6]!])) };

describe('Cavalry calculator properties', () => {
  it('computes or refuses with a message; no NaN or undefined; tables sum to 1; Passes and the handoff agree', () => {
    fc.assert(
      fc.property(arb, fc.boolean(), (v, chart) => {
        const r = run(cav, new URLSearchParams(toQuery(cav, v).slice(1)), { charts: chart ? { 'forced-march': cavalryColumn } : {} });
        if (!r.result) {
          expect(r.failure).toBeUndefined();
          expect(Object.keys(r.errors).length).toBeGreaterThan(0);
          return;
        }
        const text = JSON.stringify(r.result, (_k, x) => (x instanceof Fraction ? x.toString() : x));
        expect(text).not.toMatch(/NaN|undefined|Infinity/);
        for (const t of r.result.tables) {
          const col = t.columns.findIndex((c) => c.kind === 'prob');
          expect(total(t.rows, col).equals(Fraction.ONE), t.title).toBe(true);
        }
        const s = r.result.summary!;
        const pass = s.find((x) => x.label === 'Passes')?.value;
        const fm = ecParams(r.values);
        expect(pass === undefined).toBe(fm === null);
        const dead = s.find((x) => x.label === 'Eliminated')?.value;
        if (dead) expect((dead as Fraction).add(pass as Fraction).equals(Fraction.ONE)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it('the next phase accounts for every MP of the marker and never gives more than 7 Forced March MPs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom('counter' as const, 'movement' as const), fc.constantFrom('beyond-fm' as const, 'beyond-allowance' as const), fc.integer({ min: 0, max: 16 }), (m, c, ph, reading, more) => {
        const marker = recordMove(m, c);
        let p;
        try {
          p = nextPhase(marker, ph, more, reading);
        } catch (e) {
          expect((e as Error).message).toMatch(/MPs spent after the marker/);
          return;
        }
        expect(p.spent + p.excess).toBe(marker);
        expect(p.fm).toBeGreaterThanOrEqual(0);
        expect(p.fm).toBeLessThanOrEqual(CAVALRY_FM);
        if (p.excess > 0) expect(p.stays && p.fm === CAVALRY_FM).toBe(true);
        if (!p.stays) expect(p.fm).toBe(Math.max(0, marker + more - p.allowance));
      }),
    );
  });
  it('guards reject what is not a count', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noInteger: true }), fc.integer({ max: -1 }), fc.constant(Number.NaN)), (x) => {
        expect(() => recordMove(x, 2)).toThrow();
        expect(() => recordMove(2, x)).toThrow();
        expect(() => nextPhase(x, 'counter', 0, 'beyond-fm')).toThrow();
        expect(() => nextPhase(2, 'counter', x, 'beyond-fm')).toThrow();
      }),
    );
  });
});
