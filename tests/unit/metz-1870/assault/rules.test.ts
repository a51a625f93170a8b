import { describe, expect, it } from 'vitest';
import acrtYaml from '../../../../content/metz-1870/tables/assault-crt.yaml';
import shiftsYaml from '../../../../content/metz-1870/tables/assault-shifts.yaml';
import {
  ACRT, ACRT_COLUMNS, assaultShifts, chargeBonus, DEFAULT_SETTINGS, dropFraction, isFlankAttack, lossOptions, modifiedTcr, oddsBand, parseAcrtResult,
  readAcrt, resolveAssault, SHIFT_ROWS, spText, toughFight, unitAssaultSp,
} from '../../../../src/games/metz-1870/assault/resolve.ts';
import type { AssaultInput, AssaultUnit, ShiftInput } from '../../../../src/games/metz-1870/assault/resolve.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';
import { chartSchema } from '../../../../src/lib/schemas.ts';
import { cellState } from '../../../../src/lib/user-chart.ts';
import { checkValue } from '../../../../src/lib/user-chart-edit.ts';

const f = (n: number, d = 1) => new Fraction(n, d);
const s = (x: Fraction) => x.toString();
const unit = (name: string, type: AssaultUnit['type'], printed: Fraction | number, tcr: number, more: Partial<AssaultUnit> = {}): AssaultUnit => ({
  name, type, printed: typeof printed === 'number' ? f(printed) : printed, morale: 'none', tcr, ...more,
});
const base = (lead: AssaultUnit[], defenders: AssaultUnit[], more: Partial<AssaultInput> = {}): AssaultInput => ({
  lead, defenders, supportSp: Fraction.ZERO, hexes: 1, twoApart: false, ticked: [], slope: null, works: null, duskOrDawn: false, ...more,
});

// Example of play C11c: 15/6 Light cavalry (SP 2, TCR 7) charges 2/Del/IG (SP 4, TCR 8)
const C11c = base([unit('15/6', 'cavalry', 2, 7, { charge: 'light' })], [unit('2/Del/IG', 'infantry', 4, 8)]);
// Example of play C21: Disrupted BW 9/Stulp/III (SP 4, TCR 6) from a Stream hex against 2/Verge/II (4, TCR 6) and Shaken BW Corps/II artillery (3, TCR 2)
const C21 = base(
  [unit('9/Stulp/III', 'infantry', 4, 6, { morale: 'disrupted' })],
  [unit('2/Verge/II', 'infantry', 4, 6), unit('Corps/II', 'artillery', 3, 2, { morale: 'shaken' })],
  { ticked: ['b', 'd'] },
);

describe('charts', () => {
  it('assault-crt and assault-shifts validate against the chart schema', () => {
    expect(() => chartSchema.parse(acrtYaml)).not.toThrow();
    expect(() => chartSchema.parse(shiftsYaml)).not.toThrow();
  });
  it('12.5 items a-t: one row each, the odds of item a as its five named ratios', () => {
    expect(SHIFT_ROWS.map((r) => r.id)).toEqual(['a 3:1', 'a 2:1', 'a 3:2', 'a 1:2', 'a 1:3', ...'bcdefghijklmnopqrst'.split('')]);
    expect(SHIFT_ROWS.map((r) => r.shift)).toEqual([3, 2, 1, -1, -2, 1, -3, -2, -2, -2, -3, 2, 2, 1, 2, 1, -1, -2, -1, -3, -2, -1, -2, -2]);
  });
  it('ACRT fixtures from the example of play: A1 (column -2, roll 9 = D2) and A2 (column -5, roll 9 = A1/D1)', () => {
    expect(ACRT_COLUMNS).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(cellState(ACRT, '-2', '9', undefined)).toEqual({ kind: 'known', value: 'D2', source: 'Example of play: the charging 15/6 assaults 2/Del/IG' });
    expect(cellState(ACRT, '-5', '9', undefined)).toEqual({ kind: 'known', value: 'A1/D1', source: 'Example of play: the last assault, 9/Stulp/III on #2324' });
    const known = ACRT.rows.flatMap((r) => ACRT.columns.filter((c) => cellState(ACRT, c.key, String(r.roll), undefined).kind === 'known'));
    expect(known).toHaveLength(2);
  });
  it('the entry pattern takes loss, double, Tough Fight and split results and nothing else', () => {
    for (const ok of ['A1', 'D2', 'D1*', 'A1/D1', 'TF', 'D2 or TF', 'A2* or TF']) expect(checkValue(ACRT, ok), ok).toBeNull();
    for (const bad of ['NE', 'X1', 'D0', 'D2 or', 'CH']) expect(checkValue(ACRT, bad), bad).not.toBeNull();
  });
});

