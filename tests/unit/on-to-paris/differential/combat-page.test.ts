/**
 * End-to-end differential test of the On To Paris! combat calculator page:
 * from the fields a player types to the Artillery Strength after the Time Fuse
 * halving, the SP a Demoralized Attacker pays for an Overrun, the final CRT
 * column, both sides' DRMs, the Army re-rolls (both readings) and the chance
 * of a leader casualty it reports, against a reference written from 13.3-13.12,
 * 15.2, 16.1 and 17 alone.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def from '../../../../src/games/on-to-paris/calculators/combat.ts';
import { run } from '../../../../src/lib/calculator.ts';

const LABEL: Record<string, string> = { '1:3': '1:3', '1:2': '1:2', 'd-3': '−3 or less', 'd-2': '−2, −1', d0: '0', 'd+1': '+1 to +2', 'd+3': '+3 to +4', 'd+5': '+5 or more', '2:1': '2:1', '3:1': '3:1', '4:1': '4:1', '5:1': '5:1' };
const COLS = Object.keys(LABEL);

function initial(A: number, D: number, aCav: number, dCav: number): string | 'overrun' | 'eliminated' | 'none' {
  if (A + aCav === 0 || D + dCav === 0) return 'none';
  if (A === 0 && D === 0) return 'd0'; // cavalry against cavalry: the 0 differential, both small
  if (D === 0) return 'overrun';
  if (A === 0) return 'eliminated';
  if (2 * A > D && A < 2 * D) {
    const d = A - D;
    return d <= -3 ? 'd-3' : d <= -1 ? 'd-2' : d === 0 ? 'd0' : d <= 2 ? 'd+1' : d <= 4 ? 'd+3' : 'd+5';
  }
  if (A >= 2 * D) {
    const r = Math.floor(A / D);
    return r >= 12 ? 'overrun' : r >= 5 ? '5:1' : `${r}:1`;
  }
  if (3 * A < D) return 'eliminated';
  return 2 * A === D ? '1:2' : '1:3';
}

interface Side { reg: number; res: number; ft: number; cav: number; dem: boolean; art: number; armies: number; attd: number; unatt: boolean; ar: number[]; corps: number[]; ndiv: number; dtr: number; adrm: number; aloss: number; ahalf: boolean; ahalfx: boolean }
const side = (french: boolean) =>
  fc.record({
    reg: fc.nat(14), res: fc.nat(3), ft: french ? fc.nat(2) : fc.constant(0), cav: fc.nat(3), dem: fc.boolean(), art: fc.nat(9), armies: fc.nat(4), attd: fc.nat(2), unatt: fc.boolean(),
    ar: fc.array(fc.integer({ min: -3, max: 2 }), { minLength: 4, maxLength: 4 }), corps: fc.array(fc.integer({ min: -3, max: 2 }), { maxLength: 4 }),
    ndiv: fc.nat(2), dtr: fc.integer({ min: -3, max: 2 }), adrm: fc.nat(2), aloss: fc.nat(2), ahalf: fc.boolean(), ahalfx: fc.boolean(),
  });

/** Settings of the whole combat: the Time Fuse Penalty and clear terrain (15.2), and the reading of two negative Re-roll Values (13.9.2). */
interface Env { tf: boolean; clear: boolean; rrneg: 'net' | 'move' }

function query(att: 'prussian' | 'french', fort: string, a: Side, d: Side, sh: { hex: number; side: number; ff: number }, ad: boolean, cdrm: string, env: Env): Record<string, string> {
  const q: Record<string, string> = { att, fort, hex: String(sh.hex), side: String(sh.side), ff: String(sh.ff), ad: ad ? '1' : '0', cdrm, cshift: 'no', tf: env.tf ? '1' : '0', clear: env.clear ? '1' : '0', rrneg: env.rrneg };
  for (const [p, s] of [['a', a], ['d', d]] as const) {
    Object.assign(q, {
      [`${p}-reg`]: String(s.reg), [`${p}-res`]: String(s.res), [`${p}-ft`]: String(s.ft), [`${p}-cav`]: String(s.cav), [`${p}-dem`]: s.dem ? '1' : '0',
      [`${p}-art`]: String(s.art), [`${p}-armies`]: String(s.armies), [`${p}-attd`]: String(s.attd), [`${p}-unatt`]: s.unatt ? '1' : '0', [`${p}-corps`]: String(s.corps.length), [`${p}-ndiv`]: String(s.ndiv), [`${p}-dtr`]: String(s.dtr),
      [`${p}-adrm`]: String(s.adrm), [`${p}-aloss`]: String(s.aloss), [`${p}-ahalf`]: s.ahalf ? '1' : '0', [`${p}-ahalfx`]: s.ahalfx ? '1' : '0',
    });
    s.ar.forEach((r, i) => (q[`${p}-ar${i + 1}`] = String(r)));
    s.corps.forEach((r, i) => (q[`${p}-tr${i + 1}`] = String(r)));
  }
  return q;
}

