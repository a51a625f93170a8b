/**
 * Independent reference code for the Metz 1870 differential tests, written
 * from the rulebook (9.0-10.1, 18.6 ...) without reading our implementation:
 * exact rationals (BigInt) and distributions by enumerating every die.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { run } from '../../../../src/lib/calculator.ts';
import type { CalcContext, CalcResult, CalculatorDef } from '../../../../src/lib/calculator.ts';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
export class Q {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint | number, d: bigint | number = 1n) {
    let N = BigInt(n), D = BigInt(d);
    if (D < 0n) (N = -N), (D = -D);
    const g = gcd(N, D) || 1n;
    this.n = N / g;
    this.d = D / g;
  }
  add(o: Q) { return new Q(this.n * o.d + o.n * this.d, this.d * o.d); }
  mul(o: Q) { return new Q(this.n * o.n, this.d * o.d); }
  toString() { return this.d === 1n ? `${this.n}` : `${this.n}/${this.d}`; }
}
export const q = (n: number, d = 1) => new Q(n, d);
export const ZERO = q(0);
export const TENTH = q(1, 10);

/** A distribution: outcome key → exact probability. */
export type Dist = Map<string, Q>;
export function addTo(d: Dist, k: string, p: Q) { d.set(k, (d.get(k) ?? ZERO).add(p)); }
export const D10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** A cell (Fraction, number or text) as a canonical fraction string. */
export const canon = (c: unknown): string => {
  const s = String(c).trim();
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(s);
  if (!m) return s;
  return new Q(BigInt(m[1]!), BigInt(m[2] ?? '1')).toString();
};

/** A query that must compute cleanly. */
export function calc(def: CalculatorDef, query: Record<string, string>, ctx?: CalcContext): CalcResult {
  const out = run(def, query, ctx);
  expect(out.errors, JSON.stringify(query)).toEqual({});
  expect(out.failure, JSON.stringify(query)).toBeUndefined();
  return out.result!;
}

/** A query that must be refused with a message on a field (never a throw, never a result with NaN). */
export function refused(def: CalculatorDef, query: Record<string, string>) {
  const out = run(def, query);
  const msgs = [...Object.values(out.errors ?? {}), ...(out.failure ? [String(out.failure)] : [])];
  expect(msgs.length, JSON.stringify(query)).toBeGreaterThan(0);
  for (const m of msgs) expect(m).not.toMatch(/TypeError|Cannot read|is not a function|Infinity/);
  return msgs;
}

export const summary = (r: CalcResult, label: string) => r.summary?.find((s) => s.label === label)?.value;
export const tableOf = (r: CalcResult, title: RegExp) => r.tables.find((t) => title.test(t.title));
export function dist(rows: Map<string, Q>): Record<string, string> {
  const o: Record<string, string> = {};
  for (const [k, v] of [...rows].sort(([a], [b]) => a.localeCompare(b))) if (v.n !== 0n) o[k] = v.toString();
  return o;
}
/** Sum table rows into a distribution keyed by key(row). */
export function tableDist(rows: { cells: unknown[] }[], key: (cells: string[]) => string, probCol: number): Record<string, string> {
  const d: Dist = new Map();
  for (const r of rows) {
    const cells = r.cells.map(String);
    const m = /^(-?\d+)(?:\/(\d+))?$/.exec(cells[probCol]!.trim());
    if (!m) throw new Error(`not a probability: ${cells[probCol]}`);
    addTo(d, key(cells), new Q(BigInt(m[1]!), BigInt(m[2] ?? '1')));
  }
  return dist(d);
}

// ---------------------------------------------------------------------------
// 3.1.2, 8.6, 9.1, 9.2, 10.1: one unit's fate under Casualty Hits and a Morale Test.

export type Marker = 0 | 1 | 2; // none, Shaken, Disrupted
export interface Unit {
  side: 'fresh' | 'bw' | 'broken';
  marker: Marker;
  works: number; // TCR bonus still held (0 once it has retreated out of the works)
  retreat: number; // hexes retreated after Break Tests
  bts: number; // Break Tests taken
}
export interface Printed { tcrFr: number; tcrBw: number; dusk: boolean; worksKept: boolean }

export const tcrOf = (u: Unit, p: Printed) => (u.side === 'fresh' ? p.tcrFr : p.tcrBw) - u.marker + u.works - (p.dusk ? 1 : 0);

type UDist = Map<string, { u: Unit; p: Q }>;
const key = (u: Unit) => JSON.stringify(u);
function push(d: UDist, u: Unit, p: Q) {
  const k = key(u);
  const e = d.get(k);
  d.set(k, { u, p: e ? e.p.add(p) : p });
}
export function point(u: Unit): UDist {
  const d: UDist = new Map();
  push(d, u, q(1));
  return d;
}
function step(d: UDist, f: (u: Unit) => { u: Unit; p: Q }[]): UDist {
  const o: UDist = new Map();
  for (const { u, p } of d.values()) for (const r of f(u)) push(o, r.u, p.mul(r.p));
  return o;
}

