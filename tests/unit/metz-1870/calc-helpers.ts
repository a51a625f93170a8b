/** Shared by the Metz calculator tests. */
import { expect } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import { RULE_IDS } from './outline.ts';

export { RULE_IDS };
import type { CalcContext, CalcResult, CalculatorDef } from '../../../src/lib/calculator.ts';


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
  for (const r of def.rules!) expect(RULE_IDS.has(r), r).toBe(true);
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
