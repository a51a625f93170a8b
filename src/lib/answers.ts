/**
 * Checks of a player's answers to a walk of questions (a supply check, one
 * hex of a line): a word from a fixed list, or yes/no. Anything else is a
 * RangeError naming the field, never a silent default. Apart from guard.ts so
 * that the calculator pages that ask no such questions do not load it.
 */

/** A value from a fixed list of words. */
export function oneOf<T extends string>(name: string, v: unknown, allowed: readonly T[]): T {
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  throw new RangeError(`${name} must be one of ${allowed.join(', ')}, not ${String(v)}`);
}

/** A yes/no answer. */
export function yesNo(name: string, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  throw new RangeError(`${name} must be yes or no, not ${String(v)}`);
}
