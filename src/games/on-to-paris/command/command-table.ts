/**
 * On To Paris! 8.6-8.7: the Command Table Use track. Ties are ignored until two
 * Action Segments have been played (unless both players are exhausted). A counted
 * tie ends the phase when the marker's box lists that total, or in the last box;
 * otherwise the marker moves one box right and the players roll for CPs again.
 *
 * Our source gives three boxes (the start box "--", a box for 11 and the centre
 * box for 5, 11 and 16) and names a second-to-last and a last box; how many boxes
 * there are and what the second-to-last lists are not in it. They come from the
 * player's own chart: a box with `totals: null` is unknown.
 */
import { count } from '../../../lib/guard.ts';

export interface TrackBox {
  /** the tied 3D6 totals that end the phase in this box; 'any' for the last box; null when unknown */
  totals: readonly number[] | 'any' | null;
}

/** Boxes 1-3 as our source gives them; the rest from the player's chart. */
export const KNOWN_BOXES: readonly TrackBox[] = [{ totals: [] }, { totals: [11] }, { totals: [5, 11, 16] }];

/** Who pays the VP penalty of 8.6.3 (-1 VP while the Empire stands, +1 VP after its Fall). */
export const penaltyVp = (empireFallen: boolean): number => (empireFallen ? 1 : -1);

/**
 * M1 of the errata: whether a tie that ENDS the phase from the second-to-last box
 * costs the penalty too. "every-tie" (default) charges every use of the table from
 * the moment the marker enters that box; "entering-only" charges only entering
 * the second-to-last and the last box and each tie in the last box.
 */
export type PenaltyReading = 'every-tie' | 'entering-only';

export interface TieOutcome {
  endsPhase: boolean;
  /** the box after this tie (1-based) */
  box: number;
  /** VP penalties charged by this tie (each worth penaltyVp) */
  penalties: number;
  /** true when the marker's box is unknown: the player must read the map */
  unknown: boolean;
}

/**
 * A counted tie on `total` with the marker in `box` (1-based) of a track of
 * `boxes.length` boxes. Does not apply the General Staff (see pgsCancel).
 */
export function countedTie(boxes: readonly TrackBox[], box: number, total: number, reading: PenaltyReading = 'every-tie'): TieOutcome {
  const n = boxes.length;
  count('box', box, { min: 1, max: n });
  const last = box === n;
  const secondToLast = box === n - 1;
  const here = boxes[box - 1]!;
  if (last) return { endsPhase: true, box, penalties: 1, unknown: false };
  if (here.totals === null) return { endsPhase: false, box, penalties: 0, unknown: true };
  const ends = here.totals === 'any' || here.totals.includes(total);
  if (ends) return { endsPhase: true, box, penalties: secondToLast && reading === 'every-tie' ? 1 : 0, unknown: false };
  const next = box + 1;
  // entering the second-to-last or the last box is charged; a non-ending tie while already in the second-to-last is "a use" under every-tie
  const entering = next >= n - 1 ? 1 : 0;
  return { endsPhase: false, box: next, penalties: entering, unknown: false };
}

/**
 * 8.8: the Prussian General Staff cancels a tie that would end the phase: the
 * marker moves one box right (a penalty when it enters the second-to-last or the
 * last box), or stays in the last box. The penalties returned are those of moving
 * the marker only: the tie itself was already charged by countedTie (a tie in the
 * last box costs one penalty whether or not the General Staff cancels it).
 */
export function pgsCancel(boxes: readonly TrackBox[], box: number): { box: number; penalties: number } {
  const n = boxes.length;
  count('box', box, { min: 1, max: n });
  if (box === n) return { box, penalties: 0 };
  return { box: box + 1, penalties: box + 1 >= n - 1 ? 1 : 0 };
}

/** 8.6.3: ties are not counted before two Segments unless both players are exhausted. */
export const tieCounts = (segmentsDone: number, bothExhausted: boolean): boolean => segmentsDone >= 2 || bothExhausted;

