/**
 * Differential test of the assault calculator against our own reading of
 * 3.1.2/3.1.3 (modified TCR and SP), 11.6.1 (charge bonus), 12.2 (Assault
 * Differential from the Lead hex only), 12.4 (defending artillery halved),
 * 12.5 (every shift, the odds bands and their readings), 12.6 (Flank Attack),
 * 2.3 (fractions dropped at the end) and 12.7.3 (Tough Fight odds).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def from '../../../../src/games/metz-1870/calculators/assault.ts';
import { calc, q, Q, refused, summary, tableDist, tableOf } from './ref.ts';

const MOR = ['none', 'shaken', 'disrupted'];
interface Unit { sp: string; type: 'infantry' | 'cavalry' | 'artillery'; morale: number; tcr: number; charge: 'none' | 'light' | 'medium' | 'heavy' }
interface In {
  lead: Unit[]; def: Unit[]; leadTerrain: string[]; slope: 'none' | 'f' | 'g'; defTerrain: string[]; works: 'none' | 'n' | 'o';
  support: number; supportHalf: boolean; hexes: number; apart: boolean; dusk: boolean; ticks: string[];
  oddsGaps: 'defender' | 'attacker'; oddsScope: 'always' | 'support-only'; adRound: 'truncate' | 'floor'; worksReading: 'separate' | 'terrain';
}

const spOf = (s: string) => (s === 'C' ? q(1, 2) : q(Number(s)));
const cmp = (a: Q, b: Q) => Number(a.n * b.d - b.n * a.d);
/** 3.1.3 then 11.6.1 then 12.4; 0 or less counts nothing. */
function unitSp(u: Unit, defending: boolean): Q {
  const base = spOf(u.sp).add(q(-u.morale));
  if (cmp(base, q(0)) <= 0) return q(0);
  let s = base;
  if (u.type === 'cavalry' && u.charge !== 'none') {
    const bonus = u.charge === 'light' ? q(1) : u.charge === 'medium' ? base.mul(q(1, 2)) : base;
    s = s.add(cmp(bonus, q(1)) < 0 ? q(1) : bonus);
  }
  if (defending && u.type === 'artillery') s = s.mul(q(1, 2));
  return s;
}
const sum = (xs: Q[]) => xs.reduce((a, b) => a.add(b), q(0));
function trunc(x: Q, floor: boolean): number {
  const v = x.n / x.d; // BigInt division truncates towards 0
  if (floor && x.n < 0n && v * x.d !== x.n) return Number(v) - 1;
  return Number(v);
}

