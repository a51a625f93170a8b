/**
 * Exact "first success" sequences: a run of independent checks, each with
 * its own chance of stopping the run (a hazard), e.g. "before each impulse
 * roll a die; the phase ends on a low roll". Everything is exact Fraction
 * arithmetic: P(stop at j) = h_j * prod_{i<j} (1 - h_i).
 */
import { count } from './guard.ts';
import { Fraction } from './fraction.ts';

export interface StopRow {
  /** 1-based index of the check */
  index: number;
  /** chance that this check stops the run, given it is reached */
  hazard: Fraction;
  /** P(the run reaches this check) = prod_{i<index} (1 - h_i) */
  reach: Fraction;
  /** P(the run stops exactly at this check) */
  stopAt: Fraction;
  /** P(the run has stopped at this check or before) */
  stoppedBy: Fraction;
}

export interface StopSequence {
  rows: StopRow[];
  /** true when the last row's stoppedBy is 1 (the run cannot go further) */
  complete: boolean;
  /**
   * sum of reach over the rows = E[min(J, rows.length)]; equal to the
   * expected stopping index E[J] when complete.
   */
  expected: Fraction;
}

/** Clamp a fraction into [0, 1]. */
export function clampUnit(f: Fraction): Fraction {
  if (f.n <= 0n) return Fraction.ZERO;
  if (f.n >= f.d) return Fraction.ONE;
  return f;
}

/**
 * Run checks 1, 2, ... with hazard(j) until a check is certain to stop the
 * run, or `cap` checks have been listed. Hazards outside [0, 1] are clamped.
 */
export function stoppingSequence(hazard: (index: number) => Fraction, cap = 30): StopSequence {
  count('cap', cap, { min: 1 });
  const rows: StopRow[] = [];
  let reach = Fraction.ONE;
  let expected = Fraction.ZERO;
  for (let j = 1; j <= cap; j++) {
    const h = clampUnit(hazard(j));
    const stopAt = reach.mul(h);
    const next = reach.sub(stopAt);
    expected = expected.add(reach);
    rows.push({ index: j, hazard: h, reach, stopAt, stoppedBy: Fraction.ONE.sub(next) });
    reach = next;
    if (reach.isZero()) break;
  }
  return { rows, complete: reach.isZero(), expected };
}

/** Round a fraction to `digits` decimals, halves away from zero, as a string ("2.9490"). */
export function toFixedExact(f: Fraction, digits: number): string {
  count('digits', digits, { max: 100 });
  const neg = f.n < 0n;
  const n = neg ? -f.n : f.n;
  const scale = 10n ** BigInt(digits);
  const r = (2n * n * scale + f.d) / (2n * f.d);
  const whole = r / scale;
  const frac = (r % scale).toString().padStart(digits, '0');
  const s = digits > 0 ? `${whole}.${frac}` : `${whole}`;
  return neg && r !== 0n ? `-${s}` : s;
}
