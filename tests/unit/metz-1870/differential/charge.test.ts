/**
 * Differential test of the cavalry charge calculator (Charge, Countercharge,
 * Opportunity Charge) against our own reading of 11.6-11.8, 11.6.1 (weight
 * bonus), 3.1.2/3.1.3 (modified TCR and SP) and 11.6.2 with 9.2/10.1.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def from '../../../../src/games/metz-1870/calculators/charge.ts';
import { calc, canon, endDist, moraleHits, parseEnd, point, q, Q, refused, summary, tableDist, tableOf } from './ref.ts';
import type { Marker } from './ref.ts';

const MOR = ['none', 'shaken', 'disrupted'];
const WORKS = ['none', 'hasty', 'entrenchment'];
interface In {
  kind: 'charge' | 'countercharge' | 'opportunity-charge'; weight: 'light' | 'medium' | 'heavy'; sp: string; tcr: number; morale: number; works: number; dusk: boolean;
  engage: boolean; horse: boolean; adjacent: boolean; los: boolean; pathUnits: boolean; pathTerrain: boolean; steep: boolean; target: string;
  cc: number; ccT: number[]; assaultMorale: number; short: boolean;
  ccHex: boolean; ccActive: boolean; ccFailed: boolean; ccUnits: number; ccT2: number; ccT3: number;
  ocStep: boolean; ocCharged: boolean; ocFailed: boolean; ocHq: boolean; ocHex: string;
  afterMarker: number; afterSide: 'fresh' | 'bw'; afterTcr: number;
}

const spOf = (s: string) => (s === 'C' ? q(1, 2) : q(Number(s)));
const num = (x: Q) => Number(x.n) / Number(x.d);
/** 11.6.1 with 3.1.3: marker first, then the weight bonus; 0 or less adds nothing. */
function assaultSp(i: In, marker: number): number {
  const base = num(spOf(i.sp)) - marker;
  if (base <= 0) return 0;
  const bonus = i.weight === 'light' ? 1 : i.weight === 'medium' ? Math.max(1, base / 2) : Math.max(1, base);
  return base + bonus;
}
const pOf = (T: number) => q(Math.max(0, Math.min(10, T)), 10);

function reference(i: In) {
  const T = i.tcr + i.works - (i.dusk ? 1 : 0); // marker must be none to try at all
  let allowed = i.morale === 0;
  if (i.kind === 'charge')
    // Dusk and Dawn: LOS reaches only the next hex (18.1, 18.4) yet a charger must see a target it is not next to (11.6).
    allowed &&= !i.dusk && i.engage && !i.horse && !i.adjacent && i.los && !i.pathUnits && !i.pathTerrain && !i.steep && ['clear', 'stream', 'ravine'].includes(i.target);
  if (i.kind === 'countercharge') allowed &&= i.ccHex && !i.ccActive && !i.ccFailed;
  if (i.kind === 'opportunity-charge') allowed &&= i.ocStep && !i.ocCharged && !i.ocFailed && !i.ocHq && ['clear', 'clear-road', 'stream', 'ravine'].includes(i.ocHex);
  const p = pOf(T);
  // 11.7: candidates roll in turn; the first success countercharges.
  const chain = (ps: Q[]) => {
    let none = q(1);
    const each = ps.map((x) => {
      const r = none.mul(x);
      none = none.mul(q(1).add(x.mul(q(-1))));
      return r;
    });
    return { each, none };
  };
  return { allowed, T, p, chain, sp: assaultSp(i, i.kind === 'charge' ? i.assaultMorale : 0) };
}

