/**
 * Edge inputs a player types, for any calculator (the differential tests of every game use it):
 * every field at random within its domain (both ends and the default of each number often), every
 * option and reading, hidden fields included. The page must compute or refuse with a message on the
 * field; it must never fail, never leave a step blank, and never show NaN, Infinity, "undefined" or
 * [object Object]. `refusesBadText` checks that text outside a field's domain is refused on that field.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { run, type CalcContext, type CalculatorDef, type FieldSpec, type Values } from '../../src/lib/calculator.ts';

const text = (x: unknown) => JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? String(v) : v)) ?? '';
const BAD_TEXT = /\bNaN\b|\bundefined\b|Infinity|\[object Object\]/;

const valueArb = (f: FieldSpec): fc.Arbitrary<string> => {
  switch (f.kind) {
    case 'int':
      return fc.oneof(fc.constantFrom(f.min, f.max, f.default), fc.integer({ min: f.min, max: f.max })).map(String);
    case 'bool':
      return fc.constantFrom('1', '0');
    case 'choice':
      return fc.constantFrom(...f.options);
  }
};

export const fieldQuery = (def: CalculatorDef): fc.Arbitrary<Record<string, string>> =>
  fc.record(Object.fromEntries(def.fields.map((f) => [f.key, valueArb(f)])));

/** Random in-domain queries: a result or a validation message, never a failure, a blank step or NaN. */
export function sweep(def: CalculatorDef, numRuns: number, ctx?: CalcContext | fc.Arbitrary<CalcContext | undefined>): void {
  const ctxArb = ctx && 'generate' in ctx ? ctx : fc.constant(ctx as CalcContext | undefined);
  fc.assert(
    fc.property(fieldQuery(def), ctxArb, (q, c) => {
      const out = run(def, q, c);
      expect(out.failure, text(q)).toBeUndefined();
      if (Object.keys(out.errors).length) {
        for (const [k, e] of Object.entries(out.errors)) expect(typeof e === 'string' && e.length > 5, `${k}: ${e} in ${text(q)}`).toBe(true);
        expect(out.result, text(q)).toBeUndefined();
        return;
      }
      const r = out.result!;
      expect(r, text(q)).toBeTruthy();
      for (const s of r.steps) expect(String(s.value).trim(), `${s.label} in ${text(q)}`).not.toBe('');
      expect(r.steps.length + r.tables.length + (r.summary?.length ?? 0), text(q)).toBeGreaterThan(0);
      const out2 = text(r);
      expect(BAD_TEXT.test(out2), `${text(q)} -> ${out2.match(new RegExp(`.{0,80}(${BAD_TEXT.source}).{0,40}`))?.[0]}`).toBe(false);
    }),
    { numRuns },
  );
}
/** The name the On To Paris! and Death Ride edge tests call it by. */
export const checkEdges = sweep;

/** Typed text outside each field's domain is refused on that field, with words. */
export function refusesBadText(def: CalculatorDef): void {
  for (const f of def.fields) {
    const bad = f.kind === 'int' ? [String(f.min - 1), String(f.max + 1), 'abc', '2.5', '1e3', 'NaN', '', '-', '99999999999999999999'] : f.kind === 'bool' ? ['maybe', '2'] : ['not-a-choice', '<b>'];
    for (const b of bad) {
      const out = run(def, { [f.key]: b });
      const hidden = f.when && !f.when(Object.fromEntries(def.fields.map((g) => [g.key, g.default])));
      if (hidden) continue;
      expect(out.errors[f.key], `${f.key}=${JSON.stringify(b)}`).toMatch(/\w{3,}/);
      expect(out.result).toBeUndefined();
    }
  }
}

/** A calculator's field defaults, as values. */
export const defaultsOf = (def: CalculatorDef): Values => Object.fromEntries(def.fields.map((f) => [f.key, f.default]));

/** Every field at random within its domain, as values (booleans as booleans): the differential tests' input. */
export const valuesArb = (def: CalculatorDef): fc.Arbitrary<Values> =>
  fc.record(Object.fromEntries(def.fields.map((f) => [f.key, f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options)]))) as fc.Arbitrary<Values>;

/** Values written as the query string a link carries (booleans as 1 and 0). */
export const asQuery = (v: Values): Record<string, string> =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'boolean' ? (x ? '1' : '0') : String(x)]));
