/**
 * Death Ride: ending the action phase (2.3). Before each French impulse,
 * roll 1d10: it is the Final French Impulse if 1d10 + modifier <= impulse
 * number. The modifier is the Turn track's value (absent from our source,
 * entered by the player) plus -1 per red "Metz" area held solely by Germans,
 * at most -2 (11.2).
 *
 * Two things the card leaves open are options:
 *   counting 'pair' (default): the Impulse marker advances once per German +
 *     French pair, so the j-th French impulse is checked at n = j;
 *     'each': it counts every impulse, so n = 2j.
 *   die '1-10' (default) or '0-9'.
 */
import { count, modifier as guardModifier } from '../../lib/guard.ts';
import { Fraction } from '../../lib/fraction.ts';
import { clampUnit, stoppingSequence } from '../../lib/sequence.ts';

import { impulseNumber, type Counting } from './end-of-phase-rule.ts';

export { isFinal, metzModifier, phaseModifier, impulseNumber, type Counting } from './end-of-phase-rule.ts';
export type DieReading = '1-10' | '0-9';

export interface EndOfPhaseOptions {
  counting?: Counting;
  die?: DieReading;
  /** most French impulses to list (default 30) */
  cap?: number;
}

export interface EndOfPhaseRow {
  /** the j-th French impulse of the phase */
  j: number;
  /** impulse number at which it is checked */
  n: number;
  /** P(this check ends the phase | it is made) */
  check: Fraction;
  /** P(the j-th French impulse is the final one) */
  endsAt: Fraction;
  /** P(the final French impulse is the j-th or earlier) */
  endedBy: Fraction;
  /** P(the French get at least j impulses) */
  reaches: Fraction;
}

export interface EndOfPhase {
  modifier: number;
  rows: EndOfPhaseRow[];
  /** true when the phase is certain to have ended by the last row */
  complete: boolean;
  /** expected number of French impulses E[j] (before any German-granted extra) */
  expected: Fraction;
}




/** P(1d10 + m <= n) = clamp((n - m) / 10, 0, 1) for a 1-10 die; (n - m + 1) / 10 for 0-9. */
export function checkProbability(n: number, m: number, die: DieReading = '1-10'): Fraction {
  count('impulse number', n);
  guardModifier('modifier', m);
  return clampUnit(new Fraction(n - m + (die === '0-9' ? 1 : 0), 10));
}


/** Chance of the phase ending at each French impulse, for a constant modifier. */
export function endOfPhase(modifier: number, o: EndOfPhaseOptions = {}): EndOfPhase {
  guardModifier('modifier', modifier);
  const counting = o.counting ?? 'pair';
  const die = o.die ?? '1-10';
  const seq = stoppingSequence((j) => checkProbability(impulseNumber(j, counting), modifier, die), o.cap ?? 30);
  return {
    modifier,
    rows: seq.rows.map((r) => ({
      j: r.index,
      n: impulseNumber(r.index, counting),
      check: r.hazard,
      endsAt: r.stopAt,
      endedBy: r.stoppedBy,
      reaches: r.reach,
    })),
    complete: seq.complete,
    expected: seq.expected,
  };
}
