/**
 * Rally (8.3.5) and the demoralization check (8.3.3). Rally: 1D6 of the
 * force's morale - 1 (demoralized) plus the leader's combat value or less,
 * 3 MP per attempt, as often as the MP allow. Demoralization: a loser is
 * demoralized on 1D6 above its morale, read with the modifiers as changes to
 * the morale (notes C3): + commander's bonus, -1 if the commander was killed,
 * -1 per combat point of the loss difference, -1 for the Old Guard (15.3).
 */
import { d6 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { count } from '../../../lib/guard.ts';
import { rollAgainst, type TargetRoll } from '../../../lib/target-roll.ts';

export const RALLY_COST = 3;

export function rally(morale: number, combat: number): { target: number; roll: TargetRoll } {
  count('force morale', morale, { min: 1, max: 9 });
  count('combat value', combat, { max: 9 });
  const target = morale - 1 + combat;
  return { target, roll: rollAgainst(d6, target, 0, 'at most') };
}

/** Attempts the MP allow, and the chance that one of them succeeds. */
export function rallyAttempts(p: Fraction, mp: number): { attempts: number; chance: Fraction } {
  count('MP', mp, { max: 30 });
  const attempts = Math.floor(mp / RALLY_COST);
  const fail = new Fraction(1n).sub(p);
  let all = new Fraction(1n);
  for (let i = 0; i < attempts; i++) all = all.mul(fail);
  return { attempts, chance: new Fraction(1n).sub(all) };
}

export interface DemoralizationInput {
  morale: number;
  commanderBonus: number;
  commanderKilled: boolean;
  /** loser's effective losses (retreat included) less the winner's, last round only; negative when the loser lost less */
  lossDifference: number;
  /** 8.3.3 read as signed: a loser who lost less gains +1 a point (default: only losing more counts) */
  lessCounts?: boolean;
  oldGuard: boolean;
}

export function demoralization(i: DemoralizationInput): { target: number; roll: TargetRoll; lines: { label: string; value: number; rule: string }[] } {
  // a demoralized force of morale 1 checks at morale 0 (8.3.4)
  count('force morale', i.morale, { max: 9 });
  count("commander's combat bonus", i.commanderBonus, { max: 9 });
  // a battle's losses (up to 30) plus a retreat's (up to 28) can pass 40: the bound only refuses nonsense
  count('loss difference', i.lossDifference, { min: -200, max: 200 });
  const diff = i.lessCounts ? i.lossDifference : Math.max(0, i.lossDifference);
  const lines = [{ label: 'Force morale', value: i.morale, rule: '8.1.2' }];
  if (i.commanderBonus) lines.push({ label: "Overall commander's combat bonus", value: i.commanderBonus, rule: '8.3.3' });
  if (i.commanderKilled) lines.push({ label: 'Overall commander (not an army commander) killed', value: -1, rule: '8.3.3' });
  if (diff) lines.push({ label: `Losses ${diff > 0 ? 'above' : 'below'} the winner's, per combat point`, value: -diff, rule: '8.3.3' });
  if (i.oldGuard) lines.push({ label: 'Old Guard spearhead lost a step (optional)', value: -1, rule: '15.3' });
  const target = lines.reduce((s, l) => s + l.value, 0);
  // demoralized when the die shows more than the target
  return { target, roll: rollAgainst(d6, target + 1, 0, 'at least'), lines };
}
