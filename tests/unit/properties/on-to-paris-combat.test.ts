// Properties of the On To Paris! combat calculator over its whole input domain, with a random
// CRT, random track boxes or none entered: no failure, every probability in [0, 1], every
// distribution table sums to 1, nothing reads NaN or undefined, and inputs -> URL -> inputs.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuery, run, toQuery, type FieldSpec, type Values } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import combat from '../../../src/games/on-to-paris/calculators/combat.ts';
import { CRT } from '../../../src/games/on-to-paris/combat/crt.ts';
import { readsCharts } from '../../../src/lib/user-chart-check.ts';

const fieldValue = (f: FieldSpec): fc.Arbitrary<string | number | boolean> =>
  f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options);
const values = fc.record(Object.fromEntries(combat.fields.map((f) => [f.key, fieldValue(f)]))) as fc.Arbitrary<Values>;
const half = fc.constantFrom('-', 'D', '1', '2', 'D1', 'D2', '3');
const rows = CRT.rows.map((r) => String(r[CRT.rowKey]));
/** a CRT with every box entered, or none */
const crt = fc.option(
  fc.array(fc.tuple(half, half), { minLength: rows.length * CRT.columns.length, maxLength: rows.length * CRT.columns.length }).map((boxes) =>
    Object.fromEntries(CRT.columns.map((c, i) => [c.key, Object.fromEntries(rows.map((r, j) => [r, `${boxes[i * rows.length + j]![0]} / ${boxes[i * rows.length + j]![1]}`]))])),
  ),
  { nil: undefined },
);
const ART = ['1 or less', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13 or more'];
const STRENGTHS = [...Array.from({ length: 24 }, (_, i) => String(i + 1)), '25 or more'];
/** an Artillery Effects Table with every cell entered, or none */
const art = fc.option(
  fc.array(fc.constantFrom('-', '+1', '+2(D), 2½', '1', 'D', '1½', '4'), { minLength: ART.length * STRENGTHS.length, maxLength: ART.length * STRENGTHS.length }).map((cells) =>
    Object.fromEntries(ART.map((c, i) => [c, Object.fromEntries(STRENGTHS.map((s, j) => [s, cells[i * STRENGTHS.length + j]!]))])),
  ),
  { nil: undefined },
);
const track = fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6', '7'), fc.constantFrom('2-3', '2', '-', '2-12', 'x'));
const text = (x: unknown) => JSON.stringify(x, (_, v) => (typeof v === 'bigint' ? String(v) : v instanceof Fraction ? v.toString() : v));

describe('On To Paris! combat calculator properties', () => {
  it('inputs -> URL -> inputs is the identity', () => {
    fc.assert(
      fc.property(values, (v) => {
        expect(parseQuery(combat, new URLSearchParams(toQuery(combat, v).slice(1))).values).toEqual(v);
      }),
      { numRuns: 60 },
    );
  });
  it('never fails; probabilities in [0, 1]; each outcome table sums to 1; no NaN or undefined', () => {
    const fit = readsCharts(...combat.charts!).fit;
    fc.assert(
      fc.property(values, crt, art, track, track, (v, c, a, tf, ad) => {
        const stored = { ...(c ? { crt: c } : {}), ...(a ? { 'artillery-effects': a } : {}), 'time-fuse': { range: tf }, 'assault-doctrine': { range: ad } };
        const r = run(combat, new URLSearchParams(toQuery(combat, v).slice(1)), fit(stored));
        expect(r.failure).toBeUndefined();
        expect(r.result).toBeDefined();
        for (const t of r.result!.tables) {
          const col = t.columns.findIndex((x) => x.kind === 'prob');
          let total = Fraction.ZERO;
          for (const row of t.rows) {
            const p = row.cells[col] as Fraction;
            expect(p.n >= 0n && p.n <= p.d, p.toString()).toBe(true);
            total = total.add(p);
          }
          expect(total.toString(), t.title).toBe('1');
        }
        for (const s of r.result!.summary ?? []) if (s.value instanceof Fraction) expect(s.value.n <= s.value.d).toBe(true);
        expect(text(r.result)).not.toMatch(/\bNaN\b|undefined|Infinity/);
      }),
      { numRuns: 150 },
    );
  });
});