function reference(i: In) {
  const worksT = i.works === 'n' ? 2 : i.works === 'o' ? 1 : 0;
  const d = i.dusk ? 1 : 0;
  const lead = sum(i.lead.map((u) => unitSp(u, false)));
  const dsp = sum(i.def.map((u) => unitSp(u, true)));
  const ad = trunc(lead.add(dsp.mul(q(-1))), i.adRound === 'floor');
  // 12.5 a
  const all = lead.add(q(i.support)).add(i.supportHalf ? q(1, 2) : q(0));
  let odds = 0;
  const ge = (r: [number, number]) => cmp(all.mul(q(r[1])), dsp.mul(q(r[0]))) >= 0; // all/def >= r0/r1
  const le = (r: [number, number]) => cmp(all.mul(q(r[1])), dsp.mul(q(r[0]))) <= 0;
  const gt = (r: [number, number]) => !le(r);
  const att = i.oddsGaps === 'attacker';
  if (ge([3, 1])) odds = 3;
  else if (ge([2, 1])) odds = att && gt([2, 1]) ? 3 : 2;
  else if (ge([3, 2])) odds = att && gt([3, 2]) ? 2 : 1;
  else if (gt([1, 2])) odds = 0;
  else if (ge([1, 2])) odds = -1;
  else if (gt([1, 3])) odds = att ? -1 : -2;
  else odds = -2;
  if (i.oddsScope === 'support-only' && !(i.hexes > 1 || i.support > 0 || i.supportHalf)) odds = 0;
  let net = odds;
  const T = (u: Unit, defending: boolean) => u.tcr - u.morale + (defending ? worksT : 0) - d;
  // A Lead-hex unit of 0 SP or less cannot attack (3.1.3), so it is not an assaulting unit for 12.5 l/m or 12.7.3.
  const attackers = i.lead.filter(canAttack);
  const bestL = Math.max(...attackers.map((u) => T(u, false)));
  const bestD = Math.max(...i.def.map((u) => T(u, true)));
  if (bestL > bestD) net += 1; // l
  if (bestD > bestL) net -= 1; // m
  const LT: Record<string, number> = { c: -3, d: -2, e: -2 };
  const lt_ = i.leadTerrain.map((x) => LT[x]!);
  if (lt_.length) net += Math.min(...lt_);
  net += i.slope === 'f' ? -2 : i.slope === 'g' ? -3 : 0;
  if (i.hexes >= 3 || (i.hexes === 2 && i.apart)) net += 2; // h
  const FLAT: Record<string, number> = { b: 1, i: 2, j: 1, k: 2, t: -2 };
  for (const t of i.ticks) net += FLAT[t]!;
  const inf = i.def.some((u) => u.type === 'infantry');
  const infArt = i.def.some((u) => u.type === 'infantry' || u.type === 'artillery');
  const DT: Record<string, number> = { p: -3, q: -2, r: -1, s: -2 };
  const dt = i.defTerrain.filter((x) => x === 's' || inf).map((x) => DT[x]!);
  const w = infArt ? (i.works === 'n' ? -2 : i.works === 'o' ? -1 : 0) : 0;
  if (i.worksReading === 'separate') net += (dt.length ? Math.min(...dt) : 0) + w;
  else {
    const allT = [...dt, ...(w ? [w] : [])];
    net += allT.length ? Math.min(...allT) : 0;
  }
  // 12.7.3: highest modified TCR per side, artillery's halved.
  const tf = (u: Unit, defending: boolean) => (u.type === 'artillery' ? T(u, defending) / 2 : T(u, defending));
  const pass = (t: number) => q(Math.max(0, Math.min(10, Math.floor(t))), 10);
  const pa = pass(Math.max(...attackers.map((u) => tf(u, false))));
  const pd = pass(Math.max(...i.def.map((u) => tf(u, true))));
  return { ad, odds, net, col: ad + net, pa, pd };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
function query(i: In) {
  const o: Record<string, string> = {
    slope: i.slope, works: i.works, support: String(i.support), 'support-half': String(i.supportHalf), hexes: String(i.hexes), apart: String(i.apart), dusk: String(i.dusk),
    'odds-gaps': i.oddsGaps, 'odds-scope': i.oddsScope, 'ad-round': i.adRound, 'works-reading': i.worksReading,
  };
  const put = (p: string, u: Unit | undefined) => {
    o[`${p}-sp`] = u ? u.sp : '-';
    if (!u) return;
    o[`${p}-type`] = u.type;
    o[`${p}-morale`] = MOR[u.morale]!;
    o[`${p}-tcr`] = String(u.tcr);
    o[`${p}-charge`] = u.charge;
  };
  put('l1', i.lead[0]); put('l2', i.lead[1]); put('d1', i.def[0]); put('d2', i.def[1]);
  for (const t of [...i.leadTerrain, ...i.defTerrain, ...i.ticks]) o[`s-${t}`] = 'true';
  return o;
}

function compare(i: In) {
  const tag = JSON.stringify(i);
  const r = calc(def, query(i));
  const ref = reference(i);
  expect(String(summary(r, 'Assault Differential')), tag).toBe(signed(ref.ad));
  const oddsShown = /\(([^)]*)\)$/.exec(String(summary(r, 'Odds')))?.[1];
  expect(oddsShown === 'not used' ? 0 : Number(oddsShown), tag).toBe(ref.odds);
  expect(String(summary(r, 'Net shift')), tag).toBe(signed(ref.net));
  expect(String(summary(r, 'ACRT column')), tag).toBe(signed(ref.col));
  const tf = tableOf(r, /Tough Fight/)!;
  const one = q(1);
  const not = (x: Q) => one.add(x.mul(q(-1)));
  const want: Record<string, string> = {};
  const add = (k: string, v: Q) => { if (v.n) want[k] = v.toString(); };
  add('passes|passes', ref.pa.mul(ref.pd)); add('passes|fails', ref.pa.mul(not(ref.pd))); add('fails|passes', not(ref.pa).mul(ref.pd)); add('fails|fails', not(ref.pa).mul(not(ref.pd)));
  expect(tableDist(tf.rows, (c) => `${c[0]}|${c[1]}`, 3), tag).toEqual(Object.fromEntries(Object.entries(want).sort(([a], [b]) => a.localeCompare(b))));
}

