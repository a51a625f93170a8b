/**
 * March to the Sound of the Guns (8.1.1): a leader adjacent to the battle hex
 * joins on 2D6 + DRM of 10 or more. No cap on the DRM.
 */
import { count } from '../../../lib/guard.ts';
import { check, sum, type Check, type DrmLine } from './drm.ts';

export type River = 'none' | 'unbridged' | 'unbridged-engineers';

export interface MarchInput {
  leaderBonus: number;
  /** the army commander's combat bonus, when it counts (army in the battle hex, capacity not exceeded) */
  armyBonus: number;
  river: River;
  demoralized: boolean;
  outOfSupply: boolean;
}

export function march(i: MarchInput): Check {
  count("marching leader's combat bonus", i.leaderBonus, { min: 0, max: 9 });
  count("army commander's combat bonus", i.armyBonus, { min: 0, max: 9 });
  if (!['none', 'unbridged', 'unbridged-engineers'].includes(i.river)) throw new RangeError(`unknown river ${String(i.river)}`);
  const lines: DrmLine[] = [];
  if (i.leaderBonus) lines.push({ label: "Marching leader's combat bonus", value: i.leaderBonus, rule: '8.1.1' });
  if (i.armyBonus) lines.push({ label: "Army commander's combat bonus", value: i.armyBonus, rule: '8.1.1' });
  if (i.river === 'unbridged') lines.push({ label: 'Crossing an unbridged river', value: -4, rule: '8.1.1' });
  if (i.river === 'unbridged-engineers') lines.push({ label: 'Crossing an unbridged river with engineers', value: -2, rule: '8.1.1' });
  if (i.demoralized) lines.push({ label: 'Demoralized', value: -4, rule: '8.1.1' });
  if (i.outOfSupply) lines.push({ label: 'Out of supply', value: -4, rule: '8.1.1' });
  const raw = sum(lines);
  return { lines, raw, net: raw, clamped: false, roll: check(raw) };
}
