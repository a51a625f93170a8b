/**
 * On To Paris! the end of a combat: Demoralization levels and the Victor (13.14-13.15),
 * extra losses for more than one level (13.14.3). Apart from aftermath.ts: the
 * calculator needs these only once the CRT has been rolled or its cells entered.
 */
import { count } from '../../../lib/guard.ts';
import { SAY } from './say.ts';

export interface DemoralizationInput {
  beganDemoralized: boolean;
  artilleryD: boolean;
  crtD: boolean;
  outOfCombatSupply: boolean;
}

/** 13.14: one level for each cause. */
export const demoralizationLevels = (d: DemoralizationInput): number =>
  [d.beganDemoralized, d.artilleryD, d.crtD, d.outOfCombatSupply].filter(Boolean).length;

/** 13.14.3: SPs lost for Demoralization beyond the first level. */
export const extraDemoralizationLosses = (levels: number): number => Math.max(0, levels - 1);

export interface VictorSide {
  eliminated: boolean;
  usedDeathRide: boolean;
  /** every SP lost in the combat, artillery and CSPs included */
  spLost: number;
  levels: number;
  beganDemoralized: boolean;
}

/** 13.15: the eight tests, in order; the first that decides names the Victor. */
export function victor(attacker: VictorSide, defender: VictorSide): { winner: 'attacker' | 'defender' | 'none'; test: number; reason: string } {
  for (const [name, s] of [['attacker', attacker], ['defender', defender]] as const) {
    count(`${name} SPs lost`, s.spLost, { max: 999 });
    // 13.14: one level per cause, four causes
    count(`${name} Demoralization levels`, s.levels, { max: 4 });
  }
  if (attacker.eliminated && defender.eliminated) return { winner: 'none', test: 1, reason: SAY.bothEliminated };
  if (defender.eliminated) return { winner: 'attacker', test: 1, reason: SAY.defenderEliminated };
  if (attacker.eliminated) return { winner: 'defender', test: 1, reason: SAY.attackerEliminated };
  if (defender.usedDeathRide && !attacker.usedDeathRide) return { winner: 'attacker', test: 2, reason: SAY.defenderDeathRide };
  if (attacker.usedDeathRide && !defender.usedDeathRide) return { winner: 'defender', test: 2, reason: SAY.attackerDeathRide };
  if (attacker.spLost === 0 && defender.spLost === 0) return { winner: 'defender', test: 3, reason: SAY.noSpLost };
  const aD = attacker.levels > 0;
  const dD = defender.levels > 0;
  if (aD !== dD) return { winner: aD ? 'defender' : 'attacker', test: 4, reason: SAY.oneDemoralized };
  if (aD && dD && attacker.levels !== defender.levels)
    return { winner: attacker.levels < defender.levels ? 'attacker' : 'defender', test: 5, reason: SAY.fewerLevels };
  if (aD && dD && defender.beganDemoralized) return { winner: 'attacker', test: 6, reason: SAY.defenderBeganDemoralized };
  if (attacker.spLost !== defender.spLost)
    return { winner: attacker.spLost < defender.spLost ? 'attacker' : 'defender', test: 7, reason: SAY.fewerSpsLost };
  return { winner: 'defender', test: 8, reason: SAY.otherwiseDefender };
}
