import { describe, expect, it } from 'vitest';
import { CRT, crtRow, lossDistribution, parseBox } from '../../../../src/games/on-to-paris/combat/crt.ts';
import { artilleryRoll } from '../../../../src/games/on-to-paris/combat/artillery.ts';
import { ARTILLERY_EFFECTS, ASSAULT_DOCTRINE, TIME_FUSE } from '../../../../src/games/on-to-paris/combat/charts.ts';
import fullCrt from '../../../../content/on-to-paris/tables/crt.yaml';
import fullEffects from '../../../../content/on-to-paris/tables/artillery-effects.yaml';
import type { Chart } from '../../../../src/lib/schemas.ts';
import { cellState, editableChart, rollOf, type UserCells } from '../../../../src/lib/user-chart.ts';
import { overrunCost } from '../../../../src/games/on-to-paris/combat/columns.ts';
import { casualtyCount } from '../../../../src/games/on-to-paris/combat/aftermath.ts';
import { boxRange, parseRange } from '../../../../src/games/on-to-paris/combat/tracks.ts';

/** Column "0", medium: 2-6 "- / -", 7-9 "1 / D", 10-12 "D1 / 2". */
const cells = { '0': Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => [crtRow(t, 'm'), t <= 6 ? '- / -' : t <= 9 ? '1 / D' : 'D1 / 2'])) };
const show = (d: ReturnType<typeof lossDistribution>) => Object.fromEntries(d.outcomes.map((o) => [`${o.loss.demoralized ? 'D' : ''}${o.loss.sp}`, o.prob.toString()]));

describe('the CRT and the Artillery Effects Table as the pages load them (unknown cells left out)', () => {
  it('read exactly as the whole chart: every cell unknown, and every cell the player enters read back', () => {
    for (const [sparse, full] of [[CRT, editableChart('on-to-paris', 'crt', fullCrt as Chart)], [ARTILLERY_EFFECTS, editableChart('on-to-paris', 'artillery-effects', fullEffects as Chart)]] as const) {
      expect(sparse.rows.map((r) => rollOf(sparse, r))).toEqual(full.rows.map((r) => rollOf(full, r)));
      expect(sparse.columns).toEqual(full.columns);
      // every other cell entered by the player
      const user: UserCells = {};
      full.rows.forEach((r, i) => full.columns.forEach((c, j) => ((i + j) % 2 ? ((user[c.key] ??= {})[rollOf(full, r)] = 'x') : null)));
      let n = 0;
      for (const r of full.rows)
        for (const c of full.columns)
          for (const u of [undefined, user]) {
            expect(cellState(sparse, c.key, rollOf(full, r), u)).toEqual(cellState(full, c.key, rollOf(full, r), u));
            n++;
          }
      expect(n).toBeGreaterThan(600);
    }
  });
});

describe('13.11 reading the player\'s CRT', () => {
  it('a box is the Attacker\'s loss / the Defender\'s loss', () => {
    expect(parseBox('D1 / 2')).toEqual([{ demoralized: true, sp: 1 }, { demoralized: false, sp: 2 }]);
    expect(parseBox('- / D')).toEqual([{ demoralized: false, sp: 0 }, { demoralized: true, sp: 0 }]);
    expect(parseBox('x / 1')).toBeNull();
  });
  it('totals past the ends use the "1 or less" and "13 or more" lines', () => expect([crtRow(-1, 's'), crtRow(14, 'l'), crtRow(7, 'm')]).toEqual(['1 or less s', '13 or more l', '7 m']));
  it("the Attacker's roll reads the right number (the Defender's losses): 15/36 none, 15/36 D, 6/36 two SPs", () => {
    expect(show(lossDistribution('d0', 'attacker', 'm', 0, cells))).toEqual({ '0': '5/12', D0: '5/12', '2': '1/6' });
  });
  it("the Defender's roll reads the left number (the Attacker's losses)", () => {
    expect(show(lossDistribution('d0', 'defender', 'm', 0, cells))).toEqual({ '0': '5/12', '1': '5/12', D1: '1/6' });
  });
  it('a DRM moves the roll (+1: 10, 16, 9, 1 of 36): it needs the 13 line; without it the roll is incomplete and says which totals are missing', () => {
    const d = lossDistribution('d0', 'attacker', 'm', 1, cells);
    expect(d.complete).toBe(false);
    expect(d.missing).toEqual([13]);
    const full = lossDistribution('d0', 'attacker', 'm', 1, { '0': { ...cells['0'], '13 or more m': '1 / 3' } });
    expect(show(full)).toEqual({ '0': '5/18', D0: '4/9', '2': '1/4', '3': '1/36' });
  });
  it('another size row or column is not read', () => expect(lossDistribution('d0', 'attacker', 's', 0, cells).missing).toHaveLength(11));
});

