/**
 * On To Paris! column shifts (13.6-13.10). Right (+) favours the Attacker, left
 * (-) the Defender. Values our source lacks (the TEC, the Field Fortification
 * shift) come in as the player's numbers; this module only adds them up and
 * keeps each line of the working with its rule.
 */
import { count } from '../../../lib/guard.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export interface ShiftLine {
  /** + right (Attacker), - left (Defender) */
  shift: number;
  label: string;
  rule: string;
}

/**
 * 13.6: the Attacker names one crossed hexside among those with an effect; a
 * no-effect hexside may not be named while a harmful one was crossed. Given the
 * left shifts of every crossed hexside (0 = no effect), the one an Attacker
 * would name is the smallest effect above 0 (13.6 example: 1L forest and 2L rough
 * crossed, clear entered: 1L).
 */
export function hexsideShift(crossedLeftShifts: readonly number[]): number {
  for (const v of crossedLeftShifts) count("a hexside's left shifts", v, { max: 9 });
  const effective = crossedLeftShifts.filter((v) => v > 0);
  return effective.length ? Math.min(...effective) : 0;
}

/**
 * 13.9.1: the Armies a side brings: each distinct Army (an Army counts itself, a
 * Corps or Cavalry Division the Army it is Attached to), plus one in all when any
 * unattached Formation takes part.
 */
export function armiesCounted(distinctArmies: number, anyUnattachedFormation: boolean): number {
  count('Armies', distinctArmies, { max: 20 });
  return distinctArmies + (anyUnattachedFormation ? 1 : 0);
}

/** 13.9.1: the shifts the opponent gains from a side's Armies: 2 Armies 1, 3 or more 2. */
export function multipleArmiesPenalty(armies: number): number {
  count('Armies', armies, { max: 20 });
  return armies >= 3 ? 2 : armies === 2 ? 1 : 0;
}

export interface ShiftInputs {
  /** left shifts of the Defender's hex terrain (TEC, from the player's chart) */
  hexTerrainLeft: number;
  /** left shifts of the one hexside the Attacker names (see hexsideShift) */
  hexsideLeft: number;
  /** left shifts of a Field Fortification in the hex (table absent: the player's value) */
  fieldFortificationLeft: number;
  /** 13.7: the Defender began the combat Demoralized */
  defenderDemoralized: boolean;
  attackerArmies: number;
  defenderArmies: number;
  /** 13.10.2: who won the Cavalry Superiority column shift, if anyone */
  cavalryShift: 'none' | 'attacker' | 'defender';
}

export function shiftLines(i: ShiftInputs): ShiftLine[] {
  for (const k of ['hexTerrainLeft', 'hexsideLeft', 'fieldFortificationLeft', 'attackerArmies', 'defenderArmies'] as const) count(k, i[k], { max: 20 });
  const out: ShiftLine[] = [];
  if (i.hexTerrainLeft) out.push({ shift: -i.hexTerrainLeft, label: SAY.hexTerrain, rule: '13.6' });
  if (i.hexsideLeft) out.push({ shift: -i.hexsideLeft, label: SAY.hexside, rule: '13.6' });
  if (i.fieldFortificationLeft) out.push({ shift: -i.fieldFortificationLeft, label: SAY.fieldFortification, rule: '16.1.1' });
  if (i.defenderDemoralized) out.push({ shift: 1, label: SAY.defenderDemoralized, rule: '13.7' });
  const byAttacker = multipleArmiesPenalty(i.attackerArmies);
  if (byAttacker) out.push({ shift: -byAttacker, label: fill(SAY.attackerArmies, { armies: i.attackerArmies }), rule: '13.9.1' });
  const byDefender = multipleArmiesPenalty(i.defenderArmies);
  if (byDefender) out.push({ shift: byDefender, label: fill(SAY.defenderArmies, { armies: i.defenderArmies }), rule: '13.9.1' });
  if (i.cavalryShift === 'attacker') out.push({ shift: 1, label: SAY.cavalryShiftAttacker, rule: '13.10.2' });
  if (i.cavalryShift === 'defender') out.push({ shift: -1, label: SAY.cavalryShiftDefender, rule: '13.10.2' });
  return out;
}

export const netShift = (lines: readonly ShiftLine[]): number => lines.reduce((s, l) => s + l.shift, 0);
