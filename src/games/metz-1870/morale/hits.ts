/**
 * What a fire result does to one target unit (8.5, 8.6, 9.0-9.2, 10.0-10.1),
 * enumerated exactly. Casualty Hits come first, one at a time (a Fresh unit
 * flips, a Battleworn unit takes a Break Test); then the Morale Test on the
 * white die of the fire roll, whose Morale Hits may turn into more Casualty
 * Hits (9.2). Each Break Test is a fresh d10, and its result (retreat or
 * Broken) is applied before the next one: a retreat out of an earthworks hex
 * loses the earthworks' TCR bonus for the tests that follow.
 */
import type { Assumption } from '../../../lib/calculator.ts';
import { count } from '../../../lib/guard.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Marker, Works } from './tests.ts';
import { applyMoraleHits, breakResult, breakRetreat, MARKER_NAME, modifiedTcr, moraleHits } from './tests.ts';
import { SAY } from './say.ts';
import { SERVER } from '../../../lib/words.ts';

export type Status = 'fresh' | 'bw';

export interface TargetUnit {
  status: Status;
  /** TCR printed on the Fresh side (not used for a Battleworn unit) */
  tcrFresh: number;
  /** TCR printed on the Battleworn side */
  tcrBw: number;
  marker: Marker;
  works: Works;
  duskDawn: boolean;
}

export interface EffectOptions {
  /**
   * The hex a unit retreats into also has the same earthworks. Default
   * false: after a retreat its TCR no longer gets the old hex's bonus.
   */
  worksKept?: boolean;
  /**
   * A unit that retreated after the Break Test of a CH+MT or 2CH+MT result is
   * no longer in the target hex. 'tests' (default): it still takes the Morale
   * Test; 'spared': it does not. The rules do not say (8.5 g, i).
   */
  mtAfterRetreat?: 'tests' | 'spared';
}

/** A fire result as hits: Casualty Hits first, then a Morale Test with modifier `mt` (null: none). */
export interface Hit {
  ch: number;
  mt: number | null;
}

export interface EndState {
  status: Status | 'broken';
  marker: Marker;
  /** hexes retreated in all (0 if none) */
  retreat: number;
}

export interface EffectOutcome {
  key: string;
  label: string;
  prob: Fraction;
  end: EndState;
  /** the Break Tests taken on the way, fewest to most */
  breakTests: number[];
}

interface St extends EndState {
  inWorks: boolean;
  tests: number;
}
type Ev = { kind: 'ch' } | { kind: 'mt'; mod: number };
interface Leaf {
  st: St;
  p: Fraction;
}

const TENTH = new Fraction(1, 10);
const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The unit's modified TCR in a given state (its current side, marker and hex). */
export function tcrNow(u: TargetUnit, s: { status: Status | 'broken'; marker: Marker; inWorks?: boolean }): number {
  return modifiedTcr({
    tcr: s.status === 'fresh' ? u.tcrFresh : u.tcrBw,
    marker: s.marker,
    works: s.inWorks === false ? 'none' : u.works,
    duskDawn: u.duskDawn,
  });
}

function walk(u: TargetUnit, st: St, queue: Ev[], p: Fraction, o: EffectOptions, white: number | undefined, out: Leaf[]): void {
  const [e, ...rest] = queue;
  if (st.status === 'broken' || !e) {
    out.push({ st, p });
    return;
  }
  if (e.kind === 'ch') {
    if (st.status === 'fresh') return walk(u, { ...st, status: 'bw' }, rest, p, o, white, out);
    const T = tcrNow(u, st);
    for (const r of FACES) {
      const res = breakResult(r, T);
      const tests = st.tests + 1;
      if (res === 'broken') walk(u, { ...st, status: 'broken', marker: 'none', tests }, rest, p.mul(TENTH), o, white, out);
      else {
        const back = breakRetreat(res, st.marker);
        const inWorks = st.inWorks && (back === 0 || o.worksKept === true);
        walk(u, { ...st, retreat: st.retreat + back, inWorks, tests }, rest, p.mul(TENTH), o, white, out);
      }
    }
    return;
  }
  if (st.retreat > 0 && o.mtAfterRetreat === 'spared') return walk(u, st, rest, p, o, white, out);
  const T = tcrNow(u, st);
  const faces = white === undefined ? FACES : [white];
  const pf = white === undefined ? p.mul(TENTH) : p;
  for (const w of faces) {
    const { marker, ch } = applyMoraleHits(st.marker, moraleHits(w + e.mod - T));
    const more: Ev[] = Array.from({ length: ch }, () => ({ kind: 'ch' }));
    walk(u, { ...st, marker }, [...more, ...rest], pf, o, white, out);
  }
}

