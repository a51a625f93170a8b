/**
 * Tiny exact helpers for the differential tests: a probability is a count of
 * equally likely outcomes over a total, reduced and written like "7/36"
 * ("0" and "1" for the certain cases). Independent of src/lib/fraction.ts.
 */
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
export function ratio(n: number, d: number): string {
  if (n === 0) return '0';
  const g = gcd(n, d);
  return d / g === 1 ? `${n / g}` : `${n / g}/${d / g}`;
}
/** every total of k six-sided dice with its number of ways (of 6^k) */
export function dice(k: number): Map<number, number> {
  let m = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < k; i++) {
    const next = new Map<number, number>();
    for (const [t, w] of m) for (let f = 1; f <= 6; f++) next.set(t + f, (next.get(t + f) ?? 0) + w);
    m = next;
  }
  return m;
}
export const cellText = (c: unknown): string => (typeof c === 'object' && c !== null ? String(c) : String(c));
