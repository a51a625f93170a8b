/**
 * Metz 1870 assault column shifts (12.5, 12.6), read from
 * content/metz-1870/tables/assault-shifts.yaml: the odds bands of item a,
 * the single-worst lead-hex terrain, the single-best defending terrain,
 * slope, flank, events, TCR comparison and earthworks.
 */
import chart from '../../../../content/metz-1870/tables/assault-shifts.yaml?columns=id,shift,group&cells';
import whole from '../../../../content/metz-1870/tables/assault-shifts.yaml';
import { chartRows } from '../../../lib/charts.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { chartWords } from '../../../lib/chart-words.ts';
import { SERVER } from '../../../lib/words.ts';

export const SHIFT_GROUPS = ['odds', 'attacker', 'lead-terrain', 'slope', 'flank', 'events', 'tcr', 'earthworks', 'defender-terrain'] as const;
export type ShiftGroup = (typeof SHIFT_GROUPS)[number];
export interface ShiftRow {
  id: string;
  shift: number;
  group: ShiftGroup;
}

/** Each item's condition, as the chart words it: the page carries them (chartWords, lib/chart-words.ts). */
export const CONDITION = chartWords('metz-1870-assault-shifts', SERVER && chartRows(whole, ['id', 'condition']), 'id', 'condition');

export const SHIFT_ROWS: ShiftRow[] = chartRows<ShiftRow>(chart, ['id', 'shift', 'group']).map((r) => {
  if (!Number.isInteger(r.shift)) throw new Error(`assault-shifts: shift of ${r.id} is not a whole number`);
  if (!(SHIFT_GROUPS as readonly string[]).includes(r.group)) throw new Error(`assault-shifts: unknown group ${r.group}`);
  return { ...r, id: String(r.id) };
});
export const shiftRow = (id: string): ShiftRow => {
  const r = SHIFT_ROWS.find((x) => x.id === id);
  if (!r) throw new Error(`assault-shifts: no item ${id}`);
  return r;
};
export const rowsOf = (g: ShiftGroup): ShiftRow[] => SHIFT_ROWS.filter((r) => r.group === g);

/** The named ratios of 12.5 a, highest first: "a 3:1" -> 3. */
export const ODDS_BANDS = rowsOf('odds')
  .map((r) => {
    const m = /^a (\d+):(\d+)$/.exec(r.id);
    if (!m) throw new Error(`assault-shifts: odds row ${r.id} is not "a x:y"`);
    return { id: r.id, name: `${m[1]}:${m[2]}`, ratio: new Fraction(Number(m[1]), Number(m[2])), shift: r.shift };
  })
  .sort((a, b) => Number(b.ratio.sub(a.ratio).n));

export type GapReading = 'defender' | 'attacker';
export interface OddsBand {
  /** the 12.5 a row used ("a 3:2"), or "a" when no shift */
  id: string;
  /** null when the defenders have no SP at all */
  ratio: Fraction | null;
  ratioText: string;
  shift: number;
  band: string;
  /** false when the ratio is none of the named ones nor beyond the extreme ones */
  defined: boolean;
  /** what was assumed for an undefined ratio */
  reading?: string;
}

const cmp = (a: Fraction, b: Fraction) => Number(a.sub(b).n > 0n) - Number(a.sub(b).n < 0n);
const ONE = new Fraction(1);

/**
 * The band of 12.5 a. Between two named ratios the rule is silent (notes
 * §11.3): between 1:2 and 3:2 no shift (C11c gives none at 3:4); in the other
 * gaps the lower named ratio ('defender', notes §4.2, default) or the higher
 * one ('attacker').
 */
export function oddsBand(attack: Fraction, defend: Fraction, gaps: GapReading): OddsBand {
  const top = ODDS_BANDS[0]!;
  const bottom = ODDS_BANDS[ODDS_BANDS.length - 1]!;
  if (defend.n <= 0n) return { id: top.id, ratio: null, ratioText: 'no defending SP', shift: top.shift, band: `${top.name} or more`, defined: true };
  const r = attack.div(defend);
  const ratioText = `${r.n}:${r.d}`;
  if (cmp(r, top.ratio) >= 0) return { id: top.id, ratio: r, ratioText, shift: top.shift, band: `${top.name} or more`, defined: true };
  if (cmp(r, bottom.ratio) <= 0) return { id: bottom.id, ratio: r, ratioText, shift: bottom.shift, band: `${bottom.name} or less`, defined: true };
  const exact = ODDS_BANDS.find((b) => cmp(b.ratio, r) === 0);
  if (exact) return { id: exact.id, ratio: r, ratioText, shift: exact.shift, band: exact.name, defined: true };
  const hi = [...ODDS_BANDS].reverse().find((b) => cmp(b.ratio, r) > 0)!;
  const lo = ODDS_BANDS.find((b) => cmp(b.ratio, r) < 0)!;
  const band = `between ${lo.name} and ${hi.name}`;
  if (cmp(lo.ratio, ONE) < 0 && cmp(hi.ratio, ONE) > 0)
    return { id: 'a', ratio: r, ratioText, shift: 0, band, defined: false, reading: 'read as no shift: no ratio between them is named, and the example of play gives none at 3:4 (the charging 15/6 against 2/Del/IG)' };
  const use = gaps === 'defender' ? lo : hi;
  return { id: use.id, ratio: r, ratioText, shift: use.shift, band, defined: false, reading: `read as ${use.name} (${gaps === 'defender' ? "the defender's" : "the attacker's"} favour)` };
}

