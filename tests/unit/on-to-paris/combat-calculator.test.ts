// The combat calculator (13.2) against the rulebook's worked examples (notes section 8) and hand counts.
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import combat from '../../../src/games/on-to-paris/calculators/combat.ts';
import { crtRow } from '../../../src/games/on-to-paris/combat/crt.ts';
import type { UserCells } from '../../../src/lib/user-chart.ts';
import { Fraction } from '../../../src/lib/fraction.ts';

const calc = (q: Record<string, string>, charts: Record<string, UserCells> = {}) => {
  const r = run(combat, q, { charts });
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const step = (q: Record<string, string>, label: string | RegExp, charts: Record<string, UserCells> = {}) =>
  calc(q, charts).steps.find((s) => (typeof label === 'string' ? s.label === label : label.test(s.label)))?.value;
const sum = (q: Record<string, string>, charts: Record<string, UserCells> = {}) => Object.fromEntries(calc(q, charts).summary!.map((s) => [s.label, String(s.value)]));
const table = (q: Record<string, string>, title: RegExp, charts: Record<string, UserCells>) => {
  const t = calc(q, charts).tables.find((x) => title.test(x.title));
  if (!t) throw new Error(`no table ${title}`);
  return Object.fromEntries(t.rows.map((r) => [String(r.cells[0]), String(r.cells[1])]));
};

/** Every column, every size: totals up to 6 "- / -", 7-9 "1 / D", 10 and more "D1 / 2". */
const KEYS = ['1:3', '1:2', '-3', '-2,-1', '0', '+1,+2', '+3,+4', '+5', '2:1', '3:1', '4:1', '5:1'];
const box = (t: number) => (t <= 6 ? '- / -' : t <= 9 ? '1 / D' : 'D1 / 2');
const full: Record<string, UserCells> = {
  crt: Object.fromEntries(KEYS.map((k) => [k, Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].flatMap((t) => (['s', 'm', 'l'] as const).map((s) => [crtRow(t, s), box(t)])))])),
};

