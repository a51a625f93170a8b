/**
 * Charts our source lacks, completed by the player: the table-as-data
 * mechanism. A chart's cells are known (with their source), entered by the
 * player from their own printed card (kept in their browser), or unknown.
 * Nothing here ever invents a cell. Pure: storage goes through persist.ts.
 */
import type { Chart, ChartCell } from './schemas.ts';
import type { UserCells } from './user-chart-store.ts';
import type { Dist } from './dice.ts';
import { Fraction } from './fraction.ts';
import { noteRead } from './cell-reads.ts';
import { phrases } from './words.ts';
import type { CellRules } from './user-chart-check.ts';

export { USER_CHART_SCHEMA, USER_CHART_VERSION, storageKey, isUserCells, type UserCells } from './user-chart-store.ts';
export { fitCells } from './user-chart-check.ts';

export type CellState =
  | { kind: 'known'; value: string; source?: string }
  | { kind: 'user'; value: string }
  | { kind: 'unknown'; note?: string };

export interface EditableChart {
  game: string;
  id: string;
  title: string;
  rowKey: string;
  /** label of the row column ("Roll", "Turn") */
  rowLabel: string;
  pattern: string;
  hint: string;
  /** the accepted results in their canonical spelling, when the chart lists them */
  codes?: string[];
  /** result columns in order (every column but the roll column) */
  columns: { key: string; label: string }[];
  rows: Record<string, ChartCell>[];
}

export function editableChart(game: string, id: string, chart: Chart): EditableChart {
  if (!chart.editable) throw new Error(`chart ${game}/${id} is not editable`);
  const { rowKey, pattern, hint, codes } = chart.editable;
  const cols = chart.columns.filter((c) => c.key !== rowKey);
  const base = { game, id, rowKey, pattern, ...(codes ? { codes } : {}), rows: chart.rows };
  if (chart.title !== undefined)
    return { ...base, title: chart.title, rowLabel: chart.columns.find((c) => c.key === rowKey)?.label ?? rowKey, hint, columns: cols };
  // the browser's build of a `&plain` import (scripts/yaml-plugin.mjs) has none of the chart's words: they are
  // the page's (chartPhrases below, rendered by every calculator page for the charts it reads), read when first said
  let said: Record<string, string> | undefined;
  const words = () => (said ??= phrases<Record<string, string>>(chartPhrasesId(game, id), false));
  const get = (key: string) => ({ get: () => words()[key], enumerable: true });
  return Object.defineProperties(
    { ...base, columns: cols.map((c) => Object.defineProperty({ key: c.key }, 'label', get(`col:${c.key}`)) as { key: string; label: string }) },
    { title: get('title'), rowLabel: get('rowLabel'), hint: get('hint') },
  ) as EditableChart;
}

const chartPhrasesId = (game: string, id: string) => `chart-${game}-${id}`;
/**
 * The words of an editable chart (title, row label, hint, column labels) as a phrase set (server only): a
 * calculator page renders one for each chart it reads, so a module that imports the chart `&plain` says
 * them without carrying them.
 */
export const chartPhrases = (game: string, c: CellRules): Record<string, string> =>
  phrases(chartPhrasesId(game, c.id), { title: c.title, rowLabel: c.rowLabel, hint: c.hint, ...Object.fromEntries(c.columns.map((x) => [`col:${x.key}`, x.label])) });

export const rollOf = (chart: EditableChart, row: Record<string, ChartCell>): string => {
  const r = row[chart.rowKey];
  return typeof r === 'object' && r !== null ? ('value' in r ? String(r.value) : '?') : String(r);
};

export function cellState(chart: EditableChart, col: string, roll: string, user: UserCells | undefined): CellState {
  const row = chart.rows.find((r) => rollOf(chart, r) === roll);
  const c = row?.[col];
  if (c !== undefined && (typeof c !== 'object' || !('unknown' in c))) {
    return typeof c === 'object' ? { kind: 'known', value: String(c.value), source: c.source } : { kind: 'known', value: String(c) };
  }
  const u = user?.[col]?.[roll];
  const entered = u !== undefined && u !== '';
  // a calculation reading the player's cells: which it used, which it lacked (lib/cell-reads.ts)
  if (user) noteRead({ chart: chart.id, col, row: roll, ...(entered ? { value: u } : {}) });
  if (entered) return { kind: 'user', value: u };
  return { kind: 'unknown', ...(c && typeof c === 'object' && 'unknown' in c && c.note ? { note: c.note } : {}) };
}

/** How many unknown cells the player has filled, of how many. */

export interface ColumnOutcome {
  /** false when some roll of the die has no known or entered result */
  complete: boolean;
  missing: number[];
  /** results in first-seen roll order, with the rolls that give them */
  results: { result: string; rolls: number[]; weight: bigint; prob: Fraction; from: CellState['kind'][] }[];
}

/**
 * The exact outcome of rolling `die` on one column. With every roll known
 * or entered, the distribution is complete; otherwise the missing rolls are
 * listed and the known part is still reported.
 */
export function columnOutcome(chart: EditableChart, col: string, die: Dist, user: UserCells | undefined): ColumnOutcome {
  const missing: number[] = [];
  const byResult = new Map<string, { rolls: number[]; weight: bigint; from: CellState['kind'][] }>();
  for (const [roll, w] of die.weights) {
    const s = cellState(chart, col, String(roll), user);
    if (s.kind === 'unknown') {
      missing.push(roll);
      continue;
    }
    const cur = byResult.get(s.value) ?? { rolls: [], weight: 0n, from: [] };
    cur.rolls.push(roll);
    cur.weight += w;
    cur.from.push(s.kind);
    byResult.set(s.value, cur);
  }
  return {
    complete: missing.length === 0,
    missing,
    results: [...byResult].map(([result, x]) => ({ result, ...x, prob: new Fraction(x.weight, die.total) })),
  };
}
