/**
 * Drawing without replacement, exact: chits from a cup, markers from a pile.
 * Bigint binomials, so large piles stay exact.
 */
import { Fraction } from './fraction.ts';

// The guard of lib/guard.ts, written out here: the Metz checklist draws from its cup and has no
// bytes to spare for the shared guard chunk (its counts are already checked by the save's shape).
const count = (name: string, v: number, min = 0, max = Infinity): number => {
  if (Number.isInteger(v) && v >= min && v <= max) return v;
  throw new RangeError(`${name} must be a whole number from ${min} to ${max}, not ${v}`);
};

/** Binomial coefficient C(n, k); 0 outside 0 <= k <= n. */
export function choose(n: number, k: number): bigint {
  count('n', n);
  count('k', k, -Infinity);
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * Drawing k of n items of which `marked` are of one kind: the chance of
 * exactly j of that kind among the k, for j = 0..marked (hypergeometric;
 * 0 where j cannot happen).
 */
export function hypergeometric(n: number, marked: number, k: number): Fraction[] {
  count('n', n);
  count('marked', marked, 0, n);
  count('k', k, 0, n);
  const all = choose(n, k);
  return Array.from({ length: marked + 1 }, (_, j) => new Fraction(choose(marked, j) * choose(n - marked, k - j), all));
}