/** Flank Attack (12.6): 3 or more attacking hexes, or two that are not adjacent to each other. */
export const isFlankAttack = (hexes: number, twoApart: boolean): boolean => hexes >= 3 || (hexes === 2 && twoApart);

export interface ShiftInput {
  /** the odds band, or null when the odds shift does not apply (reading 'support-only' without Support hexes) */
  odds: OddsBand | null;
  /** ids of the bool items that are ticked: b, c-e, i-k, t, p-s */
  ticked: string[];
  /** f or g, or null */
  slope: string | null;
  flank: boolean;
  bestLeadTcr: number;
  bestDefenderTcr: number;
  /** n or o, or null */
  works: string | null;
  defenderHasInfantry: boolean;
  defenderHasInfantryOrArtillery: boolean;
}
export type WorksReading = 'separate' | 'terrain';

export interface ShiftLine {
  id: string;
  label: string;
  shift: number;
  applied: boolean;
  why?: string;
}

/** Items that name the defending unit type (12.5 n-r). */
const NEEDS_INFANTRY = new Set(['p', 'q', 'r']);
const NEEDS_INF_OR_ART = new Set(['n', 'o']);

/** Every shift of 12.5 that applies, and those ticked but not counted with the reason. */
export function assaultShifts(x: ShiftInput, works: WorksReading): { lines: ShiftLine[]; net: number } {
  const lines: ShiftLine[] = [];
  const add = (r: ShiftRow, applied: boolean, why?: string, label = CONDITION(r.id)) =>
    lines.push({ id: r.id, label, shift: r.shift, applied, ...(why ? { why } : {}) });
  if (x.odds) {
    lines.push({ id: x.odds.id, label: `Odds ${x.odds.ratioText}: ${x.odds.band}`, shift: x.odds.shift, applied: x.odds.shift !== 0, ...(x.odds.reading ? { why: x.odds.reading } : {}) });
  }
  const ticked = new Set(x.ticked);
  for (const r of rowsOf('attacker')) if (ticked.has(r.id)) add(r, true);
  // lead hex terrain: only the single shift worst for the attacker
  pickOne(rowsOf('lead-terrain').filter((r) => ticked.has(r.id)), (a, b) => a.shift - b.shift, 'a worse lead-hex terrain shift counts instead', add);
  if (x.slope) add(shiftRow(x.slope), true);
  if (x.flank) add(shiftRow(rowsOf('flank')[0]!.id), true);
  for (const r of rowsOf('events')) if (ticked.has(r.id)) add(r, true);
  const [l, m] = rowsOf('tcr');
  if (l && x.bestLeadTcr > x.bestDefenderTcr) add(l, true, undefined, `${CONDITION(l.id)} (${x.bestLeadTcr} vs ${x.bestDefenderTcr})`);
  if (m && x.bestDefenderTcr > x.bestLeadTcr) add(m, true, undefined, `${CONDITION(m.id)} (${x.bestDefenderTcr} vs ${x.bestLeadTcr})`);
  const eligible = (r: ShiftRow) =>
    NEEDS_INFANTRY.has(r.id) ? x.defenderHasInfantry : NEEDS_INF_OR_ART.has(r.id) ? x.defenderHasInfantryOrArtillery : true;
  const terrain = rowsOf('defender-terrain').filter((r) => ticked.has(r.id));
  const worksRow = x.works ? shiftRow(x.works) : null;
  for (const r of [...terrain, ...(worksRow ? [worksRow] : [])])
    if (!eligible(r)) add(r, false, NEEDS_INFANTRY.has(r.id) ? 'no defending infantry unit' : 'no defending infantry or artillery unit');
  const usable = terrain.filter(eligible);
  if (worksRow && eligible(worksRow) && works === 'separate') add(worksRow, true);
  const pool = worksRow && eligible(worksRow) && works === 'terrain' ? [...usable, worksRow] : usable;
  // defending hex terrain: only the single shift best for the defender
  pickOne(pool, (a, b) => a.shift - b.shift, 'a better defending-hex shift counts instead', add);
  const net = lines.filter((l2) => l2.applied).reduce((s, l2) => s + l2.shift, 0);
  return { lines, net };
}

function pickOne(rows: ShiftRow[], order: (a: ShiftRow, b: ShiftRow) => number, why: string, add: (r: ShiftRow, applied: boolean, why?: string) => void) {
  const sorted = [...rows].sort(order);
  sorted.forEach((r, i) => add(r, i === 0, i === 0 ? undefined : why));
}
