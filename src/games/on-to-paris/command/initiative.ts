/**
 * On To Paris! 8.5-8.7: both players roll 3D6 each Action Segment. The higher
 * total takes the Initiative and both players get the difference in IPs; a tie
 * may end the Action Phase, depending on the box of the Command Table Use track.
 * Everything exact over the 6^6 = 46,656 pairs of rolls.
 */
import { count } from '../../../lib/guard.ts';
import { Dist } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { TrackBox } from './command-table.ts';

export const threeD6 = Dist.die(6).times(3);
/** weight of one 3D6 total (out of 216) */
export const weight3d6 = (t: number): bigint => threeD6.weights.get(t) ?? 0n;
const PAIRS = threeD6.total * threeD6.total; // 46656

/** The IPs both players get: the difference of the two totals, 0 on a tie. */
export const ipDistribution: Dist = threeD6.minus(threeD6).map(Math.abs);

export const checkTotal = (name: string, v: number) => count(name, v, { min: 3, max: 18 });

export type InitiativeResult =
  | { kind: 'initiative'; player: 'French' | 'Prussian'; ip: number }
  | { kind: 'tie'; total: number };

export function initiative(french: number, prussian: number): InitiativeResult {
  checkTotal('French roll', french);
  checkTotal('Prussian roll', prussian);
  if (french === prussian) return { kind: 'tie', total: french };
  return { kind: 'initiative', player: french > prussian ? 'French' : 'Prussian', ip: Math.abs(french - prussian) };
}

/** P(a tie on any total). */
export const tieChance = (): Fraction => tieOn(() => true);

/** P(both players roll the same total and it is one of `totals`). */
export function tieOn(pred: (total: number) => boolean): Fraction {
  let w = 0n;
  for (const [t, c] of threeD6.weights) if (pred(t)) w += c * c;
  return new Fraction(w, PAIRS);
}

/** The chance of each side taking the Initiative, and of a tie. */
export function initiativeOdds(): { french: Fraction; prussian: Fraction; tie: Fraction } {
  const tie = tieChance();
  const each = Fraction.ONE.sub(tie).div(new Fraction(2));
  return { french: each, prussian: each, tie };
}

/** (8.6) The chance that the next roll is a tie that ends the phase from `box`, or null when that box is unknown. */
export function endChance(boxes: readonly TrackBox[], box: number): Fraction | null {
  const b = boxes[box - 1];
  if (!b) throw new RangeError(`box must be 1 to ${boxes.length} (got ${String(box)})`);
  if (box === boxes.length || b.totals === 'any') return tieOn(() => true);
  if (b.totals === null) return null;
  const set = b.totals;
  return tieOn((t) => set.includes(t));
}