const query = (i: In) => ({
  kind: i.kind, weight: i.weight, sp: i.sp, tcr: String(i.tcr), morale: MOR[i.morale]!, works: WORKS[i.works]!, dusk: String(i.dusk),
  'c-engage': String(i.engage), 'c-horse': String(i.horse), 'c-adjacent': String(i.adjacent), 'c-los': String(i.los), 'c-path-units': String(i.pathUnits),
  'c-path-terrain': String(i.pathTerrain), 'c-steep': String(i.steep), 'c-target': i.target, 'c-cc': String(i.cc),
  'c-cc-tcr1': String(i.ccT[0]), 'c-cc-tcr2': String(i.ccT[1]), 'c-cc-tcr3': String(i.ccT[2]), 'c-assault-morale': MOR[i.assaultMorale]!, 'c-short': String(i.short),
  'cc-target-hex': String(i.ccHex), 'cc-active': String(i.ccActive), 'cc-failed': String(i.ccFailed), 'cc-units': String(i.ccUnits), 'cc-tcr2': String(i.ccT2), 'cc-tcr3': String(i.ccT3),
  'oc-step': String(i.ocStep), 'oc-charged': String(i.ocCharged), 'oc-failed': String(i.ocFailed), 'oc-hq': String(i.ocHq), 'oc-hex': i.ocHex,
  'after-marker': MOR[i.afterMarker]!, 'after-side': i.afterSide, 'after-tcr': String(i.afterTcr),
});
const parseSp = (s: string) => { const m = /^(-?\d+)?(½)?$/.exec(s.trim()); if (!m) throw new Error(`SP ${s}`); return Number(m[1] ?? 0) + (m[2] ? 0.5 : 0); };

function compare(i: In) {
  const r = calc(def, query(i));
  const ref = reference(i);
  const tag = JSON.stringify(i);
  const name = i.kind === 'charge' ? 'Charge' : i.kind === 'countercharge' ? 'Countercharge' : 'Opportunity Charge';
  if (!ref.allowed) {
    expect(String(summary(r, `${name} allowed`)), tag).toBe('no');
    return;
  }
  expect(summary(r, `${name} allowed`), tag).toBeUndefined();
  const chance = r.steps.find((s) => s.label === `Chance of the ${name}`);
  expect(canon(chance?.value), tag).toBe(ref.p.toString());
  if (!(i.kind === 'charge' && i.short)) expect(parseSp(String(summary(r, 'SP in the assault'))), tag).toBe(ref.sp);
  if (i.kind === 'charge' && i.cc > 0) {
    const { each, none } = ref.chain(i.ccT.slice(0, i.cc).map(pOf));
    const ends = tableOf(r, /^How the charge ends/)!;
    const got = tableDist(ends.rows, (c) => c[0]!.replace(/ \(TCR \d+\)/, ''), 1);
    const want: Record<string, string> = {};
    const add = (k: string, v: Q) => { if (v.n !== 0n) want[k] = v.toString(); };
    add('Charge roll fails', q(1).add(ref.p.mul(q(-1))));
    each.forEach((e, k) => add(`Countercharged by enemy candidate ${k + 1}`, ref.p.mul(e)));
    add('Not countercharged: it moves next to the target', ref.p.mul(none));
    expect(got, tag).toEqual(Object.fromEntries(Object.entries(want).sort(([a], [b]) => a.localeCompare(b))));
  }
  if (i.kind === 'countercharge') {
    // The other candidates share its hex and turn: printed TCR + earthworks − Dusk (3.1.2, 18.1).
    const { each, none } = ref.chain([ref.T, i.ccT2 + i.works - (i.dusk ? 1 : 0), i.ccT3 + i.works - (i.dusk ? 1 : 0)].slice(0, i.ccUnits).map(pOf));
    expect(canon(summary(r, i.ccUnits > 1 ? 'Chance one countercharges' : 'Chance of the Countercharge')), tag).toBe(q(1).add(none.mul(q(-1))).toString());
    if (i.ccUnits > 1) {
      const t = tableOf(r, /^Which candidate/)!;
      const got = tableDist(t.rows, (c) => c[0]!.replace(/ \(TCR -?\d+\)/, ''), 1);
      const want: Record<string, string> = {};
      each.forEach((e, k) => { if (e.n) want[`Candidate ${k + 1}`] = e.toString(); });
      if (none.n) want['No one'] = none.toString();
      expect(got, tag).toEqual(Object.fromEntries(Object.entries(want).sort(([a], [b]) => a.localeCompare(b))));
    }
  }
  // 11.6.2: one Morale Hit on the marker it then has; a Disrupted unit takes it as a Casualty Hit (9.2).
  const takesHit = !(i.kind === 'charge' && i.short) ;
  if (takesHit && i.afterMarker === 2 && i.afterSide === 'bw') {
    const P = { tcrFr: 10, tcrBw: i.afterTcr, dusk: i.dusk, worksKept: true }; // Dusk and Dawn lower every TCR (18.1)
    const d = moraleHits(point({ side: 'bw', marker: 2 as Marker, works: 0, retreat: 0, bts: 0 }), 1, P);
    const t = tableOf(r, /^After Charge Disorganization/)!;
    expect(tableDist(t.rows, (c) => parseEnd(c[0]!), 1), tag).toEqual(endDist(d));
  }
}

