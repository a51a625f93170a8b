/**
 * 1914 Effectiveness Checks (6.2, 10.2, 7.2.3, 7.4, 5.5.2, 12.2.1): the
 * worked examples of the rulebook (research notes section 8) and hand-counted
 * probabilities over the 36 rolls of two dice.
 */
import { describe, expect, it } from 'vitest';
import { frac } from '../../../src/lib/fraction.ts';
import { bandChances, margins, passChance } from '../../../src/games/1914-offensive/effectiveness/check.ts';
import { averageCeStatus, celOf, reduce, statusLabel } from '../../../src/games/1914-offensive/effectiveness/ladder.ts';
import { assetResult, DEFAULT_READINGS, formationOutcomes, formationResult, marginResult, repulseResult, withheldRetreat } from '../../../src/games/1914-offensive/effectiveness/post-combat.ts';
import { fmCell, maxMps, parseFm } from '../../../src/games/1914-offensive/effectiveness/forced-march.ts';

const R = DEFAULT_READINGS;

describe('worked examples', () => {
  it('6.1.2: Base 10 at status −2 has CEL 8; 6.1.3: D1 is Base − 3', () => {
    expect(celOf(10, 2)).toBe(8);
    expect(celOf(10, 5)).toBe(7);
    expect(statusLabel(5)).toBe('D1');
  });
  it('10.2 single example: status −3 failing by 8 ends at D2 and retreats 3 hexes (1 + 2 for becoming Demoralized)', () => {
    expect(formationResult(3, 8, R)).toEqual({ step: 6, sr: 0, retreat: 3, ciRetreat: 2 });
  });
  it('10.2 two-Formation example: 11 + 2 = 13; CEL 11 fails by 2 (−1); Base 10 at −3 (CEL 7) fails by 6, to D1, retreating 2', () => {
    const roll = 11 + 2;
    expect(formationResult(0, roll - 11, R)).toEqual({ step: 1, sr: 0, retreat: 0, ciRetreat: 0 });
    expect(celOf(10, 3)).toBe(7);
    expect(formationResult(3, roll - 7, R)).toEqual({ step: 5, sr: 0, retreat: 2, ciRetreat: 2 });
  });
  it('11.1.3: status −3 retreating through three EZOCs becomes CI, D1, D2 in turn', () => {
    let s = 3;
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      s = reduce(s, 1, 'ignore').step;
      seen.push(statusLabel(s));
    }
    expect(seen).toEqual(['CI', 'D1', 'D2']);
  });
  it('11.2 comprehensive example: German 7 + 3 + 1 = 11 passes at CEL 11; the 3/2 (CEL 10, at −1) fails by 1 to −2 and CEL 9; 23/12 7 passes', () => {
    expect(7 + 3 + 1 - 11).toBeLessThanOrEqual(0);
    const f = formationResult(1, 7 + 4 - 10, R);
    expect(statusLabel(f.step)).toBe('−2');
    expect(celOf(11, f.step)).toBe(9);
    expect(formationResult(0, 3 + 4 - 11, R).step).toBe(0);
  });
  it('7.4 Example 1: the repulsed Z (CEL 9) rolls 10 at +1 and loses one CEL; Example 2: B rolls 7 at +1 and holds', () => {
    expect(repulseResult(0, 10 + 1 - 9)).toEqual({ step: 1 });
    expect(repulseResult(0, 7 + 1 - 9)).toEqual({ step: 0 });
  });
  it('7.2.3: 2 Forced March MPs give +2: at CEL 9 a pass needs 7 or less, 21/36', () => {
    expect(passChance(9, 2).equals(frac(21, 36))).toBe(true);
  });
  it('7.2.1 example: with a Forced March infantry spends at most 12 MPs in a Movement Phase (9 + 3) and 8 in a Counter Movement Phase (5 + 3)', () => {
    expect(maxMps('infantry', 'movement')).toBe(12);
    expect(maxMps('infantry', 'counter')).toBe(8);
    // cavalry gains up to 7 instead of 3 (7.2.1)
    expect(maxMps('cavalry', 'movement')).toBe(16);
    expect(maxMps('cavalry', 'counter')).toBe(12);
  });
  it('9.2.5 example: A, B and C retreat 1 by the CRT, C withheld; A fails by 8 (1 more), B by 10 (2 more): C retreats 1 more, the smallest obligation', () => {
    const crt = 1;
    const a = crt + marginResult(8).retreat;
    const b = crt + marginResult(10).retreat;
    expect([a, b]).toEqual([2, 3]);
    expect(withheldRetreat([a, b]) - crt).toBe(1);
  });
  it('16.2.1 example: division A replacing brigade B at CE Status −2 starts at −2', () => {
    expect(statusLabel(averageCeStatus([2]))).toBe('−2');
  });
  it('16.4.1 example: Cavalry Corps Z replacing divisions at −1, −1 and −2: −4 / 3 = −1.33, rounded down to −2', () => {
    expect(averageCeStatus([1, 1, 2])).toBe(2);
    expect(statusLabel(averageCeStatus([1, 1, 2]))).toBe('−2');
  });
});

