import { describe, expect, it } from 'vitest';
import { rollAgainst, twoD6 } from '../../../src/lib/target-roll.ts';
import { DIPLOMACY_TARGET, majorDrm, minorDrm, spainDrm, spanishTarget, total } from '../../../src/games/nations-in-arms/diplomacy/checks.ts';
import { demoralization, rally, rallyAttempts } from '../../../src/games/nations-in-arms/morale/rally.ts';
import { Fraction } from '../../../src/lib/fraction.ts';

const minor = (o: Partial<Parameters<typeof minorDrm>[0]>) => total(minorDrm({ political: 0, bribes: 0, afterChange: false, continentalAlly: false, frenchSteps: 0, ...o }));

describe('diplomacy (11.2)', () => {
  it('11.2.3 example: France pays £4 for +2 and needs a natural 10 (political bonus 0 assumed); Britain +2 -1 needs 11', () => {
    expect(minor({ bribes: 2 })).toBe(2);
    expect(rollAgainst(twoD6, DIPLOMACY_TARGET, minor({ bribes: 2 })).natural).toBe(10);
    expect(rollAgainst(twoD6, DIPLOMACY_TARGET, minor({ bribes: 2, afterChange: true })).natural).toBe(11);
  });
  it('notes 7.7: 2D6 + m of 12: m = 0 1/36, +2 6/36, +4 15/36', () => {
    expect(rollAgainst(twoD6, 12, 0).wins).toBe(1n);
    expect(rollAgainst(twoD6, 12, 2).wins).toBe(6n);
    expect(rollAgainst(twoD6, 12, 4).wins).toBe(15n);
  });
  it('Coalition on a French Continental System ally with 3 French steps: +1 - 3 = -2', () => {
    expect(minor({ continentalAlly: true, frenchSteps: 3 })).toBe(-2);
  });
  it('major power: national +1, lost a prior war to it +1, £8 +2 = +4; the mandatory alliance adds the defeat and years after the first', () => {
    expect(total(majorDrm({ national: 1, priorWar: 'lost', money: 2 }))).toBe(4);
    expect(total(majorDrm({ national: 0, priorWar: 'won', money: 0 }))).toBe(-1);
    expect(total(majorDrm({ national: 0, priorWar: 'none', money: 0, conquerorDefeated: true, fullYears: 3 }))).toBe(3);
  });
  it('refuses bribes past +2', () => {
    expect(() => minorDrm({ political: 0, bribes: 3, afterChange: false, continentalAlly: false, frenchSteps: 0 })).toThrow(RangeError);
  });
});

describe('Spanish instability (14.4.1)', () => {
  it('targets from the chart: none before 1805, 14, 13, 11, lost 1808, 8, and 7 in the lost year', () => {
    expect(['1804', '1805', '1806', '1807', '1808', '1809', 'later'].map((y) => spanishTarget(y as never))).toEqual(['none', 14, 13, 11, undefined, 8, 7]);
  });
  it('example (Summer 1808): 5 French steps -2, £8 +2: net 0, a natural 11 makes 11', () => {
    expect(total(spainDrm({ alliedSteps: 5, money: 2 }))).toBe(0);
  });
});

describe('rally (8.3.5) and demoralization (8.3.3)', () => {
  it('example: Charles (2), morale 3 demoralized to 2: rallies on 1-4, 2/3', () => {
    const r = rally(3, 2);
    expect(r.target).toBe(4);
    expect(r.roll.faces).toEqual([1, 2, 3, 4]);
  });
  it('two attempts (6 MP) at 1/2: 3/4', () => {
    expect(rallyAttempts(new Fraction(1, 2), 6)).toEqual({ attempts: 2, chance: new Fraction(3, 4) });
    expect(rallyAttempts(new Fraction(1, 2), 2).attempts).toBe(0);
  });
  it('example (reconstructed): Prussians morale 3, Blücher +1, lost 2 more: target 2, demoralized on 3-6, 2/3', () => {
    const d = demoralization({ morale: 3, commanderBonus: 1, commanderKilled: false, lossDifference: 2, oldGuard: false });
    expect(d.target).toBe(2);
    expect(d.roll.faces).toEqual([3, 4, 5, 6]);
    expect(d.roll.chance.equals(new Fraction(2, 3))).toBe(true);
  });
});
