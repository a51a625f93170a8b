/**
 * The editor's side of the player's charts ("my chart"): the chart's own spelling of a typed result,
 * why a result is refused, fill down or right, paste a block from a spreadsheet, how much is filled,
 * and the export / import file. Apart from user-chart.ts so the calculators, which only read the same
 * cells, do not load any of it (a shared module would carry it onto every calculator page).
 */
import { cellState, rollOf, type EditableChart, type UserCells } from './user-chart.ts';
import { canonical, checkValue } from './user-chart-check.ts';
import { USER_CHART_SCHEMA, USER_CHART_VERSION } from './user-chart-store.ts';
import { quote } from './guard.ts';

export { canonical, checkValue } from './user-chart-check.ts';

export function coverage(chart: EditableChart, user: UserCells | undefined): { filled: number; unknown: number } {
  let filled = 0;
  let unknown = 0;
  for (const row of chart.rows)
    for (const c of chart.columns) {
      const s = cellState(chart, c.key, rollOf(chart, row), user);
      if (s.kind === 'user') filled++;
      if (s.kind !== 'known') unknown++;
    }
  return { filled, unknown };
}

export interface ExportFile {
  aideDeCamp: typeof USER_CHART_SCHEMA;
  version: number;
  game: string;
  chart: string;
  cells: UserCells;
}

export function exportFile(chart: EditableChart, user: UserCells): ExportFile {
  return { aideDeCamp: USER_CHART_SCHEMA, version: USER_CHART_VERSION, game: chart.game, chart: chart.id, cells: user };
}

/**
 * Validates an imported file. On any problem it returns the errors and no
 * cells, so the caller keeps the chart it had.
 */
export function importFile(chart: EditableChart, text: string): { ok: true; cells: UserCells } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['The file is not JSON.'] };
  }
  const f = data as Partial<ExportFile>;
  if (!f || typeof f !== 'object' || f.aideDeCamp !== USER_CHART_SCHEMA) return { ok: false, errors: ['This is not an Aide-de-camp chart file.'] };
  if (f.version !== USER_CHART_VERSION) return { ok: false, errors: [`Chart file version ${String(f.version)} is not supported (expected ${USER_CHART_VERSION}).`] };
  if (f.game !== chart.game || f.chart !== chart.id) return { ok: false, errors: [`This file is for ${String(f.game)}/${String(f.chart)}, not ${chart.game}/${chart.id}.`] };
  if (!f.cells || typeof f.cells !== 'object' || Array.isArray(f.cells)) return { ok: false, errors: ['The file has no cells.'] };
  const errors: string[] = [];
  const cols = new Set(chart.columns.map((c) => c.key));
  const rolls = new Set(chart.rows.map((r) => rollOf(chart, r)));
  const cells: UserCells = {};
  for (const [col, byRoll] of Object.entries(f.cells)) {
    if (!cols.has(col)) {
      errors.push(`Unknown column ${quote(col)}.`);
      continue;
    }
    if (!byRoll || typeof byRoll !== 'object') {
      errors.push(`Column ${quote(col)} is not a list of rolls.`);
      continue;
    }
    for (const [roll, value] of Object.entries(byRoll as Record<string, unknown>)) {
      if (!rolls.has(roll)) errors.push(`Column ${col}: unknown roll ${quote(roll)}.`);
      else if (typeof value !== 'string') errors.push(`Column ${col}, roll ${roll}: the result must be text.`);
      else if (cellState(chart, col, roll, undefined).kind === 'known') errors.push(`Column ${col}, roll ${roll} is given by our source and cannot be replaced.`);
      else {
        const bad = checkValue(chart, value);
        if (bad) errors.push(`Column ${col}, roll ${roll}: ${bad}`);
        else if (value.trim() !== '') (cells[col] ??= {})[roll] = canonical(chart, value);
      }
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, cells };
}

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

/**
 * Typing down the columns, the way a card is read: the box after [col, roll] is the next box the player
 * may type in below it, else the first such box of a later column; null after the last one.
 */
export function nextDown(chart: EditableChart, col: string, roll: string): [string, string] | null {
  const rolls = rollsOf(chart);
  const cols = chart.columns.map((c) => c.key);
  for (let c = cols.indexOf(col), r = rolls.indexOf(roll) + 1; c < cols.length; c++, r = 0)
    for (; r < rolls.length; r++) if (editable(chart, cols[c]!, rolls[r]!)) return [cols[c]!, rolls[r]!];
  return null;
}
