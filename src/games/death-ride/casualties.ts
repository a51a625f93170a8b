/**
 * Death Ride casualty points (7.7): what each loss costs per nationality,
 * and the exact ways a stack of Fresh and Spent units can absorb a total.
 *
 * The card's IMPORTANT note allows two modes:
 *   A) flip (Fresh -> Spent) or eliminate units, retreating none;
 *   B) retreat ALL units first (1 CP each), then flip or eliminate.
 * Each unit ends Fresh, Spent or eliminated; units of one status are
 * interchangeable, so an option is a count of each kind of loss.
 */
import { count } from '../../lib/guard.ts';
import chart from '../../../content/death-ride/tables/casualty-points.yaml';
import type { Side } from './combat/common.ts';

export type Nationality = Side;
export type Mode = 'A' | 'B';

export interface CpCosts {
  retreat: number;
  flip: number;
  elimSpent: number;
  elimFresh: number;
}

const ACTIONS: Record<string, keyof CpCosts> = {
  'retreat a unit': 'retreat',
  'flip a fresh unit to spent': 'flip',
  'eliminate a spent unit': 'elimSpent',
  'eliminate a fresh unit': 'elimFresh',
};

const cellValue = (c: unknown): unknown => (c !== null && typeof c === 'object' && 'value' in c ? (c as { value: unknown }).value : c);

/**
 * Read the costs from the Casualty Points chart data (columns cost / french /
 * german, one row per way to absorb). Throws if an action is missing, so a
 * change to the chart cannot silently change the arithmetic.
 */
export function costsFromChart(data: unknown): Record<Nationality, CpCosts> {
  const rows = (data as { rows?: unknown })?.rows;
  if (!Array.isArray(rows)) throw new Error('casualty-points chart: no rows');
  const out = {} as Record<Nationality, CpCosts>;
  for (const nat of ['french', 'german'] as const) {
    const c: Partial<CpCosts> = {};
    for (const row of rows as Record<string, unknown>[]) {
      const cost = Number(cellValue(row.cost));
      const action = ACTIONS[String(cellValue(row[nat]) ?? '').trim().toLowerCase()];
      if (action && Number.isInteger(cost) && cost > 0) c[action] = cost;
    }
    for (const k of Object.values(ACTIONS))
      if (c[k] === undefined) throw new Error(`casualty-points chart: no ${nat} cost for ${k}`);
    out[nat] = c as CpCosts;
  }
  return out;
}

/** The Casualty Points (7.7) chart of the card (L176-183), read from content/death-ride/tables/casualty-points.yaml. */
export const CP_COSTS: Record<Nationality, CpCosts> = costsFromChart(chart);

export interface AbsorbOption {
  mode: Mode;
  /** units retreated (all of them in mode B, none in mode A) */
  retreat: number;
  /** Fresh units flipped to Spent */
  flip: number;
  elimFresh: number;
  elimSpent: number;
  total: number;
  parts: { label: string; cp: number }[];
  /** "retreat all 3 (3 CP), flip 1 Fresh (1), eliminate 1 Spent (3)" */
  label: string;
}

export interface ModeAbsorption {
  mode: Mode;
  capacity: number;
  totals: number[];
  /** the ways to absorb the required total exactly (empty if none) */
  options: AbsorbOption[];
  exact: boolean;
  /** nearest reachable totals below and above the requirement, when not exact */
  below?: number;
  above?: number;
}

export interface Absorption {
  nationality: Nationality;
  fresh: number;
  spent: number;
  cp: number;
  A: ModeAbsorption;
  B: ModeAbsorption;
  notes: string[];
}

function* combos(c: CpCosts, fresh: number, spent: number, mode: Mode): Generator<Omit<AbsorbOption, 'parts' | 'label'>> {
  const retreat = mode === 'B' ? fresh + spent : 0;
  for (let ef = 0; ef <= fresh; ef++)
    for (let flip = 0; flip + ef <= fresh; flip++)
      for (let es = 0; es <= spent; es++)
        yield { mode, retreat, flip, elimFresh: ef, elimSpent: es, total: retreat * c.retreat + flip * c.flip + ef * c.elimFresh + es * c.elimSpent };
}

