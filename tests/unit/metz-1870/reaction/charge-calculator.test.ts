/**
 * The charge calculator: Cavalry Charge (11.6, 11.6.1, 11.6.2), Countercharge
 * (11.7) and Opportunity Charge (11.8), split from the former single reaction
 * calculator (the fires are in calc-reaction-fire.test.ts). Hand-computed
 * probabilities and the example of play's charges.
 */
import { describe, expect, it } from 'vitest';
import charge from '../../../../src/games/metz-1870/calculators/charge.ts';
import reactionFire from '../../../../src/games/metz-1870/calculators/reaction-fire.ts';
import { defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { Values } from '../../../../src/lib/calculator.ts';
import { Fraction, frac } from '../../../../src/lib/fraction.ts';
import { chargeChance } from '../../../../src/games/metz-1870/reaction/cavalry.ts';
import { chargeOutcome, chargeStrength, disorganization, tcrRoll } from '../../../../src/games/metz-1870/reaction/charge.ts';
import { CHARGE_KINDS, FIRE_KINDS, cells, checkDefinition, resultOf, step, sum, sweep, table } from '../calc-helpers.ts';

const result = resultOf(charge);

describe('charge logic (charge-logic.ts)', () => {
  it('a TCR roll, face by face: C11a rolls 4 against 7 and charges; C17a rolls 8 against 7 and fails', () => {
    // TCR 7: faces 1-7 pass out of 10 -> 7/10; 8, 9, 0 fail -> 3/10
    const r = tcrRoll(7, 4);
    expect([r.pass.rolls, r.pass.prob.toString(), r.fail.rolls, r.fail.prob.toString(), r.rolled]).toEqual([[1, 2, 3, 4, 5, 6, 7], '7/10', [8, 9, 10], '3/10', 'pass']);
    expect(tcrRoll(7, 8).rolled).toBe('fail');
    for (let t = 0; t <= 11; t++) expect(tcrRoll(t).pass.prob.equals(chargeChance(t))).toBe(true);
    expect(tcrRoll(11).fail.prob.toString()).toBe('0');
    expect(() => tcrRoll(7, 11)).toThrow(/not 1-10/);
  });
  it('a charge and one enemy countercharge: TCR 6 against 8', () => {
    // charge fails 4/10 = 2/5; succeeds 6/10, then the countercharger 8/10: 6/10 * 8/10 = 48/100 = 12/25;
    // through: 6/10 * 2/10 = 12/100 = 3/25. 2/5 + 12/25 + 3/25 = 10/25 + 15/25 = 1.
    const o = chargeOutcome(6, [8]);
    expect([o.fail, ...o.countered, o.through].map(String)).toEqual(['2/5', '12/25', '3/25']);
    expect(o.fail.add(o.countered[0]!).add(o.through).equals(Fraction.ONE)).toBe(true);
    expect(chargeOutcome(7, []).through.toString()).toBe('7/10');
  });
  it('the weight bonus (11.6.1) on the SP after the morale penalty, fractions kept (2.3)', () => {
    const t = (w: 'light' | 'medium' | 'heavy', sp: Fraction, m: 'none' | 'shaken' | 'disrupted' = 'none') => chargeStrength(w, sp, m);
    expect(t('light', frac(2)).total.toString()).toBe('3'); // C11c: 2 + 1
    expect([t('medium', frac(3)).bonus, t('medium', frac(3)).total].map(String)).toEqual(['3/2', '9/2']); // 3 * 50% = 1½
    expect(t('medium', frac(1)).bonus.toString()).toBe('1'); // ½ < minimum 1
    expect(t('heavy', frac(1, 2)).total.toString()).toBe('3/2'); // C doubled is +½, minimum +1
    expect(t('heavy', frac(4), 'shaken').total.toString()).toBe('6'); // 4 - 1 = 3, doubled
    expect(t('light', frac(2), 'disrupted')).toMatchObject({ spent: true, total: Fraction.ZERO });
  });
  it('Charge Disorganization (11.6.2) through 9.2 and a Break Test', () => {
    const d = (marker: 'none' | 'shaken' | 'disrupted', status: 'fresh' | 'bw', duskDawn = false) => disorganization({ marker, status, tcrBw: 5, duskDawn });
    expect(d('none', 'fresh').outcomes.map((o) => [o.label, o.prob.toString()])).toEqual([['Fresh, Shaken', '1']]); // C11c end
    expect(d('shaken', 'bw').outcomes.map((o) => o.label)).toEqual(['Battleworn, Disrupted']);
    expect(d('disrupted', 'fresh')).toMatchObject({ ch: 1, outcomes: [{ label: 'Battleworn, Disrupted', prob: Fraction.ONE }] });
    // Battleworn and Disrupted, BW TCR 5: Break Test against 5 - 2 = 3. Broken on 4-10 (7/10),
    // Uneasy on 3 (1/10, retreat 2), Normal on 1-2 (2/10, retreat 1), no Confident (T - 4 = -1).
    const bw = d('disrupted', 'bw');
    expect(bw.breakTcr).toBe(3);
    expect(bw.outcomes.map((o) => [o.label, o.prob.toString()])).toEqual([
      ['Battleworn, Disrupted, retreats 1 hex', '1/5'],
      ['Battleworn, Disrupted, retreats 2 hexes', '1/10'],
      ['Broken: removed from the map', '7/10'],
    ]);
    // at Dusk: against 2. Broken 3-10 (8/10), Uneasy 2, Normal 1.
    expect(d('disrupted', 'bw', true).outcomes.map((o) => o.prob.toString())).toEqual(['1/10', '1/10', '4/5']);
  });
});

describe('charge calculator definition', () => {
  it('id, no chart, unique keys, every field with known rules and a group; readings name their default', () => {
    expect(charge.id).toBe('charge');
    expect(charge.charts ?? []).toEqual([]);
    checkDefinition(charge);
  });
  it('offers the three cavalry reactions only, and keeps the query names of the former reaction calculator', () => {
    const kind = charge.fields.find((f) => f.key === 'kind');
    expect(kind?.kind === 'choice' && kind.options).toEqual(CHARGE_KINDS);
    expect(kind?.default).toBe('charge');
    expect(charge.fields.map((f) => f.key)).toEqual([
      'kind', 'weight', 'sp', 'tcr', 'morale', 'works', 'dusk', 'roll',
      'c-engage', 'c-advance', 'c-horse', 'c-adjacent', 'c-los', 'c-path-units', 'c-path-terrain', 'c-steep', 'c-target', 'c-cc', 'c-cc-tcr1', 'c-cc-tcr2', 'c-cc-tcr3', 'c-assault-morale', 'c-short',
      'cc-target-hex', 'cc-active', 'cc-failed', 'cc-units', 'cc-tcr2', 'cc-tcr3',
      'oc-step', 'oc-charged', 'oc-failed', 'oc-hq', 'oc-hex',
      'after-marker', 'after-side', 'after-tcr', 'c-short-reading', 'c-bt-reading', 'oc-mh-reading',
    ]);
    const fireKeys = new Set(reactionFire.fields.map((f) => f.key));
    expect(charge.fields.map((f) => f.key).filter((k) => fireKeys.has(k))).toEqual(['kind']);
  });
});

describe('cavalry reactions through the calculator', () => {
  it('defaults are C11: 15/6 Light cavalry, SP 2, TCR 7, charges on a 4, assaults at 3 SP, ends Shaken', () => {
    const r = result({ roll: '4' });
    expect(sum(r, 'Chance of the Charge')).toBe('7/10');
    expect(step(r, 'Die rolled: 4')).toBe('success');
    expect(sum(r, 'SP in the assault')).toBe('3');
    expect(step(r, 'SP in the assault (attacking)')).toBe('2, light charge +1 = 3');
    expect(step(r, 'Charge Disorganization: 1 Morale Hit')).toBe('no marker → Fresh, Shaken');
    expect(table(r, /Charge roll/)!.rows.map((x) => x.emphasis)).toEqual([true, false]);
    expect(r.actions![0]!.items.join(' ')).toMatch(/must assault the target/);
  });
  it('C17a, line 1316: 1Cav/3C Opportunity Charge rolls 8 against TCR 7 and fails', () => {
    const r = result({ kind: 'opportunity-charge', roll: '8' });
    expect([sum(r, 'Chance of the Opportunity Charge'), step(r, 'Die rolled: 8'), sum(r, 'Outcome')]).toEqual(['7/10', 'failure', 'no Opportunity Charge']);
    // no Charge Move was made: no weight bonus, no assault, no Charge Disorganization (11.6.2)
    expect(step(r, 'So')).toMatch(/^no Opportunity Charge; the mover goes on.*No Charge Disorganization hit\.$/);
    expect(r.steps.map((x) => x.label).filter((l) => /SP in the assault|Disorganization|Morale Hit comes/.test(l))).toEqual([]);
    // before the roll, the odds and what a success brings
    expect(step(result({ kind: 'opportunity-charge' }), 'When the Morale Hit comes')).toBe('at the end of the phase’s Assault Combat Step');
  });
  it('a failed charge roll: no Charge Move; under an Advance marker it must still go in without the bonus (C11a, line 1278)', () => {
    const r = result({ kind: 'charge', roll: '9', 'c-advance': '1' });
    expect(sum(r, 'Outcome')).toBe('no Charge');
    expect(step(r, 'So')).toMatch(/Advance marker it must still move next to the target and assault, without the weight bonus/);
    expect(step(result({ kind: 'charge', roll: '9' }), 'So')).toMatch(/may still move and assault as usual/);
    // a success goes on to the assault and the hit
    expect(step(result({ kind: 'charge', roll: '4' }), 'SP in the assault (attacking)')).toBe('2, light charge +1 = 3');
  });
  it('a failed first countercharge roll ends it with one candidate, not with two (the next one rolls)', () => {
    expect(sum(result({ kind: 'countercharge', roll: '9' }), 'Outcome')).toBe('no Countercharge');
    const two = result({ kind: 'countercharge', roll: '9', 'cc-units': '2', 'cc-tcr2': '5' });
    expect(sum(two, 'Outcome')).toBeUndefined();
    expect(cells(two, /Which candidate/)!.map((c) => c[1])).toEqual(['7/10', '3/20', '3/20']);
  });
  it('a charge into a hex with one enemy countercharger', () => {
    const r = result({ tcr: '6', 'c-cc': '1', 'c-cc-tcr1': '8' });
    expect(sum(r, 'Charge reaches the target')).toBe('3/25');
    expect(cells(r, /How the charge ends/)!.map((c) => c[1])).toEqual(['2/5', '12/25', '3/25']);
  });
  it('two countercharge candidates, TCR 7 then 5: the first acts 7/10, the second 3/10 * 5/10 = 3/20, no one 3/20', () => {
    const r = result({ kind: 'countercharge', 'cc-units': '2', 'cc-tcr2': '5' });
    expect(sum(r, 'Chance one countercharges')).toBe('17/20');
    expect(cells(r, /Which candidate/)!.map((c) => c[1])).toEqual(['7/10', '3/20', '3/20']);
    expect(step(r, 'SP in the assault (defending)')).toBe('2, light charge +1 = 3');
  });
  it('the modified TCR: Hasty Works +1 and Dawn −1', () => {
    const r = result({ kind: 'countercharge', tcr: '6', works: 'hasty', dusk: '1' });
    expect(step(r, 'TCR tested')).toBe('6 + 1 (Hasty Works) − 1 (Dusk or Dawn) = 6');
    expect(sum(r, 'Chance of the Countercharge')).toBe('3/5');
  });
  it('a Medium charger of 3 SP brings 4½ and keeps the ½ until the Assault Differential', () => {
    const r = result({ weight: 'medium', sp: '3' });
    expect(sum(r, 'SP in the assault')).toBe('4½');
    expect(r.notes!.join(' ')).toMatch(/2\.3/);
  });
  it('Shaken by Defensive Fire: 3 − 1 = 2, Heavy doubles it; Breakthrough reading shown', () => {
    const r = result({ weight: 'heavy', sp: '3', 'c-assault-morale': 'shaken', 'after-marker': 'shaken' });
    expect(step(r, 'SP in the assault (attacking)')).toBe('3 −1 Shaken = 2, heavy charge +2 = 4');
    expect(step(r, 'Breakthrough if it wins')).toBe('it may not advance while Shaken or Disrupted');
    expect(step(r, 'Charge Disorganization: 1 Morale Hit')).toBe('Shaken → Fresh, Disrupted');
  });
  it('the disorganization hit on a Battleworn Disrupted unit can break it', () => {
    const r = result({ 'after-marker': 'disrupted', 'after-side': 'bw', 'after-tcr': '5' });
    expect(sum(r, 'Broken by the hit')).toBe('7/10');
    expect(step(r, 'Charge Disorganization: 1 Morale Hit')).toBe('Disrupted → a Casualty Hit, so a Break Test against 3 (table below)');
    expect(table(r, /After Charge Disorganization/)!.caption).toMatch(/against 3/);
  });
  it('stopped short by Defensive Fire: no assault, the hit by default, none under the other reading', () => {
    const a = result({ 'c-short': '1' });
    expect(step(a, 'Stopped short')).toMatch(/no assault/);
    expect(sum(a, 'SP in the assault')).toBeUndefined();
    expect(step(a, 'Charge Disorganization: 1 Morale Hit')).toBe('no marker → Fresh, Shaken');
    expect(step(result({ 'c-short': '1', 'c-short-reading': 'no-mh' }), 'Charge Disorganization')).toBe('none, under the reading chosen');
  });
  it('ineligible units get the reasons and no odds', () => {
    const shaken = result({ morale: 'shaken' });
    expect(sum(shaken, 'Charge allowed')).toBe('no');
    expect(shaken.steps.map((s) => s.value).join(' ')).toMatch(/Shaken or Disrupted unit cannot charge/);
    expect(shaken.tables).toEqual([]);
    expect(result({ dusk: '1' }).steps[0]!.value).toMatch(/Dusk and Dawn/);
    expect(result({ 'c-target': 'other', 'c-adjacent': '1' }).steps).toHaveLength(2);
    expect(result({ kind: 'opportunity-charge', 'oc-hq': '1', 'oc-hex': 'other' }).steps).toHaveLength(2);
    expect(result({ kind: 'countercharge', 'cc-active': '1' }).steps[0]!.value).toMatch(/non-active/);
  });
});

describe('links, errors and a sweep', () => {
  it('a shared link reproduces the result', () => {
    const values: Values = { ...defaults(charge), kind: 'countercharge', 'cc-units': 2, 'cc-tcr2': 5, weight: 'heavy', sp: '4', roll: 3 };
    const q = toQuery(charge, values);
    expect(q).toBe('?kind=countercharge&weight=heavy&sp=4&roll=3&cc-units=2&cc-tcr2=5');
    const r = run(charge, new URLSearchParams(q.slice(1)));
    expect(r.values).toEqual(values);
    expect([sum(r.result!, 'Chance one countercharges'), sum(r.result!, 'SP in the assault'), step(r.result!, 'Die rolled: 3')]).toEqual(['17/20', '8', 'success']);
  });
  it('bad input gives a field error and no result; hidden fields cannot block', () => {
    for (const [k, bad] of [['kind', 'gallop'], ['sp', 'x'], ['tcr', '11'], ['roll', '11']] as const) {
      const out = run(charge, { kind: 'charge', [k]: bad });
      expect(out.errors, k).toHaveProperty(k);
      expect(out.result, k).toBeUndefined();
    }
    const advance = run(charge, { 'c-advance': '1', 'c-engage': '0' });
    expect([advance.errors['c-engage'], advance.result]).toEqual([expect.stringMatching(/Advance/), undefined]);
    // an input of the other calculator is ignored; one hidden by the kind cannot block either
    expect(run(charge, { kind: 'charge', 'df-prior': '99' }).errors).toEqual({});
    expect(run(charge, { kind: 'countercharge', 'c-cc': '9', 'c-advance': '1', 'c-engage': '0' }).errors).toEqual({});
  });
  it('a fire reaction is refused with a field error, not a crash', () => {
    for (const kind of FIRE_KINDS) {
      const out = run(charge, { kind });
      expect([Object.keys(out.errors), out.result, out.failure], kind).toEqual([['kind'], undefined, undefined]);
      expect(out.errors.kind).toMatch(/not one of the choices/);
    }
    expect(charge.fields.find((f) => f.key === 'kind')!.help).toMatch(/reaction fire calculator/);
  });
  it('a sweep over in-range inputs never throws or yields NaN, and cites only outline rules', () => {
    expect(sweep(charge, CHARGE_KINDS)).toBe(3 * 3 * 3 * 3 * 2 * 4);
  });
});

describe('what the charge headline assumes: no Defensive Fire hit on the way in (11.4)', () => {
  const NO_FIRE = { text: 'no Defensive Fire hit on its way to the target (11.4)', field: 'c-assault-morale' };
  const assumed = (q: Record<string, string>) => result({ kind: 'charge', ...q }).assumptions ?? [];
  it('a charge not yet fought: the chance it reaches the target and its SP in the assault take no hit from Defensive Fire', () => {
    expect(assumed({ 'c-cc': '1' })).toEqual([NO_FIRE]);
    expect(assumed({})).toEqual([NO_FIRE]);
  });
  it('settled by entering its marker at the assault, or that the fire stopped it short', () => {
    expect(assumed({ 'c-assault-morale': 'shaken' })).toEqual([]);
    expect(assumed({ 'c-short': '1' })).toEqual([]);
  });
  it('a failed charge roll: no Charge Move, nothing to assume', () => expect(assumed({ tcr: '7', roll: '9' })).toEqual([]));
  it('a Countercharge or an Opportunity Charge meets no Defensive Fire first', () => {
    expect(result({ kind: 'countercharge' }).assumptions ?? []).toEqual([]);
    expect(result({ kind: 'opportunity-charge' }).assumptions ?? []).toEqual([]);
  });
});
