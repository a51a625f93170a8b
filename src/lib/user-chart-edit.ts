/**
 * Typing a whole chart at once in the editor ("my chart"): fill down or right, paste a block from a
 * spreadsheet. Apart from user-chart.ts so the calculators, which read the same cells, do not load it.
 */
import { canonical, cellState, checkValue, rollOf, type EditableChart, type UserCells } from './user-chart.ts';

/** A cell the player may type in: not given by our source. */
const editable = (chart: EditableChart, col: string, roll: string): boolean => cellState(chart, col, roll, undefined).kind !== 'known';
const rollsOf = (chart: EditableChart): string[] => chart.rows.map((r) => rollOf(chart, r));
const copy = (u: UserCells): UserCells => Object.fromEntries(Object.entries(u).map(([c, r]) => [c, { ...r }]));

/**
 * Fill down (the cells below in its column) or right (the cells right of it in its row) with the
 * value of one cell. Only empty cells are filled: the source's cells and the player's own entries stay.
 */
export function fill(chart: EditableChart, user: UserCells, col: string, roll: string, dir: 'down' | 'right'): { cells: UserCells; filled: number } {
  const value = cellState(chart, col, roll, user);
  const out = copy(user);
  let filled = 0;
  if (value.kind === 'unknown') return { cells: out, filled };
  const rolls = rollsOf(chart);
  const cols = chart.columns.map((c) => c.key);
  const targets: [string, string][] =
    dir === 'down' ? rolls.slice(rolls.indexOf(roll) + 1).map((r) => [col, r]) : cols.slice(cols.indexOf(col) + 1).map((c) => [c, roll]);
  for (const [c, r] of targets)
    if (cellState(chart, c, r, out).kind === 'unknown') {
      (out[c] ??= {})[r] = value.value;
      filled++;
    }
  return { cells: out, filled };
}

/**
 * A block copied from a spreadsheet (rows on lines, cells split by tabs, or by commas when there is
 * no tab), laid out from one cell rightwards and downwards. The source's cells are skipped; a value
 * that is not a result is reported and left out; the rest is stored in its canonical spelling.
 */
export function pasteBlock(
  chart: EditableChart,
  user: UserCells,
  col: string,
  roll: string,
  text: string,
): { cells: UserCells; filled: number; skipped: number; errors: string[] } {
  const lines = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const sep = text.includes('\t') ? '\t' : ',';
  const rolls = rollsOf(chart);
  const cols = chart.columns.map((c) => c.key);
  const out = copy(user);
  const errors: string[] = [];
  let filled = 0;
  let skipped = 0;
  lines.forEach((line, i) =>
    line.split(sep).forEach((raw, j) => {
      const r = rolls[rolls.indexOf(roll) + i];
      const c = cols[cols.indexOf(col) + j];
      const v = canonical(chart, raw);
      if (r === undefined || c === undefined) return void (v && skipped++);
      if (!editable(chart, c, r)) return void skipped++;
      if (v === '') return;
      const bad = checkValue(chart, v);
      if (bad) return void errors.push(`${chart.columns[cols.indexOf(c)]!.label}, ${r}: ${bad}`);
      (out[c] ??= {})[r] = v;
      filled++;
    }),
  );
  return { cells: out, filled, skipped, errors };
}
