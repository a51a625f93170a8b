import { describe, expect, it } from 'vitest';
import { shiftAttempt, superiorityDrm } from '../../../../src/games/on-to-paris/combat/cavalry.ts';
import { battleImpactDrm, casualtyCap, casualtyChance } from '../../../../src/games/on-to-paris/combat/aftermath.ts';
import { demoralizationLevels, extraDemoralizationLosses, victor, type VictorSide } from '../../../../src/games/on-to-paris/combat/victor.ts';

describe('13.10 Cavalry Superiority', () => {
  // hand count: 1d6+a beats 1d6+b; for a lead of k the winning pairs are (36 - (6-k)... ) tabulated in the notes 7.6
  it.each([
    [0, 2, 6, 4], [0, 1, 10, 5], [0, 0, 15, 6], [1, 0, 21, 5], [2, 0, 26, 4], [3, 0, 30, 3], [4, 0, 33, 2], [5, 0, 35, 1], [6, 0, 36, 0],
  ])('%i CSPs against %i: wins %i/36, ties %i/36', (a, d, win, tie) => {
    const s = superiorityDrm(a, d);
    expect(s.counts.attacker).toBe(BigInt(win));
    expect(s.counts.tie).toBe(BigInt(tie));
    expect(s.attackerWins.add(s.defenderWins).add(s.tie).toString()).toBe('1');
  });
  it('example 13.10.2: French 5 CSPs against Prussian 2: the French try for the shift on 1D6 of 3 or less, 1/2', () => {
    const t = shiftAttempt(2, 5);
    expect([t.side, t.lead, t.chance.toString()]).toEqual(['defender', 3, '1/2']);
  });
  it('a lead of 6 or more cannot fail (errata L6: min(lead, 6)/6)', () => expect(shiftAttempt(9, 1).chance.toString()).toBe('1'));
  it('equal CSPs: nobody may try', () => expect(shiftAttempt(2, 2).side).toBeNull());
});

describe('13.12 leader casualties', () => {
  it('Division leaders on 2 or 3 (3/36), Corps on 3 (2/36), Army on 2 (1/36)', () => {
    expect(casualtyChance('division').toString()).toBe('1/12');
    expect(casualtyChance('corps').toString()).toBe('1/18');
    expect(casualtyChance('army').toString()).toBe('1/36');
  });
  it('cap: one for 0 or 1 SP lost on the CRT, else the SPs lost', () => expect([0, 1, 2, 5].map(casualtyCap)).toEqual([1, 1, 2, 5]));
});

describe('13.13 Battle Impact DRMs', () => {
  it('example: enemy artillery killed 2 SPs and earned a +1 CRT DRM: -3', () => {
    const r = battleImpactDrm({ leadership: 0, terrain: 0, anyReserveLeft: false, anyFrancTireurLeft: false, concentric: 0, opponentArtilleryDrm: true, artilleryLosses: 2 });
    expect(r.total).toBe(-3);
  });
  it('example: three Forces from three hexsides: the Attacker +2 (the PAC value the example states)', () => {
    expect(battleImpactDrm({ leadership: 0, terrain: 0, anyReserveLeft: false, anyFrancTireurLeft: false, concentric: 2, opponentArtilleryDrm: false, artilleryLosses: 0 }).total).toBe(2);
  });
});

describe('13.14 Demoralization', () => {
  it('example: levels 2 and 3 lose 1 and 2 extra SPs', () => expect([extraDemoralizationLosses(2), extraDemoralizationLosses(3), extraDemoralizationLosses(1)]).toEqual([1, 2, 0]));
  it('one level per cause', () => expect(demoralizationLevels({ beganDemoralized: true, artilleryD: true, crtD: false, outOfCombatSupply: true })).toBe(3));
});

const v = (o: Partial<VictorSide> = {}): VictorSide => ({ eliminated: false, usedDeathRide: false, spLost: 1, levels: 0, beganDemoralized: false, ...o });
describe('13.15 the Victor, tests in order', () => {
  it('1: the other side eliminated', () => expect(victor(v(), v({ eliminated: true })).winner).toBe('attacker'));
  it('2: the other side rode a Death Ride', () => expect(victor(v({ usedDeathRide: true }), v()).winner).toBe('defender'));
  it('3: no SP lost at all: Defender', () => expect(victor(v({ spLost: 0 }), v({ spLost: 0 }))).toMatchObject({ winner: 'defender', test: 3 }));
  it('4: only one side Demoralized loses', () => expect(victor(v({ levels: 1, spLost: 0 }), v({ spLost: 5 }))).toMatchObject({ winner: 'defender', test: 4 }));
  it('5: both Demoralized, fewer levels wins', () => expect(victor(v({ levels: 1 }), v({ levels: 2 }))).toMatchObject({ winner: 'attacker', test: 5 }));
  it('6: equal levels and the Defender began Demoralized: Attacker', () => expect(victor(v({ levels: 2, spLost: 9 }), v({ levels: 2, beganDemoralized: true }))).toMatchObject({ winner: 'attacker', test: 6 }));
  it('7: fewer SPs lost wins', () => expect(victor(v({ spLost: 2 }), v({ spLost: 3 }))).toMatchObject({ winner: 'attacker', test: 7 }));
  it('8: otherwise the Defender', () => expect(victor(v({ spLost: 2 }), v({ spLost: 2 }))).toMatchObject({ winner: 'defender', test: 8 }));
  it('refuses SPs lost or levels that are NaN, negative, fractional or past the four causes, naming the field', () => {
    expect(() => victor(v({ spLost: Number.NaN }), v())).toThrow(/attacker SPs lost/);
    expect(() => victor(v(), v({ spLost: -1 }))).toThrow(/defender SPs lost/);
    expect(() => victor(v({ spLost: 0.5 }), v())).toThrow(RangeError);
    expect(() => victor(v({ levels: -1 }), v())).toThrow(/attacker Demoralization levels/);
    expect(() => victor(v(), v({ levels: 5 }))).toThrow(/defender Demoralization levels/);
    expect(() => victor(v(), v({ levels: Number.POSITIVE_INFINITY }))).toThrow(RangeError);
  });
});