describe('13.5 a Demoralized Attacker overrunning (errata H2)', () => {
  it('loses one SP when what it overruns holds an SP, else nothing', () => {
    const force = (infantry: number, francTireur = 0, cavalry = 0) => ({ infantry, francTireur, cavalry });
    expect(overrunCost(true, force(2))).toBe(1);
    expect(overrunCost(true, force(0))).toBe(0);
    expect(overrunCost(false, force(2))).toBe(0);
    // an SP of any kind: a Franc-Tireur or a Cavalry SP alone is still one
    expect([overrunCost(true, force(0, 1)), overrunCost(true, force(0, 0, 1))]).toEqual([1, 1]);
  });
});

describe('13.12 the number of casualties, capped', () => {
  it('one Corps leader: 1/18 of one', () => expect(casualtyCount({ division: 0, corps: 1, army: 0 }, 1).map(String)).toEqual(['17/18', '1/18']));
  it('two Division leaders, cap 1: at least one is 1 - (11/12)^2 = 23/144', () => expect(casualtyCount({ division: 2, corps: 0, army: 0 }, 1).map(String)).toEqual(['121/144', '23/144']));
  it('two Division leaders, cap 2: 121, 22, 1 of 144', () => expect(casualtyCount({ division: 2, corps: 0, army: 0 }, 2).map(String)).toEqual(['121/144', '11/72', '1/144']));
});

describe('13.8 and 15.1 box ranges', () => {
  it('parses 2-3, 2, - and refuses the rest', () => {
    expect([parseRange('2-3'), parseRange('2 – 4'), parseRange('2'), parseRange('-'), parseRange('1-3'), parseRange('abc'), parseRange('5-3')]).toEqual([
      { range: [2, 3] }, { range: [2, 4] }, { range: [2, 2] }, { range: null }, null, null, null,
    ]);
  });
  it('example 15.1: the fourth Time Fuse box needs a 2 or 3, from our source', () => expect(boxRange(TIME_FUSE, '4', undefined)).toMatchObject({ from: 'known', range: [2, 3] }));
  it('an unknown box stays unknown until the player enters it', () => {
    expect(boxRange(TIME_FUSE, '1', undefined)).toEqual({ from: 'unknown' });
    expect(boxRange(TIME_FUSE, '1', { range: { '1': '2-4' } })).toEqual({ from: 'user', range: [2, 4] });
    expect(boxRange(ASSAULT_DOCTRINE, 'Start', undefined)).toMatchObject({ from: 'known', range: null });
  });
});

describe("13.3.3 the artillery roll on the player's Artillery Effects Table", () => {
  // strength 9: totals up to 7 "-", 8-10 "+1", 11 and more "+2(D), 2½"
  const line = Object.fromEntries(['1 or less', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13 or more'].map((c, i) => [c, { '9': i + 1 <= 7 ? '-' : i + 1 <= 10 ? '+1' : '+2(D), 2½' }]));
  it('2D6: 21, 12 and 3 of 36', () => {
    const r = artilleryRoll(9, 0, line);
    expect(r.complete).toBe(true);
    expect(Object.fromEntries(r.results.map((x) => [x.result, x.prob.toString()]))).toEqual({ '-': '7/12', '+1': '1/3', '+2(D), 2½': '1/12' });
  });
  it('2D6 + 2 (a town and a Fort): 10, 16, 10 of 36; the 13 and 14 read the "13 or more" column', () => {
    expect(Object.fromEntries(artilleryRoll(9, 2, line).results.map((x) => [x.result, x.prob.toString()]))).toEqual({ '-': '5/18', '+1': '4/9', '+2(D), 2½': '5/18' });
  });
  it('another strength is not entered: every total is missing', () => expect(artilleryRoll(8, 0, line).missing).toHaveLength(11));
});
