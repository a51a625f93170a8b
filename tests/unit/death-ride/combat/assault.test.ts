import { describe, expect, it } from 'vitest';
import { assaultInfantry, cavalryVsCavalry } from '../../../../src/games/death-ride/combat/tables.ts';
import type { AssaultInput } from '../../../../src/games/death-ride/combat/tables.ts';
import { opposedD6 } from '../../../../src/lib/dice.ts';
import { cpWeights, s, weights } from './helpers.ts';

describe('Cavalry vs cavalry (7.4), notes §4.6', () => {
  const a1 = { attackerValue: 2, additionalFresh: 2, defenderValue: 2, defenderLeadFresh: true, defenderAdditionalFresh: 1, beatenZones: 1 };

  it('A1 reading (i) "additional": M = 0, failure 21/36, E = 35/36', () => {
    const r = cavalryVsCavalry(a1);
    expect(r.av.map((t) => t.value)).toEqual([2, 4]);
    expect(r.tv.map((t) => t.value)).toEqual([2, 2, 2]);
    expect(r.m).toBe(0);
    expect(weights(r)).toEqual({ fail: 21, 'target-1': 5, 'target-2': 4, 'target-3': 3, 'target-4': 2, 'target-5': 1 });
    expect(s(r.expected.target)).toBe('35/36');
    const fail = r.outcomes[0]!;
    expect(fail.eliminated).toBe(1);
    expect(fail.effects).toEqual(['All attacking units become Spent', 'Attacking lead unit eliminated']);
    expect(r.outcomes[1]!.effects).toContain('All attacking units become Spent');
  });

  it('A1 reading (ii) "all Fresh": M = -2, failure 30/36, E = 5/18', () => {
    const r = cavalryVsCavalry(a1, { targetSupports: 'all-fresh' });
    expect(r.tv.map((t) => t.value)).toEqual([2, 4, 2]);
    expect(r.m).toBe(-2);
    expect(weights(r)).toEqual({ fail: 30, 'target-1': 3, 'target-2': 2, 'target-3': 1 });
    expect(s(r.expected.target)).toBe('5/18');
    expect(s(r.outcomes[0]!.prob)).toBe('5/6');
  });

  it('A2: lone cv 2 vs lone Spent cv 1: failure 15/36, E = 14/9, same under both readings', () => {
    const a2 = { attackerValue: 2, additionalFresh: 0, defenderValue: 1, defenderLeadFresh: false, defenderAdditionalFresh: 0, beatenZones: 0 };
    for (const targetSupports of ['additional', 'all-fresh'] as const) {
      const r = cavalryVsCavalry(a2, { targetSupports });
      expect(r.m).toBe(1);
      expect(weights(r)).toEqual({ fail: 15, 'target-1': 6, 'target-2': 5, 'target-3': 4, 'target-4': 3, 'target-5': 2, 'target-6': 1 });
      expect(s(r.expected.target)).toBe('14/9');
    }
  });
});

const assault = (p: Partial<AssaultInput>): AssaultInput => ({
  attackerValue: 3,
  attackerLead: 'infantry',
  leaderCommitted: false,
  additionalInfArt: 0,
  additionalCavalry: 0,
  defenderValue: 3,
  defenderLead: 'infantry',
  cover: 1,
  zonesExitedInfantry: 0,
  zonesExitedCavalry: 0,
  defenderInfantry: 0,
  defenderArtillery: 0,
  defenderSpentInfantry: 0,
  defenderLeadSpent: false,
  ...p,
});

