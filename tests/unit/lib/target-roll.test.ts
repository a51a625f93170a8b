import { describe, expect, it } from 'vitest';
import { Dist } from '../../../src/lib/dice.ts';
import { chanceWords, neededWords, rollAgainst, twoD6 } from '../../../src/lib/target-roll.ts';

describe('rollAgainst: dice + DRM against a target, exact', () => {
  // hand counts of 2D6 at least n: 12 -> 1, 11 -> 3, 10 -> 6, 9 -> 10, 8 -> 15, 7 -> 21, 6 -> 26, 5 -> 30, 4 -> 33, 3 -> 35
  it.each([
    [-3, 13, 0], [-2, 12, 1], [-1, 11, 3], [0, 10, 6], [1, 9, 10], [2, 8, 15], [3, 7, 21], [4, 6, 26], [5, 5, 30], [6, 4, 33], [7, 3, 35], [8, 2, 36], [12, -2, 36],
  ])('2D6 %i against 10: natural %i, %i of 36', (drm, natural, wins) => {
    const r = rollAgainst(twoD6, 10, drm);
    expect(r.natural).toBe(natural);
    expect(r.wins).toBe(BigInt(wins));
    expect(r.total).toBe(36n);
    expect(r.sure).toBe(wins === 36);
    expect(r.impossible).toBe(wins === 0);
  });
  it('at most: 1D6 of 4 or less is 4/6 (rally on 1-4)', () => {
    const r = rollAgainst(Dist.die(6), 2, -2, 'at most');
    expect(r.natural).toBe(4);
    expect(r.faces).toEqual([1, 2, 3, 4]);
    expect(r.chance.toString()).toBe('2/3');
  });
  it('words', () => {
    expect(neededWords(rollAgainst(twoD6, 10, 1), '2D6')).toBe('9 or more on 2D6');
    expect(neededWords(rollAgainst(twoD6, 10, -3), '2D6')).toMatch(/^no roll can/);
    expect(neededWords(rollAgainst(twoD6, 10, 9), '2D6')).toMatch(/^any roll/);
    expect(chanceWords(rollAgainst(twoD6, 10, 1))).toBe('10 of 36 (27.8%)');
  });
  it('refuses bad input', () => {
    expect(() => rollAgainst(twoD6, 10, Number.NaN)).toThrow(RangeError);
    expect(() => rollAgainst(twoD6, 1.5, 0)).toThrow(RangeError);
    expect(() => rollAgainst(twoD6, 10, 0, 'more' as never)).toThrow(RangeError);
  });
});