/** 10.1 one Break Test on a Battleworn unit. */
function breakTest(u: Unit, P: Printed): { u: Unit; p: Q }[] {
  const T = tcrOf(u, P);
  return D10.map((r) => {
    const n = { ...u, bts: u.bts + 1 };
    if (r > T) return { u: { ...n, side: 'broken' as const, marker: 0 as Marker, works: 0, retreat: 0 }, p: TENTH };
    let back = 0;
    if (r === T) back = 2;
    else if (r >= T - 3) back = 1;
    if (u.marker === 0) back = 0;
    if (back) return { u: { ...n, retreat: n.retreat + back, works: P.worksKept ? n.works : 0 }, p: TENTH };
    return { u: n, p: TENTH };
  });
}

/** 8.6 one Casualty Hit. */
export function casualty(d: UDist, P: Printed): UDist {
  return step(d, (u) => {
    if (u.side === 'broken') return [{ u, p: q(1) }];
    if (u.side === 'fresh') return [{ u: { ...u, side: 'bw' }, p: q(1) }];
    return breakTest(u, P);
  });
}

/** 9.2 Morale Hits. */
export function moraleHits(d: UDist, hits: number, P: Printed): UDist {
  let cur = d;
  for (let i = 0; i < hits; i++) {
    const out: UDist = new Map();
    for (const { u, p } of cur.values()) {
      if (u.side === 'broken' || u.marker < 2) push(out, u.side === 'broken' ? u : { ...u, marker: (u.marker + 1) as Marker }, p);
      else for (const r of casualty(point(u), P).values()) push(out, r.u, p.mul(r.p));
    }
    cur = out;
  }
  return cur;
}

/** 9.1 a Morale Test with the white die (or all ten) and a modifier. */
export function moraleTest(d: UDist, mod: number, P: Printed, white: number[] = D10, spareRetreated = false): UDist {
  const out: UDist = new Map();
  const w = new Q(1, white.length);
  for (const { u, p } of d.values()) {
    if (u.side === 'broken' || (spareRetreated && u.retreat > 0)) {
      push(out, u, p);
      continue;
    }
    for (const x of white) {
      const diff = x + mod - tcrOf(u, P);
      const hits = diff <= -1 ? 0 : diff <= 3 ? 1 : 2;
      for (const r of moraleHits(point(u), hits, P).values()) push(out, r.u, p.mul(w).mul(r.p));
    }
  }
  return out;
}

export const MARKER_NAMES = ['no marker', 'Shaken', 'Disrupted'];
/** A unit's end state as words independent of how our tables phrase it. */
export const endKey = (u: Unit) =>
  u.side === 'broken' ? 'broken' : `${u.side}|${MARKER_NAMES[u.marker]}|r${u.retreat}`;

/** Our end-state label ("Battleworn, Shaken, retreats 1 hex") in the same words. */
export function parseEnd(label: string): string {
  if (/^Broken/.test(label)) return 'broken'; // our table merges the Break Test counts of a Broken unit
  const parts = label.replace(' (unchanged)', '').split(', ');
  const side = parts[0] === 'Fresh' ? 'fresh' : parts[0] === 'Battleworn' ? 'bw' : `?${parts[0]}`;
  const m = /retreats (\d+) hex/.exec(label);
  return `${side}|${parts[1]}|r${m ? m[1] : 0}`;
}
/** The Break Test counts our table lists for an end state ("1 or 2"). */
export const btSet = (cell: string) => cell.split(/ or |, /).map(Number).sort().join(',');
export function endBts(d: UDist): Record<string, string> {
  const o: Record<string, Set<number>> = {};
  for (const { u, p } of d.values()) if (p.n !== 0n) (o[endKey(u)] ??= new Set()).add(u.bts);
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, [...v].sort().join(',')]));
}
export function endDist(d: UDist): Record<string, string> {
  const o: Dist = new Map();
  for (const { u, p } of d.values()) addTo(o, endKey(u), p);
  return dist(o);
}

// ---- the fire CRT (fire and reaction fire): its columns, its result codes, the cells our source shows
export const COLS = ['C', '1', '2', '3', '4', '5', '6-7', '8-9'];
export const CRT_CODES = ['NE', 'MT', 'MT+1', 'MT+2', 'MT+3', 'CH', 'CH+MT', '2CH', '2CH+MT'];
/** Cells read from the example of play (research notes 4.3): a player's card agrees with them. */
export const KNOWN: Record<string, Record<number, string>> = {
  C: { 10: 'MT' }, '2': { 5: 'NE' }, '3': { 4: 'NE', 6: 'MT', 7: 'MT' }, '4': { 10: 'MT+3' }, '5': { 4: 'MT', 7: 'MT+2', 8: 'MT+2' }, '6-7': { 4: 'MT+1' }, '8-9': { 1: 'NE' },
};
/** A whole CRT a player might have entered: random codes wherever our source shows no cell. */
export const crtArb = fc.array(fc.constantFrom(...CRT_CODES), { minLength: 80, maxLength: 80 }).map((cells) => {
  const o: Record<string, Record<string, string>> = {};
  COLS.forEach((c, k) => {
    o[c] = {};
    for (const r of D10) o[c]![String(r)] = KNOWN[c]?.[r] ?? cells[k * 10 + r - 1]!;
  });
  return o;
});
