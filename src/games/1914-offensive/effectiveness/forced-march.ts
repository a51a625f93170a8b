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

export const FM_CHART = editableChart('1914-offensive', 'forced-march', fmChart as Chart);
export const FM_ID = 'forced-march';
export const FM_ROWS = FM_CHART.rows.length;

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
