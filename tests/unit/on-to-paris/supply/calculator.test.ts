// The supply checker page: worked examples through its URL, and properties over its whole input
// domain (after tests/unit/properties/calculators.test.ts): the URL round trip, exactly one verdict
// for every answer set, nothing blank, NaN or undefined, and only the questions shown matter.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuery, run, toQuery, type CalcContext, type FieldSpec, type Values } from '../../../../src/lib/calculator.ts';
import { buildRegistry, extractRules } from '../../../../src/lib/rule-id.ts';
import supply from '../../../../src/games/on-to-paris/calculators/supply.ts';

const SUPPLY = ['In supply', 'Out of supply', 'Not checked'];
const HEX = ['Blocks the path', 'Does not block'];
const chart = (hexes: string): CalcContext => ({ charts: { 'supply-paths': { empire: { 'Prussian Unit Supply Path': hexes, 'French Unit Supply Path': hexes }, republic: { 'Prussian Unit Supply Path': hexes } } } });
const result = (q: Record<string, string>, ctx: CalcContext = { charts: {} }) => {
  const r = run(supply, q, ctx);
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const verdict = (q: Record<string, string>, ctx?: CalcContext) => String(result(q, ctx).summary!.find((s) => s.label === 'Verdict')!.value);
const shown = (q: Record<string, string>) => supply.fields.filter((f) => !f.when || f.when(parseQuery(supply, q).values)).map((f) => f.key);

describe('On To Paris! supply checker', () => {
  it('asks one thing at a time: a fresh page asks the check, who, side, government, whose turn, then the path questions down to the depot', () => {
    expect(shown({})).toEqual(['check', 'who', 'side', 'status', 'mover', 'src', 'rail', 'depot']);
    expect(shown({ src: '1' })).toEqual(['check', 'who', 'side', 'status', 'mover', 'src']);
    expect(shown({ check: 'combat', depot: '1' })).toEqual(['check', 'who', 'side', 'status', 'role', 'out-move', 'src', 'rail', 'depot', 'depot-path']);
    expect(shown({ check: 'combat', who: 'franc-tireur' })).toEqual(['check', 'who']);
  });
  it('9.4.6 example, Combat Supply: Unit path to a depot, Depot path to rail, Railway path to a source: in supply and the depot stays', () => {
    const r = result({ check: 'combat', depot: '1', 'depot-path': 'rail', 'depot-rail': 'source' }, chart('4'));
    expect(r.summary).toEqual([{ label: 'Verdict', value: 'In supply' }, { label: 'Depot', value: 'stays' }]);
    expect(r.steps.find((s) => s.label === 'Path used')!.value).toBe('Unit Supply Path → Supply Depot Path → Railway Supply Path → Supply Source');
    expect(r.steps.find((s) => s.label.startsWith('Unit Supply Path'))!.value).toBe('4 hexes or fewer');
    expect(r.steps.find((s) => s.label === 'Supply Depot Path leg')!.value).toBe('up to 3 hexes each');
  });
  it('out of Movement Supply: the effects list holds the lost MP (10.2.5)', () => {
    const r = result({});
    expect(verdict({})).toBe('Out of supply');
    expect(r.actions![0]!.title).toMatch(/out of supply/);
    expect(r.actions![0]!.items.join(' ')).toMatch(/One MP fewer for this activation\. \(9\.2\.3, 10\.2\.5\)/);
  });
  it('a depot spent for Combat Supply says so in the summary', () => {
    expect(result({ check: 'combat', depot: '1', 'depot-path': 'none', spend: '1' }).summary![1]).toEqual({ label: 'Depot', value: 'eliminated after the combat' });
  });
  it('the reading of 9.4.5 is asked only where a Railway path ends at a depot in a combat', () => {
    expect(shown({ check: 'combat', rail: '1', 'rail-end': 'depot' })).toContain('rail-depot');
    expect(shown({ rail: '1', 'rail-end': 'depot' })).not.toContain('rail-depot');
    expect(result({ check: 'combat', rail: '1', 'rail-end': 'depot', 'rail-depot': 'spent' }).summary![1]!.value).toBe('eliminated after the combat');
  });
  it('without the player’s chart, the length is "read your card" (which links to the chart); with it, the number', () => {
    expect(result({}).notes!.join(' ')).toMatch(/Read your card for the Prussian Unit Supply Path length under the Empire/);
    expect(result({}, chart('5')).notes).toBeUndefined();
    expect(result({ side: 'french', status: 'republic' }, chart('5')).notes!.join(' ')).toMatch(/French Unit Supply Path length under the Republic/);
  });
  it('the reacting player’s Movement Supply is not checked (9.2.2)', () => expect(verdict({ mover: 'non-active' })).toBe('Not checked'));
  it('one hex: 9.4.3 example, 2918 beside the III Corps’ entry hex blocks the French defender; a French SP there opens it', () => {
    expect(verdict({ check: 'block', 'b-def': '1', 'b-beside': '1' })).toBe('Blocks the path');
    expect(verdict({ check: 'block', 'b-def': '1', 'b-beside': '1', 'b-def-ok': '1' })).toBe('Does not block');
  });
  it('the Rail Bypass question comes only for an enemy Fort(ress) on the Railway path, and opens it', () => {
    expect(shown({ check: 'block', 'b-railway': '1' })).not.toContain('b-bypass');
    expect(verdict({ check: 'block', 'b-railway': '1', 'b-fort': '1' })).toBe('Blocks the path');
    expect(verdict({ check: 'block', 'b-railway': '1', 'b-fort': '1', 'b-bypass': '1' })).toBe('Does not block');
  });
});

// ---------------------------------------------------------------- properties
const fieldValue = (f: FieldSpec): fc.Arbitrary<string | number | boolean> =>
  f.kind === 'int' ? fc.integer({ min: f.min, max: f.max }) : f.kind === 'bool' ? fc.boolean() : fc.constantFrom(...f.options);
const answers = fc.record(Object.fromEntries(supply.fields.map((f) => [f.key, fieldValue(f)]))) as fc.Arbitrary<Values>;
const ctxs = fc.constantFrom<CalcContext>({ charts: {} }, chart('4'), chart('0'), chart('12'));
const asQuery = (v: Values) => new URLSearchParams(toQuery(supply, v).slice(1));
const text = (x: unknown) => JSON.stringify(x);

const root = join(import.meta.dirname, '../../../../content/on-to-paris/rules');
const registry = buildRegistry(readdirSync(root).filter((f) => f.endsWith('.mdx')).flatMap((f) => extractRules(readFileSync(join(root, f), 'utf8'), f.replace(/\.mdx$/, ''))));

describe('supply checker properties', () => {
  it('answers -> URL -> answers is the identity', () => {
    fc.assert(
      fc.property(answers, (v) => {
        expect(parseQuery(supply, asQuery(v)).values).toEqual(v);
      }),
      { numRuns: 200 },
    );
  });
  it('every answer set gives exactly one verdict, of the kind the check asks for', () => {
    fc.assert(
      fc.property(answers, ctxs, (v, ctx) => {
        const r = run(supply, asQuery(v), ctx);
        expect(r.errors).toEqual({});
        const verdicts = r.result!.summary!.filter((s) => s.label === 'Verdict');
        expect(verdicts).toHaveLength(1);
        expect(v.check === 'block' ? HEX : SUPPLY).toContain(verdicts[0]!.value);
      }),
      { numRuns: 300 },
    );
  });
  it('nothing is blank, NaN or undefined, and every step cites a rule that exists', () => {
    fc.assert(
      fc.property(answers, ctxs, (v, ctx) => {
        const r = run(supply, asQuery(v), ctx).result!;
        expect(text(r)).not.toMatch(/\bNaN\b|undefined|null/);
        for (const s of r.steps) {
          expect(s.label.trim()).not.toBe('');
          expect(String(s.value).trim()).not.toBe('');
          expect(s.rules!.length).toBeGreaterThan(0);
          for (const id of s.rules!) expect(registry.has(id), id).toBe(true);
        }
        for (const s of r.summary!) expect(String(s.value).trim()).not.toBe('');
        expect(r.actions!.flatMap((a) => a.items).length).toBeGreaterThan(0);
        for (const i of r.actions!.flatMap((a) => a.items)) expect(i.trim()).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });
  it('a question that is not shown never changes the result', () => {
    fc.assert(
      fc.property(answers, ctxs, (v, ctx) => {
        const before = text(run(supply, asQuery(v), ctx).result);
        for (const f of supply.fields.filter((f) => f.when && !f.when(v)))
          for (const alt of f.kind === 'bool' ? [true, false] : f.kind === 'choice' ? f.options : [])
            expect(text(run(supply, asQuery({ ...v, [f.key]: alt }), ctx).result), `${f.key}=${String(alt)}`).toBe(before);
      }),
      { numRuns: 150 },
    );
  });
  it('every question shown can change the result', () => {
    fc.assert(
      fc.property(answers, (v) => {
        const before = text(run(supply, asQuery(v), { charts: {} }).result);
        for (const f of supply.fields.filter((f) => !f.when || f.when(v))) {
          const alts = f.kind === 'bool' ? [!v[f.key]] : f.kind === 'choice' ? f.options.filter((x) => x !== v[f.key]) : [];
          expect(alts.some((alt) => text(run(supply, asQuery({ ...v, [f.key]: alt }), { charts: {} }).result) !== before), f.key).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
