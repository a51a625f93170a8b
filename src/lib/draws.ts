/**
 * Drawing without replacement, exact: chits from a cup, markers from a pile.
 * Bigint binomials, so large piles stay exact.
 */
import { Fraction } from './fraction.ts';
import { count, modifier } from './guard.ts';

/** Binomial coefficient C(n, k); 0 outside 0 <= k <= n. */
export function choose(n: number, k: number): bigint {
  count('n', n);
  modifier('k', k);
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
  count('marked', marked, { max: n });
  count('k', k, { max: n });
  const all = choose(n, k);
  return Array.from({ length: marked + 1 }, (_, j) => new Fraction(choose(marked, j) * choose(n - marked, k - j), all));
}
