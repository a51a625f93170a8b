/**
 * On To Paris! 13.10 Cavalry Superiority, exact. The DRM: each side rolls 1D6 plus
 * its CSPs in the hex; the strictly higher total gains +1 (a tie gives nothing).
 * The column shift: a side with at least one CSP and more CSPs than the enemy may
 * try to roll its CSP lead or less on 1D6 (a lead of 6 or more cannot fail).
 */
import { count } from '../../../lib/guard.ts';
import { d6 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';

const checkCsp = (name: string, v: number) => count(name, v, { max: 99 });

export interface Superiority {
  attackerWins: Fraction;
  defenderWins: Fraction;
  tie: Fraction;
  /** outcomes of the 36 equally likely pairs of dice */
  counts: { attacker: bigint; defender: bigint; tie: bigint };
}

export function superiorityDrm(attackerCsp: number, defenderCsp: number): Superiority {
  checkCsp('attacker CSPs', attackerCsp);
  checkCsp('defender CSPs', defenderCsp);
  const diff = d6.plus(attackerCsp).minus(d6.plus(defenderCsp));
  const a = diff.count((v) => v > 0);
  const d = diff.count((v) => v < 0);
  const t = diff.count((v) => v === 0);
  return { attackerWins: new Fraction(a, diff.total), defenderWins: new Fraction(d, diff.total), tie: new Fraction(t, diff.total), counts: { attacker: a, defender: d, tie: t } };
}

/** Who may try for the column shift, and the chance the try succeeds (1D6 <= lead). */
export function shiftAttempt(attackerCsp: number, defenderCsp: number): { side: 'attacker' | 'defender' | null; lead: number; chance: Fraction } {
  checkCsp('attacker CSPs', attackerCsp);
  checkCsp('defender CSPs', defenderCsp);
  const lead = Math.abs(attackerCsp - defenderCsp);
  if (lead === 0) return { side: null, lead: 0, chance: Fraction.ZERO };
  return { side: attackerCsp > defenderCsp ? 'attacker' : 'defender', lead, chance: d6.atMost(lead) };
}