/** Most the stack can absorb in a mode: every unit eliminated (after retreating, in B). */
export function capacity(nat: Nationality, fresh: number, spent: number, mode: Mode, costs = CP_COSTS): number {
  const c = costs[nat];
  return (mode === 'B' ? (fresh + spent) * c.retreat : 0) + fresh * c.elimFresh + spent * c.elimSpent;
}

/** Every total the stack can absorb exactly in a mode, ascending. */
export function reachableTotals(nat: Nationality, fresh: number, spent: number, mode: Mode, costs = CP_COSTS): number[] {
  const s = new Set<number>();
  for (const o of combos(costs[nat], fresh, spent, mode)) s.add(o.total);
  return [...s].sort((a, b) => a - b);
}

function describe(c: CpCosts, o: Omit<AbsorbOption, 'parts' | 'label'>, fresh: number, spent: number): AbsorbOption {
  const parts: { label: string; cp: number }[] = [];
  const all = fresh + spent;
  if (o.retreat > 0) parts.push({ label: all === 1 ? 'retreat the unit' : `retreat all ${all}`, cp: o.retreat * c.retreat });
  if (o.flip > 0) parts.push({ label: `flip ${o.flip} Fresh`, cp: o.flip * c.flip });
  if (o.elimFresh > 0) parts.push({ label: `eliminate ${o.elimFresh} Fresh`, cp: o.elimFresh * c.elimFresh });
  if (o.elimSpent > 0) parts.push({ label: `eliminate ${o.elimSpent} Spent`, cp: o.elimSpent * c.elimSpent });
  const label =
    parts.length === 0 ? 'no losses (0 CP)' : parts.map((p, k) => `${p.label} (${p.cp}${k === 0 ? ' CP' : ''})`).join(', ');
  return { ...o, parts, label };
}

/** The ways to absorb exactly `cp` in a mode, least destructive first. */
export function absorptionOptions(nat: Nationality, fresh: number, spent: number, cp: number, mode: Mode, costs = CP_COSTS): AbsorbOption[] {
  count('fresh units', fresh);
  count('spent units', spent);
  count('casualty points', cp);
  const c = costs[nat];
  const out: AbsorbOption[] = [];
  for (const o of combos(c, fresh, spent, mode)) if (o.total === cp) out.push(describe(c, o, fresh, spent));
  return out.sort(
    (a, b) => a.elimFresh + a.elimSpent - (b.elimFresh + b.elimSpent) || a.elimFresh - b.elimFresh || a.flip - b.flip,
  );
}

function modeAbsorption(nat: Nationality, fresh: number, spent: number, cp: number, mode: Mode, costs: Record<Nationality, CpCosts>): ModeAbsorption {
  const totals = reachableTotals(nat, fresh, spent, mode, costs);
  const options = absorptionOptions(nat, fresh, spent, cp, mode, costs);
  const r: ModeAbsorption = { mode, capacity: capacity(nat, fresh, spent, mode, costs), totals, options, exact: options.length > 0 };
  if (!r.exact) {
    const below = totals.filter((t) => t < cp);
    const above = totals.filter((t) => t > cp);
    if (below.length > 0) r.below = below[below.length - 1];
    if (above.length > 0) r.above = above[0];
  }
  return r;
}

/** Both modes for a stack of `fresh` Fresh and `spent` Spent units required to absorb `cp`. */
export function absorb(nat: Nationality, fresh: number, spent: number, cp: number, costs = CP_COSTS): Absorption {
  count('fresh units', fresh);
  count('spent units', spent);
  count('casualty points', cp);
  const A = modeAbsorption(nat, fresh, spent, cp, 'A', costs);
  const B = modeAbsorption(nat, fresh, spent, cp, 'B', costs);
  const notes: string[] = [];
  if (!A.exact || !B.exact)
    notes.push(
      'The card does not say what happens when a total cannot be matched exactly (absorb more, lose the excess, or must the total be reached?) (7.7).',
    );
  if (cp > Math.max(A.capacity, B.capacity))
    notes.push('The casualty points exceed what the stack can absorb in either mode; the card does not say what happens then (7.7).');
  notes.push('Who chooses how to absorb, whether a Lead unit must absorb first, and where retreating units go are not on the card (7.7).');
  return { nationality: nat, fresh, spent, cp, A, B, notes };
}
