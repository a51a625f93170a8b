/**
 * Death Ride: the frame every combat table shares. Attacker Value (AV) and
 * Target Value (TV) are each a sum of fixed terms plus 1d6; with
 * M = fixed AV - fixed TV the result is D = M + (dA - dT), 36 equally likely
 * die pairs. Each procedure maps a value of D to its consequences; outcomes
 * with the same consequences are grouped.
 */
import { modifier } from '../../../lib/guard.ts';
import { Dist, classify, opposedD6 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';

export type Procedure = 'bombardment' | 'rifle' | 'chassepot' | 'cav-vs-cav' | 'assault';
export type Side = 'french' | 'german';

/** One line of the working: "Supports: 2 additional artillery × +2 (adjacent only)", +4. */
export interface Term {
  label: string;
  value: number;
  rule: string;
}

/** Casualty points per side. `firer` is used by fire tables, `attacker` by assaults. */
export interface Casualties {
  target: number;
  firer: number;
  attacker: number;
}
export type CasualtySide = keyof Casualties;

export interface Outcome {
  key: string;
  label: string;
  /** number of the 36 die pairs giving this outcome */
  weight: bigint;
  prob: Fraction;
  /** the values of D = AV - TV grouped here */
  dValues: number[];
  casualties: Casualties;
  /** attacking units eliminated outright (not through casualty points) */
  eliminated: number;
  effects: string[];
}

export interface CombatResult {
  procedure: Procedure;
  rule: string;
  av: Term[];
  tv: Term[];
  avFixed: number;
  tvFixed: number;
  /** M = fixed AV - fixed TV */
  m: number;
  /** D = M + (1d6 - 1d6), weights out of 36 */
  d: Dist;
  outcomes: Outcome[];
  /** expected casualty points per side, exact */
  expected: Record<CasualtySide, Fraction>;
  /** casualty points per side as a distribution (weights out of 36) */
  cp: Record<CasualtySide, Dist>;
  /** sides that can take casualty points at all in this combat */
  sidesHit: CasualtySide[];
  /** what the card does not say that matters here */
  notes: string[];
}

export interface OutcomeSpec {
  key: string;
  label: string;
  casualties?: Partial<Casualties>;
  eliminated?: number;
  effects: string[];
}

export const SIDES: CasualtySide[] = ['target', 'firer', 'attacker'];

export const sum = (terms: Term[]): number => terms.reduce((s, t) => s + t.value, 0);


/** Evaluate AV against TV and group the 36 die pairs by consequence. */
export function resolve(
  procedure: Procedure,
  rule: string,
  av: Term[],
  tv: Term[],
  spec: (d: number) => OutcomeSpec,
  notes: string[],
): CombatResult {
  // every term is a whole number (NaN no longer passes as 0); -0 (from "-1 × 0") is normalised
  av = av.map((t) => ({ ...t, value: modifier(`AV term "${t.label}"`, t.value) || 0 }));
  tv = tv.map((t) => ({ ...t, value: modifier(`TV term "${t.label}"`, t.value) || 0 }));
  const avFixed = sum(av);
  const tvFixed = sum(tv);
  const d = opposedD6(avFixed, tvFixed);
  const specs = new Map<string, OutcomeSpec>();
  const groups = classify(d, (v) => {
    const s = spec(v);
    if (!specs.has(s.key)) specs.set(s.key, s);
    return s.key;
  });
  const outcomes: Outcome[] = [];
  for (const [key, g] of groups) {
    const s = specs.get(key)!;
    outcomes.push({
      key,
      label: s.label,
      weight: g.weight,
      prob: g.prob,
      dValues: g.values,
      casualties: { target: 0, firer: 0, attacker: 0, ...s.casualties },
      eliminated: s.eliminated ?? 0,
      effects: s.effects,
    });
  }
  const cp = {} as Record<CasualtySide, Dist>;
  const expected = {} as Record<CasualtySide, Fraction>;
  for (const side of SIDES) {
    cp[side] = new Dist(outcomes.map((o) => [o.casualties[side], o.weight] as [number, bigint]));
    expected[side] = cp[side].mean();
  }
  const sidesHit = SIDES.filter((s) => cp[s].max() > 0);
  return { procedure, rule, av, tv, avFixed, tvFixed, m: avFixed - tvFixed, d, outcomes, expected, cp, sidesHit, notes };
}
