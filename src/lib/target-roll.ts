/**
 * A roll against a target: dice plus a net DRM must reach a target ("2D6 + DRM
 * of 10 or more") or stay under one ("1D6 of the morale or less"). Gives the
 * natural total the dice alone must show, the exact count of winning outcomes
 * and whether success is certain or impossible. Exact: enumerated on a Dist.
 */
import { Dist } from './dice.ts';
import { Fraction } from './fraction.ts';
import { modifier } from './guard.ts';

export type Direction = 'at least' | 'at most';

export interface TargetRoll {
  direction: Direction;
  /** the natural total needed: succeed on this or more ('at least') or this or less ('at most') */
  natural: number;
  /** winning outcomes and all outcomes, e.g. 10 of 36 */
  wins: bigint;
  total: bigint;
  chance: Fraction;
  sure: boolean;
  impossible: boolean;
  /** the natural totals that succeed, lowest first */
  faces: number[];
}

/**
 * `dice` + `drm` against `target`. 'at least': success when dice + drm >= target;
 * 'at most': success when dice + drm <= target.
 */
export function rollAgainst(dice: Dist, target: number, drm: number, direction: Direction = 'at least'): TargetRoll {
  modifier('target', target, 1000);
  modifier('DRM', drm, 1000);
  if (direction !== 'at least' && direction !== 'at most') throw new RangeError(`direction must be "at least" or "at most", not ${String(direction)}`);
  const natural = target - drm;
  const ok = (v: number) => (direction === 'at least' ? v >= natural : v <= natural);
  const wins = dice.count(ok);
  const faces = [...dice.weights.keys()].filter(ok);
  return {
    direction, natural, wins, total: dice.total, chance: new Fraction(wins, dice.total),
    sure: wins === dice.total, impossible: wins === 0n, faces,
  };
}

/** "9 or more on 2D6", "every roll", "no roll can"; the words a calculator shows for the natural total needed. */
export function neededWords(r: TargetRoll, dice: string): string {
  if (r.sure) return `any roll (${dice})`;
  if (r.impossible) return `no roll can (${dice} would need ${r.natural}${r.direction === 'at least' ? ' or more' : ' or less'})`;
  return `${r.natural} ${r.direction === 'at least' ? 'or more' : 'or less'} on ${dice}`;
}

/** "10 of 36 (27.8%)" */
export function chanceWords(r: TargetRoll): string {
  return `${r.wins} of ${r.total} (${r.chance.toPercent()})`;
}

export const twoD6 = Dist.die(6).times(2);