describe('assault SP (12.4)', () => {
  it('SP as players write them: halves and quarters as glyphs, other fractions apart from the whole', () => {
    expect([[4, 1], [1, 2], [5, 2], [7, 4], [-3, 2], [7, 3], [1, 3]].map(([n, d]) => spText(new Fraction(n!, d!)))).toEqual(['4', '½', '2½', '1¾', '-1½', '2 1/3', '1/3']);
  });
  it('C11c, line 1282: Light charge 2 + 1 = 3', () => {
    expect(s(unitAssaultSp(C11c.lead[0]!, 'attack').sp)).toBe('3');
  });
  it('C21, line 1338: Disrupted 4 attacks with 2; Shaken artillery 3 defends with (3 - 1) x 1/2 = 1', () => {
    expect(s(unitAssaultSp(C21.lead[0]!, 'attack').sp)).toBe('2');
    expect(s(unitAssaultSp(C21.defenders[1]!, 'defend').sp)).toBe('1');
  });
  it('8.7 example, line 585: Shaken artillery 5 + Mitrailleuse 4 defend as (9 - 1) x 1/2 = 4', () => {
    expect(s(unitAssaultSp(unit('art+mit', 'artillery', 9, 6, { morale: 'shaken' }), 'defend').sp)).toBe('4');
  });
  it('charge weight bonus (11.6.1): Light +1, Medium +50% at least +1, Heavy x2 at least +1', () => {
    expect(s(chargeBonus('light', f(5)))).toBe('1');
    expect(s(chargeBonus('medium', f(1)))).toBe('1');
    expect(s(chargeBonus('medium', f(3)))).toBe('3/2');
    expect(s(chargeBonus('heavy', f(3)))).toBe('3');
    expect(s(chargeBonus('heavy', f(1, 2)))).toBe('1');
  });
  it('a unit at 0 SP or less cannot attack (3.1.3); artillery never attacks (12.1)', () => {
    expect(unitAssaultSp(unit('x', 'infantry', 2, 6, { morale: 'disrupted' }), 'attack').excluded).toMatch(/0 or less/);
    expect(unitAssaultSp(unit('x', 'artillery', 5, 6), 'attack').excluded).toMatch(/never attacks/);
    expect(s(unitAssaultSp(unit('x', 'infantry', 2, 6, { morale: 'disrupted' }), 'defend').sp)).toBe('0');
  });
  it('2.3 example, line 67: 7 halved twice is 1.75, final 1; a negative fraction goes towards 0 or down', () => {
    expect(dropFraction(f(7, 4), 'truncate')).toBe(1);
    expect(dropFraction(f(-7, 2), 'truncate')).toBe(-3);
    expect(dropFraction(f(-7, 2), 'floor')).toBe(-4);
    expect(dropFraction(f(-3), 'floor')).toBe(-3);
  });
});

describe('odds band (12.5 a)', () => {
  const band = (a: number, d: number, g: 'defender' | 'attacker' = 'defender') => oddsBand(f(a), f(d), g);
  it('named ratios and beyond the extremes are defined', () => {
    expect([band(3, 1), band(4, 1), band(2, 1), band(3, 2), band(1, 2), band(1, 3), band(1, 4)].map((b) => [b.shift, b.defined])).toEqual([
      [3, true], [3, true], [2, true], [1, true], [-1, true], [-2, true], [-2, true],
    ]);
    expect(oddsBand(f(2), Fraction.ZERO, 'defender').shift).toBe(3);
  });
  it('C11c, line 1282: 3:4 falls between 1:2 and 3:2 and gives no shift', () => {
    const b = band(3, 4);
    expect([b.ratioText, b.band, b.shift, b.defined]).toEqual(['3:4', 'between 1:2 and 3:2', 0, false]);
    expect(band(1, 1).shift).toBe(0);
  });
  it('C21, line 1338: 2:5 falls between 1:3 and 1:2: -2 by default, -1 in the attacker reading', () => {
    expect([band(2, 5).band, band(2, 5).shift, band(2, 5, 'attacker').shift]).toEqual(['between 1:3 and 1:2', -2, -1]);
  });
  it('upper gaps: 5:2 and 7:4 go to the ratio below, or above in the attacker reading', () => {
    expect([band(5, 2).shift, band(5, 2, 'attacker').shift, band(7, 4).shift, band(7, 4, 'attacker').shift]).toEqual([2, 3, 1, 2]);
  });
});

