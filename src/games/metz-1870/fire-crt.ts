/**
 * Metz 1870 fire results (8.5) and ammunition problems (8.8). The Fire CRT is
 * absent from our source: fire-crt.yaml holds the eleven cells the example of
 * play reveals, and the player may enter the rest from their own card. A
 * column's distribution is exact only when all ten of its cells are known or
 * entered; otherwise the known part is given and the rest is "read your card".
 */
import crtChart from '../../../content/metz-1870/tables/fire-crt.yaml';
import type { Chart } from '../../lib/schemas.ts';
import type { ColumnOutcome, UserCells } from '../../lib/user-chart.ts';
import { cellState, columnOutcome, editableChart } from '../../lib/user-chart.ts';
import { d10 } from '../../lib/dice.ts';
import type { Fraction } from '../../lib/fraction.ts';
import type { Ammo, FiringUnit } from './fire.ts';
import type { Hit } from './fire-effects.ts';

export type ResultCode = 'NE' | 'MT' | 'MT+1' | 'MT+2' | 'MT+3' | 'CH' | 'CH+MT' | '2CH' | '2CH+MT';

/** The results of 8.5 a-i as hits on the target hex. */
export const RESULT_CODES: { code: ResultCode; hit: Hit; text: string }[] = [
  { code: 'NE', hit: { ch: 0, mt: null }, text: 'no effect' },
  { code: 'MT', hit: { ch: 0, mt: 0 }, text: 'Morale Test' },
  { code: 'MT+1', hit: { ch: 0, mt: 1 }, text: 'Morale Test, white die +1' },
  { code: 'MT+2', hit: { ch: 0, mt: 2 }, text: 'Morale Test, white die +2' },
  { code: 'MT+3', hit: { ch: 0, mt: 3 }, text: 'Morale Test, white die +3' },
  { code: 'CH', hit: { ch: 1, mt: null }, text: 'one Casualty Hit' },
  { code: 'CH+MT', hit: { ch: 1, mt: 0 }, text: 'one Casualty Hit, then a Morale Test' },
  { code: '2CH', hit: { ch: 2, mt: null }, text: 'two Casualty Hits' },
  { code: '2CH+MT', hit: { ch: 2, mt: 0 }, text: 'two Casualty Hits, then a Morale Test' },
];

/** "MT + 2", "2 CH+MT", "ch" -> the canonical code, or undefined. */
export function normaliseCode(s: string): ResultCode | undefined {
  const k = s.replace(/\s+/g, '').toUpperCase();
  return RESULT_CODES.find((r) => r.code === k)?.code;
}
export const hitOf = (c: ResultCode): Hit => RESULT_CODES.find((r) => r.code === c)!.hit;

/** The Fire CRT as an editable chart (known cells from the example of play). */
export const FIRE_CRT = editableChart('metz-1870', 'fire-crt', crtChart as Chart);
export const FIRE_CRT_ID = 'fire-crt';

/** The cells our source gives for a column: roll, result, where it is read. */
export function knownCells(col: string): { roll: number; result: string; source: string }[] {
  const out: { roll: number; result: string; source: string }[] = [];
  for (const roll of d10.weights.keys()) {
    const s = cellState(FIRE_CRT, col, String(roll), undefined);
    if (s.kind === 'known') out.push({ roll, result: s.value, source: s.source ?? FIRE_CRT.title });
  }
  return out;
}

/** The coloured d10 on one column, with the player's cells; results in canonical form. */
export function fireColumn(col: string, user: UserCells | undefined): ColumnOutcome {
  const o = columnOutcome(FIRE_CRT, col, d10, user);
  const merged = new Map<string, ColumnOutcome['results'][number]>();
  for (const r of o.results) {
    const code = normaliseCode(r.result) ?? r.result;
    const cur = merged.get(code);
    merged.set(
      code,
      cur
        ? { ...cur, rolls: [...cur.rolls, ...r.rolls].sort((a, b) => a - b), weight: cur.weight + r.weight, prob: cur.prob.add(r.prob), from: [...cur.from, ...r.from] }
        : { ...r, result: code },
    );
  }
  return { ...o, results: [...merged.values()] };
}

// ---------------------------------------------------------------- 8.8

/** 8.8: doubles on the coloured and white d10, counted over the 100 pairs. */
export const DOUBLES: Fraction = d10.plus(d10.map((w) => w * 100)).prob((v) => v % 100 === Math.floor(v / 100));

export interface AmmoProblem {
  prob: Fraction;
  /** indices of the firing units that may take the marker */
  candidates: number[];
  /** per candidate: its marker before and after (Rationed ignores it) */
  change: { unit: number; from: Ammo; to: Ammo }[];
  text: string;
}

const NEXT: Record<Ammo, Ammo> = { none: 'low', low: 'rationed', rationed: 'rationed' };
const AMMO_NAME: Record<Ammo, string> = { none: 'no ammo marker', low: 'Low Ammo', rationed: 'Rationed Ammo' };

/**
 * Who takes the Ammo Problem on doubles. 'largest' (default): the unit with
 * the largest printed SP, the owner choosing among equals; 'owner': the
 * owner chooses any firing unit (8.8 says both). `firing` marks the units
 * that actually fire (a unit under ½ initial SP does not).
 */
export function ammoProblem(units: FiringUnit[], who: 'largest' | 'owner' = 'largest', firing?: boolean[]): AmmoProblem {
  const idx = units.map((_, i) => i).filter((i) => firing?.[i] !== false);
  if (idx.length === 0) throw new Error('no firing unit');
  const top = idx.reduce((m, i) => (units[i]!.printed.sub(m).n > 0n ? units[i]!.printed : m), units[idx[0]!]!.printed);
  const candidates = who === 'owner' ? idx : idx.filter((i) => units[i]!.printed.equals(top));
  const change = candidates.map((i) => ({ unit: i, from: units[i]!.ammo ?? 'none', to: NEXT[units[i]!.ammo ?? 'none'] }));
  const what = (c: (typeof change)[number]) =>
    c.from === 'rationed' ? `unit ${c.unit + 1} already has Rationed Ammo: no further effect` : `unit ${c.unit + 1}: ${AMMO_NAME[c.from]} → ${AMMO_NAME[c.to]}`;
  const pick = candidates.length > 1 ? `the owner picks one of units ${candidates.map((i) => i + 1).join(', ')}` : '';
  return { prob: DOUBLES, candidates, change, text: [pick, ...change.map(what)].filter(Boolean).join('; ') };
}

/** The ammunition shift item of the firers: the worst marker among them ('o' Low, 'p' Rationed). */
export function ammoShiftId(units: FiringUnit[]): 'o' | 'p' | undefined {
  if (units.some((u) => u.ammo === 'rationed')) return 'p';
  if (units.some((u) => u.ammo === 'low')) return 'o';
  return undefined;
}

