import { describe, expect, it } from 'vitest';
import { rollAgainst, twoD6 } from '../../../src/lib/target-roll.ts';
import { DIPLOMACY_TARGET, majorDrm, minorDrm, spainDrm, spanishTarget, total } from '../../../src/games/nations-in-arms/diplomacy/checks.ts';
import { demoralization, rally, rallyAttempts } from '../../../src/games/nations-in-arms/morale/rally.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import { readFileSync } from 'node:fs';
import { run } from '../../../src/lib/calculator.ts';
import diplomacy from '../../../src/games/nations-in-arms/calculators/diplomacy.ts';
import { mandatoryPeaceLengths, mandatoryPeaceTurns, peaceEnds } from '../../../src/games/nations-in-arms/diplomacy/peace.ts';

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

describe('mandatory peace (13.3)', () => {
  it('notes example #56: 2D6 turns, at least 6: a 9 gives 9 turns, a 4 gives 6; defeated in Winter, 9 turns end with Spring three years on', () => {
    expect(mandatoryPeaceTurns(9)).toBe(9);
    expect(mandatoryPeaceTurns(4)).toBe(6);
    expect(peaceEnds('winter', 9)).toEqual({ season: 'spring', years: 3 });
    expect(() => mandatoryPeaceTurns(13)).toThrow(RangeError);
    expect(() => mandatoryPeaceTurns(1)).toThrow(RangeError);
  });
  it('the exact lengths over 2D6: 6 turns 15/36, then 6, 5, 4, 3, 2, 1 in 36 for 7 to 12', () => {
    const l = mandatoryPeaceLengths();
    expect(l.map((x) => x.turns)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(l.map((x) => x.chance.equals(new Fraction([15, 6, 5, 4, 3, 2, 1][l.indexOf(x)]!, 36)))).toEqual(Array(7).fill(true));
    expect(peaceEnds('spring', 6)).toEqual({ season: 'autumn', years: 1 });
    expect(peaceEnds('summer', 12)).toEqual({ season: 'summer', years: 3 });
  });
  it('the diplomacy calculator shows them, with the last turn of the peace', () => {
    const r = run(diplomacy, { kind: 'peace', season: 'winter' }).result!;
    const rows = r.tables[0]!.rows.map((x) => x.cells.slice(0, 3).map(String));
    expect(rows[0]).toEqual(['2-6', '6', 'Summer, 2 years on']);
    expect(rows[3]).toEqual(['9', '9', 'Spring, 3 years on']);
    expect(String(r.summary![0]!.value)).toBe(String(new Fraction(15, 36)));
  });
  it('the rules page gives the same chances', () => {
    const page = readFileSync(new URL('../../../content/nations-in-arms/rules/conquests-and-peace.mdx', import.meta.url), 'utf8');
    for (const x of mandatoryPeaceLengths()) expect(page).toContain(`${x.turns} turns ${x.chance.n * 36n / x.chance.d}/36`);
  });
});
