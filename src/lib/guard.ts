/**
 * Input checks at the entry of every exported computation: a count or a
 * modifier that is NaN, infinite, fractional or out of its range gets a
 * RangeError naming the field, never a silent 0 or an internal BigInt error.
 */

/** A whole number from min (default 0) to max; returned unchanged. */
export function count(name: string, v: number, { min = 0, max = Infinity }: { min?: number; max?: number } = {}): number {
  if (Number.isInteger(v) && v >= min && v <= max) return v;
  throw new RangeError(`${name} must be a whole number from ${min} to ${max}, not ${v}`);
}

/** A whole-number modifier (may be negative); returned unchanged. */
export const modifier = (name: string, v: number, limit = Infinity): number => count(name, v, { min: -limit, max: limit });

/** A bad value as a message repeats it: at most `max` characters, so a huge value cannot widen the page. */
export const quote = (s: string, max = 24): string => `"${s.length > max ? `${s.slice(0, max)}…` : s}"`;

/** A value that must be one of a few strings (a choice's answer); a RangeError naming the field otherwise. */
export function oneOf<T extends string>(name: string, v: unknown, allowed: readonly T[]): T {
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  throw new RangeError(`${name} must be one of ${allowed.join(', ')}, not ${String(v)}`);
}

/** A yes/no answer; a RangeError naming the field for anything else. */
export function yesNo(name: string, v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  throw new RangeError(`${name} must be yes or no, not ${String(v)}`);
}
