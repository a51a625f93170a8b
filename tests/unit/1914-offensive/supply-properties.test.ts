/**
 * Properties of the 1914 supply and Ammo calculators over their whole input
 * domain: every input either computes or is refused with a message naming a
 * field; nothing shown is NaN, undefined or blank; a verdict always comes with
 * the steps that led to it; Ammo recorded never passes a limit entered.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, toQuery, type CalculatorDef, type Values } from '../../../src/lib/calculator.ts';
import supply from '../../../src/games/1914-offensive/calculators/supply.ts';
import ammo from '../../../src/games/1914-offensive/calculators/ammunition.ts';

const arb = (def: CalculatorDef) =>
  fc.record(Object.fromEntries(def.fields.map((f) => [f.key, f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options)]))) as fc.Arbitrary<Values>;
/** a raw query value: a proper one or junk */
const junk = fc.oneof(fc.constantFrom('', 'NaN', '-0', '1e3', 'Infinity', ' 3 ', 'yes', 'x'), fc.string({ maxLength: 6 }));
const text = (r: NonNullable<ReturnType<typeof run>['result']>) =>
  [...(r.summary ?? []).map((s) => `${s.label} ${String(s.value)}`), ...r.steps.map((s) => `${s.label} ${s.value}`), ...r.tables.flatMap((t) => t.rows.flatMap((x) => x.cells.map(String))), ...(r.actions ?? []).flatMap((a) => a.items), ...(r.notes ?? [])];

for (const def of [supply, ammo]) {
  describe(`${def.title} properties`, () => {
    it('any valid input computes: a verdict, its steps, and no NaN, undefined or blank', () => {
      fc.assert(
        fc.property(arb(def), (v) => {
          const r = run(def, new URLSearchParams(toQuery(def, v).slice(1)));
          expect(r.failure).toBeUndefined();
          if (!r.result) {
            expect(Object.keys(r.errors).length).toBeGreaterThan(0);
            return;
          }
          expect(r.result.summary!.length).toBeGreaterThan(0);
          expect(r.result.steps.length).toBeGreaterThan(0);
          for (const t of text(r.result)) {
            expect(t).not.toMatch(/NaN|undefined|Infinity|\[object/);
            expect(t.trim()).not.toBe('');
          }
        }),
        { numRuns: 300 },
      );
    });
    it('junk in the query is refused with a message on that field, never a throw', () => {
      fc.assert(
        fc.property(fc.constantFrom(...def.fields.map((f) => f.key)), junk, (key, raw) => {
          const r = run(def, { [key]: raw });
          expect(r.failure).toBeUndefined();
          expect(r.result !== undefined || Object.keys(r.errors).length > 0).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  });
}

describe('Ammo recorded never passes a limit entered', () => {
  it('every marker after the combat is at most its limit, and the units are supplied only if the whole total fits', () => {
    fc.assert(
      fc.property(arb(ammo), (v) => {
        const r = run(ammo, new URLSearchParams(toQuery(ammo, v).slice(1)));
        if (!r.result) return;
        for (const row of r.result.tables[0]?.rows ?? []) {
          const [, , after, limit] = row.cells;
          if (typeof limit === 'number') expect(after as number).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 300 },
    );
  });
});
