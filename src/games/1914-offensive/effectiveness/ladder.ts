/**
 * 1914 CE status ladder (6.1): full, −1, −2, −3, then CI, D1 and D2, all three
 * at 3 below the Base CE. A step is the number of reductions taken (0 to 6).
 * Past D2 a reduction is either turned into a Strength Reduction (10.2, after
 * a post-combat EC) or ignored (6.1.3): the caller says which.
 */
import { count } from '../../../lib/guard.ts';

export const STATUSES = ['full', '−1', '−2', '−3', 'CI', 'D1', 'D2'] as const;
export type Status = (typeof STATUSES)[number];
export const D2 = 6;
/** URL-friendly keys of the statuses, in ladder order */
export const STATUS_KEYS = ['0', '1', '2', '3', 'ci', 'd1', 'd2'] as const;

export const statusLabel = (step: number): Status => STATUSES[count('CE status step', step, { max: D2 })]!;

/** CEL = Base CE − CE Status; CI, D1 and D2 all count as −3 (6.1.2, 6.1.4). */
export function celOf(base: number, step: number): number {
  count('Base CE', base, { min: 1, max: 20 });
  return base - Math.min(count('CE status step', step, { max: D2 }), 3);
}

export const isCI = (step: number) => step === 4;
export const isDemoralized = (step: number) => step >= 5;

export type BeyondD2 = 'sr' | 'ignore';

/** Take n reductions: the new step, and the SRs the reductions past D2 become (when they do). */
export function reduce(step: number, n: number, beyond: BeyondD2): { step: number; sr: number; lost: number } {
  count('CE status step', step, { max: D2 });
  count('reductions', n, { max: 99 });
  const to = Math.min(D2, step + n);
  const lost = step + n - to;
  return { step: to, sr: beyond === 'sr' ? lost : 0, lost };
}

/**
 * The CE Status a new Formation starts with when it replaces others (16.2.1,
 * 16.3, 16.4): the average of theirs, rounded toward the worse status. The
 * rulebook's "rounded down" is on negative statuses (its 16.4 example: −1, −1
 * and −2 give −1.33, hence −2), so on our steps (losses counted upward) it is
 * the ceiling. A single departing Formation (16.2.1) passes on its own status.
 * CI, D1 and D2 are averaged as ladder steps 4 to 6: our reading, the
 * rulebook's examples use only −1 and −2.
 */
export function averageCeStatus(steps: readonly number[]): number {
  if (steps.length === 0) throw new RangeError('CE statuses: at least one departing Formation');
  const sum = steps.reduce((s, x) => s + count('CE status step', x, { max: D2 }), 0);
  return Math.ceil(sum / steps.length);
}