describe('13.4 the initial column: the rulebook examples', () => {
  it('40 against 9: 4.44 to 1 is 4:1', () => expect(step({ 'a-reg': '40', 'd-reg': '9' }, 'Initial column')).toMatch(/^4:1/));
  it('6 against 15: 1 to 2.5 rounds for the Defender to 1:3', () => expect(step({ 'a-reg': '6', 'd-reg': '15' }, 'Initial column')).toMatch(/^1:3/));
  it('20 Infantry and 4 Cavalry against 12: the differential +8 column (+5 or more); Cavalry never counts', () =>
    expect(step({ 'a-reg': '20', 'a-cav': '4', 'd-reg': '12' }, 'Initial column')).toBe('+5 or more (differential +8)'));
  it('below 1:3 (4 against 13): the Attacker is eliminated, the Defender loses nothing', () => expect(sum({ 'a-reg': '4', 'd-reg': '13' })).toMatchObject({ Result: 'Attacker eliminated' }));
  it('Cavalry only on both sides: the 0 column, both small', () => {
    const q = { 'a-reg': '0', 'a-cav': '3', 'd-reg': '0', 'd-cav': '2' };
    expect(step(q, 'Initial column')).toMatch(/^0 \(both sides Cavalry only/);
    expect(step(q, 'Size rows')).toBe('Attacker small, Defender small');
  });
  it('a Defender of Cavalry only is overrun', () => expect(sum({ 'd-reg': '0', 'd-cav': '2' })).toMatchObject({ Result: 'Overrun' }));
});

describe('13.5 Overrun', () => {
  it('12:1 in Infantry before artillery (24 against 2)', () => expect(sum({ 'a-reg': '24', 'd-reg': '2' })).toMatchObject({ Result: 'Overrun' }));
  it('errata H2: a Demoralized Attacker overrunning loses one SP', () => {
    expect(step({ 'a-reg': '24', 'd-reg': '2', 'a-dem': '1' }, 'Demoralized Attacker overrunning')).toBe('loses 1 SP');
    expect(step({ 'a-reg': '24', 'd-reg': '2' }, 'Demoralized Attacker overrunning')).toBeUndefined();
  });
  it('a Demoralized Attacker loses no SP when its artillery has already taken every defending SP: nothing is left to overrun (13.5)', () => {
    // 5 SPs against 2, the Attacker's artillery takes 2: the Overrun meets no SP
    const q = { 'a-reg': '5', 'd-reg': '2', 'a-dem': '1', 'a-art': '5', 'a-aloss': '2' };
    expect(sum(q)).toMatchObject({ Result: 'Overrun' });
    expect(step(q, 'Demoralized Attacker overrunning')).toBeUndefined();
    // a Cavalry SP the artillery could not take is still an SP overrun
    expect(step({ ...q, 'd-cav': '1' }, 'Demoralized Attacker overrunning')).toBe('loses 1 SP');
    // 13 against 2, artillery takes one: 13 against 1 is 12:1 or more after artillery, and one SP is left to overrun
    expect(step({ 'a-reg': '13', 'd-reg': '2', 'a-dem': '1', 'a-art': '5', 'a-aloss': '1' }, 'Demoralized Attacker overrunning')).toBe('loses 1 SP');
  });
  it('after artillery: 24 against 3 less 1 SP is 24 against 2, 12:1: Overrun; 22 against 2 (11:1) is not', () => {
    expect(sum({ 'a-reg': '22', 'd-reg': '3', 'a-art': '5', 'a-aloss': '1' })).not.toHaveProperty('Result');
    expect(sum({ 'a-reg': '24', 'd-reg': '3', 'a-art': '5', 'a-aloss': '1' })).toMatchObject({ Result: 'Overrun' });
  });
});

describe('13.3 artillery', () => {
  it('example 13.3.5 "+2(D), 2½": +2 on its own roll, the enemy Demoralized later, 2 SPs and a 1/2 chance of a third', () => {
    const q = { 'a-art': '9', 'a-adrm': '2', 'a-aD': '1', 'a-aloss': '2', 'a-ahalf': '1', 'd-reg': '6' };
    expect(step(q, /^Attacker's artillery result/)).toBe('+2 on its CRT roll; Defender Demoralized after Battle Impact; Defender loses 2 SP');
    expect(step(q, /^½/)).toMatch(/^1\/2 \(50\.0%\)/);
    expect(step({ ...q, 'a-ahalfx': '1' }, /^Attacker's artillery result/)).toMatch(/loses 3 SP$/);
    expect(step(q, "Attacker's roll: Own artillery result")).toBe('+2');
  });
  it('15.2: French strength 11 halves to 5 in clear terrain under the Time Fuse; not in a friendly Fortification', () => {
    const q = { att: 'french', 'a-art': '11', tf: '1', clear: '1' };
    expect(step(q, /^Attacker's Artillery Strength/)).toBe('11 → 5');
    expect(step({ ...q, clear: '0' }, /^Attacker's Artillery Strength/)).toBe('11');
    expect(step({ 'd-art': '11', tf: '1', clear: '1', fort: 'fort' }, /^Defender's Artillery Strength/)).toBe('11');
    expect(step({ 'd-art': '11', tf: '1', clear: '1' }, /^Defender's Artillery Strength/)).toBe('11 → 5');
  });
  it('15.2 / 16.1: a Field Fortification is a friendly Fortification: the French defender in clear terrain is not halved', () => {
    // French defender, artillery 7, penalty in force, clear hex, no Fort, Field Fortification 1
    const q = { 'd-art': '7', tf: '1', clear: '1', ff: '1' };
    expect(step(q, /^Defender's Artillery Strength/)).toBe('7');
    expect(step({ ...q, ff: '0' }, /^Defender's Artillery Strength/)).toBe('7 → 3');
    // the marker is the Defender's: a French Attacker is still halved
    expect(step({ att: 'french', 'a-art': '7', tf: '1', clear: '1', ff: '1' }, /^Attacker's Artillery Strength/)).toBe('7 → 3');
  });
  it('called directly, a loss of 0.5 SP is refused under the name of its field, not as a side\'s infantry', () => {
    const values = { ...Object.fromEntries(combat.fields.map((f) => [f.key, f.default])), 'a-art': 5, 'a-aloss': 0.5 };
    expect(() => combat.compute(values)).toThrow(/^Attacker's result: whole SPs the enemy loses must be a whole number from 0 to 4, not 0.5$/);
  });
  it('artillery that takes every SP of the Defender is an Overrun', () => expect(sum({ 'd-reg': '2', 'a-art': '5', 'a-aloss': '2' })).toMatchObject({ Result: 'Overrun' }));
});

describe('shifts and DRMs', () => {
  it('13.9.1: three Armies attacking give the Defender 2 shifts', () => expect(step({ 'a-armies': '3' }, 'Attacker brings 3 Armies')).toBe('◀2'));
  it('13.11.1: an initial +4 column shifted two right is 2:1', () => {
    // 9 against 5: differential +4; the Defender began Demoralized (1R) and brings 2 Armies (1R)
    expect(step({ 'a-reg': '9', 'd-reg': '5', 'd-dem': '1', 'd-armies': '2' }, 'Final column')).toBe('2:1');
  });
  it('13.9.2: French Armies +1, +1, -1, -1 (value -1) against a Prussian +2: the Prussians have 3 re-rolls', () => {
    const q = { 'd-armies': '4', 'd-ar1': '1', 'd-ar2': '1', 'd-ar3': '-1', 'd-ar4': '-1', 'a-armies': '1', 'a-ar1': '2' };
    expect(step(q, 'Army Re-roll Values')).toBe('Attacker +2, Defender -1: re-rolls Attacker 3, Defender 0');
  });
  it('13.9.2 both Army Re-roll Values negative (-1, -1): none each by default; one each when a negative value only moves across (a reading)', () => {
    const q = { 'a-armies': '1', 'a-ar1': '-1', 'd-armies': '1', 'd-ar1': '-1' };
    expect(step(q, 'Army Re-roll Values')).toBe('Attacker -1, Defender -1: re-rolls Attacker 0, Defender 0');
    expect(step({ ...q, rrneg: 'move' }, 'Army Re-roll Values')).toBe('Attacker -1, Defender -1: re-rolls Attacker 1, Defender 1');
    // -1 against -2: 1 and 0, or 2 and 1
    expect(step({ ...q, 'd-ar1': '-2' }, 'Army Re-roll Values')).toBe('Attacker -1, Defender -2: re-rolls Attacker 1, Defender 0');
    expect(step({ ...q, 'd-ar1': '-2', rrneg: 'move' }, 'Army Re-roll Values')).toBe('Attacker -1, Defender -2: re-rolls Attacker 2, Defender 1');
  });
  it('13.9.1 / 13.9.2 / 13.12.1: an Army counted only through its Attached Corps adds to the Multiple Armies count, gives no re-roll rating and no Army leader at risk', () => {
    // the 13.9.1 example: 2nd and 3rd Armies, and V Corps Attached to the 4th Army
    const q = { 'a-armies': '2', 'a-attd': '1', 'a-ar1': '2', 'a-ar2': '-1', 'a-ar3': '-3' };
    expect(step(q, 'Attacker brings 3 Armies')).toBe('◀2');
    expect(step(q, 'Army Re-roll Values')).toBe('Attacker +1, Defender 0: re-rolls Attacker 1, Defender 0');
    // two Army leaders roll for casualty (2 on 2D6 each): 1 - (35/36)^2 = 71/1296
    expect(step(q, /^Attacker's leaders/)).toBe('71/1296 (5.5%)');
    // an old link without the new field reads as before
    expect(step({ 'a-armies': '3' }, 'Attacker brings 3 Armies')).toBe('◀2');
  });
  it('13.9.3: French 3 Mobile and 2 Cavalry: -2; with a Franc-Tireur still -2, and +1 to the Prussian roll', () => {
    expect(step({ 'd-reg': '0', 'd-res': '3', 'd-cav': '2', cdrm: 'tie' }, "Defender's DRM")).toBe('-2');
    const q = { 'd-reg': '0', 'd-res': '3', 'd-ft': '1', 'd-cav': '2', cdrm: 'tie' };
    expect(step(q, "Defender's DRM")).toBe('-2');
    expect(step(q, "Attacker's DRM")).toBe('+1');
  });
  it('13.8: the Assault Doctrine Penalty gives the French +2', () => expect(step({ ad: '1' }, "Defender's DRM")).toBe('+2'));
  it('13.10.2 example: French 5 CSPs against Prussian 2: the shift on 1D6 of 3 or less, 1/2', () =>
    expect(step({ 'a-cav': '2', 'd-cav': '5' }, /^Cavalry Superiority shift/)).toBe('1/2 (50.0%)'));
});

describe("with the player's CRT entered: the exact losses", () => {
  it("6 against 6 on the 0 column: each side's losses over the other's roll (15, 15, 6 of 36)", () => {
    expect(table({ 'a-reg': '6', 'd-reg': '6' }, /^Attacker's losses/, full)).toEqual({ 'no loss': '5/12', '1': '5/12', D1: '1/6' });
    expect(table({ 'a-reg': '6', 'd-reg': '6' }, /^Defender's losses/, full)).toEqual({ 'no loss': '5/12', D: '5/12', '2': '1/6' });
  });
  it('the Victor over both rolls, counted by hand: the Attacker 405/1296 = 5/16', () => {
    expect(table({ 'a-reg': '6', 'd-reg': '6' }, /^Victor/, full)).toEqual({ Attacker: '5/16', Defender: '11/16' });
    expect(sum({ 'a-reg': '6', 'd-reg': '6' }, full)).toMatchObject({ 'Attacker wins': '5/16' });
  });
  it('Cavalry Superiority not yet rolled (1 CSP against 0): the Defender loses nothing with 21/36 x 10/36 + 15/36 x 15/36 = 145/432', () => {
    expect(table({ 'a-reg': '6', 'd-reg': '6', 'a-cav': '1' }, /^Defender's losses/, full)['no loss']).toBe('145/432');
  });
  it('without the chart: the column, both rolls and "read your card", and no loss table', () => {
    const r = calc({ 'a-reg': '6', 'd-reg': '6' });
    expect(r.notes!.join(' ')).toMatch(/Read your card: column 0; the Attacker rolls 2D6 on the medium row/);
    expect(r.tables.some((t) => /losses/.test(t.title))).toBe(false);
  });
  it('the distributions sum to 1', () => {
    for (const t of calc({ 'a-reg': '8', 'd-reg': '5', 'a-cav': '2', 'd-cav': '1' }, full).tables)
      expect(t.rows.reduce((s, r) => s.add(r.cells[1] as Fraction), Fraction.ZERO).toString()).toBe('1');
  });
});

describe('after the CRT', () => {
  it('13.13.3 example: enemy artillery killed 2 SPs and earned +1: your Battle Impact -3', () =>
    expect(step({ 'a-art': '8', 'a-adrm': '1', 'a-aloss': '2' }, /^Defender's Battle Impact DRM/)).toBe('-3'));
  it('13.13.3 example: three hexsides, +2 for the Attacker', () => expect(step({ conc: '2' }, /^Attacker's Battle Impact DRM/)).toBe('+2'));
  it('13.14.3: two levels cost 1 more SP, three levels 2', () => {
    const q = { rolled: '1', 'd-dem': '1', 'd-cD': '1' };
    expect(step(q, 'Defender: Demoralization levels')).toBe('2: loses 1 more SP');
    expect(step({ ...q, 'd-sup': '1' }, 'Defender: Demoralization levels')).toBe('3: loses 2 more SP');
  });
  it('13.15: only the Defender Demoralized: the Attacker wins (test 4) even having lost more', () =>
    expect(step({ rolled: '1', 'a-closs': '2', 'd-cD': '1' }, /^Victor/)).toBe('Attacker'));
  it('13.15: nobody lost an SP: the Defender (test 3)', () => expect(step({ rolled: '1' }, /^Victor \(test 3/)).toBe('Defender'));
  it('13.12: one Corps leader, cap 1: 1/18', () => expect(step({ 'a-corps': '1' }, /^Attacker's leaders/)).toBe('1/18 (5.6%)'));
});

describe('13.8 and 15.1: the penalty tracks after the combat', () => {
  it('example 15.1: box 4 needs 2-3: 1/12', () => expect(step({ tf: '1', 'tf-box': '4' }, /^Time Fuse Penalty, box 4/)).toBe('1/12 (8.3%)'));
  it('an unknown box says so; the player\'s entry gives the chance', () => {
    expect(step({ ad: '1', 'ad-box': '1' }, /^Assault Doctrine Penalty, box 1/)).toBe('range unknown');
    expect(step({ ad: '1', 'ad-box': '1' }, /^Assault Doctrine Penalty, box 1/, { 'assault-doctrine': { range: { '1': '2-4' } } })).toBe('1/6 (16.7%)');
  });
  it('the Start box only moves the marker', () => expect(step({ ad: '1' }, /^Assault Doctrine Penalty, box Start/)).toBe('no roll: the marker moves one box'));
  it('no roll unless both sides have 2 Infantry SPs', () => expect(step({ tf: '1', 'd-reg': '1' }, /^Time Fuse Penalty: no roll/)).toBeDefined());
});

describe("13.3.3 the artillery roll from the player's chart", () => {
  it('entered: the exact results; not entered: "read your card" with the totals to enter', () => {
    const line = Object.fromEntries(['1 or less', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13 or more'].map((c, i) => [c, { '5': i + 1 <= 9 ? '-' : '1' }]));
    expect(table({ 'a-art': '5' }, /^Attacker's artillery roll: 2D6 against strength 5/, { 'artillery-effects': line })).toEqual({ '-': '5/6', '1': '1/6' });
    expect(calc({ 'a-art': '5', 'a-amod': '1' }).notes!.join(' ')).toMatch(/Read your card: Attacker's artillery rolls 2D6 \+1 .* strength 5 .*totals 3 to 13 or more/);
  });
  it('the Time Fuse halving moves the French roll to the halved line', () =>
    expect(calc({ att: 'french', 'a-art': '11', tf: '1', clear: '1' }).notes!.join(' ')).toMatch(/at strength 5 /));
});

describe('what the headline assumes: an artillery roll not entered is taken as no effect, and says so', () => {
  // the attack: both sides bring artillery, neither result is entered
  const q = { 'a-reg': '10', 'a-res': '2', 'a-cav': '2', 'a-art': '8', 'a-armies': '1', 'a-corps': '2', 'd-reg': '6', 'd-cav': '1', 'd-art': '5', 'd-armies': '1', 'd-corps': '1', hex: '1' };
  it('both rolls not entered: two assumptions, each linked to its result field', () =>
    expect(calc(q, full).assumptions).toEqual([
      { text: "Attacker's artillery: no effect", field: 'a-aloss' },
      { text: "Defender's artillery: no effect", field: 'd-aloss' },
    ]));
  it('a result entered (the enemy loses 1 SP, or only a DRM) settles that side', () => {
    expect(calc({ ...q, 'a-aloss': '1' }, full).assumptions!.map((a) => a.field)).toEqual(['d-aloss']);
    expect(calc({ ...q, 'd-adrm': '1' }, full).assumptions!.map((a) => a.field)).toEqual(['a-aloss']);
  });
  it('no artillery, nothing assumed', () => expect(calc({ ...q, 'a-art': '0', 'd-art': '0' }, full).assumptions).toEqual([]));
});