describe('Assault on infantry and artillery (7.4), notes §4.7', () => {
  it('I1: German infantry, leader, 2 inf + 1 art vs French infantry Cover 2, 1 inf + 1 art, 1 zone', () => {
    const r = assaultInfantry(
      assault({ leaderCommitted: true, additionalInfArt: 3, cover: 2, zonesExitedInfantry: 1, defenderInfantry: 1, defenderArtillery: 1 }),
    );
    expect(r.av.map((t) => t.value)).toEqual([3, 1, 6, 0]);
    expect(r.tv.map((t) => t.value)).toEqual([3, 1, 1, 0, 1, 2, 0]);
    expect(r.m).toBe(2);
    expect(weights(r)).toEqual({
      fail: 6, tie: 4,
      'target-1': 5, 'target-2': 6, 'target-3': 5, 'target-4': 4, 'target-5': 3, 'target-6': 2, 'target-7': 1,
    });
    expect(s(r.expected.target)).toBe('41/18');
    expect(s(r.expected.attacker)).toBe('2/9');
    const fail = r.outcomes[0]!;
    expect(fail.eliminated).toBe(1);
    expect(fail.effects).toEqual([
      'All attacking units become Spent',
      'Committed leader deactivated',
      'Attacking lead unit eliminated',
      'Attackers halt in the area just exited',
    ]);
    expect(r.outcomes[1]!.effects).toContain('Committed leader deactivated');
    expect(r.outcomes[1]!.casualties).toEqual({ target: 0, firer: 0, attacker: 2 });
  });

  it('I2: French cavalry + 3 cavalry vs Spent German infantry with 3 Spent infantry, 1 cavalry zone', () => {
    const r = assaultInfantry(
      assault({ attackerValue: 2, attackerLead: 'cavalry', additionalCavalry: 3, defenderValue: 2, defenderLeadSpent: true, zonesExitedCavalry: 1, defenderSpentInfantry: 3 }),
    );
    expect(r.av.map((t) => t.value)).toEqual([2, 0, 0, 3]);
    expect(r.tv.map((t) => t.value)).toEqual([2, 0, 0, 2, 0, 0, 2]);
    expect(r.m).toBe(-1);
    expect(weights(r)).toEqual({ fail: 21, tie: 5, 'target-2-lead': 4, 'target-4-lead': 3, 'target-6': 2, 'target-8': 1 });
    expect(s(r.expected.target)).toBe('10/9');
    expect(s(r.expected.attacker)).toBe('5/18');
    expect(r.outcomes[0]!.eliminated).toBe(2);
    expect(r.outcomes[0]!.effects).toContain('Two attacking units eliminated (the lead included)');
    expect(r.outcomes[2]!.eliminated).toBe(1);
    expect(r.outcomes[2]!.dValues).toEqual([1]);
    expect(r.outcomes[4]!.eliminated).toBe(0);
    expect(cpWeights(r, 'target')).toEqual({ 0: 26, 2: 4, 4: 3, 6: 2, 8: 1 });
  });

  it('I2 alternative readings: lead plus two more; the Spent lead counted for +1/2', () => {
    const base = assault({ attackerValue: 2, attackerLead: 'cavalry', additionalCavalry: 3, defenderValue: 2, defenderLeadSpent: true, zonesExitedCavalry: 1, defenderSpentInfantry: 3 });
    expect(assaultInfantry(base, { twoUnits: 'lead-plus-two' }).outcomes[0]!.eliminated).toBe(3);
    const r = assaultInfantry(base, { spentLead: 'included' });
    expect(r.tv[6]!.value).toBe(2); // ceil(4/2) = 2: the same as ceil(3/2)
    const r2 = assaultInfantry({ ...base, defenderSpentInfantry: 2 }, { spentLead: 'included' });
    expect(r2.tv[6]!.value).toBe(2); // ceil(3/2)
    expect(assaultInfantry({ ...base, defenderSpentInfantry: 2 }).tv[6]!.value).toBe(1);
  });

  it('I3: lone German infantry cv 3 vs French artillery cv 4 in Cover 3: failure 30/36, tie 3/36', () => {
    const r = assaultInfantry(assault({ defenderValue: 4, defenderLead: 'artillery', cover: 3 }));
    expect(r.m).toBe(-3);
    expect(weights(r)).toEqual({ fail: 30, tie: 3, 'target-1': 2, 'target-2': 1 });
    expect(s(r.expected.target)).toBe('1/9');
    expect(r.outcomes[0]!.effects).not.toContain('Committed leader deactivated');
  });

  it('cavalry against artillery: one unit eliminated on failure, no doubling, lead lost on a win by 1 or 2', () => {
    const r = assaultInfantry(assault({ attackerValue: 2, attackerLead: 'cavalry', defenderLead: 'artillery', defenderValue: 2 }));
    expect(r.m).toBe(0);
    expect(weights(r)).toEqual({ fail: 15, tie: 6, 'target-1-lead': 5, 'target-2-lead': 4, 'target-3': 3, 'target-4': 2, 'target-5': 1 });
    expect(r.outcomes[0]!.eliminated).toBe(1);
  });

  it('Spent infantry count only against cavalry', () => {
    expect(assaultInfantry(assault({ defenderSpentInfantry: 5 })).tv[6]!.value).toBe(0);
    expect(assaultInfantry(assault({ attackerLead: 'cavalry', defenderSpentInfantry: 5 })).tv[6]!.value).toBe(3);
  });
});

describe('Band table of notes §4.1 (weights of 36)', () => {
  // M: [D>=1, D=0, D<=-1, D>=2, |D|<=1, D<=-2]
  const table: Record<number, number[]> = {
    [-6]: [0, 0, 36, 0, 1, 35], [-5]: [0, 1, 35, 0, 3, 33], [-4]: [1, 2, 33, 0, 6, 30],
    [-3]: [3, 3, 30, 1, 9, 26], [-2]: [6, 4, 26, 3, 12, 21], [-1]: [10, 5, 21, 6, 15, 15],
    0: [15, 6, 15, 10, 16, 10], 1: [21, 5, 10, 15, 15, 6], 2: [26, 4, 6, 21, 12, 3],
    3: [30, 3, 3, 26, 9, 1], 4: [33, 2, 1, 30, 6, 0], 5: [35, 1, 0, 33, 3, 0], 6: [36, 0, 0, 35, 1, 0],
  };
  for (let m = -6; m <= 6; m++)
    it(`M = ${m}`, () => {
      const d = opposedD6(m, 0);
      const c = (p: (v: number) => boolean) => Number(d.count(p));
      expect([c((v) => v >= 1), c((v) => v === 0), c((v) => v <= -1), c((v) => v >= 2), c((v) => Math.abs(v) <= 1), c((v) => v <= -2)]).toEqual(table[m]);
    });
});
