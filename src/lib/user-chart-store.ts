/**
 * Where the player's own chart cells are kept, and the check a loaded save
 * must pass. Split from user-chart.ts so the islands that only read the
 * cells (calculators, checklists) do not ship the editor's code.
 */

import { load, save, type KeyValueStore } from './persist.ts';

/** Entered cells: column key -> row (as written in the row key) -> result. */
export type UserCells = Record<string, Record<string, string>>;

export const USER_CHART_SCHEMA = 'aide-de-camp-user-chart';
export const USER_CHART_VERSION = 1;
export const storageKey = (game: string, chart: string) => `adc-chart:${game}/${chart}`;

export const isUserCells = (d: unknown): d is UserCells =>
  !!d &&
  typeof d === 'object' &&
  !Array.isArray(d) &&
  Object.values(d as object).every((r) => r && typeof r === 'object' && Object.values(r as object).every((v) => typeof v === 'string'));

/**
 * Adds cells to a player's saved chart (the calculator's in-place form, a shared link's cells kept):
 * `replace` says whether a typed cell overwrites one already entered. How many were written, or
 * false when the browser keeps nothing (private mode, quota).
 */
export function keepCells(store: KeyValueStore, game: string, chart: string, cells: UserCells, replace: boolean): number | false {
  const key = storageKey(game, chart);
  const had = load(store, key, USER_CHART_SCHEMA, USER_CHART_VERSION, isUserCells);
  const all: UserCells = had.ok ? had.data : {};
  let n = 0;
  for (const [col, rows] of Object.entries(cells))
    for (const [row, v] of Object.entries(rows))
      if (replace || all[col]?.[row] === undefined) ((all[col] ??= {})[row] = v), n++;
  return save(store, key, USER_CHART_SCHEMA, USER_CHART_VERSION, all) && n;
}
