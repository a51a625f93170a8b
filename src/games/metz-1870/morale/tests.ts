/**
 * Metz 1870 Morale Tests (9.0-9.2) and Break Tests (10.0-10.1): the modified
 * TCR (3.1.2), the MT differential bands, what Morale Hits do to the marker,
 * and the four Break Test results. The bands and conversions are read from
 * the chart YAML the site prints, so the page and the arithmetic agree.
 * Everything is exact: one d10 (a 0 counts as 10) enumerated face by face.
 */
import bandsChart from '../../../../content/metz-1870/tables/morale-test.yaml?columns=from,to,hits&cells';
import hitsChart from '../../../../content/metz-1870/tables/morale-hits.yaml?columns=marker,hits,becomes,casualty&cells';
import breakChart from '../../../../content/metz-1870/tables/break-test.yaml?columns=result,lo,hi,retreat&cells';
import { chartRows } from '../../../lib/charts.ts';
import { classify, d10 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Marker } from './tcr.ts';
import { SERVER } from '../../../lib/words.ts';

export type { Marker, Works } from './tcr.ts';
export type Hits = 0 | 1 | 2;
export type BreakResult = 'confident' | 'normal' | 'uneasy' | 'broken';

export const MARKER_NAME: Record<Marker, string> = { none: 'no marker', shaken: 'Shaken', disrupted: 'Disrupted' };
export const BREAK_NAME: Record<BreakResult, string> = {
  confident: 'Confident Pass',
  normal: 'Normal Pass',
  uneasy: 'Uneasy Pass',
  broken: 'Broken',
};

/** "—" (or any non-number) in a band's from/to column means "no limit". */
const bound = (x: unknown, inf: number): number => (typeof x === 'number' ? x : inf);

// 3.1.2: the modified TCR, in tcr.ts (kept free of charts, so the assault page need not load them)
export { MARKER_TCR, modifiedTcr, tcrTerms, type TcrInput } from './tcr.ts';

// ---------------------------------------------------------------- 9.1

interface BandRow {
  from: unknown;
  to: unknown;
  hits: number;
}
const BANDS = chartRows<BandRow>(bandsChart, ['hits']).map((r) => ({
  from: bound(r.from, -Infinity),
  to: bound(r.to, Infinity),
  hits: r.hits as Hits,
}));

/** Morale Hits for an MT differential (white + MT modifier - modified TCR). */
export function moraleHits(diff: number): Hits {
  const b = BANDS.find((x) => diff >= x.from && diff <= x.to);
  if (!b) throw new Error(`no Morale Test band holds ${diff}`);
  return b.hits;
}

export interface MoraleTestDist {
  /** hits -> the white faces (1-10) that give them and their chance */
  byHits: Record<Hits, { rolls: number[]; prob: Fraction }>;
}

/** Exact Morale Test over the white d10 for a modified TCR and MT modifier (0-3). */
export function moraleTest(tcrModified: number, mtMod: number): MoraleTestDist {
  const c = classify(d10, (w) => String(moraleHits(w + mtMod - tcrModified)) as '0' | '1' | '2');
  const one = (h: Hits) => {
    const x = c.get(String(h) as '0' | '1' | '2');
    return { rolls: x?.values ?? [], prob: x?.prob ?? Fraction.ZERO };
  };
  return { byHits: { 0: one(0), 1: one(1), 2: one(2) } };
}

// ---------------------------------------------------------------- 9.2

interface HitRow {
  marker: string;
  hits: number;
  becomes: string;
  casualty: number;
}
const MARKER_OF: Record<string, Marker> = { none: 'none', shaken: 'shaken', disrupted: 'disrupted' };
const toMarker = (s: string): Marker => {
  const m = MARKER_OF[s.trim().toLowerCase()];
  // checks of the charts (here and below): the server build and the tests make them on the same files, the browser's build has none
  if (SERVER && !m) throw new Error(`morale-hits chart: unknown marker "${s}"`);
  return m!;
};
const HIT_TABLE = new Map<string, { marker: Marker; ch: number }>(
  chartRows<HitRow>(hitsChart, ['marker', 'hits', 'becomes', 'casualty']).map((r) => [
    `${toMarker(r.marker)}/${r.hits}`,
    { marker: toMarker(r.becomes), ch: r.casualty },
  ]),
);
if (SERVER)
  for (const m of ['none', 'shaken', 'disrupted'] as const)
    for (const h of [1, 2]) if (!HIT_TABLE.has(`${m}/${h}`)) throw new Error(`morale-hits chart: no row for ${m} with ${h} hits`);

/** 9.2: the marker after `hits` Morale Hits, and the Casualty Hits they turn into. */
export function applyMoraleHits(marker: Marker, hits: Hits): { marker: Marker; ch: number } {
  if (hits === 0) return { marker, ch: 0 };
  return HIT_TABLE.get(`${marker}/${hits}`)!;
}

// ---------------------------------------------------------------- 10.1

interface BreakRow {
  result: string;
  lo: unknown;
  hi: unknown;
  retreat: number;
}
const BREAK_OF: Record<string, BreakResult> = {
  'confident pass': 'confident',
  'normal pass': 'normal',
  'uneasy pass': 'uneasy',
  broken: 'broken',
};
const BREAK_BANDS = chartRows<BreakRow>(breakChart, ['result', 'retreat']).map((r) => {
  const result = BREAK_OF[r.result.trim().toLowerCase()];
  if (SERVER && !result) throw new Error(`break-test chart: unknown result "${r.result}"`);
  return { result: result!, lo: bound(r.lo, -Infinity), hi: bound(r.hi, Infinity), retreat: r.retreat };
});

/** 10.1: the result of a Break Test roll (1-10) against modified TCR T. */
export function breakResult(roll: number, T: number): BreakResult {
  const b = BREAK_BANDS.find((x) => roll - T >= x.lo && roll - T <= x.hi);
  if (!b) throw new Error(`no Break Test band for roll ${roll} against ${T}`);
  return b.result;
}

/** Hexes retreated after a passed Break Test: only a Shaken or Disrupted unit moves. */
export function breakRetreat(r: BreakResult, marker: Marker): number {
  if (marker === 'none') return 0;
  return BREAK_BANDS.find((b) => b.result === r)!.retreat;
}

/** Exact Break Test over one d10 against T. */
export function breakTest(T: number): Record<BreakResult, { rolls: number[]; prob: Fraction }> {
  const c = classify(d10, (r) => breakResult(r, T));
  const out = {} as Record<BreakResult, { rolls: number[]; prob: Fraction }>;
  for (const k of ['confident', 'normal', 'uneasy', 'broken'] as const) {
    const x = c.get(k);
    out[k] = { rolls: x?.values ?? [], prob: x?.prob ?? Fraction.ZERO };
  }
  return out;
}

/** "1-3", "5", "7-10", or "none" for a list of consecutive die faces. */
export function rollsText(rolls: number[]): string {
  if (rolls.length === 0) return 'none';
  const parts: string[] = [];
  let start = rolls[0]!;
  let prev = start;
  for (const r of [...rolls.slice(1), NaN]) {
    if (r === prev + 1) {
      prev = r;
      continue;
    }
    parts.push(start === prev ? `${start}` : `${start}-${prev}`);
    start = r;
    prev = r;
  }
  return parts.join(', ');
}
