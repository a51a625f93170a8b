/**
 * 1914 Post-Combat EC results (10.2) for a Formation, a lone Asset (5.5.2) and
 * a lone Fortress (12.2.1 b); and the one-CEL results of a Repulse (7.4).
 * Outcomes are grouped exactly over the 36 rolls.
 */
import { Fraction } from '../../../lib/fraction.ts';
import { count, modifier } from '../../../lib/guard.ts';
import { TWO_D6 } from './check.ts';
import type { BeyondD2 } from './ladder.ts';
import { isCI, isDemoralized, reduce, statusLabel } from './ladder.ts';

/** 10.2 EC Failure Results by margin (margin ≥ 1). */
export function marginResult(margin: number): { reductions: number; sr: number; retreat: number } {
  count('margin', margin, { min: 1, max: 99 });
  if (margin <= 3) return { reductions: 1, sr: 0, retreat: 0 };
  if (margin <= 6) return { reductions: 2, sr: 0, retreat: 0 };
  if (margin <= 9) return { reductions: 3, sr: 0, retreat: 1 };
  return { reductions: 3, sr: 1, retreat: 2 };
}

export interface Readings {
  /** past D2: an SR (10.2, default) or ignored (6.1.3) */
  beyond: BeyondD2;
  /** hexes a CI unit retreats (the card's column is lost; default 1) */
  ciRetreat: number;
  /** does a unit already CI or Demoralized retreat when it passes (default yes, from the wording) */
  passedRetreats: boolean;
}
export const DEFAULT_READINGS: Readings = { beyond: 'sr', ciRetreat: 1, passedRetreats: true };

export interface FormationResult {
  step: number;
  sr: number;
  retreat: number;
  /** of which the CI or Demoralized retreat */
  ciRetreat: number;
}

/**
 * One Formation's result for one margin (≤ 0 = passed). The CI or Demoralized
 * retreat is that of the status it ends in (a unit going through CI to D1
 * retreats the Demoralized distance only, as the 10.2 example does) and adds
 * to the margin's retreat.
 */
export function formationResult(step: number, margin: number, r: Readings): FormationResult {
  modifier('margin', margin, 99);
  const was = isCI(step) || isDemoralized(step);
  const base = margin >= 1 ? marginResult(margin) : { reductions: 0, sr: 0, retreat: 0 };
  const after = reduce(step, base.reductions, r.beyond);
  const applies = margin >= 1 || (was && r.passedRetreats);
  const ci = !applies ? 0 : isDemoralized(after.step) ? 2 : isCI(after.step) ? count('CI retreat', r.ciRetreat, { min: 1, max: 2 }) : 0;
  return { step: after.step, sr: base.sr + after.sr, retreat: base.retreat + ci, ciRetreat: ci };
}

export interface Outcome<T> {
  result: T;
  rolls: number[];
  prob: Fraction;
}

/** Group the 36 rolls by the result a function gives them. */
export function group<T>(drm: number, cel: number, f: (margin: number) => T, key: (t: T) => string): Outcome<T>[] {
  const out = new Map<string, { result: T; rolls: number[]; w: bigint }>();
  for (const [roll, w] of TWO_D6.weights) {
    const t = f(roll + drm - cel);
    const k = key(t);
    const cur = out.get(k) ?? { result: t, rolls: [], w: 0n };
    cur.rolls.push(roll);
    cur.w += w;
    out.set(k, cur);
  }
  return [...out.values()].map((o) => ({ result: o.result, rolls: o.rolls, prob: new Fraction(o.w, TWO_D6.total) }));
}

export const formationKey = (f: FormationResult) => `${f.step}|${f.sr}|${f.retreat}`;
export const describeFormation = (f: FormationResult) => ({ status: statusLabel(f.step), sr: f.sr, retreat: f.retreat });

export function formationOutcomes(cel: number, step: number, drm: number, r: Readings): Outcome<FormationResult>[] {
  return group(drm, cel, (m) => formationResult(step, m, r), formationKey);
}

export type AssetState = 'full' | 'reduced' | 'no-back';
export interface AssetResult {
  sr: number;
  fate: 'holds' | 'flipped' | 'eliminated';
  retreat: number;
}
/**
 * A lone Asset (5.5.2): its CEL never changes; a CEL reduction becomes an SR
 * instead. `perLevel`: one SR per CEL level lost (else one SR for the EC's
 * whole CEL loss, the default). The 10+ band's own SR comes on top.
 */
export function assetResult(state: AssetState, margin: number, perLevel: boolean): AssetResult {
  modifier('margin', margin, 99);
  if (margin < 1) return { sr: 0, fate: 'holds', retreat: 0 };
  const m = marginResult(margin);
  const sr = (perLevel ? m.reductions : 1) + m.sr;
  const fate = state === 'full' && sr === 1 ? 'flipped' : 'eliminated';
  return { sr, fate, retreat: fate === 'eliminated' ? 0 : m.retreat };
}

/** Base CEL of a Fortress defending alone (12.2.1 b). */
export const FORTRESS_CEL = 11;

/** Repulse (7.4): the repulsed Force tests at +1, a failed repulser unmodified; a failure costs one CEL, past D2 nothing. */
export const REPULSE_TARGET_DRM = 1;
export function repulseResult(step: number, margin: number): { step: number } {
  modifier('margin', margin, 99);
  return { step: margin >= 1 ? reduce(step, 1, 'ignore').step : step };
}

/**
 * 9.2.5 D: the hexes a withheld defending Force retreats, given the whole
 * retreat obligation (CRT plus failed EC) of each other defending Force of
 * its hex that survives: the smallest of them. A Force that stays (0) leaves
 * the hex occupied, so the withheld Force stays too. The source says nothing
 * of a hex emptied only by eliminations, so an empty list is refused.
 */
export function withheldRetreat(obligations: readonly number[]): number {
  if (obligations.length === 0) throw new RangeError('retreat obligations: at least one surviving defending Force that was not withheld');
  return Math.min(...obligations.map((x) => count('retreat obligation', x, { max: 99 })));
}
