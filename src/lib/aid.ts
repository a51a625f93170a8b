/**
 * Quick odds tables for the printed player aid: chances that stay the same
 * every game once the dice of a roll are known, worked out at build time from
 * the games' own exact logic (dice.ts, fraction.ts). Pure: a game's
 * src/games/<slug>/aid/odds.ts builds its tables with these helpers and the
 * aid page only renders them.
 */
import type { StepText } from './checklist.ts';
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

/**
 * The printed aid's sequence of play gives each step who acts and one line of what to do. Both come
 * from the step's own words (its `who` and its first `todo` line) unless those point at the screen
 * ("see the box above", "press its button") or run long: src/games/<slug>/aid/sequence.ts then
 * gives the paper its own words for that step, by step key.
 */
export interface PaperWords {
  who?: string;
  line?: string;
}
export type AidSequence = Record<string, PaperWords>;

/** Who acts and what to do, as the printed aid says it. */
export function paperStep(key: string, text: Pick<StepText, 'who' | 'todo'>, words: AidSequence): Required<PaperWords> {
  const own = words[key] ?? {};
  return { who: own.who ?? text.who, line: own.line ?? text.todo[0] ?? '' };
}

/** Words that make sense only on the screen: a printed step must not use them. */
export const SCREEN_WORDS = /\b(?:above|below|buttons?|press|tap|click|screen|checklist|this page|the page|form|shown|named in|see the counters|say (?:so|whether)|restart|type (?:the|in|it)|typed|rolled value)\b|"How many"/i;
/** The longest line of what to do the printed sequence gives a step (two or three printed lines). */
export const PAPER_LINE_MAX = 160;
