import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run } from '../../../src/lib/calculator.ts';
import { Dist } from '../../../src/lib/dice.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import siege from '../../../src/games/nations-in-arms/calculators/siege.ts';
import { lineOf, siegeDrm, siegeOutcome } from '../../../src/games/nations-in-arms/siege/attempt.ts';

// a player's level-2 column (invented by this test only, never shipped): 2-6 NE, 7-9 R, 10-11 A, 12 B
const mine = { l2: Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [String(r), r <= 6 ? 'NE' : r <= 9 ? 'R' : r <= 11 ? 'A' : 'B'])) };

describe('siege attempt (9.2, 9.3)', () => {
  it('DRMs: artillery from the card, leader difference, engineers (not out of supply), armies, duration', () => {
    const l = siegeDrm({ artillery: 1, besiegerLeader: 2, fortressLeader: 1, engineers: 2, armies: 1, duration: 2, outOfSupply: false }, 'kept');
    expect(l.map((x) => x.value)).toEqual([1, 1, 2, 1, 2]);
    expect(siegeDrm({ artillery: 0, besiegerLeader: 0, fortressLeader: 0, engineers: 2, armies: 0, duration: 0, outOfSupply: true }, 'kept')).toEqual([]);
  });
  it('out of supply: the negative siege DRM of 6.1.2 (its size from the card) counts, and only when out of supply', () => {
    const base = { level: '2', mine: '0', engineers: '1' };
    const net = (v: Record<string, string>) => run(siege, v, { charts: {} }).result!.steps!.find((s) => s.label === 'Net DRM')!.value;
    expect(net({ ...base, oos: 'false', 'oos-drm': '-2' })).toBe('+1');
    expect(net({ ...base, oos: 'true', 'oos-drm': '-2' })).toBe('-2');
    const r = run(siege, { ...base, oos: 'true' }, { charts: {} }).result!;
    expect(r.notes!.join(' ')).toMatch(/6\.1\.2.*does not give/);
  });
  it('out of supply, an army marker\'s engineer keeps its +1 under 9.2 as worded and loses it under 6.1.2: a hand-computed case', () => {
    // one army marker, out of supply with a -1 siege DRM from the card; a full level-1 column:
    // 6 or less NE, 7-9 R, 10-11 A, 12 or more B
    const lines = ['1 or less', ...Array.from({ length: 13 }, (_, i) => String(i + 2)), '15 or more'];
    const code = (l: string) => { const n = parseInt(l, 10); return n <= 6 ? 'NE' : n <= 9 ? 'R' : n <= 11 ? 'A' : 'B'; };
    const l1 = { l1: Object.fromEntries(lines.map((l) => [l, code(l)])) };
    const input = { artillery: 0, besiegerLeader: 0, fortressLeader: 0, engineers: 0, armies: 1, duration: 0, outOfSupply: true, supplyDrm: -1 };
    expect(siegeDrm(input, 'kept').map((x) => x.value)).toEqual([1, -1]);
    expect(siegeDrm(input, 'lost').map((x) => x.value)).toEqual([-1]);
    expect(siegeDrm({ ...input, outOfSupply: false }, 'lost').map((x) => x.value)).toEqual([1]); // supplied: both readings agree
    const odds = (reading: string) => {
      const r = run(siege, { level: '1', mine: '0', armies: '1', oos: 'true', 'oos-drm': '-1', 'army-oos': reading }, { charts: { siege: l1 } }).result!;
      return Object.fromEntries(r.summary!.map((s) => [s.label, String(s.value)]));
    };
    // kept: net 0, 2D6 as rolled: NE 2-6 15/36, R 7-9 15/36, A 10-11 5/36, B 12 1/36
    expect(odds('kept')).toEqual({ NE: '5/12', R: '5/12', A: '5/36', B: '1/36' });
    // lost: net -1: NE on 2-7 21/36, R on 8-10 12/36, A on 11-12 3/36, no breach
    expect(odds('lost')).toEqual({ NE: '7/12', R: '1/3', A: '1/12' });
    expect(() => siegeDrm(input, 'maybe' as never)).toThrow(RangeError);
  });
  it('with no cells entered: read your card, the spread of 2D6 only', () => {
    const r = run(siege, { level: '2', mine: '0' }, { charts: {} }).result!;
    expect(String(r.summary![0]!.value)).toBe('read your card');
    expect(r.tables[0]!.rows.length).toBe(11);
  });
  it('with the player\'s column: NE 15/36, R 15/36, A 5/36, B 1/36 at DRM 0', () => {
    const r = run(siege, { level: '2', mine: '0' }, { charts: { siege: mine } }).result!;
    expect(Object.fromEntries(r.summary!.map((s) => [s.label, String(s.value)]))).toEqual({ NE: '5/12', R: '5/12', A: '5/36', B: '1/36' });
  });
  it('a modified total past the chart lines reads its end line: +5 on 2D6 reaches 15 or more', () => {
    expect(lineOf(17)).toBe('15 or more');
    expect(lineOf(-2)).toBe('1 or less');
    const o = siegeOutcome(2, Dist.die(6).times(2), 5, mine);
    expect(o.complete).toBe(false);
    expect(o.missing).toContain('15 or more');
  });
  it('property: with a complete column the results add up to certainty', () => {
    const codes = ['NE', 'R', 'R*', 'A', 'B', 'H'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...codes), { minLength: 15, maxLength: 15 }), fc.integer({ min: -6, max: 6 }), (cells, drm) => {
      const lines = ['1 or less', ...Array.from({ length: 13 }, (_, i) => String(i + 2)), '15 or more'];
      const user = { l1: Object.fromEntries(lines.map((l, i) => [l, cells[i]!])) };
      const o = siegeOutcome(1, Dist.die(6).times(2), drm, user);
      expect(o.complete).toBe(true);
      expect(o.results.reduce((s, r) => s.add(r.prob), new Fraction(0n)).equals(new Fraction(1n))).toBe(true);
    }), { numRuns: 40 });
  });
});

describe('what the headline assumes: out of supply, the siege DRM of 6.1.2 not entered is taken as none', () => {
  const q = { level: '2', mine: '0', engineers: '1' };
  const assumed = (v: Record<string, string>) => run(siege, v, { charts: {} }).result!.assumptions;
  it('out of supply, no DRM entered: said, linked to its field', () =>
    expect(assumed({ ...q, oos: 'true' })).toEqual([{ text: 'no out-of-supply siege DRM (not entered)', field: 'oos-drm' }]));
  it('its DRM entered, or supplied: nothing assumed', () => {
    expect(assumed({ ...q, oos: 'true', 'oos-drm': '-2' })).toEqual([]);
    expect(assumed(q)).toEqual([]);
  });
});