const sp = fc.constantFrom('C', ...Array.from({ length: 20 }, (_, k) => String(k + 1)));
const unit = (defending: boolean) =>
  fc.record({
    sp, type: defending ? fc.constantFrom('infantry' as const, 'cavalry' as const, 'artillery' as const) : fc.constantFrom('infantry' as const, 'cavalry' as const),
    morale: fc.constantFrom(0, 0, 1, 2), tcr: fc.integer({ min: 1, max: 10 }), charge: fc.constantFrom('none' as const, 'none' as const, 'light' as const, 'medium' as const, 'heavy' as const),
  });
const canAttack = (u: Unit) => (u.sp === 'C' ? 0.5 : Number(u.sp)) - u.morale > 0;
const arb = fc
  .record({
    lead: fc.array(unit(false), { minLength: 1, maxLength: 2 }), def: fc.array(unit(true), { minLength: 1, maxLength: 2 }),
    leadTerrain: fc.subarray(['c', 'd', 'e']), slope: fc.constantFrom('none' as const, 'f' as const, 'g' as const), defTerrain: fc.subarray(['p', 'q', 'r', 's']),
    works: fc.constantFrom('none' as const, 'n' as const, 'o' as const), support: fc.constantFrom(0, 0, 1, 3, 7, 20, 60), supportHalf: fc.boolean(), hexes: fc.integer({ min: 1, max: 6 }),
    apart: fc.boolean(), dusk: fc.boolean(), ticks: fc.subarray(['b', 'i', 'j', 'k', 't']),
    oddsGaps: fc.constantFrom('defender' as const, 'attacker' as const), oddsScope: fc.constantFrom('always' as const, 'support-only' as const),
    adRound: fc.constantFrom('truncate' as const, 'floor' as const), worksReading: fc.constantFrom('separate' as const, 'terrain' as const),
  })
  .filter((i) => i.lead.some(canAttack))
  .map((i) => ({ ...i, apart: i.hexes === 2 && i.apart, support: i.hexes > 1 ? i.support || (i.supportHalf ? 0 : 1) : 0, supportHalf: i.hexes > 1 && i.supportHalf }));

const plain: In = {
  lead: [], def: [], leadTerrain: [], slope: 'none', defTerrain: [], works: 'none', support: 0, supportHalf: false, hexes: 1, apart: false, dusk: false, ticks: [],
  oddsGaps: 'defender', oddsScope: 'always', adRound: 'truncate', worksReading: 'separate',
};
describe('Metz assault calculator against an independent implementation', () => {
  it('every Lead SP against every defending SP, both odds readings and roundings (exhaustive)', () => {
    let n = 0;
    const sps = ['C', ...Array.from({ length: 20 }, (_, k) => String(k + 1))];
    for (const a of sps)
      for (const b of sps)
        for (const type of ['infantry', 'artillery'] as const) {
          const k = n++;
          compare({
            ...plain, lead: [{ sp: a, type: 'infantry', morale: 0, tcr: 7, charge: 'none' }], def: [{ sp: b, type, morale: 0, tcr: 7, charge: 'none' }],
            oddsGaps: k % 2 ? 'attacker' : 'defender', adRound: k % 4 < 2 ? 'floor' : 'truncate',
          });
        }
    expect(n).toBe(882);
  });
  it('every field together (fast-check)', () => {
    fc.assert(fc.property(arb, (i) => compare(i)), { numRuns: 1000 });
  });
  it('refuses bad input with a message', () => {
    refused(def, { 'l1-sp': '2', 'l1-morale': 'disrupted' });
    refused(def, { 'l1-type': 'artillery' });
    refused(def, { hexes: '1', support: '3' });
    refused(def, { hexes: '2', support: '0' });
    for (const [k, v] of [['l1-sp', '0'], ['l1-sp', '21'], ['d1-sp', '-'], ['support', '61'], ['support', '-1'], ['hexes', '0'], ['hexes', '7'], ['roll', '11'], ['l1-tcr', '0'], ['lp-n', '7']])
      refused(def, { [String(k)]: String(v) });
  });
});
