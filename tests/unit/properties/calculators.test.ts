// Property-based tests over every calculator's whole input domain (issue 14, section 8):
// inputs -> URL -> inputs is the identity; every probability shown is in [0, 1]; a crafted URL
// never yields NaN or "undefined", and the values it computes with are always values the form
// can show (a whole number in range, a yes/no, one of the options).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuery, run, toQuery, type CalculatorDef, type FieldSpec, type Values } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';

const modules = import.meta.glob<{ default: CalculatorDef }>('../../../src/games/*/calculators/*.ts', { eager: true });
const defs = Object.entries(modules).map(([path, m]) => [path.replace(/^.*games\//, ''), m.default] as const);

const fieldValue = (f: FieldSpec): fc.Arbitrary<string | number | boolean> =>
  f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options);
const valuesOf = (def: CalculatorDef) => fc.record(Object.fromEntries(def.fields.map((f) => [f.key, fieldValue(f)]))) as fc.Arbitrary<Values>;

/** Text a player could put in a link: good values, spacing, case, junk, huge and markup. */
const crafted = (f: FieldSpec): fc.Arbitrary<string> =>
  fc.oneof(
    fieldValue(f).map((v) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v))),
    fieldValue(f).map((v) => ` ${String(v).toUpperCase()} `),
    fc.constantFrom('', ' ', 'NaN', 'undefined', 'null', '-1', '1e3', '2.5', 'Infinity', '0x10', '<b>x</b>', '%E0%A4%A', 'x'.repeat(500)),
    fc.string({ maxLength: 12 }),
  );
const craftedQuery = (def: CalculatorDef) =>
  fc.array(fc.tuple(fc.constantFrom(...def.fields.map((f) => f.key)), fc.boolean(), crafted(def.fields[0]!)), { maxLength: 8 }).chain((pairs) =>
    fc.tuple(fc.constant(pairs), fc.tuple(...def.fields.map((f) => fc.option(crafted(f), { nil: undefined })))),
  );

function inDomain(f: FieldSpec, v: unknown): boolean {
  if (f.kind === 'int') return Number.isInteger(v) && (v as number) >= f.min && (v as number) <= f.max;
  if (f.kind === 'bool') return typeof v === 'boolean';
  return f.options.includes(v as string);
}

function probabilities(r: ReturnType<typeof run>): Fraction[] {
  const out: Fraction[] = [];
  for (const t of r.result?.tables ?? []) for (const row of t.rows) row.cells.forEach((c, i) => t.columns[i]?.kind === 'prob' && c instanceof Fraction && out.push(c));
  for (const s of r.result?.summary ?? []) if (s.value instanceof Fraction) out.push(s.value);
  return out;
}

const text = (x: unknown) => JSON.stringify(x, (_, v) => (typeof v === 'bigint' ? String(v) : v instanceof Fraction ? v.toString() : v));

describe.each(defs)('%s', (_, def) => {
  it('inputs -> URL -> inputs is the identity', () => {
    fc.assert(
      fc.property(valuesOf(def), (values) => {
        const back = parseQuery(def, new URLSearchParams(toQuery(def, values).slice(1)));
        expect(back.values).toEqual(values);
      }),
      { numRuns: 40 },
    );
  });
  it('every probability it shows is in [0, 1], and nothing reads NaN or undefined', () => {
    fc.assert(
      fc.property(valuesOf(def), (values) => {
        const r = run(def, new URLSearchParams(toQuery(def, values).slice(1)), { charts: {} });
        for (const p of probabilities(r)) expect(p.n >= 0n && p.n <= p.d, p.toString()).toBe(true);
        expect(text(r.result ?? r.failure ?? '')).not.toMatch(/\bNaN\b|undefined/);
      }),
      { numRuns: 25 },
    );
  });
  it('a crafted URL computes only with values the form can show, and never NaN or undefined', () => {
    fc.assert(
      fc.property(craftedQuery(def), ([extra, own]) => {
        const q = new URLSearchParams();
        def.fields.forEach((f, i) => own[i] !== undefined && q.append(f.key, own[i]!));
        for (const [k, upper, v] of extra) q.append(upper ? k.toUpperCase() : k, v);
        const r = run(def, q, { charts: {} });
        for (const f of def.fields) expect(inDomain(f, r.values[f.key]), `${f.key}=${String(r.values[f.key])}`).toBe(true);
        for (const m of [...Object.values(r.errors), ...Object.values(r.notes)]) expect(m.length).toBeLessThan(200);
        expect(text(r.result ?? r.failure ?? '')).not.toMatch(/\bNaN\b|undefined/);
      }),
      { numRuns: 25 },
    );
  });
});
