/**
 * 1914 Forced March EC (7.2.3, 7.2.4): +1 per Forced March MP; a failure's
 * margin is read against infantry or cavalry on the Forced March Results
 * Table, which our source lacks: the player's own cells are read when entered.
 * Results: #E loses # CE levels (past D2 ignored, 6.1.3), S one Strength
 * Reduction, PA the PA marker removed (our letters for a lost glyph).
 */
import fmChart from '../../../../content/1914-offensive/tables/forced-march.yaml';
import type { Chart } from '../../../lib/schemas.ts';
import type { UserCells } from '../../../lib/user-chart.ts';
import { cellState, editableChart } from '../../../lib/user-chart.ts';
import { count } from '../../../lib/guard.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { group } from './post-combat.ts';
import { reduce, statusLabel } from './ladder.ts';

export const FM_CHART = editableChart('1914-offensive', 'forced-march', fmChart as Chart);
export const FM_ID = 'forced-march';
export const FM_ROWS = FM_CHART.rows.length;

/** MP allowance by phase (7.1.1) */
export const ALLOWANCE = { movement: 9, counter: 5 } as const;
export type Phase = keyof typeof ALLOWANCE;
export const PHASES = Object.keys(ALLOWANCE) as Phase[];
/** Forced March MPs a unit may gain in one movement phase (7.2.1) */
export const FM_MPS = { infantry: 3, cavalry: 7 } as const;
export type FmType = keyof typeof FM_MPS;

/** The most MPs a unit may spend in a movement phase with a Forced March: the allowance (7.1.1) plus its Forced March MPs (7.2.1). */
export function maxMps(type: FmType, phase: Phase): number {
  if (!(type in FM_MPS)) throw new RangeError(`unit type: ${String(type)} is neither infantry nor cavalry`);
  if (!PHASES.includes(phase)) throw new RangeError(`phase: ${String(phase)} is not a movement phase`);
  return ALLOWANCE[phase] + FM_MPS[type];
}

export interface FmResult {
  reductions: number;
  sr: number;
  pa: boolean;
}

/** "2E S", "S, PA", "-" -> the result; undefined if it is not one. */
export function parseFm(s: string): FmResult | undefined {
  const t = s.trim();
  if (t === '-' || t === '–') return { reductions: 0, sr: 0, pa: false };
  const parts = t.split(/[\s,+]+/).filter(Boolean);
  const r: FmResult = { reductions: 0, sr: 0, pa: false };
  for (const p of parts) {
    const e = /^([1-6])E$/i.exec(p);
    if (e) r.reductions += Number(e[1]);
    else if (/^S$/i.test(p)) r.sr += 1;
    else if (/^PA$/i.test(p)) r.pa = true;
    else return undefined;
  }
  return parts.length ? r : undefined;
}

/** The cell for a margin and unit type: known, the player's, or undefined (read your card). */
export function fmCell(margin: number, type: 'infantry' | 'cavalry', user: UserCells | undefined): { text: string; result: FmResult } | undefined {
  count('margin', margin, { min: 1, max: 99 });
  const s = cellState(FM_CHART, type, String(margin), user);
  if (s.kind === 'unknown') return undefined;
  const result = parseFm(s.value);
  return result ? { text: s.value, result } : undefined;
}

export interface FmOutcome {
  /** 0 = passed, else the margin of failure */
  margin: number;
  rolls: number[];
  prob: Fraction;
  /** the chart cell of a failure, undefined if it must be read from the card */
  cell?: { text: string; result: FmResult };
}

/**
 * A Forced March EC (7.2.3) at this CEL and DRM, exactly over the 36 rolls:
 * each failing margin with its cell of the unit type's column, and, for a
 * Formation at CE status `step` when every failing cell is known, the status
 * and effects it ends with (past D2 a reduction is ignored, 6.1.3).
 */
export function fmOutcomes(cel: number, drm: number, type: 'infantry' | 'cavalry', user: UserCells | undefined, step?: number): { rows: FmOutcome[]; missing: number; after?: [string, Fraction][] } {
  const rows = group(drm, cel, (m) => Math.max(0, m), String)
    .sort((a, b) => a.result - b.result)
    .map((x) => ({ margin: x.result, rolls: x.rolls, prob: x.prob, cell: x.result > 0 ? fmCell(x.result, type, user) : undefined }));
  const missing = rows.filter((r) => r.margin > 0 && !r.cell).length;
  if (missing > 0 || step === undefined) return { rows, missing };
  const after = new Map<string, Fraction>();
  for (const r of rows) {
    const c = r.cell?.result ?? { reductions: 0, sr: 0, pa: false };
    const k = `${statusLabel(reduce(step, c.reductions, 'ignore').step)}${c.sr ? `, ${c.sr} SR` : ''}${c.pa ? ', PA removed' : ''}`;
    after.set(k, (after.get(k) ?? Fraction.ZERO).add(r.prob));
  }
  return { rows, missing, after: [...after] };
}
