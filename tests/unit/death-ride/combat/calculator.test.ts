import { describe, expect, it } from 'vitest';
import combat from '../../../../src/games/death-ride/calculators/combat.ts';
import { defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { CalcResult, Values } from '../../../../src/lib/calculator.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';

const RULE_IDS = new Set(['sequence-of-play', '2.3', '2.3.2', '2.5', '4.0', '3.2.1', '3.2.4', '9.2', '10.1', 'movement-costs', 'terrain-key', '5.3.1', '5.3.3', '11.2', 'counters', 'markers', 'combat-eligibility', '7.1', '7.1.2', '7.2', '7.3', '7.4', '7.5', '7.7', '14.0', '15.0', '12.0', '13.6', 'optional-units']);

const outcomeWeights = (r: CalcResult) => r.tables[0]!.rows.map((row) => row.cells[1]);
const step = (r: CalcResult, label: string) => r.steps.find((s) => s.label === label)?.value;

/** every sample of notes §4 as a calculator query: [query, outcome weights in table order, expected-CP step values] */
const SAMPLES: [string, Record<string, string>, number[], Record<string, string>][] = [
  ['B1', { 'a-cv': '5', 'b-extra': '1' }, [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1], { target: '5 (about 5.00)' }],
  ['B2', { 'a-cv': '4', 'b-extra': '2', 'b-range': '1', 'a-cover3': '1', cover: '2', 'b-cav-only': '1', 'b-fresh-art': '1' }, [26, 4, 3, 2, 1], { target: '5/9 (about 0.56)' }],
  ['B3', { 'a-cv': '5', 'b-fresh-art': '1' }, [15, 6, 5, 4, 3, 2, 1], { target: '14/9 (about 1.56)' }],
  ['R1', { procedure: 'rifle', side: 'french', 'r-sup-inf': '2', 'r-t-inf': '1' }, [6, 4, 5, 6, 5, 4, 3, 2, 1], { target: '77/18 (about 4.28)', firers: '1/3 (about 0.33)' }],
  ['R2', { procedure: 'rifle', 'r-sup-inf': '2', 'r-t-inf': '1', 'r-activated': '1' }, [1, 2, 3, 4, 5, 6, 5, 4, 6], { target: '1/3 (about 0.33)', firers: '31/9 (about 3.44)' }],
  ['R3', { procedure: 'rifle', side: 'french', 'r-adjacent': '0', 'a-cover3': '1', 'r-lead-spent': '1', 'r-activated': '1' }, [1, 2, 3, 4, 5, 6, 12, 2, 1], { target: '31/36 (about 0.86)', firers: '20/9 (about 2.22)' }],
  ['C1 down', { procedure: 'chassepot', 'c-firing': '2', 'c-target': '3' }, [3, 7, 11, 9, 5, 1], { target: '4/3 (about 1.33)' }],
  ['C1 up', { procedure: 'chassepot', 'c-firing': '2', 'c-target': '3', 'c-rounding': 'up' }, [3, 3, 9, 11, 7, 3], { target: '16/9 (about 1.78)' }],
  ['C2 down', { procedure: 'chassepot', 'c-firing': '1', 'c-target': '1', 'c-div-cover3': '1', cover: '0' }, [6, 9, 11, 7, 3], { target: '17/18 (about 0.94)' }],
  ['C2 up', { procedure: 'chassepot', 'c-firing': '1', 'c-target': '1', 'c-div-cover3': '1', cover: '0', 'c-rounding': 'up' }, [6, 4, 11, 9, 5, 1], { target: '4/3 (about 1.33)' }],
  ['A1 (i)', { procedure: 'cav-vs-cav', 'a-cv': '2', 'cc-extra': '2', 'd-cv': '2', 'cc-t-fresh': '1', 'cc-bz': '1' }, [21, 5, 4, 3, 2, 1], { target: '35/36 (about 0.97)' }],
  ['A1 (ii)', { procedure: 'cav-vs-cav', 'a-cv': '2', 'cc-extra': '2', 'd-cv': '2', 'cc-t-fresh': '1', 'cc-bz': '1', 'cc-supports': 'all-fresh' }, [30, 3, 2, 1], { target: '5/18 (about 0.28)' }],
  ['A2', { procedure: 'cav-vs-cav', 'a-cv': '2', 'd-cv': '1', 'cc-lead-fresh': '0', 'cc-supports': 'all-fresh' }, [15, 6, 5, 4, 3, 2, 1], { target: '14/9 (about 1.56)' }],
  ['I1', { procedure: 'assault', 'a-cv': '3', 'as-leader': '1', 'as-extra-ia': '3', 'd-cv': '3', cover: '2', 'as-bz-inf': '1', 'as-t-inf': '1', 'as-t-art': '1' }, [6, 4, 5, 6, 5, 4, 3, 2, 1], { target: '41/18 (about 2.28)', attacker: '2/9 (about 0.22)' }],
  ['I2', { procedure: 'assault', side: 'french', 'as-lead': 'cavalry', 'a-cv': '2', 'as-extra-cav': '3', 'd-cv': '2', 'as-bz-cav': '1', 'as-t-spent': '3' }, [21, 5, 4, 3, 2, 1], { target: '10/9 (about 1.11)', attacker: '5/18 (about 0.28)' }],
  ['I3', { procedure: 'assault', 'a-cv': '3', 'd-cv': '4', 'as-t-lead': 'artillery', cover: '3' }, [30, 3, 2, 1], { target: '1/9 (about 0.11)', attacker: '1/6 (about 0.17)' }],
];

describe('combat calculator definition', () => {
  it('has the right id, cites only known rule ids, and groups every field', () => {
    expect(combat.id).toBe('combat');
    for (const f of combat.fields) {
      expect(f.group, f.key).toMatch(/^(Procedure|Attacker|Target|Readings)$/);
      expect(f.rules?.length, f.key).toBeGreaterThan(0);
      for (const r of f.rules ?? []) expect(RULE_IDS.has(r), `${f.key}: ${r}`).toBe(true);
      if (f.group === 'Readings') expect(f.ambiguity, f.key).toMatch(/Default/);
    }
    for (const r of combat.rules!) expect(RULE_IDS.has(r)).toBe(true);
    expect(new Set(combat.fields.map((f) => f.key)).size).toBe(combat.fields.length);
  });

  it('defaults: a lone artillery factor 3 at an adjacent Cover 1 infantry area, M = +1', () => {
    const r = run(combat, {}).result!;
    expect(step(r, 'M = fixed AV - fixed TV')).toBe('+1');
    expect(step(r, 'D = M + (1d6 - 1d6)')).toBe('+1 + (1d6 - 1d6): -4 to 6, 36 equally likely die pairs');
    expect(r.steps[0]).toEqual({ label: 'AV · Strength: artillery factor of one selected unit', value: '+3', rules: ['7.1'] });
  });
});

describe('every sample of notes §4 through the calculator', () => {
  for (const [name, q, w, exp] of SAMPLES)
    it(name, () => {
      const out = run(combat, q);
      expect(out.errors).toEqual({});
      const r = out.result!;
      expect(outcomeWeights(r)).toEqual(w);
      expect(step(r, 'Expected casualty points, target')).toBe(exp.target);
      if (exp.firers) expect(step(r, 'Expected casualty points, firers')).toBe(exp.firers);
      if (exp.attacker) expect(step(r, 'Expected casualty points, attacker')).toBe(exp.attacker);
      const probs = r.tables[0]!.rows.map((row) => row.cells[2] as Fraction);
      expect(probs.reduce((a, b) => a.add(b), Fraction.ZERO).toString()).toBe('1');
    });
});

describe('shared links', () => {
  it('a link built from B2 values reproduces the result', () => {
    const values: Values = { ...defaults(combat), 'a-cv': 4, 'b-extra': 2, 'b-range': 1, 'a-cover3': true, cover: 2, 'b-cav-only': true, 'b-fresh-art': 1 };
    const q = toQuery(combat, values);
    expect(q).toBe('?a-cv=4&b-extra=2&b-range=1&a-cover3=1&cover=2&b-cav-only=1&b-fresh-art=1');
    const r = run(combat, new URLSearchParams(q.slice(1)));
    expect(r.values).toEqual(values);
    expect(outcomeWeights(r.result!)).toEqual([26, 4, 3, 2, 1]);
    expect(r.result!.tables[0]!.rows[0]!.cells[2]!.toString()).toBe('13/18');
    expect(r.result!.tables[0]!.rows[0]!.emphasis).toBe(true);
    const cp = r.result!.tables[1]!;
    expect(cp.title).toBe('Casualty points taken by the target');
    expect(cp.rows.map((row) => row.cells.map(String))).toEqual([
      ['0', '13/18', '1'], ['1', '1/9', '5/18'], ['2', '1/12', '1/6'], ['3', '1/18', '1/12'], ['4', '1/36', '1/36'],
    ]);
  });
  it('the rifle result has a table for each side and actions for both', () => {
    const r = run(combat, { procedure: 'rifle', side: 'french', 'r-sup-inf': '2', 'r-t-inf': '1' }).result!;
    expect(r.tables.map((t) => t.title)).toEqual(['Outcomes', 'Casualty points taken by the target', 'Casualty points taken by the firers']);
    expect(r.tables[0]!.columns.map((c) => c.label)).toEqual(['Outcome', 'Die pairs of 36', 'Probability', 'Target CP', 'Firers CP', 'What happens']);
    expect(r.tables[0]!.barColumn).toBe(2);
    expect(r.actions!.map((a) => a.title)).toEqual(['Firer (French)', 'Target (German)']);
    expect(r.actions![1]!.items[0]).toMatch(/German costs: option A .* or option B/);
  });
});

describe('actions and notes', () => {
  it('assault: attacker and target instructions with the right nationality costs', () => {
    const r = run(combat, { procedure: 'assault', side: 'french', 'as-lead': 'cavalry' }).result!;
    expect(r.actions!.map((a) => a.title)).toEqual(['Attacker (French)', 'Target (German)']);
    expect(r.actions![0]!.items[2]).toBe(
      'If TV = AV: deactivate a committed leader and absorb 2 casualty points (7.7), French costs: option A (flip or eliminate units, retreat none) or option B (retreat all units first, then flip or eliminate).',
    );
    expect(r.notes).toContain('Casualty points are doubled because the defending lead unit is infantry; for a mixed infantry and artillery stack the card does not say.');
  });
  it('chassepot is always French against German, whatever the side field says', () => {
    const r = run(combat, { procedure: 'chassepot', side: 'german' }).result!;
    expect(r.actions!.map((a) => a.title)).toEqual(['Firer (French)', 'Target (German)']);
    expect(r.notes![0]).toBe('The card says "half of difference" without a rounding rule; rounded down (default).');
  });
  it('bombardment at range notes the L154 reading only when target artillery is present', () => {
    const withArt = run(combat, { 'b-range': '1', 'b-fresh-art': '2' }).result!;
    expect(withArt.notes!.some((n) => n.startsWith('Target supports ignored'))).toBe(true);
    const without = run(combat, { 'b-range': '1' }).result!;
    expect(without.notes!.some((n) => n.startsWith('Target supports'))).toBe(false);
  });
});

describe('bad input gives an error on that field and no result', () => {
  const bad: [string, string][] = [['a-cv', ''], ['a-cv', 'abc'], ['a-cv', '-3'], ['a-cv', '999'], ['cover', '7'], ['b-range', '2.5'], ['procedure', 'nuke'], ['side', 'austrian'], ['a-cover3', 'maybe'], ['c-rounding', 'sideways']];
  // the field under test is made visible by choosing its procedure
  const procedureOf = (k: string): Record<string, string> => (k.startsWith('c-') ? { procedure: 'chassepot', side: 'french' } : {});
  for (const [k, raw] of bad)
    it(`${k} = "${raw}"`, () => {
      const r = run(combat, { ...procedureOf(k), [k]: raw });
      expect(Object.keys(r.errors)).toEqual([k]);
      expect(r.result).toBeUndefined();
    });
  it('a bad value in a field hidden by the current procedure does not block the result', () => {
    const r = run(combat, { procedure: 'bombardment', 'c-rounding': 'sideways' });
    expect(r.errors).toEqual({});
    expect(r.result).toBeDefined();
  });
  it('cross-field checks', () => {
    expect(run(combat, { procedure: 'rifle', side: 'german', 'r-adjacent': '0' }).errors).toEqual({ 'r-adjacent': 'Germans may only engage an adjacent area (7.2).' });
    expect(run(combat, { procedure: 'rifle', side: 'french', 'r-adjacent': '0' }).errors).toEqual({});
    expect(Object.keys(run(combat, { procedure: 'chassepot', 'c-firing': '1', 'c-div-cover3': '2' }).errors)).toEqual(['c-div-cover3']);
    expect(Object.keys(run(combat, { procedure: 'assault', side: 'french', 'as-lead': 'artillery' }).errors)).toEqual(['as-lead']);
    expect(run(combat, { procedure: 'assault', side: 'german', 'as-lead': 'artillery' }).result).toBeDefined();
    expect(run(combat, { procedure: 'bombardment', side: 'french', 'as-lead': 'artillery' }).result).toBeDefined();
  });
});

describe('sweep over in-range inputs', () => {
  // deterministic input generator (inputs only: every result is still exact enumeration)
  let seed = 12345;
  const next = () => {
    // xorshift32
    seed = (seed ^ (seed << 13)) >>> 0;
    seed = (seed ^ (seed >>> 17)) >>> 0;
    seed = (seed ^ (seed << 5)) >>> 0;
    return seed;
  };
  const randomQuery = (): Record<string, string> => {
    const q: Record<string, string> = {};
    for (const f of combat.fields) {
      if (f.kind === 'int') q[f.key] = String(f.min + (next() % (f.max - f.min + 1)));
      else if (f.kind === 'bool') q[f.key] = next() % 2 ? '1' : '0';
      else q[f.key] = f.options[next() % f.options.length]!;
    }
    return q;
  };
  const extremes = (pickMax: boolean): Record<string, string> =>
    Object.fromEntries(combat.fields.filter((f) => f.kind !== 'choice').map((f) => [f.key, f.kind === 'int' ? String(pickMax ? f.max : f.min) : pickMax ? '1' : '0']));

  it('never throws, never shows NaN, and every outcome table sums to 36 die pairs', () => {
    const queries: Record<string, string>[] = [];
    for (const p of ['bombardment', 'rifle', 'chassepot', 'cav-vs-cav', 'assault'])
      for (const side of ['german', 'french'])
        for (const max of [false, true]) queries.push({ ...extremes(max), procedure: p, side });
    for (let i = 0; i < 1500; i++) queries.push(randomQuery());
    const computed: Record<string, number> = {};
    for (const q of queries) {
      const out = run(combat, q);
      if (!out.result) {
        expect(Object.keys(out.errors).length).toBeGreaterThan(0);
        continue;
      }
      computed[out.values.procedure as string] = (computed[out.values.procedure as string] ?? 0) + 1;
      const text = JSON.stringify(out.result, (_k, v) => (v instanceof Fraction ? v.toString() : typeof v === 'bigint' ? String(v) : v));
      expect(text).not.toMatch(/NaN|Infinity|undefined|-0\b/);
      const t = out.result.tables[0]!;
      expect(t.rows.reduce((s, r) => s + Number(r.cells[1]), 0)).toBe(36);
      for (const tb of out.result.tables) for (const r of tb.rows) expect(r.cells.length).toBe(tb.columns.length);
    }
    expect(Object.keys(computed).sort()).toEqual(['assault', 'bombardment', 'cav-vs-cav', 'chassepot', 'rifle']);
    for (const n of Object.values(computed)) expect(n).toBeGreaterThan(150);
  });
});

describe('headline summary', () => {
  it('B1: the target takes casualty points in 35 of 36 die pairs, 5 on average', () => {
    const r = run(combat, { 'a-cv': '5', 'b-extra': '1' }).result!;
    expect(r.summary!.map((x) => [x.label, String(x.value)])).toEqual([
      ['Target takes casualty points', '35/36'],
      ['Target CP on average', '5.00'],
    ]);
  });
});
