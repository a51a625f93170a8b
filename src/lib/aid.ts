/**
 * Quick odds tables for the printed player aid: chances that stay the same
 * every game once the dice of a roll are known, worked out at build time from
 * the games' own exact logic (dice.ts, fraction.ts). Pure: a game's
 * src/games/<slug>/aid/odds.ts builds its tables with these helpers and the
 * aid page only renders them.
 */
import { Fraction } from './fraction.ts';
import { Dist } from './dice.ts';
import { count } from './guard.ts';

export interface OddsTable {
  /** anchor on the aid page, unique within the game */
  id: string;
  title: string;
  /** rule ids the roll comes from (checked against the registry like a chart's) */
  rules: string[];
  /** how to read the table: the roll, what the cells count, the readings assumed */
  note: string;
  /** header of the first column (what each row is) */
  corner: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

/**
 * A chance as a count of the equally likely outcomes: "21" out of 36. The
 * denominator must hold the fraction exactly (a chance over 2d6 in 36ths).
 */
export function outOf(p: Fraction, total: bigint | number): string {
  const t = BigInt(total);
  count('outcomes', Number(t), { min: 1 });
  const n = p.n * t;
  if (n % p.d !== 0n) throw new RangeError(`${p.toString()} is not a whole number of ${t}ths`);
  return String(n / p.d);
}

/** A chance as count and percentage: "21/36 (58%)"; "none" and "all" for the sure cases. */
export function chance(p: Fraction, total: bigint | number, digits = 0): string {
  if (p.isZero()) return 'none';
  if (p.equals(Fraction.ONE)) return 'all';
  return `${outOf(p, total)}/${BigInt(total)} (${p.toPercent(digits)})`;
}

/** Whole numbers from lo to hi inclusive. */
export function span(lo: number, hi: number): number[] {
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo) throw new RangeError(`bad span ${lo}..${hi}`);
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** "+2", "0", "−1" (a true minus sign, as the charts print it). */
export const signedLabel = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * Dice plus a modifier against a target: the chance of a total of at least
 * (or at most) the target, for each modifier. Exact over the dice's outcomes.
 */
export function rollAgainst(dice: Dist, modifier: number, target: number, want: 'at-least' | 'at-most'): Fraction {
  const d = dice.plus(modifier);
  return want === 'at-least' ? d.prob((v) => v >= target) : d.prob((v) => v <= target);
}

export const twoD6 = Dist.die(6).times(2);
