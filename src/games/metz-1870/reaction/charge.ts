/**
 * Metz 1870 cavalry reactions (11.6-11.8), the pieces the charge calculator
 * needs on top of cavalry.ts: a d10 TCR roll face by face, a charge
 * followed by the enemy's countercharge attempts, the charge weight bonus on
 * a unit's SP, and the Charge Disorganization Morale Hit (11.6.2) with any
 * Break Test it brings. Exact. The fire reactions (11.4, 11.5) are in
 * fire.ts, so neither calculator page loads the other's code.
 */
import { classify, d10 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Morale, Weight } from '../assault/sp.ts';
import { chargeBonus, MORALE_SP } from '../assault/sp.ts';
import { chargeChance, countercharge } from './cavalry.ts';
import type { Status } from '../morale/hits.ts';
import { effectOutcomes, endLabel } from '../morale/hits.ts';
import type { Marker } from '../morale/tests.ts';
import { applyMoraleHits, modifiedTcr } from '../morale/tests.ts';

const ONE = Fraction.ONE;
const ZERO = Fraction.ZERO;

// ---------------------------------------------------------------- rolls

export interface TcrRoll {
  tcr: number;
  pass: { rolls: number[]; prob: Fraction };
  fail: { rolls: number[]; prob: Fraction };
  /** the outcome of a die already rolled (1-10, a 0 on the die is 10) */
  rolled?: 'pass' | 'fail';
}

/** One d10 at or under the TCR (11.6, 11.7, 11.8), face by face. */
export function tcrRoll(tcr: number, rolled?: number): TcrRoll {
  if (!Number.isInteger(tcr)) throw new RangeError('a TCR is a whole number');
  if (rolled !== undefined && !(Number.isInteger(rolled) && rolled >= 1 && rolled <= 10)) throw new RangeError(`d10 roll ${rolled} is not 1-10`);
  const c = classify(d10, (r) => (r <= tcr ? 'pass' : 'fail'));
  const part = (k: 'pass' | 'fail') => ({ rolls: c.get(k)?.values ?? [], prob: c.get(k)?.prob ?? ZERO });
  const pass = part('pass');
  if (!pass.prob.equals(chargeChance(tcr))) throw new Error('TCR roll disagrees with chargeChance');
  return { tcr, pass, fail: part('fail'), ...(rolled === undefined ? {} : { rolled: rolled <= tcr ? 'pass' : 'fail' }) };
}

export interface ChargeOutcome {
  /** the charge roll fails: no Charge Move */
  fail: Fraction;
  /** the charge succeeds and enemy candidate i is the first to countercharge */
  countered: Fraction[];
  /** the charge succeeds and no one countercharges: it moves next to the target */
  through: Fraction;
}

/** A charge roll against `tcr`, then the enemy candidates in the target hex in turn (11.6, 11.7). */
export function chargeOutcome(tcr: number, counterTcrs: number[]): ChargeOutcome {
  const p = chargeChance(tcr);
  const cc = countercharge(counterTcrs);
  return { fail: ONE.sub(p), countered: cc.each.map((e) => p.mul(e)), through: p.mul(ONE.sub(cc.any)) };
}

// ---------------------------------------------------------------- 11.6.1

export interface ChargeStrength {
  /** printed SP plus the morale penalty (3.1.3) */
  initial: Fraction;
  bonus: Fraction;
  /** SP the unit brings to the assault, fractions kept (2.3) */
  total: Fraction;
  /** SP 0 or less: it adds nothing and gets no bonus (3.1.3) */
  spent: boolean;
}

/** The charge weight bonus (11.6.1) on the SP after the morale penalty. */
export function chargeStrength(weight: Weight, printed: Fraction, marker: Morale): ChargeStrength {
  const initial = printed.add(new Fraction(MORALE_SP[marker]));
  if (initial.n <= 0n) return { initial, bonus: ZERO, total: ZERO, spent: true };
  const bonus = chargeBonus(weight, initial);
  return { initial, bonus, total: initial.add(bonus), spent: false };
}

// ---------------------------------------------------------------- 11.6.2

export interface DisorgInput {
  /** marker when the Assault Combat Step and any Breakthrough end */
  marker: Marker;
  status: Status;
  /** TCR printed on the Battleworn side (for a Break Test) */
  tcrBw: number;
  duskDawn: boolean;
}

export interface Disorganization {
  marker: Marker;
  /** Casualty Hits the Morale Hit turns into (9.2) */
  ch: number;
  /** modified TCR of a Break Test, when one is taken */
  breakTcr?: number;
  outcomes: { label: string; prob: Fraction; breakTests: number[] }[];
}

/** The one Morale Hit of Charge Disorganization (11.6.2), applied by 9.2, with any Break Test (10.1). */
export function disorganization(i: DisorgInput): Disorganization {
  const { marker, ch } = applyMoraleHits(i.marker, 1);
  const unit = { status: i.status, tcrFresh: i.tcrBw, tcrBw: i.tcrBw, marker, works: 'none' as const, duskDawn: i.duskDawn };
  const outcomes = effectOutcomes(unit, { ch, mt: null }).map((o) => ({ label: endLabel(o.end), prob: o.prob, breakTests: o.breakTests }));
  const tests = ch > 0 && i.status === 'bw';
  return { marker, ch, ...(tests ? { breakTcr: modifiedTcr({ tcr: i.tcrBw, marker, works: 'none', duskDawn: i.duskDawn }) } : {}), outcomes };
}