describe('replacement CE Status, Forced March limits and withheld retreats', () => {
  it('an exact average stays as it is; any fraction goes to the worse status', () => {
    expect(averageCeStatus([1, 3])).toBe(2);
    expect(averageCeStatus([0, 1])).toBe(1);
    expect(averageCeStatus([0, 0, 1])).toBe(1);
    expect(averageCeStatus([0, 0])).toBe(0);
    expect(averageCeStatus([4, 5, 6])).toBe(5);
  });
  it('refuses an empty list and steps off the ladder', () => {
    expect(() => averageCeStatus([])).toThrow(RangeError);
    for (const bad of [-1, 7, 1.5, Number.NaN]) expect(() => averageCeStatus([1, bad])).toThrow(RangeError);
  });
  it('a defending Force that stays keeps the withheld Force in the hex; no survivor, or a bad obligation, is refused', () => {
    expect(withheldRetreat([0, 2])).toBe(0);
    expect(() => withheldRetreat([])).toThrow(RangeError);
    expect(() => withheldRetreat([1, -1])).toThrow(RangeError);
  });
  it('maxMps refuses an unknown type or phase', () => {
    expect(() => maxMps('artillery' as never, 'movement')).toThrow(RangeError);
    expect(() => maxMps('infantry', 'attack' as never)).toThrow(RangeError);
  });
});

describe('hand-counted chances', () => {
  it('pass table of 6.2.1: CEL − DRM 2..12', () => {
    const want = [1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36];
    want.forEach((n, i) => expect(passChance(i + 2, 0).equals(frac(n, 36)), `CEL ${i + 2}`).toBe(true));
    expect(passChance(1, 0).isZero()).toBe(true);
    expect(passChance(7, -6).equals(frac(1, 1))).toBe(true);
  });
  it('CEL 7 at +3: pass 6/36, 1-3 15/36 (rolls 5-7), 4-6 12/36 (8-10), 7-9 3/36 (11-12), 10+ 0', () => {
    const b = bandChances(7, 3);
    expect(b.map((x) => x.prob.toString())).toEqual(['1/6', '5/12', '1/3', '1/12', '0']);
    expect(b[3]!.rolls).toEqual([11, 12]);
  });
  it('CEL 4 at +4: 10 or more on 10, 11, 12 = 6/36', () => {
    expect(margins(4, 4).atLeast(10).equals(frac(6, 36))).toBe(true);
  });
  it('Formation at D1, CEL 4, +4: the outcomes add to 1 and D2 + SR + 2 hexes + 2 hexes comes on 10-12', () => {
    const o = formationOutcomes(4, 5, 4, R);
    expect(o.reduce((s, x) => s.add(x.prob), frac(0))).toEqual(frac(1));
    const worst = o.find((x) => x.result.sr === 3)!; // 1 from the band, 2 more from the reductions past D2
    expect(worst.result).toEqual({ step: 6, sr: 3, retreat: 4, ciRetreat: 2 });
    expect(worst.prob.equals(frac(6, 36))).toBe(true);
    // 2d6 + 4 is never 4 or less: no roll leaves it at D1
    expect(o.some((x) => x.result.step === 5)).toBe(false);
  });
  it('readings: past D2 ignored gives no SR; CI retreats 2 when read so; a passing CI unit does not retreat when read so', () => {
    expect(formationResult(6, 2, { ...R, beyond: 'ignore' }).sr).toBe(0);
    expect(formationResult(6, 2, R).sr).toBe(1);
    expect(formationResult(2, 5, R)).toEqual({ step: 4, sr: 0, retreat: 1, ciRetreat: 1 });
    expect(formationResult(2, 5, { ...R, ciRetreat: 2 }).retreat).toBe(2);
    expect(formationResult(4, 0, R).retreat).toBe(1);
    expect(formationResult(4, 0, { ...R, passedRetreats: false }).retreat).toBe(0);
  });
  it('10.2 bands', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 15].map((m) => marginResult(m))).toEqual([
      { reductions: 1, sr: 0, retreat: 0 }, { reductions: 1, sr: 0, retreat: 0 },
      { reductions: 2, sr: 0, retreat: 0 }, { reductions: 2, sr: 0, retreat: 0 },
      { reductions: 3, sr: 0, retreat: 1 }, { reductions: 3, sr: 0, retreat: 1 },
      { reductions: 3, sr: 1, retreat: 2 }, { reductions: 3, sr: 1, retreat: 2 },
    ]);
  });
  it('lone Asset (5.5.2): a failure flips a full unit, eliminates a reduced one; 10+ eliminates even a full one', () => {
    expect(assetResult('full', 2, false)).toEqual({ sr: 1, fate: 'flipped', retreat: 0 });
    expect(assetResult('reduced', 2, false).fate).toBe('eliminated');
    expect(assetResult('full', 8, false)).toEqual({ sr: 1, fate: 'flipped', retreat: 1 });
    expect(assetResult('full', 10, false).fate).toBe('eliminated');
    expect(assetResult('full', 5, true).fate).toBe('eliminated');
    expect(assetResult('no-back', 1, false).fate).toBe('eliminated');
  });
  it('bad input is refused', () => {
    expect(() => passChance(Number.NaN, 0)).toThrow(RangeError);
    expect(() => celOf(10, 7)).toThrow(RangeError);
    expect(() => formationResult(0, 1.5, R)).toThrow(RangeError);
  });
});

describe('Forced March results (player cells)', () => {
  it('parses the legend letters', () => {
    expect(parseFm('2E S')).toEqual({ reductions: 2, sr: 1, pa: false });
    expect(parseFm('S, PA')).toEqual({ reductions: 0, sr: 1, pa: true });
    expect(parseFm('-')).toEqual({ reductions: 0, sr: 0, pa: false });
    expect(parseFm('x')).toBeUndefined();
  });
  it('reads nothing our source lacks, and the player\'s cell when entered', () => {
    expect(fmCell(3, 'infantry', undefined)).toBeUndefined();
    expect(fmCell(3, 'infantry', { infantry: { '3': '1E' } })?.result).toEqual({ reductions: 1, sr: 0, pa: false });
  });
});
