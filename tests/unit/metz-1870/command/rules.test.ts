import { describe, expect, it } from 'vitest';
import bivouacCalc from '../../../../src/games/metz-1870/calculators/bivouac.ts';
import commandCalc from '../../../../src/games/metz-1870/calculators/command.ts';
import { rollFaces } from '../../../../src/games/metz-1870/command/fow.ts';
import { choose } from '../../../../src/lib/draws.ts';
import { fortunesOfWar, inCommandCheck, OOC_MARKERS, OOC_TOTAL, oocDraws, oocFirstEffect } from '../../../../src/games/metz-1870/command/in-command.ts';
import { chargeChance, chargeEffects, chargeProblems, countercharge, opportunityProblems } from '../../../../src/games/metz-1870/reaction/cavalry.ts';
import { defensiveFireShifts } from '../../../../src/games/metz-1870/reaction/fire.ts';
import type { ChargeCheck } from '../../../../src/games/metz-1870/reaction/cavalry.ts';
import {
  bivouacChain, bivouacDrm, bivouacTest, frenchArtilleryAmmo, frenchLoc, leaderRecovery, prussianLoc, recoveryActions,
} from '../../../../src/games/metz-1870/command/bivouac.ts';
import { defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { CalcResult } from '../../../../src/lib/calculator.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';

const s = (x: Fraction) => x.toString();
const summary = (r: CalcResult, label: string) => r.summary?.find((x) => x.label === label)?.value;

describe('In Command (7.3, 7.4)', () => {
  const hq = { rating: 1, leaderCasualty: false, overrun: false };
  it('7.3 example, line 417: a rating of 1 cannot reach into a Forested hex but goes through two connected road hexes', () => {
    expect(inCommandCheck(hq, { road: 0, forest: 1, other: 0 }).inRange).toBe(false);
    const road = inCommandCheck(hq, { road: 2, forest: 0, other: 0 });
    expect([s(road.cost), road.inRange]).toEqual(['1', true]);
  });
  it('Leader Casualty takes 1 from the rating; an Overrun HQ commands only its own hex', () => {
    expect(inCommandCheck({ rating: 3, leaderCasualty: true, overrun: false }, { road: 0, forest: 0, other: 3 }).inRange).toBe(false);
    expect(inCommandCheck({ rating: 5, leaderCasualty: false, overrun: true }, { road: 0, forest: 0, other: 1 }).inRange).toBe(false);
    expect(inCommandCheck({ rating: 5, leaderCasualty: false, overrun: true }, { road: 0, forest: 0, other: 0 }).inRange).toBe(true);
  });
});

describe('Out of Command markers (14.3): 13 drawn without replacement', () => {
  it('the pile: Withdraw 1, Frozen 3, Cautious 4, Maneuver 4, Advance 1', () => {
    expect(OOC_MARKERS.map((m) => [m.marker, m.count])).toEqual([['Withdraw', 1], ['Frozen', 3], ['Cautious', 4], ['Maneuver', 4], ['Advance', 1]]);
    expect(OOC_TOTAL).toBe(13);
  });
  it('first draw: Cautious 4/13, Frozen 3/13, Withdraw 1/13', () => {
    expect(oocDraws(1).draws.map((d) => s(d.first))).toEqual(['1/13', '3/13', '4/13', '4/13', '1/13']);
  });
  it('two draws both Frozen: 3/13 x 2/12 = 1/26; Cautious 0, 1, 2 times: 6/13, 6/13, 1/13', () => {
    const d = oocDraws(2).draws;
    expect(s(d[1]!.among[2]!)).toBe('1/26');
    expect(d[2]!.among.map(s)).toEqual(['6/13', '6/13', '1/13', '0', '0']);
    expect(s(d[2]!.among.reduce((a, b) => a.add(b), Fraction.ZERO))).toBe('1');
    expect(s(choose(13, 2) === 78n ? Fraction.ONE : Fraction.ZERO)).toBe('1');
  });
  it('with one Frozen already out, the next is Frozen 2/12; three draws hold 12/13 Cautious on average; all 13 hold every marker', () => {
    expect(s(oocDraws(1, { Frozen: 1 }).draws[1]!.first)).toBe('1/6');
    expect(s(oocDraws(3).draws[2]!.expected)).toBe('12/13');
    expect(oocDraws(13).draws.map((d) => s(d.among[d.left]!))).toEqual(['1', '1', '1', '1', '1']);
    expect(() => oocDraws(13, { Frozen: 1 })).toThrow(RangeError);
  });
  it('no enemy within 4 hexes: Withdraw acts as Frozen (4/13) and Advance as Cautious (5/13)', () => {
    expect(oocFirstEffect(false).map((e) => [e.effect, s(e.prob)])).toEqual([['Frozen', '4/13'], ['Cautious', '5/13'], ['Maneuver', '4/13']]);
  });
});

describe('Fortunes of War (6.4)', () => {
  it('1 and 2 Wayward 1/10 each, 3-5 Degrade 3/10, 6-8 Enhance 3/10, 9 Leader Casualty 1/10, 0 Lull 1/10', () => {
    expect(fortunesOfWar().map((r) => [r.result, s(r.prob)])).toEqual([
      ['Wayward French Unit', '1/10'], ['Wayward Prussian Unit', '1/10'], ['Degrade the Next Chit', '3/10'],
      ['Enhance the Next Chit', '3/10'], ['Leader Casualty', '1/10'], ['Lull in the Battle', '1/10'],
    ]);
    expect([rollFaces('0'), rollFaces('3-5')]).toEqual([[10], [3, 4, 5]]);
  });
});

describe('cavalry charges and Defensive Fire (11.4, 11.6-11.8)', () => {
  const ok: ChargeCheck = {
    horseArtillery: false, mayEngageAndAssault: true, shakenOrDisrupted: false, adjacentAtStart: false, losToTarget: true,
    pathThroughUnits: false, pathBadTerrain: false, crossesSteepSlope: false, target: 'clear',
  };
  it('C11a, line 1280: TCR 7 charges on 1-7 (7/10); a Town target is not allowed', () => {
    expect(s(chargeChance(7))).toBe('7/10');
    expect(chargeProblems(ok)).toEqual([]);
    expect(chargeProblems({ ...ok, target: 'other' })).toEqual(['Only a target standing in Clear, Stream or Ravine terrain may be charged.']);
    expect(chargeEffects().join(' ')).toMatch(/Light \+1 SP; Medium \+50% \(at least \+1\); Heavy ×2/);
  });
  it('C17a, line 1298: an Opportunity Charge roll of 8 against TCR 7 fails; a charged cavalry unit countercharges instead', () => {
    expect(s(chargeChance(7))).toBe('7/10');
    expect(opportunityProblems({ enemyMovementStep: true, shakenOrDisrupted: false, chargeTarget: false, failedBefore: false, moverHex: 'stream' })).toEqual([]);
    expect(opportunityProblems({ enemyMovementStep: true, shakenOrDisrupted: false, chargeTarget: true, failedBefore: false, moverHex: 'clear' })).toHaveLength(1);
  });
  it('two countercharge candidates, TCR 7 then 5: first 7/10, second 3/20, someone 17/20', () => {
    const c = countercharge([7, 5]);
    expect([...c.each.map(s), s(c.any)]).toEqual(['7/10', '3/20', '17/20']);
  });
  it('Defensive Fire: the first fire of a unit in a Step is unshifted, each later one ◀2', () => {
    expect(defensiveFireShifts(3)).toEqual([0, -2, -2]);
  });
});

describe('Recovery and Bivouac (13.2, 18.5, 18.6)', () => {
  it('13.4 example, line 957: clearing Rationed Ammo takes 2 actions, so with a Disrupted flip 3 in all', () => {
    expect(recoveryActions('none', 'rationed').actions + 1).toBe(3);
    expect(recoveryActions('disrupted', 'low').steps).toEqual(['flip Disrupted to Shaken', 'remove Shaken', 'remove Low Ammo']);
  });
  it('French artillery ammo (13.2.3)', () => {
    expect([frenchArtilleryAmmo('corps', true).byRecovery, frenchArtilleryAmmo('division', true).byRecovery, frenchArtilleryAmmo('horse', false).byRecovery]).toEqual([false, true, false]);
  });
  it('LOC grades (18.5)', () => {
    expect(['2529', '2729', '3729', '1429', '0125', '0128', '9999'].map(prussianLoc)).toEqual(['short', 'short', 'short', 'normal', 'extended', 'extended', 'none']);
    expect([33, 52, 32, 17, 16, 1].map(frenchLoc)).toEqual(['short', 'short', 'normal', 'normal', 'extended', 'extended']);
    expect([prussianLoc(null), frenchLoc(null)]).toEqual(['none', 'none']);
  });
  it('Bivouac modifiers: one +1 for out of range or no LOC; the LOC bonus needs Command Range', () => {
    const d = (inRange: boolean, loc: 'none' | 'short' | 'normal' | 'extended', nearEnemy: boolean) => bivouacDrm({ inRange, loc, nearEnemy }).total;
    expect([d(true, 'short', false), d(true, 'normal', true), d(false, 'short', false), d(true, 'none', false), d(false, 'none', true), d(true, 'extended', false)]).toEqual([-2, 0, 1, 1, 2, 0]);
  });
  it('the test is strictly below the TCR: TCR 6 gives 5/10 pass, 1/10 equal; with -2, 7/10 and 1/10; TCR 3 with +2 never passes', () => {
    const t = (tcr: number, drm: number) => Object.values(bivouacTest(tcr, drm)).map(s);
    expect([t(6, 0), t(6, -2), t(3, 2)]).toEqual([['1/2', '1/10', '2/5'], ['7/10', '1/10', '1/5'], ['0', '1/10', '9/10']]);
  });
  it('18.6 example, line 1209: Shaken BW unit (TCR 8 / 6) with Rationed Ammo, no modifier: Revive, Muster, Supply in turn', () => {
    const chain = bivouacChain({ status: 'BW', tcrFresh: 8, tcrBattleworn: 6, morale: 'shaken', ammo: 'rationed', works: 0 }, 0);
    const p = Object.fromEntries(chain.map((c) => [`${c.state.status} ${c.state.morale} ${c.state.ammo}`, s(c.prob)]));
    expect(p).toEqual({
      'Broken none none': '9/20',
      'FR none none': '7/40', 'FR none low': '1/40', 'FR none rationed': '1/20',
      'FR shaken none': '3/25', 'FR shaken low': '1/50', 'FR shaken rationed': '3/50',
      'BW none none': '1/40', 'BW none low': '1/200', 'BW none rationed': '1/50',
      'BW shaken none': '1/50', 'BW shaken low': '1/200', 'BW shaken rationed': '1/40',
    });
  });
  it('Leader Recovery: 1-5 is 1/2 plain; with a -2 modifier 7/10', () => {
    expect([s(leaderRecovery(-2, false)), s(leaderRecovery(-2, true)), s(leaderRecovery(1, true))]).toEqual(['1/2', '7/10', '2/5']);
  });
});

describe('command calculator', () => {
  it('defaults: rating 3, two clear hexes in range; OOC and Fortunes of War tables', () => {
    const r = run(commandCalc, {}).result!;
    expect([summary(r, 'Command Range path cost'), summary(r, 'Within Command Range')]).toEqual(['2 of 3', 'yes']);
    expect(r.tables[0]!.rows.map((x) => String(x.cells[2]))).toEqual(['1/13', '3/13', '4/13', '4/13', '1/13']);
    expect(r.tables[2]!.rows.map((x) => String(x.cells[3]))).toEqual(['1/10', '1/10', '3/10', '3/10', '1/10', '1/10']);
  });
  it('a shared link reproduces two draws with a Frozen out, and the roll 0 reads Lull in the Battle', () => {
    const values = { ...defaults(commandCalc), draws: 2, 'out-frozen': 1, fow: 10 };
    const q = toQuery(commandCalc, values);
    expect(q).toBe('?draws=2&out-frozen=1&fow=10');
    const r = run(commandCalc, new URLSearchParams(q.slice(1)));
    expect(r.values).toEqual(values);
    expect(summary(r.result!, 'Fortunes of War roll 0')).toBe('Lull in the Battle');
    expect(String(r.result!.tables[0]!.rows[1]!.cells[5])).toBe('1/66');
  });
  it('bad input: more draws than markers left, out of range values', () => {
    expect(run(commandCalc, { draws: '13', 'out-advance': '1' }).errors).toHaveProperty('draws');
    expect(run(commandCalc, { 'out-frozen': '4' }).errors).toHaveProperty('out-frozen');
    expect(run(commandCalc, { draws: '13', 'out-advance': '1' }).result).toBeUndefined();
  });
  it('a sweep never throws or yields NaN', () => {
    for (const draws of [1, 2, 5, 9]) for (const fr of [0, 3]) for (const cr of [0, 2, 6]) for (const ov of ['0', '1']) {
      const out = run(commandCalc, { draws: String(draws), 'out-frozen': String(fr), cr: String(cr), overrun: ov, road: '3', forest: '1' });
      expect(out.failure).toBeUndefined();
      expect(JSON.stringify(out.result?.summary)).not.toMatch(/NaN/);
    }
  });
});

describe('bivouac calculator', () => {
  it('Prussian at Gorze, in range, near the enemy: DRM -1; a Shaken BW unit of TCR 6 tests at 5: pass 1/2', () => {
    const r = run(bivouacCalc, { exit: '2529', 'near-enemy': '1', morale: 'shaken' }).result!;
    expect([summary(r, 'LOC grade'), summary(r, 'Die modifier'), summary(r, 'Modified TCR now'), String(summary(r, 'First roll passes'))]).toEqual(['short', '-1', '5', '1/2']);
  });
  it('French hexrow 20 is a Normal LOC; units that moved make no rolls; a sweep stays finite', () => {
    expect(summary(run(bivouacCalc, { side: 'french', hexrow: '20' }).result!, 'LOC grade')).toBe('normal');
    expect(summary(run(bivouacCalc, { moved: '1' }).result!, 'First roll passes')).toBe('no rolls');
    expect(run(bivouacCalc, { side: 'french', hexrow: '60' }).errors).toHaveProperty('hexrow');
    expect(run(bivouacCalc, { hexrow: '60' }).errors).toEqual({});
    for (const morale of ['none', 'disrupted']) for (const ammo of ['none', 'rationed']) for (const status of ['FR', 'BW']) for (const leader of ['0', '1']) {
      const out = run(bivouacCalc, { morale, ammo, status, leader, 'leader-drm': 'drm', works: '2', 'tcr-bw': '1' });
      expect(out.failure).toBeUndefined();
      const total = out.result!.tables[1]?.rows.reduce((a, x) => a.add(x.cells[1] as Fraction), Fraction.ZERO);
      if (total) expect(total.toString()).toBe('1');
    }
  });
});
