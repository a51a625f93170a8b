/**
 * Nations in Arms: the reaction checks of 5.2.6, 5.2.7, 5.3.1, 5.3.2 and 8.1.1
 * all succeed on 2D6 + DRM of 10 or more. A DRM list is a set of lines, each
 * with its value and rule, summed into the net DRM.
 */
import { rollAgainst, twoD6, type TargetRoll } from '../../../lib/target-roll.ts';

export const TARGET = 10;

export interface DrmLine {
  label: string;
  value: number;
  rule: string;
}

export const sum = (lines: DrmLine[]): number => lines.reduce((s, l) => s + l.value, 0);

/** The check as a roll: 2D6 + net DRM of 10 or more. */
export const check = (net: number): TargetRoll => rollAgainst(twoD6, TARGET, net);

export interface Check {
  lines: DrmLine[];
  /** the DRMs added up */
  raw: number;
  /** the DRM the roll uses (after any clamp) */
  net: number;
  clamped: boolean;
  roll: TargetRoll;
}
