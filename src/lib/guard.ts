/**
 * Input checks at the entry of every exported computation: a count or a
 * modifier that is NaN, infinite, fractional or out of its range gets a
 * RangeError naming the field, never a silent 0 or an internal BigInt error.
 */
const MAX = Number.MAX_SAFE_INTEGER;

/** A whole number from min (default 0) to max; returned unchanged. */
export function count(name: string, v: number, { min = 0, max = MAX }: { min?: number; max?: number } = {}): number {
  if (!Number.isInteger(v) || v < min || v > max) throw new RangeError(`${name} must be a whole number from ${min}${max < MAX ? ` to ${max}` : ''}, not ${v}`);
  return v;
}

/** A whole-number modifier (may be negative); returned unchanged. */
export const modifier = (name: string, v: number, limit = 1000): number => count(name, v, { min: -limit, max: limit });