const STATUS_RANK = { fresh: 0, bw: 1, broken: 2 } as const;
const MARKER_RANK = { none: 0, shaken: 1, disrupted: 2 } as const;

export function endLabel(e: EndState, start?: { status: Status; marker: Marker }): string {
  if (e.status === 'broken') return SAY.broken;
  const side = e.status === 'fresh' ? 'Fresh' : 'Battleworn';
  const mk = MARKER_NAME[e.marker];
  const back = e.retreat > 0 ? `, retreats ${e.retreat} hex${e.retreat > 1 ? 'es' : ''}` : '';
  const same = start && start.status === e.status && start.marker === e.marker && e.retreat === 0;
  return `${side}, ${mk}${back}${same ? SAY.unchanged : ''}`;
}

/**
 * Every end state of one target unit after a fire result, with its exact
 * chance. `white` fixes the white die (1-10) when it has been rolled.
 */
export function effectOutcomes(u: TargetUnit, hit: Hit, o: EffectOptions = {}, white?: number): EffectOutcome[] {
  // a fire result carries at most two Casualty Hits and a Morale Test modifier of +3 (8.5). Checks of the
  // caller, made on the server and in tests: in the browser every caller is a calculator whose fields
  // and charts give nothing else (fire results, the morale calculator's fields, one Morale Hit of 11.6.2)
  if (SERVER) {
    count('casualty hits', hit.ch, { max: 2 });
    if (hit.mt !== null) count('morale test modifier', hit.mt, { max: 3 });
    if (white !== undefined && !FACES.includes(white)) throw new RangeError(`white die ${white} is not 1-10`);
  }
  const queue: Ev[] = [...Array.from({ length: hit.ch }, () => ({ kind: 'ch' }) as Ev), ...(hit.mt === null ? [] : [{ kind: 'mt', mod: hit.mt } as Ev])];
  const leaves: Leaf[] = [];
  walk(u, { status: u.status, marker: u.marker, retreat: 0, inWorks: u.works !== 'none', tests: 0 }, queue, Fraction.ONE, o, white, leaves);
  const by = new Map<string, EffectOutcome>();
  for (const { st, p } of leaves) {
    const end: EndState = st.status === 'broken' ? { status: 'broken', marker: 'none', retreat: 0 } : { status: st.status, marker: st.marker, retreat: st.retreat };
    const key = `${end.status}/${end.marker}/${end.retreat}`;
    const cur = by.get(key) ?? { key, label: endLabel(end, u), prob: Fraction.ZERO, end, breakTests: [] };
    cur.prob = cur.prob.add(p);
    if (!cur.breakTests.includes(st.tests)) cur.breakTests = [...cur.breakTests, st.tests].sort((a, b) => a - b);
    by.set(key, cur);
  }
  return sortOutcomes([...by.values()]);
}

/** Least harm first: Fresh, Battleworn, Broken; then by marker and retreat. */
export function sortOutcomes(os: EffectOutcome[]): EffectOutcome[] {
  return [...os].sort(
    (a, b) =>
      STATUS_RANK[a.end.status] - STATUS_RANK[b.end.status] ||
      MARKER_RANK[a.end.marker] - MARKER_RANK[b.end.marker] ||
      a.end.retreat - b.end.retreat,
  );
}

/** Headline chances of a set of outcomes. */
export function effectSummary(os: EffectOutcome[]): { broken: Fraction; retreat: Fraction; unchanged: Fraction } {
  const sum = (f: (x: EffectOutcome) => boolean) => os.filter(f).reduce((s, x) => s.add(x.prob), Fraction.ZERO);
  return {
    broken: sum((x) => x.end.status === 'broken'),
    retreat: sum((x) => x.end.retreat > 0),
    unchanged: sum((x) => x.label.endsWith(SAY.unchanged)),
  };
}

/**
 * What a Broken or retreat figure takes for granted: the calculator cannot see the map, so a retreat
 * that would leave it or cross an enemy hex, and break the unit (12.8), is not counted.
 */
export function retreatAssumed(s: { retreat: Fraction }): Assumption[] {
  return s.retreat.isZero() ? [] : [{ text: SAY.retreatsOnMap }];
}
