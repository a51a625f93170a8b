import { describe, expect, it } from 'vitest';
import { artilleryLosses, artilleryStrength, parseArtilleryResult } from '../../../../src/games/on-to-paris/combat/artillery.ts';
import { afterRoll, removalChance, trackRollDue } from '../../../../src/games/on-to-paris/combat/tracks.ts';
import { frac } from '../../../../src/lib/fraction.ts';

describe('13.3.2 Artillery Strength: the rulebook examples', () => {
  it('three Prussian Corps with nine SPs: 3 x 3 + 4 pairs x 2 = 17', () => {
    const s = artilleryStrength({ formations: [{ label: 'Prussian Corps', factor: frac(3), count: 3 }], sps: 9, pairFactor: frac(2), fortification: frac(0), timeFuseHalving: false });
    expect([s.pairs, s.strength]).toEqual([4, 17]);
  });
  it('a Republican French Corps with six SPs and a friendly Fortress: 2 + 3 x 1.5 + 5 = 11.5, dropped to 11', () => {
    const s = artilleryStrength({ formations: [{ label: 'Republican French Corps', factor: frac(2), count: 1 }], sps: 6, pairFactor: frac(3, 2), fortification: frac(5), timeFuseHalving: false });
    expect([s.raw.toString(), s.strength]).toEqual(['23/2', 11]);
  });
  it('the Time Fuse halves, rounding down', () => {
    const s = artilleryStrength({ formations: [{ label: 'Corps', factor: frac(2), count: 1 }], sps: 6, pairFactor: frac(3, 2), fortification: frac(0), timeFuseHalving: true });
    expect([s.whole, s.strength]).toEqual([6, 3]);
  });
  it('refuses a fractional SP count', () => {
    expect(() => artilleryStrength({ formations: [], sps: 2.5, pairFactor: frac(2), fortification: frac(0), timeFuseHalving: false })).toThrow(RangeError);
  });
});

describe('13.3.5 artillery results as the rules write them', () => {
  it('the example "+2(D), 2½": +2 DRM, Demoralized, 2 SPs and a 1D6 for a third', () => {
    expect(parseArtilleryResult('+2(D), 2½')).toEqual({ drm: 2, demoralize: true, losses: 2, half: true });
    expect(artilleryLosses({ drm: 2, demoralize: true, losses: 2, half: true }, 10).map((r) => [r.losses, r.chance.toString()])).toEqual([[2, '1/2'], [3, '1/2']]);
  });
  it.each([
    ['+1', { drm: 1, demoralize: false, losses: 0, half: false }],
    ['D', { drm: 0, demoralize: true, losses: 0, half: false }],
    ['½', { drm: 0, demoralize: false, losses: 0, half: true }],
    [' 1 1/2 ', { drm: 0, demoralize: false, losses: 1, half: true }],
    ['-', { drm: 0, demoralize: false, losses: 0, half: false }],
  ])('%s', (t, want) => expect(parseArtilleryResult(t)).toEqual(want));
  it('refuses what is not a result, quoting at most 24 characters', () => {
    const r = parseArtilleryResult('x'.repeat(5000));
    expect('error' in r && r.error.length).toBeLessThan(200);
    expect('error' in parseArtilleryResult('+3')).toBe(true);
  });
  it('losses cannot exceed what the enemy can lose (cavalry never)', () => {
    expect(artilleryLosses({ drm: 0, demoralize: false, losses: 2, half: true }, 2).map((r) => r.losses)).toEqual([2]);
  });
  it('refuses a loss that is not 0 to 4 whole SPs, and a DRM other than 0-2, naming the result', () => {
    for (const losses of [-1, 0.5, Number.NaN, Number.NEGATIVE_INFINITY, 5])
      expect(() => artilleryLosses({ drm: 0, demoralize: false, losses, half: false }, 3), String(losses)).toThrow(/artillery result losses/);
    expect(() => artilleryLosses({ drm: 3, demoralize: false, losses: 1, half: false }, 3)).toThrow(/artillery result DRM/);
    expect(() => artilleryLosses({ drm: 0, demoralize: false, losses: 1, half: false }, 3, "Attacker's artillery result")).not.toThrow();
  });
});

describe('13.8 / 15.1 penalty tracks', () => {
  it('13.8.2 example: a box range of 2-3 removes the penalty on a 2D6 of 2 or 3: 3/36', () => expect(removalChance([2, 3]).toString()).toBe('1/12'));
  it('15.1 example: marker in box 4 (2-3), roll 7: moves to box 5', () => expect(afterRoll([2, 3], 4, 6, 7)).toEqual({ removed: false, box: 5 }));
  it('the last box keeps the marker', () => expect(afterRoll([2, 3], 6, 6, 9)).toEqual({ removed: false, box: 6 }));
  it('due only with two Infantry SPs on each side', () => expect([trackRollDue(2, 2), trackRollDue(2, 1)]).toEqual([true, false]));
});
