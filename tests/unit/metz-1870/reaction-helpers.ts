/** Shared by the two reaction calculator tests (calc-reaction-fire, calc-charge). */
import { expect } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import type { CalcContext, CalcResult, CalculatorDef } from '../../../src/lib/calculator.ts';

/** Every rule number of the rulebook outline (notes §2). */
const OUTLINE = `1.0 2.0 2.1 2.2 2.2.1 2.2.2 2.2.3 2.3 3.0 3.1 3.1.1 3.1.2 3.1.3 3.1.3.1 3.1.3.2 3.1.4 3.1.4.1 3.1.4.2 3.2 3.3 3.4 3.5 3.5.1
3.5.2 3.5.3 3.5.4 3.6 3.6.1 3.6.2 3.6.3 3.7 3.8 3.9 3.10 3.11 4.0 4.1 4.2 4.3 4.4 5.0 5.1 5.2 5.3 5.4 6.0 6.1 6.2 6.2.1 6.2.2 6.3 6.3.1
6.3.2 6.4 7.0 7.1 7.2 7.2.1 7.2.2 7.3 7.4 7.5 8.0 8.1 8.1.1 8.1.2 8.1.2.1 8.1.2.2 8.1.2.3 8.1.3 8.1.4 8.1.5 8.1.6 8.2 8.3 8.4 8.5 8.6
8.7 8.8 8.9 8.10 9.0 9.1 9.2 10.0 10.1 10.2 11.0 11.1 11.2 11.3 11.4 11.5 11.6 11.6.1 11.6.2 11.7 11.8 11.9 11.10 11.10.1 11.10.2 11.11
12.0 12.1 12.2 12.3 12.4 12.5 12.6 12.7 12.7.1 12.7.2 12.7.3 12.8 12.9 12.10 13.0 13.1 13.2 13.2.1 13.2.2 13.2.3 13.3 13.4 14.0 14.1 14.2
14.3 15.0 15.1 15.2 15.3 15.4 16.0 16.1 16.2 16.3 16.4 16.5 17.0 17.1 17.2 17.3 18.0 18.1 18.2 18.3 18.4 18.5 18.6 19.0 19.1 19.2 19.3`;
export const RULE_IDS = new Set(OUTLINE.split(/\s+/));

/** The five reactions: the first two are the reaction fire calculator's, the rest the charge calculator's. */
export const FIRE_KINDS = ['defensive-fire', 'opportunity-fire'];
export const CHARGE_KINDS = ['charge', 'countercharge', 'opportunity-charge'];

export const sum = (r: CalcResult, label: string) => r.summary?.find((s) => s.label === label)?.value.toString();
export const step = (r: CalcResult, label: string) => r.steps.find((s) => s.label === label)?.value;
export const table = (r: CalcResult, title: RegExp) => r.tables.find((t) => title.test(t.title));
export const cells = (r: CalcResult, title: RegExp) => table(r, title)?.rows.map((row) => row.cells.map(String));

/** Run a query that must parse and compute cleanly. */
export const resultOf = (def: CalculatorDef) => (q: Record<string, string>, ctx?: CalcContext): CalcResult => {
  const out = run(def, q, ctx);
  expect(out.errors).toEqual({});
  expect(out.failure).toBeUndefined();
  return out.result!;
};

/** Id, unique keys, every field with known rules and a group; readings name their default. */
export function checkDefinition(def: CalculatorDef) {
  expect(new Set(def.fields.map((f) => f.key)).size).toBe(def.fields.length);
  for (const f of def.fields) {
    expect(f.group, f.key).toBeTruthy();
    expect(f.rules?.length, f.key).toBeGreaterThan(0);
    for (const r of f.rules ?? []) expect(RULE_IDS.has(r), `${f.key}: ${r}`).toBe(true);
    if (f.group === 'Readings') expect(f.ambiguity, f.key).toMatch(/Default/);
  }
  for (const r of def.rules) expect(RULE_IDS.has(r), r).toBe(true);
}

/** A result has no NaN or undefined and cites only rules of the outline. */
export function checkClean(r: CalcResult) {
  for (const s of r.summary ?? []) expect(String(s.value), s.label).not.toMatch(/NaN|undefined|Infinity/);
  for (const s of r.steps) {
    expect(s.value, s.label).not.toMatch(/NaN|undefined/);
    for (const id of s.rules ?? []) expect(RULE_IDS.has(id), `${s.label}: ${id}`).toBe(true);
  }
  for (const t of r.tables) for (const row of t.rows) for (const c of row.cells) expect(String(c)).not.toMatch(/NaN|undefined/);
}

/**
 * The sweep of the former single reaction calculator, for some of its kinds:
 * in-range inputs never throw, never fail to parse, never yield NaN and cite
 * only outline rules. Keys of the other calculator are simply ignored. Returns
 * the number of queries run.
 */
export function sweep(def: CalculatorDef, kinds: string[]): number {
  let n = 0;
  for (const kind of kinds)
    for (const tcr of ['1', '7', '10'])
      for (const sp of ['C', '1', '5'])
        for (const weight of ['light', 'medium', 'heavy'])
          for (const marker of ['none', 'disrupted'])
            for (const column of ['unknown', 'C', '2', '8-9']) {
              const q = {
                kind, tcr, sp, weight, 'c-assault-morale': marker, 'after-marker': marker, 'after-side': tcr === '1' ? 'bw' : 'fresh', 'after-tcr': tcr,
                column, 'mover-tcr': tcr === '1' ? '-2' : tcr, 'df-prior': '2', 'c-cc': '3', 'cc-units': '3', works: 'entrenchment', roll: tcr,
              };
              const out = run(def, q);
              expect(out.failure, JSON.stringify(q)).toBeUndefined();
              expect(out.errors).toEqual({});
              n++;
              checkClean(out.result!);
            }
  return n;
}
