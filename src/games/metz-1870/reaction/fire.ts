/**
 * Metz 1870 fires in reaction to a move (11.4, 11.5), the pieces the reaction
 * fire calculator needs on top of the fire calculator's: the Defensive Fire
 * repeat penalty (8.4 s) under either reading of its scope, and the chance a
 * fire result halts a mover. Exact. Kept apart from the cavalry logic
 * (charge.ts) so neither calculator page loads the other's code.
 */
import { Fraction } from '../../../lib/fraction.ts';
import type { ResultCode } from '../fire/crt.ts';
import { hitOf, RESULT_CODES } from '../fire/crt.ts';
import { moraleTest } from '../morale/tests.ts';

const ONE = Fraction.ONE;
const ZERO = Fraction.ZERO;

// ---------------------------------------------------------------- 8.4 s, 11.4

/**
 * Penalty on a unit's n-th Defensive Fire in one Step: none on the first, ◀2
 * on each later one, not cumulative (8.4 s). 11.4 counts the fires per phase
 * instead (notes §11.7); within one enemy Movement Step both readings agree.
 */
export function defensiveFireShift(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('fires are counted from 1');
  return n === 1 ? 0 : -2;
}

/** Shifts of a sequence of Defensive Fires by one unit. */
export const defensiveFireShifts = (fires: number): number[] => Array.from({ length: fires }, (_, i) => defensiveFireShift(i + 1));

/**
 * 8.4 s counts a unit's Defensive Fires per Step, 11.4 per phase (notes
 * §11.7). 'step': only the fires of this Step count; 'phase': the fires of
 * earlier Steps of the same phase count too.
 */
export type DfScope = 'step' | 'phase';

export function defensiveFirePenalty(thisStep: number, earlierInPhase: number, scope: DfScope): { nth: number; shift: number } {
  for (const n of [thisStep, earlierInPhase]) if (!Number.isInteger(n) || n < 0) throw new RangeError('fires already made are counted from 0');
  const nth = thisStep + (scope === 'phase' ? earlierInPhase : 0) + 1;
  return { nth, shift: defensiveFireShift(nth) };
}

// ---------------------------------------------------------------- 11.4, 11.5: the mover halted

/**
 * Chance that a fire result stops a moving unit or stack (11.4, 11.5): any
 * Casualty Hit does; a Morale Test does when it gives a Morale Hit to the
 * mover with the lowest modified TCR (all test on the one white die, 8.5).
 */
export function haltChance(code: ResultCode, moverTcr: number): Fraction {
  const h = hitOf(code);
  if (h.ch > 0) return ONE;
  if (h.mt === null) return ZERO;
  const m = moraleTest(moverTcr, h.mt).byHits;
  return m[1].prob.add(m[2].prob);
}

/** White-die faces that give a Morale Hit on an MT result, or the reason the result always or never halts. */
export function haltWhen(code: ResultCode, moverTcr: number): string {
  const h = hitOf(code);
  if (h.ch > 0) return 'always (a Casualty Hit)';
  if (h.mt === null) return 'never';
  const from = moverTcr - h.mt;
  if (from <= 1) return 'always (any white die)';
  if (from > 10) return 'never (no white die is enough)';
  return `white ${from} or more${from === 10 ? ' (a 0)' : ''}`;
}

/** The whole chance of halting over a column's results (which must cover the die). */
export function haltOverColumn(results: { result: ResultCode; prob: Fraction }[], moverTcr: number): Fraction {
  const total = results.reduce((s, r) => s.add(r.prob), ZERO);
  if (!total.equals(ONE)) throw new Error('the column does not cover the whole die');
  return results.reduce((s, r) => s.add(r.prob.mul(haltChance(r.result, moverTcr))), ZERO);
}

export const ALL_RESULTS: ResultCode[] = RESULT_CODES.map((r) => r.code);