const tcr = fc.integer({ min: 1, max: 10 });
const arb = fc.record({
  kind: fc.constantFrom('charge' as const, 'countercharge' as const, 'opportunity-charge' as const), weight: fc.constantFrom('light' as const, 'medium' as const, 'heavy' as const),
  sp: fc.constantFrom('C', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'), tcr, morale: fc.constantFrom(0, 0, 0, 1, 2), works: fc.integer({ min: 0, max: 2 }), dusk: fc.boolean(),
  engage: fc.constantFrom(true, true, true, false), horse: fc.constantFrom(false, false, false, true), adjacent: fc.constantFrom(false, false, false, true), los: fc.constantFrom(true, true, true, false),
  pathUnits: fc.constantFrom(false, false, false, true), pathTerrain: fc.constantFrom(false, false, false, true), steep: fc.constantFrom(false, false, false, true),
  target: fc.constantFrom('clear', 'clear', 'stream', 'ravine', 'other'), cc: fc.integer({ min: 0, max: 3 }), ccT: fc.tuple(tcr, tcr, tcr),
  assaultMorale: fc.integer({ min: 0, max: 2 }), short: fc.constantFrom(false, false, true),
  ccHex: fc.constantFrom(true, true, true, false), ccActive: fc.constantFrom(false, false, false, true), ccFailed: fc.constantFrom(false, false, false, true), ccUnits: fc.integer({ min: 1, max: 3 }), ccT2: tcr, ccT3: tcr,
  ocStep: fc.constantFrom(true, true, true, false), ocCharged: fc.constantFrom(false, false, false, true), ocFailed: fc.constantFrom(false, false, false, true), ocHq: fc.constantFrom(false, false, false, true),
  ocHex: fc.constantFrom('clear', 'clear-road', 'stream', 'ravine', 'other'), afterMarker: fc.integer({ min: 0, max: 2 }), afterSide: fc.constantFrom('fresh' as const, 'bw' as const), afterTcr: tcr,
});
const base: In = {
  kind: 'charge', weight: 'light', sp: '2', tcr: 7, morale: 0, works: 0, dusk: false, engage: true, horse: false, adjacent: false, los: true, pathUnits: false, pathTerrain: false,
  steep: false, target: 'clear', cc: 0, ccT: [7, 7, 7], assaultMorale: 0, short: false, ccHex: true, ccActive: false, ccFailed: false, ccUnits: 1, ccT2: 7, ccT3: 7,
  ocStep: true, ocCharged: false, ocFailed: false, ocHq: false, ocHex: 'clear', afterMarker: 0, afterSide: 'fresh', afterTcr: 5,
};

describe('Metz charge calculator against an independent implementation', () => {
  it('every kind, weight, SP, TCR and marker (exhaustive)', () => {
    let n = 0;
    for (const kind of ['charge', 'countercharge', 'opportunity-charge'] as const)
      for (const weight of ['light', 'medium', 'heavy'] as const)
        for (const sp of ['C', '1', '2', '3', '5', '12'])
          for (const t of [1, 5, 10])
            for (const assaultMorale of [0, 1, 2]) {
              compare({ ...base, kind, weight, sp, tcr: t, assaultMorale, works: n % 3, dusk: n % 2 === 0, cc: n % 4, afterMarker: 2, afterSide: 'bw', afterTcr: t });
              n++;
            }
    expect(n).toBe(486);
  });
  it('every field together (fast-check)', () => {
    fc.assert(fc.property(arb, (i) => compare(i)), { numRuns: 2000 });
  });
  it('refuses bad input with a message', () => {
    for (const [k, v] of [['kind', 'raid'], ['weight', 'super'], ['sp', '0'], ['sp', '13'], ['tcr', '0'], ['tcr', '11'], ['roll', '11'], ['roll', '-1'], ['c-cc', '4']])
      refused(def, { [String(k)]: String(v) });
    refused(def, { 'c-cc': '1', 'c-cc-tcr1': '12' });
    refused(def, { kind: 'countercharge', 'cc-units': '4' });
  });
});
