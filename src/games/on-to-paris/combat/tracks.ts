/**
 * On To Paris! the two penalty tracks checked after a combat with at least two
 * Infantry SPs on each side: the German Infantry Assault Doctrine Penalty (13.8)
 * and the French Artillery Time Fuse Penalty (15.1). A 2D6 roll inside the
 * current box's range ends the penalty for good; otherwise the marker moves one
 * box right (staying in the last). The box ranges are on the map and are absent
 * from our source except where the rules' examples give them (2-3).
 */
import { count } from '../../../lib/guard.ts';
import { Dist } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';

const twoD6 = Dist.die(6).times(2);

/** A box's removal range, "2-3" as [2, 3]; null for a box with no range (the start box) or an unknown one. */
export type BoxRange = readonly [number, number] | null;

/** 13.8 and 15.1: does this combat call for the roll? */
export const trackRollDue = (attackerInfantry: number, defenderInfantry: number): boolean => attackerInfantry >= 2 && defenderInfantry >= 2;

export function removalChance(range: BoxRange): Fraction {
  if (range === null) return Fraction.ZERO;
  const [lo, hi] = range;
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 2 || hi > 12 || lo > hi) throw new RangeError(`a box's range is two 2D6 totals, low to high (got ${String(lo)}-${String(hi)})`);
  return twoD6.prob((v) => v >= lo && v <= hi);
}

/** After a roll: removed, or the next box (capped at the last). */
export function afterRoll(range: BoxRange, box: number, boxes: number, roll: number): { removed: boolean; box: number } {
  count('2D6 roll', roll, { min: 2, max: 12 });
  if (range && roll >= range[0] && roll <= range[1]) return { removed: true, box };
  return { removed: false, box: Math.min(box + 1, boxes) };
}
