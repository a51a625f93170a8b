/**
 * Nations in Arms reaction checks: the 5.2.7 example (notes #20), the notes'
 * 6.3 table through the clamp, and the DRM lists of 5.2.6, 8.1.1, 5.3.1.
 */
import { describe, expect, it } from 'vitest';
import { avoidance, interception, type AvoidanceInput, type InterceptionInput } from '../../../src/games/nations-in-arms/reaction/land.ts';
import { march } from '../../../src/games/nations-in-arms/reaction/march.ts';
import { navalCheck } from '../../../src/games/nations-in-arms/reaction/naval.ts';

const av = (o: Partial<AvoidanceInput>) => avoidance({
  avoider: 'leader', leaderInitiative: 0, movingInitiative: 0, difficultTerrain: false, lightCavalry: false, cavalryLeader: false, acrossRiver: false, lone: 'no-initiative', ...o,
});
const ic = (o: Partial<InterceptionInput>) => interception({
  lightCavalry: false, cavalryLeader: false, costlyHex: false, acrossRiver: false, interceptorInitiative: 2, phasingInitiative: 2, severalPowers: false, ...o,
});

describe('avoidance (5.2.7)', () => {
  it('example: Ferdinand (3) avoids Napoléon (5) in clear terrain: +3 - 2 = +1, 9 or more, 10/36', () => {
    const c = av({ leaderInitiative: 3, movingInitiative: 5 });
    expect(c.lines.map((l) => l.value)).toEqual([3, -2]);
    expect(c.net).toBe(1);
    expect(c.roll.natural).toBe(9);
    expect(c.roll.wins).toBe(10n);
  });
  it('a leader is held to +3 at best: 21/36 (58.3%)', () => {
    const c = av({ leaderInitiative: 5, difficultTerrain: true, lightCavalry: true, cavalryLeader: true });
    expect(c.raw).toBe(8);
    expect(c.net).toBe(3);
    expect(c.clamped).toBe(true);
    expect(c.roll.wins).toBe(21n);
  });
  it('and to -3 at worst, which no roll reaches', () => {
    const c = av({ leaderInitiative: 1, movingInitiative: 5, acrossRiver: true });
    expect(c.raw).toBe(1 - 4 - 3);
    expect(c.net).toBe(-3);
    expect(c.roll.impossible).toBe(true);
  });
  it('cossacks or guerrillas alone: +5 and the other DRMs, not clamped (errata M5)', () => {
    const alone = av({ avoider: 'cossacks-guerrillas', movingInitiative: 4 });
    expect(alone.net).toBe(5);
    expect(alone.roll.wins).toBe(30n);
    const river = av({ avoider: 'cossacks-guerrillas', acrossRiver: true, movingInitiative: 4 });
    expect(river.net).toBe(2);
    const hills = av({ avoider: 'cossacks-guerrillas', difficultTerrain: true, lightCavalry: true });
    expect(hills.net).toBe(7);
    expect(hills.clamped).toBe(false);
    expect(hills.roll.wins).toBe(35n);
  });
  it('the other reading of A9: a notional initiative 0 loses the moving leader\'s whole initiative', () => {
    const c = av({ avoider: 'cossacks-guerrillas', movingInitiative: 4, lone: 'zero-initiative' });
    expect(c.net).toBe(1);
  });
  it('refuses a bad initiative', () => {
    expect(() => av({ leaderInitiative: -1 })).toThrow(RangeError);
    expect(() => av({ movingInitiative: 2.5 })).toThrow(RangeError);
  });
});

describe('interception (5.2.6)', () => {
  it('no cap: light cavalry, cavalry leader, higher initiative = +3', () => {
    const c = ic({ lightCavalry: true, cavalryLeader: true, interceptorInitiative: 3 });
    expect(c.net).toBe(3);
    expect(c.roll.wins).toBe(21n);
  });
  it('the interceptor\'s own initiative is not added, only the comparison', () => {
    expect(ic({ interceptorInitiative: 5, phasingInitiative: 1 }).net).toBe(1);
    expect(ic({ interceptorInitiative: 1, phasingInitiative: 5 }).net).toBe(-1);
  });
  it('worst case -6 is impossible', () => {
    const c = ic({ costlyHex: true, acrossRiver: true, interceptorInitiative: 1, severalPowers: true });
    expect(c.net).toBe(-6);
    expect(c.roll.impossible).toBe(true);
  });
});

describe('March to the Sound of the Guns (8.1.1)', () => {
  it('leader +2 and army commander +1: 7 or more, 21/36', () => {
    const c = march({ leaderBonus: 2, armyBonus: 1, river: 'none', demoralized: false, outOfSupply: false });
    expect(c.net).toBe(3);
    expect(c.roll.wins).toBe(21n);
  });
  it('river -4, -2 with engineers; demoralized and out of supply -4 each', () => {
    expect(march({ leaderBonus: 1, armyBonus: 0, river: 'unbridged', demoralized: false, outOfSupply: false }).net).toBe(-3);
    expect(march({ leaderBonus: 1, armyBonus: 0, river: 'unbridged-engineers', demoralized: false, outOfSupply: false }).net).toBe(-1);
    expect(march({ leaderBonus: 3, armyBonus: 3, river: 'none', demoralized: true, outOfSupply: true }).net).toBe(-2);
  });
});

describe('naval interception and avoidance (5.3.1, 5.3.2)', () => {
  it('maneuver +2 used: 8 or more, 15/36; not used: 10 or more, 6/36', () => {
    expect(navalCheck(2, true).roll.wins).toBe(15n);
    expect(navalCheck(2, false).roll.wins).toBe(6n);
    expect(navalCheck(-1, true).roll.natural).toBe(11);
  });
});
