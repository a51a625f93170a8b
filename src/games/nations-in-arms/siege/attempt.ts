/**
 * Siege attempt (9.2, 9.3): the DRMs the rulebook lists and the exact chance
 * of each result of the Siege Table, read from the player's own cells (the
 * table is not in our source; content/nations-in-arms/tables/siege.yaml).
 */
import { Dist } from '../../../lib/dice.ts';
import { count, modifier } from '../../../lib/guard.ts';
import type { Chart } from '../../../lib/schemas.ts';
import { editableChart } from '../../../lib/user-chart.ts';
import { readColumn, type ColumnOutcome } from '../../../lib/chart-roll.ts';
import type { UserCells } from '../../../lib/user-chart-store.ts';
import siegeChart from '../../../../content/nations-in-arms/tables/siege.yaml';

export const SIEGE = editableChart('nations-in-arms', 'siege', siegeChart as Chart);
export const SIEGE_ID = SIEGE.id;
export const LOWEST = 1;
export const HIGHEST = 15;
/** the chart's line for a modified total */
export const lineOf = (total: number): string => (total <= LOWEST ? `${LOWEST} or less` : total >= HIGHEST ? `${HIGHEST} or more` : String(total));

export interface SiegeInput {
  /** artillery superiority DRM as the player's card gives it (its scale is not in our source) */
  artillery: number;
  besiegerLeader: number;
  fortressLeader: number;
  engineers: number;
  armies: number;
  /** levels of the siege-duration marker */
  duration: number;
  /** the besiegers are out of supply: their engineers give nothing */
  outOfSupply: boolean;
  /** 6.1.2: out of supply also costs a siege a negative DRM whose size the rulebook does not give (the player's card); counted only when outOfSupply */
  supplyDrm?: number;
}

/**
 * Out of supply, 9.2 asks only engineer units to be supplied, while 6.1.2 takes
 * away every engineer capability: an army marker's intrinsic engineer either
 * keeps its +1 ('kept', 9.2 as worded) or loses it with the others ('lost').
 */
export type ArmyEngineerReading = 'kept' | 'lost';
export const ARMY_ENGINEER_READINGS: readonly ArmyEngineerReading[] = ['kept', 'lost'];

export interface Line {
  label: string;
  value: number;
  rule: string;
}

export function siegeDrm(i: SiegeInput, armyEngineer: ArmyEngineerReading): Line[] {
  if (!ARMY_ENGINEER_READINGS.includes(armyEngineer)) throw new RangeError(`unknown reading ${String(armyEngineer)}`);
  modifier('artillery superiority DRM', i.artillery, 9);
  count("besieging leader's combat bonus", i.besiegerLeader, { max: 9 });
  count("fortress leader's combat bonus", i.fortressLeader, { max: 9 });
  count('engineers', i.engineers, { max: 9 });
  count('army markers', i.armies, { max: 9 });
  count('siege duration', i.duration, { max: 20 });
  const supply = i.outOfSupply ? -count('out-of-supply DRM', -(i.supplyDrm ?? 0), { max: 9 }) : 0;
  const lines: Line[] = [];
  if (i.artillery) lines.push({ label: 'Artillery superiority (your card)', value: i.artillery, rule: '9.2' });
  const lead = i.besiegerLeader - i.fortressLeader;
  if (lead) lines.push({ label: 'Leader combat bonus difference', value: lead, rule: '9.2' });
  if (i.engineers && !i.outOfSupply) lines.push({ label: 'Supplied engineer units, +1 each', value: i.engineers, rule: '9.2' });
  if (i.armies && !(i.outOfSupply && armyEngineer === 'lost')) lines.push({ label: 'Army markers (intrinsic engineers), +1 each', value: i.armies, rule: '9.2' });
  if (i.duration) lines.push({ label: 'Siege duration, +1 per level', value: i.duration, rule: '9.2' });
  if (supply) lines.push({ label: 'Out of supply (your card)', value: supply, rule: '6.1.2' });
  return lines;
}

export type Column = 'l1' | 'l2' | 'l3';
export const columnOf = (level: number): Column => `l${count('fortress level', level, { min: 1, max: 3 })}` as Column;

export type SiegeOutcome = ColumnOutcome;

export function siegeOutcome(level: number, dice: Dist, drm: number, user: UserCells | undefined): SiegeOutcome {
  modifier('DRM', drm, 40);
  const col = columnOf(level);
  const total = dice.plus(drm).map((v) => Math.max(LOWEST, Math.min(HIGHEST, v)));
  return readColumn(SIEGE, col, total, lineOf, user);
}

/** 9.3: what each result does. */
export const RESULTS: Record<string, string> = {
  NE: 'No effect; the siege marker goes up one level.',
  R: 'Repulsed, with a possible loss to the besiegers (your card says which of R and R* costs what); the siege marker goes up one level.',
  'R*': 'Repulsed, with a possible loss to the besiegers (your card says which of R and R* costs what); the siege marker goes up one level.',
  A: 'Assault: one round on the skirmish column, no terrain, pursuit, cavalry modifiers or tactics, no retreat; the garrison inflicts at most its fortress points plus its combat points; a tie repulses the besiegers; the fortress falls if the besieged lose and are demoralized (a citadel only when its permanent points are gone).',
  B: 'Breach: one round of combat, then the besieged units are destroyed; the besieger takes the fortress even if all his attackers died.',
  H: 'Honors of war: the fortress gives up and is deactivated; its besieged force returns at the next Spring reinforcement.',
};
