import { describe, expect, it } from 'vitest';
import { absorb, absorptionOptions, capacity, costsFromChart, CP_COSTS, reachableTotals } from '../../../src/games/death-ride/casualties.ts';
import type { Nationality } from '../../../src/games/death-ride/casualties.ts';

describe('Casualty Points chart (7.7)', () => {
  it('costs per nationality as printed', () => {
    expect(CP_COSTS.french).toEqual({ retreat: 1, flip: 1, elimSpent: 3, elimFresh: 4 });
    expect(CP_COSTS.german).toEqual({ retreat: 1, flip: 1, elimSpent: 2, elimFresh: 3 });
  });
});

describe('exact totals, notes §4.8', () => {
  const rows: [Nationality, number, number, number[], number[]][] = [
    ['french', 1, 0, [0, 1, 4], [1, 2, 5]],
    ['french', 0, 1, [0, 3], [1, 4]],
    ['french', 2, 0, [0, 1, 2, 4, 5, 8], [2, 3, 4, 6, 7, 10]],
    ['french', 1, 1, [0, 1, 3, 4, 7], [2, 3, 5, 6, 9]],
    ['french', 3, 0, [0, 1, 2, 3, 4, 5, 6, 8, 9, 12], [3, 4, 5, 6, 7, 8, 9, 11, 12, 15]],
    ['german', 1, 0, [0, 1, 3], [1, 2, 4]],
    ['german', 0, 1, [0, 2], [1, 3]],
    ['german', 2, 0, [0, 1, 2, 3, 4, 6], [2, 3, 4, 5, 6, 8]],
    ['german', 1, 1, [0, 1, 2, 3, 5], [2, 3, 4, 5, 7]],
    ['german', 3, 0, [0, 1, 2, 3, 4, 5, 6, 7, 9], [3, 4, 5, 6, 7, 8, 9, 10, 12]],
  ];
  for (const [nat, fr, sp, a, b] of rows)
    it(`${nat} ${'F'.repeat(fr)}${'S'.repeat(sp)}`, () => {
      expect(reachableTotals(nat, fr, sp, 'A')).toEqual(a);
      expect(reachableTotals(nat, fr, sp, 'B')).toEqual(b);
      expect(capacity(nat, fr, sp, 'A')).toBe(a.at(-1));
      expect(capacity(nat, fr, sp, 'B')).toBe(b.at(-1));
    });

  it('capacity formulas: French 4F+3S / 5F+4S, German 3F+2S / 4F+3S', () => {
    expect([capacity('french', 5, 7, 'A'), capacity('french', 5, 7, 'B')]).toEqual([41, 53]);
    expect([capacity('german', 5, 7, 'A'), capacity('german', 5, 7, 'B')]).toEqual([29, 41]);
  });
});

describe('ways to absorb', () => {
  it('a lone French Fresh unit cannot match 3 CP in either mode', () => {
    const r = absorb('french', 1, 0, 3);
    expect(r.A.exact).toBe(false);
    expect(r.B.exact).toBe(false);
    expect([r.A.below, r.A.above, r.B.below, r.B.above]).toEqual([1, 4, 2, 5]);
    expect(r.notes[0]).toMatch(/does not say what happens when a total cannot be matched exactly/);
  });

  it('French 2 Fresh + 1 Spent absorbing 5 CP', () => {
    const r = absorb('french', 2, 1, 5);
    expect(r.A.options.map((o) => o.label)).toEqual(['flip 2 Fresh (2 CP), eliminate 1 Spent (3)', 'flip 1 Fresh (1 CP), eliminate 1 Fresh (4)']);
    expect(r.A.exact && r.B.exact).toBe(true);
    expect(r.B.options.map((o) => o.label)).toEqual(['retreat all 3 (3 CP), flip 2 Fresh (2)']);
    expect(r.B.options[0]).toMatchObject({ retreat: 3, flip: 2, elimFresh: 0, elimSpent: 0, total: 5 });
  });

  it('the brief example: retreat all 3, flip 1 Fresh, eliminate 1 Spent = 7 for French FFS', () => {
    const labels = absorptionOptions('french', 2, 1, 7, 'B').map((o) => o.label);
    expect(labels).toEqual(['retreat all 3 (3 CP), flip 1 Fresh (1), eliminate 1 Spent (3)', 'retreat all 3 (3 CP), eliminate 1 Fresh (4)']);
  });

  it('German mode A: FF for 3 CP has one way; FFS for 4 CP has two', () => {
    const opts = absorptionOptions('german', 2, 0, 3, 'A');
    expect(opts.map((o) => [o.flip, o.elimFresh, o.elimSpent])).toEqual([[0, 1, 0]]);
    const opts4 = absorptionOptions('german', 2, 1, 4, 'A');
    expect(opts4.map((o) => [o.flip, o.elimFresh, o.elimSpent])).toEqual([[2, 0, 1], [1, 1, 0]]);
  });

  it('zero CP: no losses in mode A; mode B needs at least one CP per unit', () => {
    const r = absorb('german', 1, 1, 0);
    expect(r.A.options.map((o) => o.label)).toEqual(['no losses (0 CP)']);
    expect(r.B.exact).toBe(false);
    expect(r.B.above).toBe(2);
    expect(r.B.below).toBeUndefined();
  });

  it('more than the stack can absorb says so', () => {
    const r = absorb('german', 1, 0, 9);
    expect([r.A.capacity, r.B.capacity]).toEqual([3, 4]);
    expect(r.B.below).toBe(4);
    expect(r.notes.some((n) => /exceed what the stack can absorb/.test(n))).toBe(true);
  });

  it('a single retreating unit is named "the unit"', () => {
    expect(absorptionOptions('french', 0, 1, 4, 'B').map((o) => o.label)).toEqual(['retreat the unit (1 CP), eliminate 1 Spent (3)']);
  });
});

describe('costs are read from the chart data', () => {
  const rows = [
    { cost: 1, french: 'Retreat a unit', german: 'Retreat a unit' },
    { cost: 1, french: 'Flip a Fresh unit to Spent', german: 'Flip a Fresh unit to Spent' },
    { cost: 2, french: 'Not available', german: { value: 'Eliminate a Spent unit', source: 'L181' } },
    { cost: 3, french: 'Eliminate a Spent unit', german: 'Eliminate a Fresh unit' },
    { cost: 4, french: 'Eliminate a Fresh unit', german: 'Not available' },
  ];
  it('parses plain and sourced cells', () => {
    expect(costsFromChart({ rows })).toEqual(CP_COSTS);
  });
  it('refuses a chart that lacks an action', () => {
    expect(() => costsFromChart({ rows: rows.slice(0, 4) })).toThrow(/no french cost for elimFresh/);
    expect(() => costsFromChart({})).toThrow(/no rows/);
  });
});
