/**
 * Nations in Arms, the initiative pool (3.1, 3.2): which markers go in, and
 * what a drawn marker does under the draw rules. Pure: the machine keeps the
 * pool in its context and asks `verdict` what each draw the player reports
 * means.
 *
 * The draw is blind and uniform: each marker in the pool is the next out with
 * chance 1/n. A marker that must go back (or aside) is drawn again from the
 * same pool, so of the markers that would count, each is equally likely to be
 * the next one that does.
 */
import { Fraction } from '../../../lib/fraction.ts';

export type Side = 'E' | 'C';
/** Land markers 1-4 a side, the Naval 1 and the once-a-year extra naval marker a side, the two neutral markers, Winter Quarters. */
export const MARKERS = ['E1', 'E2', 'E3', 'E4', 'C1', 'C2', 'C3', 'C4', 'EN', 'EX', 'CN', 'CX', 'NL', 'NN', 'WQ'] as const;
export type Marker = (typeof MARKERS)[number];
/** Spring, Summer, Autumn, Winter */
export type Season = 0 | 1 | 2 | 3;

/** Winter Quarters draws each season ignores before one ends the phase (3.1); Summer has none in the pool. */
export const WQ_IGNORED: Record<Season, number | null> = { 0: 2, 1: null, 2: 1, 3: 0 };

export const landValue = (m: Marker): number => (/^[EC][1-4]$/.test(m) ? Number(m[1]) : 0);
export const sideOf = (m: Marker): Side | null => (m[0] === 'E' || m[0] === 'C' ? (m[0] as Side) : null);
export const isNaval = (m: Marker): boolean => /^[EC][NX]$/.test(m);

/** The pool of a turn (3.1): no Winter Quarters in Summer; the extra naval markers the sides add. */
export function buildPool(season: Season, extra: readonly Side[]): Marker[] {
  return MARKERS.filter((m) => (m === 'WQ' ? season !== 1 : m[1] === 'X' ? extra.includes(m[0] as Side) : true));
}

/** What a draw does. */
export type Verdict =
  /** an activation: the marker is played (it leaves the pool, set-aside markers come back) */
  | 'play'
  /** the same side drew the last land marker: it goes back and the draw goes on (3.2) */
  | 'back'
  /** the first draw of a later turn may not be Winter Quarters, nor a land marker of the side that acted last (3.2) */
  | 'asideFirst'
  /** Winter Quarters ignored (Spring's first two, Autumn's first): aside until a playable marker is drawn (3.1) */
  | 'wqIgnored'
  /** Winter Quarters ends the Operations Phase */
  | 'end'
  /** Spring's third Winter Quarters with a naval marker unplayed: those naval activations first, then the end (3.1) */
  | 'navalThenEnd';

export interface DrawState {
  season: Season;
  /** Winter Quarters draws that counted this turn */
  wq: number;
  /** markers played this turn, in order */
  played: readonly Marker[];
  /** the side of the last land marker played this turn */
  lastLand: Side | null;
  /** the side that had the last activation of the previous turn (null if none had one) */
  prevSide: Side | null;
  /** a turn after the scenario's first: its first draw may be neither Winter Quarters nor a land marker of prevSide (3.2) */
  later: boolean;
}

/**
 * The sides that still owe Spring's naval activation, Empire first (3.1). "Both naval markers" read as
 * the two Naval 1 markers (our reading, stated on the 3.1 page): an extra naval marker played does not count.
 */
export const navalDue = (s: DrawState): Side[] => (['E', 'C'] as const).filter((side) => !s.played.includes(`${side}N`));

/** What drawing `m` does now. */
export function verdict(s: DrawState, m: Marker): Verdict {
  if (s.played.length === 0 && s.later && (m === 'WQ' || (landValue(m) && sideOf(m) === s.prevSide))) return 'asideFirst';
  if (m === 'WQ') {
    if (s.wq < (WQ_IGNORED[s.season] ?? 0)) return 'wqIgnored';
    return s.season === 0 && navalDue(s).length ? 'navalThenEnd' : 'end';
  }
  if (landValue(m) && sideOf(m) === s.lastLand) return 'back';
  return 'play';
}

/**
 * Draws after which the draw goes on without anything played or ended: the marker goes back, aside
 * before the turn's first marker, or aside as an ignored Winter Quarters (3.1, 3.2).
 */
const redraw = (v: Verdict) => v === 'back' || v === 'asideFirst' || v === 'wqIgnored';

export interface PoolChance {
  marker: Marker;
  /** the chance it is the next out of the pool: 1/n */
  next: Fraction;
  verdict: Verdict;
}

/** Each marker in the pool with its chance of coming out next and what it would do. */
export function poolChances(s: DrawState, pool: readonly Marker[]): PoolChance[] {
  return pool.map((marker) => ({ marker, next: new Fraction(1, pool.length), verdict: verdict(s, marker) }));
}

/**
 * The chance this marker is the next one played, or the Winter Quarters that ends the phase: 1/m over the
 * m markers that would be; 0 for one after which the draw goes on (it goes back or aside). A marker set
 * aside leaves the pool until the next one is played, so each of the m is equally likely to come first.
 */
export function countingChance(s: DrawState, pool: readonly Marker[], m: Marker): Fraction {
  const counting = pool.filter((x) => !redraw(verdict(s, x)));
  return counting.includes(m) ? new Fraction(1, counting.length) : Fraction.ZERO;
}
