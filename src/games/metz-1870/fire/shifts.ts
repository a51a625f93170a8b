/**
 * Metz 1870 fire column shifts (8.4), read from fire-shifts.yaml: the net
 * shift of the items that apply, with the single-best-terrain rule. The
 * final column it lands on is crt.ts's finalColumn.
 */
import shiftChart from '../../../../content/metz-1870/tables/fire-shifts.yaml?columns=id,shift,group&cells';
import whole from '../../../../content/metz-1870/tables/fire-shifts.yaml';
import { arrow } from '../../../lib/calculator.ts';
import { SAY } from './say.ts';
import { chartWords } from '../../../lib/chart-words.ts';
import { chartRows } from '../../../lib/charts.ts';
import { fill, SERVER } from '../../../lib/words.ts';

export type ShiftGroup = 'terrain' | 'earthworks' | 'target' | 'firer' | 'event';
export interface ShiftRow {
  id: string;
  shift: number;
  group: ShiftGroup;
}
/** Each item's condition, as the chart words it: the page carries them (chartWords, lib/chart-words.ts). */
export const CONDITION = chartWords('metz-1870-fire-shifts', SERVER && chartRows(whole, ['id', 'condition']), 'id', 'condition');
const GROUPS: ShiftGroup[] = ['terrain', 'earthworks', 'target', 'firer', 'event'];

function readShifts(data: unknown): ShiftRow[] {
  const rows = chartRows<ShiftRow>(data, ['id', 'shift', 'group']);
  // checks of the chart: the server build and the tests make them on the same file, the browser's build has none
  if (SERVER) for (const r of rows) {
    if (!Number.isInteger(r.shift) || r.shift === 0) throw new Error(`fire-shifts chart: item ${r.id} has no shift`);
    if (!GROUPS.includes(r.group)) throw new Error(`fire-shifts chart: item ${r.id} has unknown kind "${r.group}"`);
  }
  if (SERVER && new Set(rows.map((r) => r.id)).size !== rows.length) throw new Error('fire-shifts chart: repeated item');
  return rows;
}
/** Items a to v of 8.4, in the order of the chart. */
export const FIRE_SHIFTS: ShiftRow[] = readShifts(shiftChart);
export const shiftById = (id: string): ShiftRow => {
  const r = FIRE_SHIFTS.find((x) => x.id === id);
  if (!r) throw new Error(`no 8.4 item "${id}"`);
  return r;
};


export interface ShiftOptions {
  /**
   * 'stack' (default, the notes' reading): earthworks (h, i) add to the one
   * best terrain shift. 'terrain': earthworks are one more terrain type, and
   * only the single best of all of them counts.
   */
  earthworks?: 'stack' | 'terrain';
}
export interface ShiftLine extends ShiftRow {
  counted: boolean;
  why?: string;
}
export interface NetShift {
  lines: ShiftLine[];
  net: number;
}

/** The net shift of the chosen items (ids a-v); terrain keeps only the shift best for the target. */
export function netShift(ids: string[], o: ShiftOptions = {}): NetShift {
  const chosen = FIRE_SHIFTS.filter((r) => ids.includes(r.id));
  for (const id of ids) shiftById(id);
  const single = (r: ShiftRow) => r.group === 'terrain' || (o.earthworks === 'terrain' && r.group === 'earthworks');
  const pool = chosen.filter(single);
  const best = pool.reduce<ShiftRow | undefined>((b, r) => (!b || r.shift < b.shift ? r : b), undefined);
  const lines = chosen.map((r): ShiftLine => {
    if (!single(r) || r === best) return { ...r, counted: true };
    return { ...r, counted: false, why: fill(SAY.notCounted, { id: best!.id, shift: arrow(best!.shift) }) };
  });
  return { lines, net: lines.filter((l) => l.counted).reduce((s, l) => s + l.shift, 0) };
}
