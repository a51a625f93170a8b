/**
 * Mandatory peace (13.3): after a major power's defeat, loser and winner may
 * not declare war on each other for 2D6 turns, at least 6. The rulebook's
 * example (defeat in Winter, a 9: nine turns, to the end of Spring) counts the
 * turns from the one after the defeat.
 */
import { count } from '../../../lib/guard.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { twoD6 } from '../../../lib/target-roll.ts';

export const PEACE_MIN = 6;
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** Turns of mandatory peace for a 2D6 roll. */
export const mandatoryPeaceTurns = (roll: number): number => Math.max(PEACE_MIN, count('2D6 roll', roll, { min: 2, max: 12 }));

/** Each possible length with its exact chance over 2D6 (6 gathers the rolls 2-6). */
export function mandatoryPeaceLengths(): { turns: number; rolls: string; chance: Fraction }[] {
  return Array.from({ length: 12 - PEACE_MIN + 1 }, (_, i) => PEACE_MIN + i).map((turns) => ({
    turns,
    rolls: turns === PEACE_MIN ? `2-${PEACE_MIN}` : String(turns),
    chance: twoD6.prob((r) => mandatoryPeaceTurns(r) === turns),
  }));
}

/** The last turn of the peace: its season and how many years after the defeat's. */
export function peaceEnds(defeat: Season, turns: number): { season: Season; years: number } {
  count('turns', turns, { min: 1, max: 99 });
  const at = SEASONS.indexOf(defeat) + turns;
  if (at < turns) throw new RangeError(`not a season: ${defeat}`);
  return { season: SEASONS[at % 4]!, years: Math.floor(at / 4) };
}
