/**
 * Where the player's own chart cells are kept, and the check a loaded save
 * must pass. Split from user-chart.ts so the islands that only read the
 * cells (calculators, checklists) do not ship the editor's code.
 */

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
