/**
 * Land interception (5.2.6) and avoidance (5.2.7): the DRM lists, the clamp of
 * avoidance to -3..+3 (waived for cossacks or guerrillas alone), the cases
 * that need no roll, and the exact chance of the 2D6 check.
 */
import { count } from '../../../lib/guard.ts';
import { check, sum, type Check, type DrmLine } from './drm.ts';

export type { Check };

const initiative = (name: string, v: number) => count(name, v, { min: 0, max: 9 });

export interface InterceptionInput {
  lightCavalry: boolean;
  cavalryLeader: boolean;
  /** entering the interception hex costs 2 MP or more (an off-map box counts as difficult terrain) */
  costlyHex: boolean;
  /** across an unbridged river: only a force with engineers or an army may */
  acrossRiver: boolean;
  interceptorInitiative: number;
  phasingInitiative: number;
  /** units of two or more major powers take part */
  severalPowers: boolean;
}

export function interception(i: InterceptionInput): Check {
  initiative('interceptor initiative', i.interceptorInitiative);
  initiative('phasing leader initiative', i.phasingInitiative);
  const lines: DrmLine[] = [];
  if (i.lightCavalry) lines.push({ label: 'Light cavalry present (not cossacks)', value: 1, rule: '5.2.6' });
  if (i.cavalryLeader) lines.push({ label: 'Cavalry leader', value: 1, rule: '5.2.6' });
  if (i.costlyHex) lines.push({ label: 'Hex costs 2 MP or more to enter', value: -1, rule: '5.2.6' });
  if (i.acrossRiver) lines.push({ label: 'Across an unbridged river', value: -3, rule: '5.2.6' });
  if (i.interceptorInitiative > i.phasingInitiative) lines.push({ label: "Initiative higher than the phasing leader's", value: 1, rule: '5.2.6' });
  if (i.interceptorInitiative < i.phasingInitiative) lines.push({ label: "Initiative lower than the phasing leader's", value: -1, rule: '5.2.6' });
  if (i.severalPowers) lines.push({ label: 'Units of 2 or more major powers', value: -1, rule: '5.2.6' });
  const raw = sum(lines);
  return { lines, raw, net: raw, clamped: false, roll: check(raw) };
}

export type Avoider = 'leader' | 'cossacks-guerrillas';
/** A9: cossacks or guerrillas alone have no leader; whether an initiative term applies to them is not said. */
export type LoneReading = 'no-initiative' | 'zero-initiative';

export interface AvoidanceInput {
  avoider: Avoider;
  /** the avoiding leader's initiative (leader only) */
  leaderInitiative: number;
  /** the moving (phasing) leader's initiative */
  movingInitiative: number;
  difficultTerrain: boolean;
  lightCavalry: boolean;
  cavalryLeader: boolean;
  /** crossing an unbridged river: only a force with engineers or an army may */
  acrossRiver: boolean;
  /** how cossacks or guerrillas alone count initiative (A9) */
  lone: LoneReading;
}

export const CLAMP = 3;

export function avoidance(i: AvoidanceInput): Check {
  initiative('avoiding leader initiative', i.leaderInitiative);
  initiative('moving leader initiative', i.movingInitiative);
  if (i.avoider !== 'leader' && i.avoider !== 'cossacks-guerrillas') throw new RangeError(`unknown avoider ${String(i.avoider)}`);
  if (i.lone !== 'no-initiative' && i.lone !== 'zero-initiative') throw new RangeError(`unknown reading ${String(i.lone)}`);
  const lone = i.avoider === 'cossacks-guerrillas';
  const lines: DrmLine[] = [];
  const own = lone ? (i.lone === 'zero-initiative' ? 0 : null) : i.leaderInitiative;
  if (!lone) lines.push({ label: "Avoiding leader's initiative", value: i.leaderInitiative, rule: '5.2.7' });
  if (lone) lines.push({ label: 'Cossacks or guerrillas alone in the hex', value: 5, rule: '5.2.7' });
  if (i.difficultTerrain) lines.push({ label: 'Difficult terrain (2 MP or more to enter)', value: 1, rule: '5.2.7' });
  if (i.lightCavalry) lines.push({ label: 'Light cavalry present (not cossacks)', value: 1, rule: '5.2.7' });
  if (i.cavalryLeader) lines.push({ label: 'Cavalry leader present', value: 1, rule: '5.2.7' });
  if (i.acrossRiver) lines.push({ label: 'Crossing an unbridged river', value: -3, rule: '5.2.7' });
  if (own !== null && own < i.movingInitiative) lines.push({ label: "Initiative lower than the moving leader's", value: own - i.movingInitiative, rule: '5.2.7' });
  const raw = sum(lines);
  const net = lone ? raw : Math.max(-CLAMP, Math.min(CLAMP, raw));
  return { lines, raw, net, clamped: net !== raw, roll: check(net) };
}

/** 5.2.7: the cases that avoid without a roll. */
export const AUTOMATIC = {
  'cavalry-leader': 'A leader commanding only cavalry (not when the phasing force is all cavalry, none of it demoralized)',
  demoralized: 'Demoralized units',
  'guerrillas-mountain': 'Guerrillas standing in a mountain hex or a mountain pass',
  fortress: 'Units withdrawing into a friendly fortress in the hex (no longer possible once an avoidance roll has failed)',
} as const;
export type Automatic = keyof typeof AUTOMATIC;
