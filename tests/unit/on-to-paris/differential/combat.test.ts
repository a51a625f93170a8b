/**
 * Differential test of the On To Paris! combat procedure (13.4-13.11) against a
 * reference written from the rulebook alone: the initial CRT column (ratio,
 * differential, rounding for the Defender, low odds, Overrun, cavalry-only
 * sides), the size rows, the final column after shifts, the column shifts of
 * 13.6/13.7/13.9.1/13.10.2, the DRMs of 13.8/13.9/16.1/17, the Army Re-roll
 * Value and the loss distribution of a CRT roll read from a player's chart.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLUMNS, finalColumn, initialOdds, preArtilleryOverrun, sizeRow } from '../../../../src/games/on-to-paris/combat/columns.ts';
import { armiesCounted, netShift, shiftLines } from '../../../../src/games/on-to-paris/combat/shifts.ts';
import { armyRerollValue, drmLines, drmTotal, rerollsAvailable, type SideInput } from '../../../../src/games/on-to-paris/combat/drm.ts';
import { lossDistribution } from '../../../../src/games/on-to-paris/combat/crt.ts';
import { dice, ratio } from './ref.ts';

// 13.4.1 / 13.11: the CRT columns left (Defender) to right (Attacker)
const COLS = ['1:3', '1:2', 'd-3', 'd-2', 'd0', 'd+1', 'd+3', 'd+5', '2:1', '3:1', '4:1', '5:1'];

type RefOdds = { kind: 'column'; column: string } | { kind: 'overrun' } | { kind: 'attacker-eliminated' } | { kind: 'no-combat' };
function refInitial(aSP: number, aCav: number, dSP: number, dCav: number): RefOdds {
  if (aSP + aCav === 0 || dSP + dCav === 0) return { kind: 'no-combat' };
  if (dSP === 0 && aSP > 0) return { kind: 'overrun' }; // only CSPs defend: Overrun
  if (aSP === 0 && dSP > 0) return { kind: 'attacker-eliminated' }; // only CSPs attack
  if (aSP === 0 && dSP === 0) return { kind: 'column', column: 'd0' }; // both cavalry only
  // exact comparisons in integers: A/D > 1/2 <=> 2A > D ; A/D < 2 <=> A < 2D
  if (2 * aSP > dSP && aSP < 2 * dSP) {
    const d = aSP - dSP;
    const col = d <= -3 ? 'd-3' : d <= -1 ? 'd-2' : d === 0 ? 'd0' : d <= 2 ? 'd+1' : d <= 4 ? 'd+3' : 'd+5';
    return { kind: 'column', column: col };
  }
  if (aSP >= 2 * dSP) {
    const r = Math.floor(aSP / dSP); // rounded for the Defender
    if (r >= 12) return { kind: 'overrun' };
    return { kind: 'column', column: r >= 5 ? '5:1' : `${r}:1` };
  }
  // A/D <= 1/2: 1:x with x rounded up (for the Defender); below 1:3 the attack is prohibited, the attacker eliminated
  if (3 * aSP < dSP) return { kind: 'attacker-eliminated' };
  return { kind: 'column', column: 2 * aSP === dSP ? '1:2' : '1:3' };
}
const refSize = (sp: number) => (sp <= 3 ? 's' : sp <= 12 ? 'm' : 'l');

describe('13.4 initial CRT column: ours against the rulebook reference', () => {
  it('every force of 0-40 SPs a side, with and without cavalry (exhaustive)', () => {
    for (let a = 0; a <= 40; a++)
      for (let d = 0; d <= 40; d++)
        for (const [ac, dc] of [[0, 0], [2, 0], [0, 3], [1, 1]] as const) {
          const got = initialOdds({ infantry: a, francTireur: 0, cavalry: ac }, { infantry: d, francTireur: 0, cavalry: dc });
          const want = refInitial(a, ac, d, dc);
          const ctx = `A ${a}+${ac}c, D ${d}+${dc}c`;
          expect({ ctx, kind: got.kind }).toEqual({ ctx, kind: want.kind });
          if (got.kind === 'column' && want.kind === 'column') {
            expect({ ctx, col: got.column }).toEqual({ ctx, col: want.column });
            expect(got.sizes).toEqual(a + d === 0 ? { attacker: 's', defender: 's' } : { attacker: refSize(a), defender: refSize(d) });
          }
        }
  });
  it('Franc-Tireur SPs count like infantry for the odds (13.4)', () => {
    fc.assert(fc.property(fc.nat(30), fc.nat(30), fc.nat(30), fc.nat(30), (ai, af, di, df) => {
      const got = initialOdds({ infantry: ai, francTireur: af, cavalry: 1 }, { infantry: di, francTireur: df, cavalry: 1 });
      const want = refInitial(ai + af, 1, di + df, 1);
      expect(got.kind).toBe(want.kind);
      if (got.kind === 'column' && want.kind === 'column') expect(got.column).toBe(want.column);
    }), { numRuns: 2000 });
  });
  it('the examples: 40 v 9 is 4:1, 6 v 15 is 1:3, 20 v 12 is +5', () => {
    expect(refInitial(40, 0, 9, 0)).toEqual({ kind: 'column', column: '4:1' });
    expect(refInitial(6, 0, 15, 0)).toEqual({ kind: 'column', column: '1:3' });
    expect(refInitial(20, 4, 12, 0)).toEqual({ kind: 'column', column: 'd+5' });
  });
  it('sizes 1-3 s, 4-12 m, 13+ l', () => {
    for (let sp = 1; sp <= 99; sp++) expect(sizeRow(sp)).toBe(refSize(sp));
  });
  it('13.5 Overrun before artillery: Infantry SPs 12:1 (both readings)', () => {
    for (let a = 0; a <= 40; a++)
      for (let d = 0; d <= 4; d++)
        for (const ft of [0, 2]) {
          expect(preArtilleryOverrun({ infantry: a, francTireur: 0, cavalry: 0 }, { infantry: d, francTireur: ft, cavalry: 0 }), `${a} v ${d}+${ft}ft`).toBe(d > 0 && a >= 12 * d);
          const dAll = d + ft;
          expect(preArtilleryOverrun({ infantry: a, francTireur: 0, cavalry: 0 }, { infantry: d, francTireur: ft, cavalry: 0 }, true), `${a} v ${d}+${ft}ft, FT counted`).toBe(dAll > 0 && a >= 12 * dAll);
        }
  });
});

describe('13.11 final column after the net shift', () => {
  it('every initial column and net shift -15..+15, both readings right of 5:1', () => {
    expect(COLUMNS.map((c) => c.id)).toEqual(COLS);
    for (const [i, col] of COLS.entries())
      for (let s = -15; s <= 15; s++) {
        const j = i + s;
        const hold = finalColumn(col, s, 'hold');
        expect(hold.column?.id).toBe(COLS[Math.max(0, Math.min(COLS.length - 1, j))]);
        const un = finalColumn(col, s, 'unstated');
        expect(un.column?.id).toBe(j > COLS.length - 1 ? undefined : COLS[Math.max(0, j)]);
      }
  });
  it('the example: +4 with two shifts right is 2:1', () => expect(finalColumn('d+3', 2).column?.id).toBe('2:1'));
});

describe('13.6-13.10 column shifts', () => {
  it('every combination (exhaustive over small values)', () => {
    for (let hex = 0; hex <= 3; hex++)
      for (let side = 0; side <= 3; side++)
        for (let ff = 0; ff <= 2; ff++)
          for (const dem of [false, true])
            for (let aa = 0; aa <= 4; aa++)
              for (let da = 0; da <= 4; da++)
                for (const cav of ['none', 'attacker', 'defender'] as const) {
                  const pen = (n: number) => (n >= 3 ? 2 : n === 2 ? 1 : 0);
                  const want = -hex - side - ff + (dem ? 1 : 0) - pen(aa) + pen(da) + (cav === 'attacker' ? 1 : cav === 'defender' ? -1 : 0);
                  const got = netShift(shiftLines({ hexTerrainLeft: hex, hexsideLeft: side, fieldFortificationLeft: ff, defenderDemoralized: dem, attackerArmies: aa, defenderArmies: da, cavalryShift: cav }));
                  expect(got).toBe(want);
                }
  });
  it('an unattached Formation adds one Army in all', () => {
    for (let n = 0; n <= 4; n++) {
      expect(armiesCounted(n, false)).toBe(n);
      expect(armiesCounted(n, true)).toBe(n + 1);
    }
  });
});

// 13.9.2 leader halving: a Demoralized leader's positive rating counts half, rounded down
const eff = (r: number, dem: boolean) => (r > 0 && dem ? Math.floor(r / 2) : r);

interface RefSide { french: boolean; reg: number; res: number; ft: number; art: number; cav: boolean; corps: number[]; div: number | null; dem: boolean; fort: 'none' | 'fort' | 'fortress' | 'improved-fortress' }
function refDrm(a: RefSide, d: RefSide, ad: boolean): { a: number; d: number } {
  const own = { a: 0, d: 0 };
  const sides = [['a', a, 'd'], ['d', d, 'a']] as const;
  for (const [k, s, o] of sides) {
    own[k] += s.art + (s.cav ? 1 : 0);
    // Tactical Ratings: positive to own roll, negative to the opponent's; a side's Tactical Rating DRM above +6 counts as +6
    let tac = 0;
    for (const r of [...s.corps, ...(s.div === null ? [] : [s.div])]) {
      const v = eff(r, s.dem);
      if (v > 0) tac += v;
      else own[o] += -v;
    }
    own[k] += Math.min(6, tac);
    own[k] += s.fort === 'fortress' ? 1 : s.fort === 'improved-fortress' ? 2 : 0;
    if (s.french && s.ft > 0) {
      own[k] += s.reg + s.res === 0 ? -2 : -1;
      own[o] += 1;
    }
    if (s.res > 0) own[k] += s.reg + s.ft === 0 ? -2 : -1;
  }
  if (ad) {
    const [pk, p, fk] = a.french ? (['d', d, 'a'] as const) : (['a', a, 'd'] as const);
    void pk;
    if (p.reg + p.res > 0) own[fk] += 2;
  }
  return own;
}
const toInput = (s: RefSide): SideInput => ({
  nationality: s.french ? 'French' : 'Prussian', sps: { regular: s.reg, reserve: s.res, francTireur: s.french ? s.ft : 0 }, artilleryDrm: s.art, cavalrySuperiority: s.cav,
  corpsLeaders: s.corps.map((rating) => ({ rating, demoralized: s.dem })), divisionLeader: s.div === null ? null : { rating: s.div, demoralized: s.dem }, fortification: s.fort,
});

describe('13.8 / 13.9 / 16.1 / 17 DRMs on each roll', () => {
  const side = (french: boolean) =>
    fc.record({
      french: fc.constant(french), reg: fc.nat(6), res: fc.nat(3), ft: french ? fc.nat(3) : fc.constant(0), art: fc.nat(2), cav: fc.boolean(),
      corps: fc.array(fc.integer({ min: -3, max: 2 }), { maxLength: 4 }), div: fc.option(fc.integer({ min: -3, max: 2 })), dem: fc.boolean(),
      fort: fc.constantFrom('none', 'fort', 'fortress', 'improved-fortress') as fc.Arbitrary<RefSide['fort']>,
    }) as fc.Arbitrary<RefSide>;
  it('random combats, both nationalities attacking (fast-check)', () => {
    for (const frAtt of [false, true])
      fc.assert(fc.property(side(frAtt), side(!frAtt), fc.boolean(), (a, d, ad) => {
        const lines = drmLines({ attacker: toInput(a), defender: toInput(d), assaultDoctrineInForce: ad });
        const want = refDrm(a, d, ad);
        expect({ a: drmTotal(lines, 'attacker'), d: drmTotal(lines, 'defender') }).toEqual(want);
      }), { numRuns: 1500 });
  });
  it('the 13.9.3 examples: 3 Mobile + 2 cavalry is -2; with a Franc-Tireur still -2 (and +1 to the Prussian roll)', () => {
    const fr: RefSide = { french: true, reg: 0, res: 3, ft: 0, art: 0, cav: false, corps: [], div: null, dem: false, fort: 'none' };
    const pr: RefSide = { french: false, reg: 4, res: 0, ft: 0, art: 0, cav: false, corps: [], div: null, dem: false, fort: 'none' };
    expect(refDrm(fr, pr, false)).toEqual({ a: -2, d: 0 });
    expect(refDrm({ ...fr, ft: 1 }, pr, false)).toEqual({ a: -2, d: 1 });
  });
  it('four Corps leaders at +2 (a Tactical Rating DRM of +8) count +6 under the default reading', () => {
    const a: RefSide = { french: false, reg: 8, res: 0, ft: 0, art: 0, cav: false, corps: [2, 2, 2, 2], div: null, dem: false, fort: 'none' };
    const d: RefSide = { french: true, reg: 8, res: 0, ft: 0, art: 0, cav: false, corps: [], div: null, dem: false, fort: 'none' };
    expect(drmTotal(drmLines({ attacker: toInput(a), defender: toInput(d), assaultDoctrineInForce: false }), 'attacker')).toBe(6);
  });
});

describe('13.9.2 Army Re-roll Value and re-rolls', () => {
  it('sum of the negatives plus the best positive, halved when Demoralized, above +6 as +6 (exhaustive over 0-3 Armies)', () => {
    const rs = [-3, -2, -1, 0, 1, 2];
    const lists: number[][] = [[]];
    for (const x of rs) { lists.push([x]); for (const y of rs) { lists.push([x, y]); for (const z of rs) lists.push([x, y, z]); } }
    for (const l of lists)
      for (const dem of [false, true]) {
        const e = l.map((r) => eff(r, dem));
        const want = Math.min(6, e.filter((v) => v < 0).reduce((s, v) => s + v, 0) + Math.max(0, ...e));
        expect(armyRerollValue(l.map((rating) => ({ rating, demoralized: dem })))).toBe(want);
      }
  });
  it('the example: +1, +1, -1, -1 is -1; against +2 the Prussians have 3 re-rolls', () => {
    expect(armyRerollValue([1, 1, -1, -1].map((rating) => ({ rating, demoralized: false })))).toBe(-1);
    expect(rerollsAvailable(2, -1)).toEqual({ attacker: 3, defender: 0 });
  });
  it('a negative value counts for the opponent and sums with its own value; a negative net allows none (the default reading)', () => {
    for (let a = -6; a <= 6; a++)
      for (let d = -6; d <= 6; d++) {
        expect(rerollsAvailable(a, d)).toEqual({ attacker: Math.max(0, a + Math.max(0, -d)), defender: Math.max(0, d + Math.max(0, -a)) });
        expect(rerollsAvailable(a, d, 'net')).toEqual(rerollsAvailable(a, d));
      }
  });
  it('the other reading: a negative value moves across whole, so its own side keeps nothing of it; the readings differ only when both are negative', () => {
    for (let a = -6; a <= 6; a++)
      for (let d = -6; d <= 6; d++) {
        // what each side receives from the other's negative value, and what it keeps of its own (a negative one is gone)
        const gets = (own: number, other: number) => (own > 0 ? own : 0) + (other < 0 ? -other : 0);
        const want = { attacker: gets(a, d), defender: gets(d, a) };
        expect({ a, d, got: rerollsAvailable(a, d, 'move') }).toEqual({ a, d, got: want });
        if (a >= 0 || d >= 0) expect(rerollsAvailable(a, d, 'move')).toEqual(rerollsAvailable(a, d, 'net'));
      }
    expect([rerollsAvailable(-1, -1, 'net'), rerollsAvailable(-1, -1, 'move')]).toEqual([{ attacker: 0, defender: 0 }, { attacker: 1, defender: 1 }]);
  });
});

describe('13.11 a CRT roll read from the player chart', () => {
  const rowName = (t: number, size: string) => `${t <= 1 ? '1 or less' : t >= 13 ? '13 or more' : t} ${size}`;
  const chartKey: Record<string, string> = { '1:3': '1:3', '1:2': '1:2', 'd-3': '-3', 'd-2': '-2,-1', d0: '0', 'd+1': '+1,+2', 'd+3': '+3,+4', 'd+5': '+5', '2:1': '2:1', '3:1': '3:1', '4:1': '4:1', '5:1': '5:1' };
  const halves = ['-', 'D', '1', '2', 'D1', 'D2'];
  it('2D6 + DRM on the roller\'s size row; the Attacker reads the right half, the Defender the left', () => {
    fc.assert(fc.property(fc.constantFrom(...COLS), fc.constantFrom('s', 'm', 'l'), fc.integer({ min: -8, max: 8 }), fc.constantFrom('attacker', 'defender'), fc.array(fc.nat(5), { minLength: 26, maxLength: 26 }), (col, size, drm, roller, picks) => {
      // the player's cells: column -> chart line -> box
      const cells: Record<string, string> = {};
      for (let t = 1; t <= 13; t++) cells[rowName(t, size)] = `${halves[picks[2 * (t - 1)]!]} / ${halves[picks[2 * (t - 1) + 1]!]}`;
      const user = { [chartKey[col]!]: cells };
      const want = new Map<string, number>();
      for (const [s, w] of dice(2)) {
        const t = Math.max(1, Math.min(13, s + drm));
        const [left, right] = cells[rowName(t, size)]!.split(' / ');
        const loss = roller === 'attacker' ? right! : left!;
        want.set(loss, (want.get(loss) ?? 0) + w);
      }
      const got = lossDistribution(col, roller as 'attacker' | 'defender', size as 's' | 'm' | 'l', drm, user);
      expect(got.complete).toBe(true);
      const gotMap = Object.fromEntries(got.outcomes.map((o) => [o.loss.demoralized ? (o.loss.sp ? `D${o.loss.sp}` : 'D') : o.loss.sp ? String(o.loss.sp) : '-', o.prob.toString()]));
      expect(gotMap).toEqual(Object.fromEntries([...want].map(([k, w]) => [k, ratio(w, 36)])));
    }), { numRuns: 1500 });
  });
  it('an unknown box is reported missing, not guessed', () => {
    const got = lossDistribution('3:1', 'attacker', 'm', 0, {});
    expect(got.complete).toBe(false);
    expect(got.missing.length).toBe(11);
  });
});

describe('bad input is refused with a message', () => {
  it('NaN, negative or fractional SPs, shifts and DRMs', () => {
    expect(() => initialOdds({ infantry: Number.NaN, francTireur: 0, cavalry: 0 }, { infantry: 1, francTireur: 0, cavalry: 0 })).toThrow(RangeError);
    expect(() => initialOdds({ infantry: -1, francTireur: 0, cavalry: 0 }, { infantry: 1, francTireur: 0, cavalry: 0 })).toThrow(RangeError);
    expect(() => finalColumn('3:1', 1.5)).toThrow(RangeError);
    expect(() => finalColumn('7:1', 0)).toThrow(RangeError);
    expect(() => lossDistribution('3:1', 'attacker', 'm', Number.POSITIVE_INFINITY, {})).toThrow(RangeError);
    expect(() => armyRerollValue([{ rating: 0.5, demoralized: false }])).toThrow(RangeError);
    expect(() => rerollsAvailable(Number.NaN, 0)).toThrow(RangeError);
  });
});