describe('column shifts (12.5, 12.6)', () => {
  const x = (more: Partial<ShiftInput>): ShiftInput => ({
    odds: null, ticked: [], slope: null, flank: false, bestLeadTcr: 7, bestDefenderTcr: 7, works: null, defenderHasInfantry: true, defenderHasInfantryOrArtillery: true, ...more,
  });
  it('flank attack: two hexes apart, or three or more', () => {
    expect([isFlankAttack(1, false), isFlankAttack(2, false), isFlankAttack(2, true), isFlankAttack(3, false)]).toEqual([false, false, true, true]);
  });
  it('lead hex: only the single worst terrain shift', () => {
    const r = assaultShifts(x({ ticked: ['c', 'd', 'e'] }), 'separate');
    expect(r.net).toBe(-3);
    expect(r.lines.filter((l) => !l.applied).map((l) => l.id)).toEqual(['d', 'e']);
  });
  it('defending hex: only the single best terrain shift; infantry-only items need defending infantry', () => {
    expect(assaultShifts(x({ ticked: ['p', 'r'] }), 'separate').net).toBe(-3);
    const cav = assaultShifts(x({ ticked: ['p', 's'], works: 'o', defenderHasInfantry: false, defenderHasInfantryOrArtillery: false }), 'separate');
    expect(cav.net).toBe(-2);
    expect(cav.lines.find((l) => l.id === 'p')).toMatchObject({ applied: false, why: 'no defending infantry unit' });
  });
  it('earthworks add to terrain by default, or join the single-best choice', () => {
    expect(assaultShifts(x({ ticked: ['p'], works: 'o' }), 'separate').net).toBe(-4);
    expect(assaultShifts(x({ ticked: ['p'], works: 'o' }), 'terrain').net).toBe(-3);
  });
  it('TCR comparison, slope, flank and events add up', () => {
    expect(assaultShifts(x({ bestLeadTcr: 8, slope: 'g', flank: true, ticked: ['i', 'k', 't'] }), 'separate').net).toBe(1 - 3 + 2 + 2 + 2 - 2);
  });
});

describe('worked examples through resolveAssault', () => {
  it('C11c, line 1282: AD -1, odds 3:4 no shift, TCR 8 > 7 gives -1: column -2, where roll 9 is D2', () => {
    const r = resolveAssault(C11c);
    expect([r.ad, r.odds.shift, r.net, r.column]).toEqual([-1, 0, -1, -2]);
    expect(readAcrt(r.column, undefined, 9).cell).toMatchObject({ kind: 'known', value: 'D2' });
  });
  it('C21, line 1338: AD -3, +1 Prussian infantry, -1 TCR (6 vs 4), -2 Stream; the 2:5 odds shift makes -7 by default (the example prints -5)', () => {
    const r = resolveAssault(C21);
    expect([s(r.leadSp), s(r.defenderSp), r.ad, r.bestLeadTcr, r.bestDefenderTcr]).toEqual(['2', '5', -3, 4, 6]);
    expect([r.odds.band, r.odds.shift, r.net, r.column]).toEqual(['between 1:3 and 1:2', -2, -4, -7]);
    expect(r.warnings.join(' ')).toMatch(/2:5/);
  });
  it('C21, line 1338: -6 in the attacker reading; -5, as printed, when odds count only with Support hexes; roll 9 there is A1/D1', () => {
    expect(resolveAssault(C21, { ...DEFAULT_SETTINGS, gaps: 'attacker' }).column).toBe(-6);
    const r = resolveAssault(C21, { ...DEFAULT_SETTINGS, oddsScope: 'support-only' });
    expect([r.oddsApplied, r.column]).toEqual([false, -5]);
    expect(readAcrt(r.column, undefined, 9).cell).toMatchObject({ kind: 'known', value: 'A1/D1' });
  });
  it('C11c under the support-only reading stays at -2 (no support hexes, no odds shift either way)', () => {
    expect(resolveAssault(C11c, { ...DEFAULT_SETTINGS, oddsScope: 'support-only' }).column).toBe(-2);
  });
  it('support hexes count for the odds and a third hex makes a Flank Attack', () => {
    const r = resolveAssault({ ...C11c, supportSp: f(6), hexes: 3 });
    expect([r.ad, s(r.attackSp), r.odds.shift, r.flank, r.column]).toEqual([-1, '9', 2, true, -1 + 2 + 2 - 1]);
  });
  it('Dusk and Dawn take 1 from every TCR (18.1, 18.4); earthworks add to the defender (3.1.2)', () => {
    expect(modifiedTcr(unit('x', 'infantry', 4, 7, { morale: 'shaken' }), 'n', true)).toBe(7 - 1 + 2 - 1);
  });
});

