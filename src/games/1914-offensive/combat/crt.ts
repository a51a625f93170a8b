/**
 * 1914 CRT as an editable chart (crt.yaml): our source reveals three cells;
 * the player may enter the rest. A column's outcome is exact only when every
 * (modified white, black) pair the roll can give is known or entered.
 */
import crtChart from '../../../../content/1914-offensive/tables/crt.yaml';
import artChart from '../../../../content/1914-offensive/tables/artillery.yaml';
import type { Chart } from '../../../lib/schemas.ts';
import type { UserCells } from '../../../lib/user-chart.ts';
import { cellState, editableChart } from '../../../lib/user-chart.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Column } from './odds.ts';
import type { Reroll } from './roll.ts';
import { rolls } from './roll.ts';
import type { CrtResult } from './results.ts';
import { parseResult } from './results.ts';

export const CRT = editableChart('1914-offensive', 'crt', crtChart as Chart);
export const CRT_ID = 'crt';
export const ARTILLERY = editableChart('1914-offensive', 'artillery', artChart as Chart);
export const ARTILLERY_ID = 'artillery';

const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));
export const rowOf = (white: number, black: number) => `white ${minus(white)}, black ${black}`;

/**
 * Another reading of cells our source gives (column -> row -> text): a known
 * cell whose printed text is garbled is read as given here instead. Cells the
 * player entered are theirs and are never replaced.
 */
export type CellReadings = Partial<Record<Column, Record<string, string>>>;

/** 9.9, 19.2: the sign of the attacker's DRM in the 6:1 cell is lost ("1/+4u"); the stored value reads −1, this the other reading. */
export const PLUS_ONE_AT_6_1: CellReadings = { '6:1': { [rowOf(0, 4)]: '+1/+4❶' } };

/** The cell of a column for one pair: its text and where it is from, or undefined. */
export function crtCell(col: Column, white: number, black: number, user: UserCells | undefined, readings?: CellReadings): { text: string; result: CrtResult; from: 'known' | 'user' } | undefined {
  const row = rowOf(white, black);
  const s = cellState(CRT, col, row, user);
  if (s.kind === 'unknown') return undefined;
  const text = (s.kind === 'known' && readings?.[col]?.[row]) || s.value;
  const result = parseResult(text);
  return result ? { text, result, from: s.kind } : undefined;
}

export interface ColumnRead {
  complete: boolean;
  missing: number;
  known: { white: number; black: number; text: string }[];
  outcomes: { text: string; result: CrtResult; prob: Fraction }[];
}

export function readColumn(col: Column, drm: number, reroll: Reroll, user: UserCells | undefined, readings?: CellReadings): ColumnRead {
  const { pairs, total } = rolls(drm, reroll);
  const by = new Map<string, { result: CrtResult; w: number }>();
  const known: ColumnRead['known'] = [];
  let missing = 0;
  for (const p of pairs) {
    const c = crtCell(col, p.white, p.black, user, readings);
    if (!c) {
      missing++;
      continue;
    }
    known.push({ white: p.white, black: p.black, text: c.text });
    const cur = by.get(c.text) ?? { result: c.result, w: 0 };
    cur.w += p.w;
    by.set(c.text, cur);
  }
  return { complete: missing === 0, missing, known, outcomes: [...by].map(([text, x]) => ({ text, result: x.result, prob: new Fraction(x.w, total) })) };
}

/** DE column keys of the artillery chart, by quarters. */
const DE_KEYS = ['¼', '½', '¾', '1', '1¼', '1½', '1¾', '2', '2¼', '2½', '2¾', '3'];
export { deLabel } from './stacking.ts';

/** The Artillery Table DRM for an AV total and enemy DE (quarters), or undefined (read your card). */
export function artilleryDrm(av: number, deQuarters: number, user: UserCells | undefined): { value: number; text: string; fromTable: boolean } | undefined {
  if (av <= 0) return { value: 0, text: '0 (no AV)', fromTable: false };
  const key = DE_KEYS[deQuarters - 1];
  if (!key) return undefined;
  const s = cellState(ARTILLERY, key, String(av), user);
  if (s.kind === 'unknown') return undefined;
  const n = Number(s.value.replace('−', '-'));
  return Number.isInteger(n) ? { value: n, text: s.value, fromTable: true } : undefined;
}
