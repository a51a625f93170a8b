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

/** The value if it is one of the allowed ones; a RangeError otherwise. */
export function oneOf<T extends string>(name: string, v: unknown, allowed: readonly T[]): T {
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  throw new RangeError(`${name} must be one of ${allowed.join(', ')}, not ${String(v)}`);
}

/** A yes/no answer; a RangeError for anything else. */
export function yesNo(name: string, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  throw new RangeError(`${name} must be yes or no, not ${String(v)}`);
}
