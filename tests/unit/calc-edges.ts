/**
 * Edge inputs a player types, for any calculator: every field at random
 * within its domain (both ends of each number often), every option and
 * reading, hidden fields included. The page must compute or refuse with a
 * message; it must never fail, and never show NaN, Infinity or "undefined".
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import type { CalcContext, CalculatorDef } from '../../src/lib/calculator.ts';
import { run } from '../../src/lib/calculator.ts';

const text = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? String(v) : v));

export function fieldQuery(def: CalculatorDef): fc.Arbitrary<Record<string, string>> {
  const parts: Record<string, fc.Arbitrary<string>> = {};
  for (const f of def.fields) {
    if (f.kind === 'int') parts[f.key] = fc.oneof(fc.constantFrom(String(f.min), String(f.max)), fc.integer({ min: f.min, max: f.max }).map(String));
    else if (f.kind === 'bool') parts[f.key] = fc.constantFrom('1', '0');
    else parts[f.key] = fc.constantFrom(...f.options.map((o) => o.value));
  }
  return fc.record(parts);
}

export function checkEdges(def: CalculatorDef, numRuns: number, ctx: fc.Arbitrary<CalcContext | undefined> = fc.constant(undefined)): void {
  fc.assert(
    fc.property(fieldQuery(def), ctx, (q, c) => {
      const r = run(def, q, c);
      expect(r.failure, text(q)).toBeUndefined();
      if (Object.keys(r.errors).length) {
        for (const m of Object.values(r.errors)) expect(m, text(q)).toMatch(/\w/);
        expect(r.result).toBeUndefined();
        return;
      }
      const out = text(r.result);
      expect(out, text(q)).not.toMatch(/NaN|Infinity|undefined/);
      expect(r.result!.steps.length + r.result!.tables.length + (r.result!.summary?.length ?? 0), text(q)).toBeGreaterThan(0);
    }),
    { numRuns },
  );
}
