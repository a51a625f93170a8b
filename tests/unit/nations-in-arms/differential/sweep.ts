// Shared by the differential tests: every field of a calculator at its edges and in random
// combinations within its domain must give a result (no thrown error, no NaN, "undefined",
// Infinity or blank value), and text a player might type outside the domain must be refused with
// a message on that field.
import { expect } from 'vitest';
import fc from 'fast-check';
import { run, type CalcContext, type CalculatorDef, type FieldSpec } from '../../../../src/lib/calculator.ts';

const valueArb = (f: FieldSpec): fc.Arbitrary<string> => {
  switch (f.kind) {
    case 'int': return fc.oneof(fc.constantFrom(f.min, f.max, f.default), fc.integer({ min: f.min, max: f.max })).map(String);
    case 'bool': return fc.constantFrom('1', '0');
    case 'choice': return fc.constantFrom(...f.options.map((o) => o.value));
  }
};

const BAD_TEXT = /\bNaN\b|\bundefined\b|Infinity|\[object Object\]/;

function checkText(out: unknown, q: Record<string, string>): void {
  const text = JSON.stringify(out, (_k, v) => (typeof v === "bigint" ? String(v) : v)) ?? "";
  expect(BAD_TEXT.test(text), `${JSON.stringify(q)} -> ${text.match(new RegExp(`.{0,80}(${BAD_TEXT.source}).{0,40}`))?.[0]}`).toBe(false);
}

/** Random in-domain queries: a result or a validation message, never a failure or NaN. */
export function sweep(def: CalculatorDef, numRuns: number, ctx?: CalcContext | fc.Arbitrary<CalcContext>): void {
  const ctxArb = ctx && 'generate' in ctx ? ctx : fc.constant(ctx as CalcContext | undefined);
  fc.assert(fc.property(fc.record(Object.fromEntries(def.fields.map((f) => [f.key, valueArb(f)]))), ctxArb, (q, c) => {
    const out = run(def, q, c);
    expect(out.failure, JSON.stringify(q)).toBeUndefined();
    for (const [k, e] of Object.entries(out.errors)) expect(typeof e === 'string' && e.length > 5, `${k}: ${e}`).toBe(true);
    if (Object.keys(out.errors).length === 0) {
      expect(out.result, JSON.stringify(q)).toBeTruthy();
      for (const s of out.result!.steps) expect(String(s.value).trim(), `${s.label} in ${JSON.stringify(q)}`).not.toBe('');
    }
    checkText(out.result, q);
  }), { numRuns });
}

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