function reference(att: 'prussian' | 'french', fort: string, a: Side, d: Side, sh: { hex: number; side: number; ff: number }, ad: boolean, cdrm: string, env: Env) {
  const frA = att === 'french';
  const sp = (s: Side, french: boolean) => s.reg + s.res + (french ? s.ft : 0);
  // 13.1: a combat needs SPs of both sides in the hex
  if (sp(a, frA) + a.cav === 0 || sp(d, !frA) + d.cav === 0) return { col: 'none' as const };
  // 13.5: 12:1 in Infantry SPs (Franc-Tireurs not counted, the default reading) before any artillery is an Overrun;
  // a Demoralized Attacker pays one SP when what it overruns holds an SP of any kind
  if (d.reg + d.res > 0 && a.reg + a.res >= 12 * (d.reg + d.res)) return { col: 'overrun' as const, cost: a.dem ? 1 : 0 };
  // 15.2: French artillery halved under the Time Fuse in clear terrain without a friendly Fortification;
  // 16.1: a Field Fortification marker is one, and it is the Defender's, as is the Fortification of his hex
  const friendlyFort = (k: 'a' | 'd') => k === 'd' && (fort !== 'none' || sh.ff > 0);
  const strength = (k: 'a' | 'd', s: Side) => {
    const halved = (k === 'a') === frA && env.tf && env.clear && !friendlyFort(k);
    return halved ? `${s.art} → ${Math.floor(s.art / 2)}` : String(s.art);
  };
  const strengths = { a: a.art ? strength('a', a) : undefined, d: d.art ? strength('d', d) : undefined };
  // a side without artillery has no result to enter
  const lost = (s: Side, byEnemy: Side, french: boolean) => (byEnemy.art ? Math.min(sp(s, french), byEnemy.aloss + (byEnemy.ahalf && byEnemy.ahalfx ? 1 : 0)) : 0);
  const A = sp(a, frA) - lost(a, d, frA);
  const D = sp(d, !frA) - lost(d, a, !frA);
  // 13.3: a side wiped out by artillery is overrun (both wiped: no Overrun); 13.4: a Defender of Cavalry only, or 12:1 after artillery
  const col = initial(A, D, a.cav, d.cav);
  if (D + d.cav === 0 && A + a.cav > 0) return { col: 'overrun' as const, strengths, cost: 0 };
  if (col === 'overrun') return { col, strengths, cost: a.dem ? 1 : 0 };
  if (col === 'eliminated' || col === 'none') return { col, strengths };
  const pen = (n: number) => (n >= 3 ? 2 : n === 2 ? 1 : 0);
  // 13.9.1: the Armies in the combat, those counted through an Attached Corps or Cavalry Division, and one for any unattached Formation
  const armies = (s: Side) => s.armies + s.attd + (s.unatt ? 1 : 0);
  const net = -sh.hex - sh.side - sh.ff + (d.dem ? 1 : 0) - pen(armies(a)) + pen(armies(d));
  const final = COLS[Math.max(0, Math.min(COLS.length - 1, COLS.indexOf(col) + net))]!;
  const drm = { a: 0, d: 0 };
  const half = (r: number, dem: boolean) => (r > 0 && dem ? Math.floor(r / 2) : r);
  for (const [k, s, o, french] of [['a', a, 'd', frA], ['d', d, 'a', !frA]] as const) {
    if (s.art) drm[k] += s.adrm;
    let tac = 0;
    for (const r of [...s.corps, ...(s.ndiv > 0 ? [s.dtr] : [])]) {
      const v = half(r, s.dem);
      if (v > 0) tac += v;
      else drm[o] -= v;
    }
    drm[k] += Math.min(6, tac);
    if (k === 'd') drm.d += fort === 'fortress' ? 1 : fort === 'improved-fortress' ? 2 : 0;
    if (french && s.ft > 0) { drm[k] += s.reg + s.res === 0 ? -2 : -1; drm[o] += 1; }
    if (s.res > 0) drm[k] += s.reg + (french ? s.ft : 0) === 0 ? -2 : -1;
  }
  // 13.10.1: the side that won the Cavalry Superiority roll (entered as rolled) adds +1
  if (a.cav + d.cav > 0 && cdrm === 'attacker') drm.a += 1;
  if (a.cav + d.cav > 0 && cdrm === 'defender') drm.d += 1;
  const prussian = frA ? d : a;
  if (ad && prussian.reg + prussian.res > 0) drm[frA ? 'a' : 'd'] += 2;
  // 13.9.2: the Army leaders in the combat only: every negative rating plus the best positive one (a Demoralized one halved), above +6 as +6
  const value = (s: Side) => {
    const r = s.ar.slice(0, s.armies).map((x) => half(x, s.dem));
    return Math.min(6, r.filter((x) => x < 0).reduce((t, x) => t + x, 0) + Math.max(0, ...r));
  };
  const va = value(a);
  const vd = value(d);
  // a negative value is a positive one for the opponent, added to his own; whether his own negative value still counts is the reading
  const keep = (v: number) => (env.rrneg === 'move' ? Math.max(0, v) : v);
  const rr = { a: Math.max(0, keep(va) + Math.max(0, -vd)), d: Math.max(0, keep(vd) + Math.max(0, -va)) };
  const rerolls = `Attacker ${signed(va)}, Defender ${signed(vd)}: re-rolls Attacker ${rr.a}, Defender ${rr.d}`;
  // 13.12.1: each leader in the combat rolls 2D6: Division 2-3 (3 of 36), Corps 3 (2), Army 2 (1); at least one casualty
  const casualty = (s: Side) => {
    const n = { div: BigInt(s.ndiv), corps: BigInt(s.corps.length), army: BigInt(s.armies) };
    if (n.div + n.corps + n.army === 0n) return undefined;
    const den = 36n ** (n.div + n.corps + n.army);
    return bigRatio(den - 33n ** n.div * 34n ** n.corps * 35n ** n.army, den);
  };
  return { col, final, drm, strengths, rerolls, casualty: { a: casualty(a), d: casualty(d) } };
}

const bigGcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : bigGcd(y, x % y));
const bigRatio = (n: bigint, d: bigint) => `${n / bigGcd(n, d)}/${d / bigGcd(n, d)}`;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

describe('On To Paris! combat page: ours against the rulebook reference', () => {
  it('initial and final column, and both DRMs (a Cavalry Superiority result entered as rolled included), over random combats (fast-check)', () => {
    for (const att of ['prussian', 'french'] as const)
      fc.assert(
        fc.property(side(att === 'french'), side(att !== 'french'), fc.constantFrom('none', 'fort', 'fortress', 'improved-fortress'), fc.record({ hex: fc.nat(2), side: fc.nat(2), ff: fc.nat(1) }), fc.boolean(), fc.constantFrom('tie', 'attacker', 'defender'), fc.record({ tf: fc.boolean(), clear: fc.boolean(), rrneg: fc.constantFrom('net', 'move') as fc.Arbitrary<Env['rrneg']> }), (a, d, fort, sh, ad, cdrm, env) => {
          const q = query(att, fort, a, d, sh, ad, cdrm, env);
          const r = run(def, q);
          expect(r.errors).toEqual({});
          expect(r.failure).toBeUndefined();
          const want = reference(att, fort, a, d, sh, ad, cdrm, env);
          const sum = Object.fromEntries((r.result!.summary ?? []).map((s) => [s.label, String(s.value)]));
          const step = (label: RegExp) => r.result!.steps.find((s) => label.test(s.label))?.value;
          if (want.strengths) expect({ q, a: step(/^Attacker's Artillery Strength/), d: step(/^Defender's Artillery Strength/) }).toEqual({ q, ...want.strengths });
          if (want.col === 'overrun') expect({ q, result: sum.Result, cost: step(/^Demoralized Attacker overrunning/) }).toEqual({ q, result: 'Overrun', cost: want.cost ? 'loses 1 SP' : undefined });
          if (want.col === 'overrun' || want.col === 'eliminated' || want.col === 'none') {
            expect({ q, final: sum['Final column'] }).toEqual({ q, final: undefined });
            return;
          }
          expect({ q, final: sum['Final column'], drms: sum.DRMs }).toEqual({ q, final: LABEL[want.final!], drms: `A ${signed(want.drm!.a)}, D ${signed(want.drm!.d)}` });
          expect({ q, rerolls: step(/^Army Re-roll Values/) }).toEqual({ q, rerolls: want.rerolls });
          const chance = (label: RegExp) => step(label)?.split(' (')[0];
          expect({ q, a: chance(/^Attacker's leaders: chance/), d: chance(/^Defender's leaders: chance/) }).toEqual({ q, a: want.casualty!.a, d: want.casualty!.d });
        }),
        { numRuns: 700 },
      );
  });
});

