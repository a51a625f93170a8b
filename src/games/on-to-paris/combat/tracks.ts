/**
 * On To Paris! the two penalty tracks checked after a combat with at least two
 * Infantry SPs on each side: the German Infantry Assault Doctrine Penalty (13.8)
 * and the French Artillery Time Fuse Penalty (15.1). A 2D6 roll inside the
 * current box's range ends the penalty for good; otherwise the marker moves one
 * box right (staying in the last). The box ranges are on the map and are absent
 * from our source except where the rules' examples give them (2-3).
 */
import type { UserCells } from '../../../lib/user-chart.ts';
import { cellState } from '../../../lib/user-chart.ts';
import type { TIME_FUSE } from './charts.ts';
import { count } from '../../../lib/guard.ts';
import { Dist } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

const twoD6 = Dist.die(6).times(2);

/** A box's removal range, "2-3" as [2, 3]; null for a box with no range (the start box) or an unknown one. */
export type BoxRange = readonly [number, number] | null;

/** 13.8 and 15.1: does this combat call for the roll? */
export const trackRollDue = (attackerInfantry: number, defenderInfantry: number): boolean => attackerInfantry >= 2 && defenderInfantry >= 2;

export function removalChance(range: BoxRange): Fraction {
  if (range === null) return Fraction.ZERO;
  const [lo, hi] = range;
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 2 || hi > 12 || lo > hi) throw new RangeError(fill(SAY.boxRange, { lo: String(lo), hi: String(hi) }));
  return twoD6.prob((v) => v >= lo && v <= hi);
}

/** After a roll: removed, or the next box (capped at the last). */
export function afterRoll(range: BoxRange, box: number, boxes: number, roll: number): { removed: boolean; box: number } {
  count('2D6 roll', roll, { min: 2, max: 12 });
  if (range && roll >= range[0] && roll <= range[1]) return { removed: true, box };
  return { removed: false, box: Math.min(box + 1, boxes) };
}

/**
 * A box's range as a chart cell holds it: "2-3" (also with an en dash), a single
 * total "2", or "-" for a box with no range. Anything else is null (unreadable).
 */
export function parseRange(s: string): { range: BoxRange } | null {
  const t = s.trim();
  if (t === '-' || t === '–') return { range: null };
  const m = /^(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = Number(m[2] ?? m[1]);
  if (lo < 2 || hi > 12 || lo > hi) return null;
  return { range: [lo, hi] };
}

/**
 * The range of one box: from our source, from the player's chart, or unknown
 * (never guessed). `from` says which.
 */
export function boxRange(chart: typeof TIME_FUSE, box: string, user: UserCells | undefined): { from: 'known' | 'user'; range: BoxRange } | { from: 'unknown' } {
  const s = cellState(chart, 'range', box, user);
  if (s.kind === 'unknown') return { from: 'unknown' };
  const r = parseRange(s.value);
  if (!r) return { from: 'unknown' };
  return { from: s.kind, range: r.range };
}
