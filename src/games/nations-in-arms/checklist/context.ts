/**
 * Nations in Arms turn checklist: the machine's context (the season and year,
 * the initiative pool and what the draws did to it) and the shape a saved
 * context must have.
 */
import { array, bool, int, nullable, object, oneOf } from '../../../lib/shape.ts';
import { MARKERS, type DrawState, type Marker, type Season, type Side, type Verdict } from './pool.ts';

export const FIRST_YEAR = 1792;
/** The 2-player game ends at Winter 1814 (16.3); the designer's notes give 1792 to 1814. */
export const LAST_YEAR = 1814;
export const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'] as const;

export interface NiaContext extends DrawState {
  year: number;
  season: Season;
  pool: Marker[];
  /** markers set aside until a playable marker is drawn (3.1, 3.2) */
  aside: Marker[];
  played: Marker[];
  /** the side of the last marker played with a side (land or naval): next turn's prevSide */
  lastSide: Side | null;
  /** the extra naval markers put in this year (once a year a side: 3.1) */
  extraYear: Side[];
  /** this turn's pool holds them */
  extra: Side[];
  /** Spring's naval activations still owed after the third Winter Quarters, in order */
  due: Side[];
  /** what the last draw did, said under the next step (a fixed note of steps.ts) */
  said: Verdict | 'empty' | null;
  /** reading of 3.1/3.2: does a Winter Quarters set aside as a later turn's first draw count as one of Spring's or Autumn's ignored draws? */
  firstWq: 'free' | 'counts';
}

export function initialContext(): NiaContext {
  return { year: 1805, season: 0, pool: [], aside: [], played: [], wq: 0, lastLand: null, lastSide: null, prevSide: null, extraYear: [], extra: [], due: [], said: null, firstWq: 'free', later: false };
}

/** The turn as one number, for the dated rules (lib/dated.ts): four seasons a year, Spring first. */
export const turnIndex = (year: number, season: Season): number => year * 4 + season;

/** The marker being played (the last one played this turn). */
export const current = (c: NiaContext): Marker | undefined => c.played[c.played.length - 1];

/** What a save's context must be (bounds, not rules). */
export function contextShape() {
  const side = oneOf('E', 'C');
  const markers = array(oneOf(...MARKERS), MARKERS.length);
  const sides = array(side, 2);
  return object({
    year: int(FIRST_YEAR, LAST_YEAR),
    season: oneOf(0, 1, 2, 3),
    pool: markers,
    aside: markers,
    played: markers,
    wq: int(0, 3),
    lastLand: nullable(side),
    lastSide: nullable(side),
    prevSide: nullable(side),
    extraYear: sides,
    extra: sides,
    due: sides,
    said: nullable(oneOf('play', 'back', 'asideFirst', 'wqIgnored', 'end', 'navalThenEnd', 'empty')),
    firstWq: oneOf('free', 'counts'),
    later: bool,
  });
}