describe('13.10.2 the Cavalry Superiority column shift on the page', () => {
  // only the side that won the Superiority roll, with at least one CSP and more than the other, may try the shift
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  const frac = (n: number, d: number) => (n === 0 ? '0' : `${n / gcd(n, d)}/${d / gcd(n, d)}`);
  it('every CSP count 0-7 a side, every Superiority entry and shift entry', () => {
    for (let ac = 0; ac <= 7; ac++)
      for (let dc = 0; dc <= 7; dc++)
        for (const cdrm of ['roll', 'attacker', 'defender', 'tie'])
          for (const cshift of ['roll', 'yes', 'no']) {
            // P(attacker wins the DRM), P(defender wins) over 36 pairs
            let aw = 0, dw = 0;
            for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) { if (x + ac > y + dc) aw++; else if (x + ac < y + dc) dw++; }
            const leader = ac > dc ? 'attacker' : dc > ac ? 'defender' : null;
            const won = ac + dc === 0 ? 0 : cdrm === 'roll' ? (leader === 'attacker' ? aw : leader === 'defender' ? dw : 0) : cdrm === leader ? 36 : 0; // of 36
            const need = Math.min(6, Math.abs(ac - dc));
            const pShift36x6 = cshift === 'roll' ? won * need : cshift === 'yes' ? won * 6 : 0; // of 216
            // 6 v 4 is the +1 to +2 column: the attacker's shift makes it +3 to +4, the defender's 0
            const moved = leader === 'attacker' ? '+3 to +4' : '0';
            const want = pShift36x6 === 0 ? '+1 to +2' : pShift36x6 === 216 ? moved : null;
            const r = run(def, { 'a-cav': String(ac), 'd-cav': String(dc), cdrm, cshift });
            const got = r.result!.steps.find((s) => s.label === 'Final column')!.value;
            const ctx = { ac, dc, cdrm, cshift };
            if (want) expect({ ctx, got }).toEqual({ ctx, got: want });
            else expect({ ctx, got: got.replace(/ \([\d.]+%\)/g, '').split('; ').sort() }).toEqual({ ctx, got: [`${moved} ${frac(pShift36x6, 216)}`, `+1 to +2 ${frac(216 - pShift36x6, 216)}`].sort() });
          }
  });
});

describe('13.10.1 the Superiority roll in a combat without cavalry (a reading)', () => {
  it('default: no roll; "roll": both roll 1D6 and the higher gets +1 (15/36 each, a tie 6/36)', () => {
    const none = run(def, { 'a-cav': '0', 'd-cav': '0' });
    expect(none.result!.steps.some((s) => s.label.startsWith('Cavalry Superiority DRM'))).toBe(false);
    const rolled = run(def, { 'a-cav': '0', 'd-cav': '0', cs0: 'roll' });
    expect(rolled.result!.steps.find((s) => s.label.startsWith('Cavalry Superiority DRM'))!.value).toBe('Attacker 5/12 (41.7%), Defender 5/12 (41.7%), tie 1/6 (16.7%)');
    const won = run(def, { 'a-cav': '0', 'd-cav': '0', cs0: 'roll', cdrm: 'defender' });
    expect(won.result!.summary!.find((s) => s.label === 'DRMs')!.value).toBe('A 0, D +1');
  });
});
