/**
 * Metz 1870 command: the In Command check of 7.3-7.4 (path cost against the
 * HQ's Command Rating), the draw of Out of Command markers without
 * replacement (7.5, 14.3) and the Fortunes of War table (6.4), both read
 * from their chart YAML. Exact fractions throughout.
 */
import fowChart from '../../../../content/metz-1870/tables/fortunes-of-war.yaml';
import oocChart from '../../../../content/metz-1870/tables/ooc-markers.yaml';
import { chartRows } from '../../../lib/charts.ts';
import { hypergeometric } from '../../../lib/draws.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { FOW_TABLE } from './fow.ts';

// ----- In Command (7.3, 7.4)

export interface CommandPath {
  /** hexes entered from a road hex along a connected road: ½ each */
  road: number;
  /** Forest or any Forested hex: 2 each */
  forest: number;
  /** any other hex: 1 each */
  other: number;
}

/** Command Range cost of a path (7.3). */
export const pathCost = (p: CommandPath): Fraction => new Fraction(p.road, 2).add(new Fraction(2 * p.forest + p.other));

export interface HqState {
  /** Command Rating on the face-up side */
  rating: number;
  /** Leader Casualty marker: both ratings -1 (6.4 e) */
  leaderCasualty: boolean;
  /** Overrun this turn: rating 0, commands only units stacked with it (12.10) */
  overrun: boolean;
}

export const effectiveRating = (h: HqState): number => (h.overrun ? 0 : Math.max(0, h.rating - (h.leaderCasualty ? 1 : 0)));

export interface InCommandCheck {
  rating: number;
  cost: Fraction;
  inRange: boolean;
  reminders: string[];
}

/** Is a unit at the end of this path within Command Range? Plus what else can put it In Command. */
export function inCommandCheck(h: HqState, p: CommandPath): InCommandCheck {
  const rating = effectiveRating(h);
  const cost = pathCost(p);
  const inRange = h.overrun ? p.road + p.forest + p.other === 0 : cost.sub(new Fraction(rating)).n <= 0n;
  const reminders = [
    'The path may not cross an unbridged River hex or any hex holding an enemy unit (7.3).',
    'A hex is reached only if the remaining range pays its full cost; there is no minimum range (7.3).',
    'Out of range, a unit is still In Command if it is adjacent to an In Command unit of the same formation; such chains may be any length (7.4).',
    'The HQ itself is always In Command; reinforcements entering this turn and units picked by a CIC chit are In Command too (7.4, 11.10, 6.2).',
  ];
  if (h.overrun) reminders.unshift('An Overrun HQ commands only the units stacked with it (7.3).');
  return { rating, cost, inRange, reminders };
}

// ----- Out of Command markers (7.5, 14.3)

export interface OocMarker {
  marker: string;
  count: number;
  effect: string;
}
export const OOC_MARKERS: OocMarker[] = chartRows<OocMarker>(oocChart, ['marker', 'count', 'effect']);
export const OOC_TOTAL = OOC_MARKERS.reduce((s, m) => s + m.count, 0);

export interface OocDraw {
  marker: string;
  left: number;
  first: Fraction;
  /** P(exactly j of this marker among the k draws), j = 0..left */
  among: Fraction[];
  expected: Fraction;
}

/**
 * Draw k markers without replacement from the pile, after `out` of each kind
 * have already been taken: the first draw, and how many of each kind among
 * the k (hypergeometric).
 */
export function oocDraws(k: number, out: Record<string, number> = {}): { left: number; draws: OocDraw[] } {
  const left = OOC_MARKERS.map((m) => Math.max(0, m.count - (out[m.marker] ?? 0)));
  const n = left.reduce((a, b) => a + b, 0);
  if (n === 0) throw new RangeError('no Out of Command markers left in the pile');
  if (!Number.isInteger(k) || k < 1 || k > n) throw new RangeError(`draw 1 to ${n} markers`);
  const draws = OOC_MARKERS.map((m, i) => {
    const K = left[i]!;
    const among = hypergeometric(n, K, k);
    return { marker: m.marker, left: K, first: new Fraction(K, n), among, expected: new Fraction(k * K, n) };
  });
  return { left: n, draws };
}

/** Withdraw acts as Frozen and Advance as Cautious with no enemy within 4 hexes (14.3 a, e). */
export const OOC_FALLBACK: Record<string, string> = { Withdraw: 'Frozen', Advance: 'Cautious' };

/** The chance that one drawn marker has each effect, given whether an enemy unit is within 4 hexes. */
export function oocFirstEffect(enemyWithin4: boolean, out: Record<string, number> = {}): { effect: string; prob: Fraction }[] {
  const { draws } = oocDraws(1, out);
  const by = new Map<string, Fraction>();
  for (const d of draws) {
    const effect = enemyWithin4 ? d.marker : (OOC_FALLBACK[d.marker] ?? d.marker);
    by.set(effect, (by.get(effect) ?? Fraction.ZERO).add(d.first));
  }
  return [...by].map(([effect, prob]) => ({ effect, prob }));
}

// ----- Fortunes of War (6.4)

export interface FowRow {
  roll: string;
  item: string;
  result: string;
  effect: string;
}
export const FOW_ROWS: FowRow[] = chartRows<FowRow>(fowChart, ['roll', 'item', 'result', 'effect']).map((r) => ({ ...r, roll: String(r.roll) }));

/** The table with each result's d10 faces and exact chance, from the one reading the checklist uses too. */
export function fortunesOfWar(): (FowRow & { faces: number[]; prob: Fraction })[] {
  return FOW_ROWS.map((r, i) => {
    const line = FOW_TABLE[i]!;
    if (line.roll !== r.roll) throw new Error(`Fortunes of War rows out of step at ${r.roll}`);
    return { ...r, faces: line.faces, prob: line.prob };
  });
}
