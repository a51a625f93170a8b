/**
 * 1914 Cavalry Reaction MPs Expended marker (8.2.4, 8.3, 7.1.1, 7.2): what a
 * reaction or a retirement adds to it, and what it does in the unit's next
 * movement phase. The marker's MPs are spent first; those beyond the phase
 * allowance are Forced March MPs (+1 each to the Forced March EC); a marker
 * beyond allowance + 7 keeps the unit in place and carries the excess on.
 */
import { count } from '../../../lib/guard.ts';
import { ALLOWANCE, FM_MPS, maxMps, PHASES, type Phase } from '../effectiveness/forced-march.ts';

/** MP allowance by phase (7.1.1), kept with the Forced March limits */
export { ALLOWANCE, PHASES, type Phase };
/** Forced March MPs a cavalry unit may gain in one movement phase (7.2.1, 8.1) */
export const CAVALRY_FM = FM_MPS.cavalry;
/** Largest marker and hexside cost the calculator takes */
export const MAX_MARKER = 40;
export const MAX_COST = 12;

/**
 * When the unit must stay put: the marker exceeds allowance + 7 (8.2.4a,
 * default), or it exceeds the allowance alone (7.1.1: "fewer than zero MPs").
 */
export type StayReading = 'beyond-fm' | 'beyond-allowance';

/** The marker after one more reaction or retirement across a hexside of this cost (EZOC costs ignored). */
export function recordMove(marker: number, cost: number): number {
  count('marker', marker, { max: MAX_MARKER });
  count('hexside cost', cost, { min: 1, max: MAX_COST });
  return marker + cost;
}

export interface NextPhase {
  allowance: number;
  marker: number;
  /** the unit must remain stationary and take the Forced March roll */
  stays: boolean;
  /** marker MPs spent this phase (the rest is the excess) */
  spent: number;
  /** carried as a new marker into the movement phase after this one */
  excess: number;
  /** normal MPs left after the marker */
  normalLeft: number;
  /** Forced March MPs still available after the marker */
  fmLeft: number;
  /** Forced March MPs of the whole phase: the EC modifier, 0 if no EC is due */
  fm: number;
}

/** The next movement phase with this marker, and `more` MPs spent after it (0 if it stays). */
export function nextPhase(marker: number, phase: Phase, more: number, reading: StayReading): NextPhase {
  count('marker', marker, { max: MAX_MARKER + MAX_COST });
  count('MPs spent after the marker', more, { max: maxMps('cavalry', 'movement') });
  const cap = maxMps('cavalry', phase); // refuses a phase that is not a movement phase
  const allowance = ALLOWANCE[phase];
  const stays = reading === 'beyond-allowance' ? marker > allowance : marker > cap;
  if (stays) {
    if (more > 0) throw new RangeError('MPs spent after the marker: the unit must stay where it is');
    const spent = Math.min(marker, cap);
    return { allowance, marker, stays, spent, excess: marker - spent, normalLeft: 0, fmLeft: 0, fm: spent - allowance };
  }
  const normalLeft = Math.max(0, allowance - marker);
  const fmLeft = CAVALRY_FM - Math.max(0, marker - allowance);
  if (more > normalLeft + fmLeft) throw new RangeError(`MPs spent after the marker: at most ${normalLeft + fmLeft}`);
  return { allowance, marker, stays, spent: marker, excess: 0, normalLeft, fmLeft, fm: Math.max(0, marker + more - allowance) };
}
