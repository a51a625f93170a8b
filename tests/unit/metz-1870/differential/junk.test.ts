/**
 * What a player can type into any field of the seven Metz calculators (or a
 * shared link can carry): every field with every junk value, alone and on top of
 * a random valid query. The page never throws, never shows NaN, Infinity or
 * "undefined", and a refusal always names the field with a message.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import type { CalculatorDef } from '../../../../src/lib/calculator.ts';
import fire from '../../../../src/games/metz-1870/calculators/fire.ts';
import assault from '../../../../src/games/metz-1870/calculators/assault.ts';
import charge from '../../../../src/games/metz-1870/calculators/charge.ts';
import reactionFire from '../../../../src/games/metz-1870/calculators/reaction-fire.ts';
import morale from '../../../../src/games/metz-1870/calculators/morale.ts';
import command from '../../../../src/games/metz-1870/calculators/command.ts';
import bivouac from '../../../../src/games/metz-1870/calculators/bivouac.ts';

const CALCS: CalculatorDef[] = [fire, assault, charge, reactionFire, morale, command, bivouac];
const JUNK = ['', '-1', '1e9', '4.5', '½', 'NaN', ' 4 ', '+4', 'true', 'C', '-', '<script>'];

function clean(def: CalculatorDef, q: Record<string, string>) {
  let out: ReturnType<typeof run>;
  expect(() => (out = run(def, q)), `${def.id} ${JSON.stringify(q)}`).not.toThrow();
  out = run(def, q);
  for (const [k, m] of Object.entries(out.errors ?? {})) {
    expect(def.fields.some((f) => f.key === k) || k === '_', `${def.id}: error on unknown key ${k}`).toBe(true);
    expect(m, `${def.id} ${k}`).toMatch(/\w/);
    expect(m).not.toMatch(/TypeError|Cannot read|is not a function/);
  }
  if (out.failure) expect(String(out.failure)).not.toMatch(/TypeError|Cannot read|is not a function|NaN/);
  const r = out.result;
  if (!r || Object.keys(out.errors ?? {}).length) return;
  const bad = /NaN|undefined|Infinity/;
  for (const s of r.summary ?? []) expect(String(s.value), `${def.id} ${s.label} ${JSON.stringify(q)}`).not.toMatch(bad);
  for (const s of r.steps) expect(`${s.label} ${s.value}`, def.id).not.toMatch(bad);
  for (const t of r.tables) for (const row of t.rows) for (const c of row.cells) expect(String(c), `${def.id} ${t.title}`).not.toMatch(bad);
}

describe('Metz calculators take any typed value without breaking', () => {
  for (const def of CALCS)
    it(`${def.id}: every field with every junk value`, () => {
      for (const f of def.fields) for (const v of JUNK) clean(def, { [f.key]: v });
    });
  it('every field at its extremes, all calculators', () => {
    for (const def of CALCS)
      for (const f of def.fields) {
        if (f.kind === 'int') for (const v of [f.min, f.max, f.min - 1, f.max + 1]) clean(def, { [f.key]: String(v) });
        if (f.kind === 'choice') for (const o of f.options) clean(def, { [f.key]: o });
      }
  });
});