describe('results (12.7)', () => {
  it('parses the result notation', () => {
    expect(parseAcrtResult('D2')).toEqual({ kind: 'loss', loser: 'D', lp: 2, star: false, tenacious: false });
    expect(parseAcrtResult('D1*')).toMatchObject({ star: true });
    expect(parseAcrtResult('A1/D1')).toMatchObject({ loser: 'A', lp: 1, tenacious: true });
    expect(parseAcrtResult('TF')).toEqual({ kind: 'tf' });
    expect(parseAcrtResult('D2 or TF')).toEqual({ kind: 'split', options: [{ kind: 'loss', loser: 'D', lp: 2, star: false, tenacious: false }, { kind: 'tf' }] });
    expect(parseAcrtResult('NE')).toBeNull();
  });
  it('D2 on one unit, C11c line 1282: 6 ways, among them retreat 1 + 1 Morale Hit', () => {
    const o = lossOptions(2, 1, false, false);
    expect(o.map((x) => x.label)).toEqual(['retreat 2 hexes', 'retreat 1 hex, 1 Morale Hit', 'retreat 1 hex, 1 Casualty Hit', '2 Morale Hits', '1 Morale Hit, 1 Casualty Hit', '2 Casualty Hits']);
    expect(lossOptions(3, 1, false, false)).toHaveLength(10);
  });
  it('D2 on two units, 12.7.1 example line 873: 10 ways; the larger unit is hit before the smaller', () => {
    const o = lossOptions(2, 2, false, false);
    expect(o).toHaveLength(10);
    const labels = o.map((x) => x.label);
    for (const l of ['both retreat 2 hexes', 'both retreat 1 hex, 1 Morale Hit on the larger unit', 'both retreat 1 hex, 1 Casualty Hit on the larger unit', '1 Morale Hit on the larger unit, 1 Casualty Hit on the smaller unit'])
      expect(labels).toContain(l);
    expect(labels).not.toContain('both retreat 1 hex, 1 Casualty Hit on the smaller unit');
  });
  it('x*: at least one Casualty Hit', () => {
    expect(lossOptions(2, 1, true, false).map((x) => x.label)).toEqual(['retreat 1 hex, 1 Casualty Hit', '1 Morale Hit, 1 Casualty Hit', '2 Casualty Hits']);
  });
  it('x (x), C21 line 1338: A1 without a retreat makes the winner take 1 LP; the French 1 LP on two units goes to the larger', () => {
    expect(lossOptions(1, 1, false, true).map((x) => x.winnerLp)).toEqual([0, 1, 1]);
    expect(lossOptions(1, 2, false, false).map((x) => x.label)).toEqual(['both retreat 1 hex', '1 Morale Hit on the larger unit', '1 Casualty Hit on the larger unit']);
  });
});

describe('Tough Fight (12.7.3), by hand', () => {
  it('TCR 7 against TCR 8: 7/10 and 8/10 pass', () => {
    const t = toughFight([{ tcr: 7, artillery: false }], [{ tcr: 8, artillery: false }]);
    expect([s(t.attacker.pass), s(t.defender.pass)]).toEqual(['7/10', '4/5']);
    expect(t.joint.map((j) => s(j.prob))).toEqual(['14/25', '7/50', '6/25', '3/50']);
  });
  it('C21 sides: attacker 4; defender best of infantry 6 and Shaken artillery 1 halved', () => {
    const t = toughFight([{ tcr: 4, artillery: false }], [{ tcr: 6, artillery: false }, { tcr: 1, artillery: true }]);
    expect(t.joint.map((j) => s(j.prob))).toEqual(['6/25', '4/25', '9/25', '6/25']);
  });
  it('artillery alone tests at half its TCR: 7 becomes 3 1/2, so 1-3 pass', () => {
    const t = toughFight([{ tcr: 0, artillery: false }], [{ tcr: 7, artillery: true }]);
    expect([s(t.defender.tcr), s(t.defender.pass), s(t.attacker.pass)]).toEqual(['7/2', '3/10', '0']);
    expect(s(t.joint.reduce((a, j) => a.add(j.prob), Fraction.ZERO))).toBe('1');
  });
});
