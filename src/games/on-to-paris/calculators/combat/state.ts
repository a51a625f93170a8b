/**
 * What every step of On To Paris! combat (13.2) reads and writes, and the few ways of saying a
 * figure its steps share. Here, not in calculators/combat.ts: the steps loaded only when the inputs
 * ask for them (lib/part.ts) import these, and must not import the module that waits for them.
 */
import type { CalcContext, CalcResult, OutcomeTable, Step, Values } from '../../../../lib/calculator.ts';
import { signed } from '../../../../lib/calculator.ts';
import type { Fraction } from '../../../../lib/fraction.ts';
import type { CombatForce } from '../../combat/columns.ts';
import type { P, Sd } from './fields.ts';

/** The combat as the steps build it: the inputs, the two sides as entered, and the result. */
export interface Combat {
  v: Values;
  ctx: CalcContext | undefined;
  S: Record<P, Sd>;
  F: Record<P, CombatForce>;
  /** Infantry SPs (Regular and Reserve) of each side, for the penalty tracks (13.17) */
  inf: Record<P, number>;
  res: CalcResult;
  summary: NonNullable<CalcResult['summary']>;
  steps: Step[];
  tables: OutcomeTable[];
  notes: string[];
}

/** After artillery (13.3): what each side has left, the SPs it lost, its own CRT DRM and whether it was made Demoralized. */
export interface AfterArtillery {
  G: Record<P, CombatForce>;
  lost: Record<P, number>;
  artDrm: Record<P, number>;
  artD: Record<P, boolean>;
}

export const pct = (f: Fraction) => `${f.toString()} (${f.toPercent()})`;

/** "3 to 13 or more" for a run of totals, else "2, 5, 7" (a total past 13 or below 1 is its chart line). */
export const span = (xs: number[]) => {
  const t = [...new Set(xs.map((x) => Math.min(13, Math.max(1, x))))];
  const w = (x: number) => (x === 1 ? '1 or less' : x === 13 ? '13 or more' : String(x));
  return t.length > 2 && t[t.length - 1]! - t[0]! === t.length - 1 ? `${w(t[0]!)} to ${w(t[t.length - 1]!)}` : t.map(w).join(', ');
};
export const roll2 = (n: number) => (n ? `2D6 ${signed(n)}` : '2D6');
