/**
 * On To Paris! supply (9): the words every supply file shares, and the check
 * each exported function makes of its answers (a value outside its list is a
 * RangeError naming the field, never a silent default).
 */

export type Side = 'prussian' | 'french';
/** the French government: the Empire, or the Republic after its Fall */
export type Status = 'empire' | 'republic';

/** One step of the reasoning (what was asked or found, and its short answer), or one effect, with the rules it follows. */
export interface Line {
  text: string;
  /** the short answer shown beside a step ("yes", "blocked", "In supply"); effects have none */
  value?: string;
  rules: string[];
}

export const SIDES: readonly Side[] = ['prussian', 'french'];
export const STATUSES: readonly Status[] = ['empire', 'republic'];

/** The answer checks every supply file uses, shared with other games (src/lib/guard.ts). */
export { oneOf, yesNo } from '../../../lib/guard.ts';
