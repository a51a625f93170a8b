// Nations in Arms battle (8.0-8.3): the rulebook's examples of 5.2.8 and 8.x that our source
// determines, hand-computed CRT chances over both rolls, and properties over the input domain.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import type { UserCells } from '../../../src/lib/user-chart-store.ts';
import battle from '../../../src/games/nations-in-arms/calculators/battle.ts';
import { battleSize, odds, overrun } from '../../../src/games/nations-in-arms/battle/odds.ts';
import { halfPoints, superiority } from '../../../src/games/nations-in-arms/battle/superiority.ts';
import { battleDrm } from '../../../src/games/nations-in-arms/battle/drm.ts';
import { parseBox, sideRoll } from '../../../src/games/nations-in-arms/battle/crt.ts';
import { capped, pursuit, retreatLoss, tactics, winner } from '../../../src/games/nations-in-arms/battle/outcome.ts';
import { forceMorale } from '../../../src/games/nations-in-arms/battle/morale.ts';

const LINES = ['1 or less', ...Array.from({ length: 13 }, (_, i) => String(i + 2)), '15 or more'];
/** a column: 6 or less "1", 7-9 "2", 10 or more "3+" */
const column = Object.fromEntries(LINES.map((l, i) => [l, i + 1 <= 6 ? '1' : i + 1 <= 9 ? '2' : '3+']));
const charts = (cols: string[] = ['skirmish', 'minor', 'major'], odds: Record<string, string> = { '1-3 or less': '-2', '1-2': '-1', '1-1': '0', '2-1': '+1', '3-1': '+2', '4-1': '+3' }): Record<string, UserCells> => ({
  crt: Object.fromEntries(cols.map((c) => [c, { ...column }])),
  'odds-drm': { drm: odds },
});
const calc = (q: Record<string, string>, ch?: Record<string, UserCells>) => {
  const r = run(battle, q, ch ? { charts: ch } : undefined);
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const summary = (q: Record<string, string>, ch?: Record<string, UserCells>) => Object.fromEntries(calc(q, ch).summary!.map((s) => [s.label, String(s.value)]));
const step = (q: Record<string, string>, label: string | RegExp, ch?: Record<string, UserCells>) => calc(q, ch).steps.find((s) => (typeof label === 'string' ? s.label === label : label.test(s.label)))?.value;
const zero = { 'a-cv': '0', 'd-cv': '0' };

describe('battle size (8.0)', () => {
  it('example of 8.0: 6 steps against 9 is a minor battle (15, in 9 to 20)', () => expect(battleSize(6, 9)).toBe('minor'));
  it('8 steps or fewer: skirmish; 21 with 9 on the weaker side: major; 21 with 8 on it: minor', () => {
    expect(battleSize(4, 4)).toBe('skirmish');
    expect(battleSize(12, 9)).toBe('major');
    expect(battleSize(13, 8)).toBe('minor');
    expect(battleSize(5, 4)).toBe('minor');
  });
});

describe('overrun (5.2.8) and odds (8.1.4)', () => {
  it('example of 5.2.8: the Grande Armée (12 CP) overruns Ferdinand\'s corps (2 CP)', () => {
    expect(overrun(12, 2, false)).toBe(true);
    expect(summary({ 'a-cp': '12', 'd-cp': '2' }).Result).toBe('Overrun');
    expect(step({ 'a-cp': '12', 'd-cp': '2' }, 'Printed combat points')).toBe('12 against 2: at least five times');
    expect(step({ 'a-cp': '11', 'd-cp': '2', ovr: 'gt' }, 'Printed combat points')).toBe('11 against 2: more than five times');
  });
  it('exactly five times overruns on the default reading only; never against a fortress', () => {
    expect(overrun(10, 2, false)).toBe(true);
    expect(overrun(10, 2, true)).toBe(false);
    expect(summary({ 'a-cp': '10', 'd-cp': '2', ovr: 'gt' }).Result).toBe('Defender destroyed');
    expect(summary({ 'a-cp': '12', 'd-cp': '2', fort: '1' }).Result).toBe('Defender destroyed');
  });
  it('rounding: .50 up, .49 down (the example\'s digits are lost: 2.5 gives 3-1 and 2.49 gives 2-1 by the rule itself)', () => {
    expect(odds(5, 2).label).toBe('3-1');
    expect(odds(249, 100).label).toBe('2-1');
    expect(odds(7, 2).label).toBe('4-1');
    expect(odds(4, 3).label).toBe('1-1');
    expect(odds(3, 4).row).toBe('1-1');
    expect(odds(2, 5)).toMatchObject({ label: '1-3', row: '1-3 or less', stronger: 'defender', exempt: true });
  });
  it('5-1 or more destroys the weaker side with no roll; 3-1 exempts the stronger side', () => {
    expect(odds(9, 2)).toMatchObject({ label: '5-1', destroyed: true, row: null });
    expect(odds(3, 1).exempt).toBe(true);
    expect(odds(5, 2).exempt).toBe(true);
    expect(odds(12, 5).exempt).toBe(false);
    expect(summary({ 'a-cp': '2', 'd-cp': '9', 'a-st': '2', 'd-st': '9' }).Result).toBe('Attacker destroyed');
  });
  it('the odds use the terrain-modified values when set, the overrun the printed ones', () => {
    expect(summary({ tec: '1', 'a-ov': '6', 'd-ov': '3' }).Odds).toBe('2-1');
    expect(summary({ 'a-cp': '8', 'd-cp': '6' }).Odds).toBe('1-1');
  });
});

describe('superiority (8.1.5-8.1.7)', () => {
  const none = { light: 0, reserve: 0, guard: 0, leaders: 0 };
  it('example of 8.1.6: 3 cuirassier points count 4.5', () => expect(halfPoints({ ...none, reserve: 3 }, 'open') / 2).toBe(4.5));
  it('artillery: more +1, twice the reading (+2 by default); cavalry: more +1, twice +2', () => {
    expect(superiority([3, 2], [none, none], 'open', false, 2).art).toEqual([1, 0]);
    expect(superiority([4, 2], [none, none], 'open', false, 2).art).toEqual([2, 0]);
    expect(superiority([4, 2], [none, none], 'open', false, 1).art).toEqual([1, 0]);
    expect(superiority([0, 0], [{ ...none, light: 2 }, { ...none, reserve: 2 }], 'open', false, 2).cav).toEqual([0, 1]);
    expect(superiority([0, 0], [{ ...none, light: 6 }, { ...none, guard: 2 }], 'open', false, 2).cav).toEqual([2, 0]);
  });
  it('a cavalry tie goes to the side with more cavalry leaders', () => {
    const s = superiority([0, 0], [{ ...none, light: 3 }, { ...none, light: 3, leaders: 1 }], 'open', false, 2);
    expect(s).toMatchObject({ cav: [0, 1], byLeaders: true });
  });
  it('reading of 8.1.6 (seed 54): with no cavalry on either side, 0 : 0 is a tie and more cavalry leaders win it by default; the other reading gives nothing', () => {
    const lead = [{ ...none, leaders: 1 }, none] as const;
    expect(superiority([0, 0], [...lead], 'open', false, 2)).toMatchObject({ cav: [1, 0], byLeaders: true });
    expect(superiority([0, 0], [...lead], 'open', false, 2, false)).toMatchObject({ cav: [0, 0], byLeaders: false });
    // cavalry present: the reading changes nothing
    expect(superiority([0, 0], [{ ...none, light: 2, leaders: 1 }, { ...none, light: 2 }], 'open', false, 2, false).cav).toEqual([1, 0]);
    const f = battle.fields.find((x) => x.key === 'cav0')!;
    expect(f).toMatchObject({ kind: 'choice', default: 'tie', rules: ['8.1.6'] });
    expect(f.ambiguity).toMatch(/0 : 0/);
    expect(f.when!({ 'a-lc': 0, 'a-rc': 0, 'a-gc': 0, 'd-lc': 0, 'd-rc': 0, 'd-gc': 0 })).toBe(true);
    expect(f.when!({ 'a-lc': 0, 'a-rc': 0, 'a-gc': 0, 'd-lc': 1, 'd-rc': 0, 'd-gc': 0 })).toBe(false);
    expect(step({ 'a-cl': '1' }, "Attacker: Cavalry superiority")).toBe('+1');
    expect(step({ 'a-cl': '1', cav0: 'none' }, "Attacker: Cavalry superiority")).toBeUndefined();
  });
  it('mountains and woods: cuirassiers count 1 and the two bonuses give +1 together; swamp: no cavalry bonus but in Winter', () => {
    expect(superiority([0, 0], [{ ...none, reserve: 2 }, { ...none, light: 2 }], 'woods', false, 2).cav).toEqual([0, 0]);
    expect(superiority([4, 1], [{ ...none, light: 4 }, none], 'mountain', false, 2)).toMatchObject({ art: [1, 0], cav: [0, 0], capped: [true, false] });
    expect(superiority([0, 0], [{ ...none, light: 4 }, none], 'swamp', false, 2).cav).toEqual([0, 0]);
    expect(superiority([0, 0], [{ ...none, light: 4 }, none], 'swamp', true, 2).cav).toEqual([2, 0]);
  });
});

describe('DRMs (notes 4.3)', () => {
  const s = { commander: 0, lead: 0, sub: 0, terrain: 0, cards: 0, art: 0, cav: 0, oos: false, demoralized: false };
  it('example of 8.2.3: the Guard cavalry corps as the spearhead gives +3', () => {
    const [a] = battleDrm({ attacker: { ...s, lead: 3 }, defender: s, river: 'none', intercepted: false, failedAvoid: false, naval: false, round: 1 });
    expect(a).toEqual([{ label: 'Lead assault unit', value: 3, rule: '8.2.3' }]);
  });
  it('river, invasion, supply, demoralization; interception and failed avoidance only in the first round', () => {
    const b = { attacker: { ...s, oos: true }, defender: { ...s, demoralized: true }, river: 'unbridged' as const, intercepted: true, failedAvoid: true, naval: true };
    const sum = (xs: { value: number }[]) => xs.reduce((t, l) => t + l.value, 0);
    const [a1, d1] = battleDrm({ ...b, round: 1 });
    expect([sum(a1), sum(d1)]).toEqual([-4 - 3 - 3, -2 + 1 - 1]);
    const [, d2] = battleDrm({ ...b, round: 2 });
    expect(sum(d2)).toBe(-2);
  });
  it('the working lists each DRM with the attacker\'s odds DRM from the player\'s table', () => {
    expect(step({}, "Attacker's DRM")).toBe('+1 + odds');
    expect(step({}, "Attacker's DRM", charts())).toBe('+1');
    expect(step({ 'a-art': '4', 'a-rc': '2' }, "Attacker's DRM", charts())).toBe('+5');
  });
});

describe('tactics (8.1.3)', () => {
  it('example: Charles (combat 2), 1805, draws 3 and plays 2; reformed (1809) he draws 4 and still plays 2', () => {
    expect(tactics(2, false)).toEqual({ draws: 3, plays: 2 });
    expect(tactics(2, true)).toEqual({ draws: 4, plays: 2 });
    expect(tactics(1, true)).toEqual({ draws: 3, plays: 1 });
  });
  it('cards only in a major battle', () => {
    expect(step({ tac: '1', 'a-st': '12', 'd-st': '9', 'a-cp': '12', 'd-cp': '9', 'a-cv': '2' }, 'Attacker: tactics cards drawn, played')).toMatch(/^3, 2 \(2nd/);
    expect(calc({ tac: '1' }).notes).toContain('Tactics cards are used in major battles only (8.1.3).');
  });
});

describe('the CRT from the player\'s chart (8.2.4, 8.3.1)', () => {
  it('reads a box with its codes', () => {
    expect(parseBox('3+L')).toEqual({ cp: 3, plus: true, c: false, l: true });
    expect(parseBox('-')).toEqual({ cp: 0, plus: false, c: false, l: false });
    expect(parseBox('x')).toBeNull();
  });
  it('one roll: 15/36 "1", 15/36 "2", 6/36 "3+" at DRM 0', () => {
    const r = sideRoll('minor', 0, charts().crt);
    expect(r.complete).toBe(true);
    expect(r.results.map((x) => [x.key, x.p.toString()])).toEqual([['1', '5/12'], ['2', '5/12'], ['3+', '1/6']]);
  });
  it('both rolls at DRM 0 (1-1 odds give 0): each side wins 405/1296 = 5/16, equal without + 25/72, both + 1/36', () => {
    expect(summary(zero, charts())).toMatchObject({ 'Attacker wins': '5/16', 'Defender wins': '5/16', 'Equal, no +: attacker may fight a 2nd round': '25/72', 'Equal, both +: read as no +': '1/36' });
  });
  it('attacker at +1: wins 540/1296 = 5/12, loses 306/1296 = 17/72; in a second round whatever is not his win is his loss (7/12)', () => {
    expect(summary({ ...zero, 'a-cv': '1' }, charts())).toMatchObject({ 'Attacker wins': '5/12', 'Defender wins': '17/72', 'Equal, no +: attacker may fight a 2nd round': '65/216', 'Equal, both +: read as no +': '5/108' });
    expect(summary({ ...zero, 'a-cv': '1', round: '2' }, charts())).toEqual({ Battle: 'Minor battle', Odds: '1-1', 'Attacker wins': '5/12', 'Defender wins': '7/12' });
  });
  it('the losses are capped by the inflicting side\'s steps (errata H1): a 2-step defender inflicts at most 2', () => {
    const t = calc({ ...zero, 'd-st': '2', 'd-cp': '2', 'a-cp': '3', 'a-st': '8' }, charts()).tables.find((x) => x.title.startsWith("Attacker's losses"))!;
    expect(t.rows.map((r) => [r.cells[0], String(r.cells[2])])).toEqual([[1, '5/12'], [2, '7/12']]);
  });
  it('without the odds table or with a missing line: "read your card" and the lines to enter', () => {
    expect(summary({}).CRT).toBe('read your card');
    const partial = charts(['minor'], { '1-1': '0' });
    delete partial.crt!.minor!['12'];
    const n = calc(zero, partial).notes!.join(' ');
    expect(n).toMatch(/Read your card/);
    expect(n).toContain('Lines not entered: 12.');
  });
  it('a bad stored cell is left out by the calculator\'s fit, and named', () => {
    const f = battle.fit!({ crt: { minor: { '7': 'boom', '8': '2' } } });
    expect(f.charts.crt).toEqual({ minor: { '8': '2' } });
    expect(f.notes[0]).toMatch(/"boom"/);
  });
});

describe('after the roll (8.2.4-8.3.4)', () => {
  it('example of 8.2.4: a defender with 2 steps rolling 3 takes only 2 from the attacker', () => {
    expect(capped(3, 2)).toBe(2);
    expect(step({ rolled: '1', 'd-st': '2', 'd-cp': '2', 'a-cp': '3', rd: '3', ra: '1' }, 'Losses after the cap')).toBe('attacker 2, defender 1');
  });
  it('victory by the table numbers; a + wins a tie; a second round lost by the attacker unless the defender retreats', () => {
    const b = (cp: number, plus = false) => ({ cp, plus, c: false, l: false });
    expect(winner(b(3), b(2), 1)).toBe('attacker');
    expect(winner(b(2), b(2, true), 1)).toBe('defender');
    expect(winner(b(2), b(2), 1)).toBe('choice');
    expect(winner(b(2, true), b(2, true), 1)).toBe('both-plus');
    expect(winner(b(2), b(2), 2)).toBe('defender');
    expect(winner(b(2, true), b(2), 2)).toBe('attacker');
  });
  it('retreat losses: river 2 (1 with engineers), ZOI 2, contact 3, -1 per friendly hex', () => {
    expect(retreatLoss({ river: 'unbridged', zoi: 1, contact: 1, friendly: 1 })).toBe(6);
    expect(retreatLoss({ river: 'engineers', zoi: 0, contact: 0, friendly: 0 })).toBe(1);
    expect(retreatLoss({ river: 'none', zoi: 0, contact: 0, friendly: 0, overrun: 2 })).toBe(2);
    expect(step({ rolled: '1', ra: '3', rov: '1', zoi: '1' }, 'Defender retreats 1 or 2 hexes, losing')).toBe('3 steps');
    expect(() => retreatLoss({ river: 'none', zoi: 1, contact: 0, friendly: 2 })).toThrow(RangeError);
  });
  it('example of 8.3.3 (its digits are lost; the arithmetic forces them): morale 3, Blücher +1, 2 more losses: demoralized above 2, 2/3', () => {
    const q = { rolled: '1', ra: '4', rd: '2', 'd-mor': '3', 'd-cv': '1' };
    expect(step(q, 'Demoralized on 1D6 above')).toBe('2: 4 of 6 (66.7%)');
    expect(summary(q).Demoralized).toBe('2/3');
    expect(step({ ...q, zoi: '1' }, 'Demoralized on 1D6 above')).toBe('0: 6 of 6 (100.0%)');
  });
  it('no demoralization check after a skirmish; a demoralized loser demoralized again is destroyed', () => {
    expect(step({ rolled: '1', ra: '4', 'a-st': '4', 'd-st': '4', 'a-cp': '4', 'd-cp': '4' }, 'Demoralization check')).toBe('none after a skirmish');
    expect(summary({ rolled: '1', ra: '4', 'd-dem': '1', 'd-mor': '1' })['Destroyed (demoralized again)']).toBe('1');
  });
  it('example of 8.3.4: 3 cuirassier points and 1 light cavalry step pursue: 2 steps, doubled over an unbridged river', () => {
    expect(pursuit(1, 0, 3, false)).toBe(2);
    expect(pursuit(1, 0, 3, true)).toBe(4);
    expect(step({ rolled: '1', ra: '3', pl: '1', pc: '3' }, 'If demoralized: pursuit')).toBe('2 steps or supply units');
  });
  it('equal results without +: the attacker\'s choice of a second round', () => {
    expect(calc({ rolled: '1', ra: '2', rd: '2' }).actions![0]!.title).toBe('Equal results');
    const both = calc({ rolled: '1', ra: '2', rac: '+', rd: '2', rdc: '+C' });
    expect(both.actions![0]!.title).toBe('Equal results');
    expect(both.notes!.join(' ')).toMatch(/do not cover it/);
  });
  it('leader checks: the subordinate; an L spared at 3-1 by default, every check spared on the 8.2.5 reading', () => {
    const items = (q: Record<string, string>) => calc(q).actions!.find((a) => a.title.startsWith("Attacker's leader"))!.items;
    expect(items({ 'a-sub': '1' })[0]).toMatch(/subordinate/);
    expect(items({ 'a-sub': '1', 'a-cp': '9', 'd-cp': '3', 'a-army': '1' })).toEqual(['The subordinate who lent his modifier (8.2.3).', 'No check for an L: 3-1 or more (8.1.4).']);
    expect(items({ 'a-cp': '9', 'd-cp': '3' })).toContain("Its commander reads the table's overall-leader line.");
    expect(items({ 'a-sub': '1', 'a-cp': '9', 'd-cp': '3', c1: 'all' })).toEqual(['None: 3-1 or more (8.2.5).']);
  });
});

describe('properties over the input domain', () => {
  const q = fc.record({
    'a-st': fc.integer({ min: 1, max: 60 }), 'd-st': fc.integer({ min: 1, max: 60 }),
    'a-cp': fc.integer({ min: 1, max: 99 }), 'd-cp': fc.integer({ min: 1, max: 99 }),
    'a-cv': fc.integer({ min: 0, max: 5 }), 'd-cv': fc.integer({ min: 0, max: 5 }),
    'a-art': fc.integer({ min: 0, max: 40 }), 'd-art': fc.integer({ min: 0, max: 40 }),
    'a-rc': fc.integer({ min: 0, max: 40 }), 'd-lc': fc.integer({ min: 0, max: 40 }),
    'a-lead': fc.integer({ min: -3, max: 3 }), 'd-ter': fc.integer({ min: -5, max: 5 }),
    'a-oos': fc.boolean(), 'd-dem': fc.boolean(), terrain: fc.constantFrom('open', 'mountain', 'woods', 'swamp'),
    river: fc.constantFrom('none', 'bridged', 'unbridged', 'engineers'), round: fc.constantFrom('1', '2'), tac: fc.boolean(),
    rolled: fc.boolean(), ra: fc.integer({ min: 0, max: 30 }), rd: fc.integer({ min: 0, max: 30 }), rac: fc.constantFrom('none', '+', 'CL', '+C'),
    'd-mor': fc.integer({ min: 1, max: 6 }), zoi: fc.integer({ min: 0, max: 1 }), contact: fc.integer({ min: 0, max: 1 }),
  }).map((r) => Object.fromEntries(Object.entries(r).map(([k, x]) => [k, typeof x === 'boolean' ? (x ? '1' : '0') : String(x)])));
  it('every input computes, shows no NaN or undefined, and the winners add up to certainty with a full chart', () => {
    fc.assert(fc.property(q, fc.boolean(), (v, full) => {
      const r = calc(v, full ? charts() : undefined);
      expect(JSON.stringify(r, (_, x) => (typeof x === 'bigint' || x instanceof Fraction ? String(x) : x))).not.toMatch(/NaN|undefined|Infinity/);
      const who = r.tables.find((t) => t.title.startsWith('Who wins'));
      if (who) expect(who.rows.reduce((s, row) => s.add(row.cells[1] as Fraction), Fraction.ZERO).equals(Fraction.ONE)).toBe(true);
      for (const t of r.tables.filter((t) => t.title.includes('losses'))) expect(t.rows.reduce((s, row) => s.add(row.cells[2] as Fraction), Fraction.ZERO).equals(Fraction.ONE)).toBe(true);
    }), { numRuns: 150 });
  });
  it('guards reject bad input: zero or fractional strengths, NaN, steps out of range', () => {
    fc.assert(fc.property(fc.constantFrom(0, -1, 0.5, NaN, Infinity), (x) => {
      expect(() => odds(x, 3)).toThrow(RangeError);
      expect(() => battleSize(x, 3)).toThrow(RangeError);
      expect(() => overrun(3, x, false)).toThrow(RangeError);
    }));
    for (const x of [-1, 0.5, NaN]) expect(() => capped(x, 2)).toThrow(RangeError);
    expect(run(battle, { 'a-st': '0' }).errors['a-st']).toMatch(/out of range/);
    expect(run(battle, { rolled: '1', zoi: '1', friendly: '2' }).errors.friendly).toBeDefined();
  });
});

describe('typed results: codes and the half-losses rule', () => {
  it('an L names whose leader checks by the reading; a tied morale takes half the losses, rounded up, from the chosen steps', () => {
    const q = { rolled: '1', ra: '3', rac: '+L', rd: '1', 'd-tie': '1' };
    expect(step(q, "L: Attacker's leader")).toMatch(/lowest-ranked/);
    expect(step({ ...q, lwho: 'enemy' }, "L: Defender's leader")).toMatch(/lowest-ranked/);
    expect(step(q, 'Defender: steps of the morale chosen')).toBe('at least 2 of 3');
  });
});

describe('the second tactics card: 8.1.3 against 1.1.4', () => {
  it('by default a combat value of 2 gives it; on the 1.1.4 reading only a coloured modifier does', () => {
    const q = { tac: '1', 'a-st': '12', 'd-st': '9', 'a-cp': '12', 'd-cp': '9', 'a-cv': '2' };
    expect(step(q, 'Attacker: tactics cards drawn, played')).toMatch(/^3, 2/);
    expect(step({ ...q, c2: 'coloured' }, 'Attacker: tactics cards drawn, played')).toBe('3, 1');
    expect(step({ ...q, c2: 'coloured', 'a-cv': '1', 'a-col': '1' }, 'Attacker: tactics cards drawn, played')).toMatch(/^2, 2/);
  });
});

describe('demoralization over both rolls', () => {
  it('column 1 / 2 / 3+ at DRM 0, both morale 3 with commanders 0: each side loses 5/16 and is demoralized 95/432', () => {
    // a loser by 1 (15*15 of 1296 rolls: "2" against "1", and "3+" against "2" 6*15) checks at morale 2: 4/6;
    // a loser by 2 ("3+" against "1", 6*15) at morale 1: 5/6; so (315 * 4/6 + 90 * 5/6) / 1296 = 285/1296 = 95/432
    const t = calc({ ...zero, 'a-mor': '3', 'd-mor': '3' }, charts()).tables.find((x) => x.title === 'Losing, and demoralized')!;
    expect(t.rows.map((r) => r.cells.map(String))).toEqual([['Attacker', '5/16', '95/432'], ['Defender', '5/16', '95/432']]);
  });
  it('none after a skirmish', () => {
    expect(calc({ ...zero, 'a-st': '4', 'd-st': '4', 'a-cp': '4', 'd-cp': '4' }, charts()).tables.some((x) => x.title === 'Losing, and demoralized')).toBe(false);
  });
});

describe('battle: overrun only for a force moving in (review fixes)', () => {
  const result = (q: Record<string, string>) => {
    const r = run(battle, q);
    expect(r.errors).toEqual({});
    return r.result!;
  };
  it('five times the printed combat points overruns in a first round, never in a second round or after an interception', () => {
    expect(result({ 'a-cp': '10', 'd-cp': '2' }).summary![0]!.value).toBe('Overrun');
    expect(result({ 'a-cp': '10', 'd-cp': '2', round: '2' }).summary![0]!.value).not.toBe('Overrun');
    expect(result({ 'a-cp': '10', 'd-cp': '2', icpt: '1' }).summary![0]!.value).not.toBe('Overrun');
  });
});

describe('readings of 5.2.4/5.2.6, 8.1.4 and 8.3.3 (each default is the older behaviour)', () => {
  it('overrun after an interception: a battle by default (5.2.6), an overrun on the 5.2.4 reading', () => {
    // 10 CP against 2: five times; as a battle the odds are 10/2 = 5-1, so the defender is destroyed with no roll
    expect(summary({ 'a-cp': '10', 'd-cp': '2', icpt: '1' }).Result).toBe('Defender destroyed');
    expect(summary({ 'a-cp': '10', 'd-cp': '2', icpt: '1', iov: 'yes' }).Result).toBe('Overrun');
    expect(summary({ 'a-cp': '9', 'd-cp': '2', icpt: '1', iov: 'yes' }).Result).not.toBe('Overrun');
    expect(summary({ 'a-cp': '10', 'd-cp': '2', icpt: '1', iov: 'yes', round: '2' }).Result).not.toBe('Overrun');
  });
  it('5-1 on the raw ratio: 14 against 3 is 4.67, rounded 5-1 (destroyed) but a roll on the raw reading', () => {
    expect(summary({ 'a-cp': '14', 'd-cp': '3' }).Result).toBe('Defender destroyed');
    const raw = summary({ 'a-cp': '14', 'd-cp': '3', raw: 'raw' });
    expect(raw.Result).toBeUndefined();
    expect(raw.Odds).toBe('5-1');
    // our chart has no 5-1 line: the DRM is the player's card's
    expect(step({ 'a-cp': '14', 'd-cp': '3', raw: 'raw' }, 'Attacker: odds 5-1', charts())).toBe('your odds table');
    expect(odds(3, 14, true)).toMatchObject({ label: '1-5', row: '1-3 or less', destroyed: false, exempt: true });
    expect(odds(15, 3, true).destroyed).toBe(true);
  });
  it('3-1 on the raw ratio: 5 against 2 is 2.5, rounded 3-1 (exempt) but not exempt on the raw reading', () => {
    const checks = (q: Record<string, string>) => calc(q).actions!.find((a) => a.title.startsWith("Attacker's leader casualty"))!.items;
    expect(checks({ 'a-cp': '5', 'd-cp': '2' })).toContain('No check for an L: 3-1 or more (8.1.4).');
    expect(checks({ 'a-cp': '5', 'd-cp': '2', raw: 'raw' })).not.toContain('No check for an L: 3-1 or more (8.1.4).');
    expect(odds(6, 2, true).exempt).toBe(true);
  });
  it('a loser who lost less (8.3.3): no modifier by default; +1 per point on the signed reading', () => {
    // attacker (3 steps) rolls 8: the defender loses 3 (capped), the attacker 5; the attacker wins on the table (8 > 5).
    // defender morale 3 + commander 1 = 4: demoralized on 5-6 (1/3); signed: 4 + 2 = 6, never
    const q = { rolled: '1', ra: '8', rd: '5', 'a-st': '3' };
    expect(step(q, 'Demoralized on 1D6 above')).toBe('4: 2 of 6 (33.3%)');
    expect(step({ ...q, ldiff: 'signed' }, 'Demoralized on 1D6 above')).toBe('6: 0 of 6 (0.0%)');
    expect(step({ ...q, ldiff: 'signed' }, "Morale: Losses below the winner's, per combat point")).toBe('+2');
    // a loser who lost more reads the same on both
    const more = { rolled: '1', ra: '4', rd: '2', 'd-mor': '3', 'd-cv': '1' };
    expect(step({ ...more, ldiff: 'signed' }, 'Demoralized on 1D6 above')).toBe(step(more, 'Demoralized on 1D6 above'));
  });
});

describe('force morale from the steps (8.1.2)', () => {
  // counts[i]: steps of morale i + 1
  it('notes example #31 (8.1.2): 7 steps, 2 at morale 4, 3 at morale 3, 2 at morale 2: force morale 3, no tie', () => {
    expect(forceMorale([0, 2, 3, 2])).toEqual({ morale: 3, tied: [3], tie: false });
  });
  it('a tie for the most steps: the player picks among the tied values (the highest unless told); a value not tied is refused', () => {
    expect(forceMorale([0, 2, 1, 2])).toEqual({ morale: 4, tied: [4, 2], tie: true });
    expect(forceMorale([0, 2, 1, 2], 2)).toEqual({ morale: 2, tied: [4, 2], tie: true });
    expect(() => forceMorale([0, 2, 1, 2], 3)).toThrow(RangeError);
    expect(forceMorale([1, 1, 1]).tied).toEqual([3, 2, 1]);
    // no tie: a choice changes nothing
    expect(forceMorale([0, 0, 5, 1], 4).morale).toBe(3);
    expect(() => forceMorale([0, 0, 0])).toThrow(RangeError);
    expect(() => forceMorale([0, -1, 2])).toThrow(RangeError);
  });
  it('the calculator counts the steps when asked: #31 gives morale 3, the same demoralization as typing 3', () => {
    const count = { mm: 'count', 'a-m3': '0', 'a-m4': '2', 'a-m2': '2', 'd-m3': '3' };
    expect(step({ ...count, 'a-m3': '3' }, 'Attacker: force morale')).toBe('3 (3 of 7 steps)');
    const rolled = { ...zero, rolled: '1', 'a-st': '7', 'd-st': '9', 'a-cp': '7', 'd-cp': '9', ra: '1', rd: '3' };
    const typed = calc({ ...rolled, 'a-mor': '3' }).steps.find((s) => s.label === 'Demoralized on 1D6 above')!.value;
    expect(calc({ ...rolled, ...count, 'a-m3': '3' }).steps.find((s) => s.label === 'Demoralized on 1D6 above')!.value).toBe(typed);
  });
  it('the calculator on a tie: the choice is offered, half the losses come from it, and a value not tied is refused', () => {
    const q = { mm: 'count', 'a-m3': '2', 'a-m4': '2' };
    expect(step(q, 'Attacker: force morale')).toBe('4, tied with 3: your choice (2 of 4 steps)');
    expect(step({ ...q, 'a-pick': '3' }, 'Attacker: force morale')).toBe('3, tied with 4: your choice (2 of 4 steps)');
    expect(calc(q).notes).toContain('Attacker: half its losses, rounded up, come from steps of the morale chosen (8.1.2).');
    expect(run(battle, { ...q, 'a-pick': '5' }).errors['a-pick']).toMatch(/4 or 3/);
    expect(run(battle, { mm: 'count', 'd-m3': '0' }).errors['d-m3']).toBeTruthy();
    const pick = battle.fields.find((f) => f.key === 'a-pick')!;
    expect(pick.when!({ mm: 'count', 'a-m1': 0, 'a-m2': 0, 'a-m3': 2, 'a-m4': 2, 'a-m5': 0, 'a-m6': 0 })).toBe(true);
    expect(pick.when!({ mm: 'count', 'a-m1': 0, 'a-m2': 0, 'a-m3': 3, 'a-m4': 2, 'a-m5': 0, 'a-m6': 0 })).toBe(false);
    expect(battle.fields.find((f) => f.key === 'a-mor')!.when!({ mm: 'count' })).toBe(false);
  });
});

describe('what the headline assumes: the demoralized chances before the roll leave out what only the roll and the retreat tell', () => {
  const q = { ...zero, 'a-mor': '3', 'd-mor': '3' };
  const GAPS = { text: 'no retreat loss, killed commander or Old Guard loss in the demoralized chances', field: 'rolled' };
  it('the "Losing, and demoralized" table shown: the headline says what it leaves out, linked to the results to type', () =>
    expect(calc(q, charts()).assumptions).toEqual([GAPS]));
  it('the results typed in: the demoralization check counts them, nothing assumed', () =>
    expect(calc({ ...q, rolled: '1', ra: '4', rd: '2' }, charts()).assumptions).toEqual([]));
  it('no such table (a skirmish, or no CRT entered): nothing assumed', () => {
    expect(calc({ ...zero, 'a-st': '4', 'd-st': '4', 'a-cp': '4', 'd-cp': '4' }, charts()).assumptions).toEqual([]);
    expect(calc(q).assumptions).toEqual([]);
  });
});
