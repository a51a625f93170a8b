/**
 * The CRT (8.2.4) and the odds table (8.1.4) read from the player's own
 * cells: both are absent from our source (content/nations-in-arms/tables/
 * crt.yaml and odds-drm.yaml, editable). Each side rolls 2D6 plus its own DRM
 * on the column of the battle size; the box is the enemy combat points lost,
 * with + (wins a tie), C (a cavalry step among the losses) and L (a leader
 * casualty check). With every line a roll can reach entered, a side's result
 * is exact.
 */
import crtChart from '../../../../content/nations-in-arms/tables/crt.yaml';
import oddsChart from '../../../../content/nations-in-arms/tables/odds-drm.yaml';
import type { Chart } from '../../../lib/schemas.ts';
import type { UserCells } from '../../../lib/user-chart-store.ts';
import { cellState, editableChart } from '../../../lib/user-chart.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { modifier } from '../../../lib/guard.ts';
import { twoD6 } from '../../../lib/target-roll.ts';
import type { Size } from './odds.ts';

export const CRT = editableChart('nations-in-arms', 'crt', crtChart as Chart);
export const ODDS = editableChart('nations-in-arms', 'odds-drm', oddsChart as Chart);

/** Our chart's line for a modified total. */
export const lineOf = (t: number): string => (t <= 1 ? '1 or less' : t >= 15 ? '15 or more' : String(t));

export interface Box {
  cp: number;
  plus: boolean;
  c: boolean;
  l: boolean;
}

/** "3+L", "2C", "0", "-" as a box; null if unreadable. */
export function parseBox(s: string): Box | null {
  const m = /^\s*(-|–|\d{1,2})\s*([+CLcl\s]*)$/.exec(s);
  if (!m) return null;
  const codes = m[2]!.toUpperCase();
  return { cp: /\d/.test(m[1]!) ? Number(m[1]) : 0, plus: codes.includes('+'), c: codes.includes('C'), l: codes.includes('L') };
}

export const boxText = (b: Box): string => `${b.cp}${b.plus ? '+' : ''}${b.c ? 'C' : ''}${b.l ? 'L' : ''}`;

/** The attacker's odds DRM from the player's table; null when not entered. */
export function oddsDrm(row: string, user: UserCells | undefined): number | null {
  const s = cellState(ODDS, 'drm', row, user);
  if (s.kind === 'unknown') return null;
  const n = Number(s.value.replace('−', '-'));
  return Number.isInteger(n) ? n : null;
}

export interface SideRoll {
  complete: boolean;
  /** chart lines the roll reaches that are not entered (or unreadable) */
  missing: string[];
  results: { box: Box; key: string; lines: string[]; p: Fraction }[];
}

/** One side's 2D6 + drm on the column of `size`. */
export function sideRoll(size: Size, drm: number, user: UserCells | undefined): SideRoll {
  modifier('DRM', drm, 99);
  const missing: string[] = [];
  const by = new Map<string, { box: Box; key: string; lines: string[]; w: bigint }>();
  for (const [t, w] of twoD6.plus(drm).weights) {
    const line = lineOf(t);
    const s = cellState(CRT, size, line, user);
    const box = s.kind === 'unknown' ? null : parseBox(s.value);
    if (!box) {
      if (!missing.includes(line)) missing.push(line);
      continue;
    }
    const key = boxText(box);
    const cur = by.get(key) ?? { box, key, lines: [], w: 0n };
    if (!cur.lines.includes(line)) cur.lines.push(line);
    cur.w += w;
    by.set(key, cur);
  }
  return { complete: missing.length === 0, missing, results: [...by.values()].map((x) => ({ box: x.box, key: x.key, lines: x.lines, p: new Fraction(x.w, 36n) })) };
}
