/**
 * On To Paris! supply path lengths (9.4.4, 9.4.6). The Unit Supply Path
 * lengths are on a player aid card our source lacks: supply-paths.yaml keeps
 * them as unknown cells the player may fill from the card. The Supply Depot
 * Path leg of three hexes is in the rulebook and is read from the same chart.
 */
import chart from '../../../../content/on-to-paris/tables/supply-paths.yaml';
import type { Chart } from '../../../lib/schemas.ts';
import type { UserCells } from '../../../lib/user-chart-store.ts';
import { cellState, editableChart, rollOf } from '../../../lib/user-chart.ts';
import { oneOf, SIDES, STATUSES, type Side, type Status } from './types.ts';

export const SUPPLY_PATHS_ID = 'supply-paths';
export const SUPPLY_PATHS = editableChart('on-to-paris', SUPPLY_PATHS_ID, chart as Chart);

const UNIT_ROW: Record<Side, string> = { prussian: 'Prussian Unit Supply Path', french: 'French Unit Supply Path' };
const DEPOT_ROW = 'Supply Depot Path, each portion (both sides)';
for (const row of [...Object.values(UNIT_ROW), DEPOT_ROW])
  if (!SUPPLY_PATHS.rows.some((r) => rollOf(SUPPLY_PATHS, r) === row)) throw new Error(`supply-paths chart lacks the row "${row}"`);

export interface PathLength {
  /** hexes allowed, or null when neither our source nor the player's chart gives it */
  hexes: number | null;
  /** where the number comes from */
  from: 'rulebook' | 'your chart' | 'unknown';
}

const asLength = (s: string): number | null => (/^\d{1,2}$/.test(s.trim()) ? Number(s.trim()) : null);

/** The longest Unit Supply Path of a side's units under a French government, from the player's chart when entered. */
export function unitPathLength(side: Side, status: Status, user: UserCells | undefined): PathLength {
  oneOf('side', side, SIDES);
  oneOf('status', status, STATUSES);
  const s = cellState(SUPPLY_PATHS, status, UNIT_ROW[side], user);
  if (s.kind === 'unknown') return { hexes: null, from: 'unknown' };
  const hexes = asLength(s.value);
  return hexes === null ? { hexes: null, from: 'unknown' } : { hexes, from: s.kind === 'user' ? 'your chart' : 'rulebook' };
}

/** The hexes of one Supply Depot Path leg (9.4.6): three, as the chart records from the rulebook. */
export function depotLegLength(): number {
  const s = cellState(SUPPLY_PATHS, 'empire', DEPOT_ROW, undefined);
  const n = s.kind === 'known' ? asLength(s.value) : null;
  if (n === null) throw new Error('the supply-paths chart has no Supply Depot Path length');
  return n;
}
