import { describe, expect, it } from 'vitest';
import reaction from '../../../src/games/metz-1870/unpublished/reaction-calculator.ts';
import { defaults, run, toQuery } from '../../../src/lib/calculator.ts';
import type { CalcContext, CalcResult, Values } from '../../../src/lib/calculator.ts';
import { Fraction, frac } from '../../../src/lib/fraction.ts';
import { chargeChance } from '../../../src/games/metz-1870/command-cavalry.ts';
import {
  chargeOutcome, chargeStrength, defensiveFirePenalty, disorganization, haltChance, haltOverColumn, haltWhen, tcrRoll,
} from '../../../src/games/metz-1870/reaction.ts';

/** Every rule number of the rulebook outline (notes §2). */
const OUTLINE = `1.0 2.0 2.1 2.2 2.2.1 2.2.2 2.2.3 2.3 3.0 3.1 3.1.1 3.1.2 3.1.3 3.1.3.1 3.1.3.2 3.1.4 3.1.4.1 3.1.4.2 3.2 3.3 3.4 3.5 3.5.1
3.5.2 3.5.3 3.5.4 3.6 3.6.1 3.6.2 3.6.3 3.7 3.8 3.9 3.10 3.11 4.0 4.1 4.2 4.3 4.4 5.0 5.1 5.2 5.3 5.4 6.0 6.1 6.2 6.2.1 6.2.2 6.3 6.3.1
6.3.2 6.4 7.0 7.1 7.2 7.2.1 7.2.2 7.3 7.4 7.5 8.0 8.1 8.1.1 8.1.2 8.1.2.1 8.1.2.2 8.1.2.3 8.1.3 8.1.4 8.1.5 8.1.6 8.2 8.3 8.4 8.5 8.6
8.7 8.8 8.9 8.10 9.0 9.1 9.2 10.0 10.1 10.2 11.0 11.1 11.2 11.3 11.4 11.5 11.6 11.6.1 11.6.2 11.7 11.8 11.9 11.10 11.10.1 11.10.2 11.11
12.0 12.1 12.2 12.3 12.4 12.5 12.6 12.7 12.7.1 12.7.2 12.7.3 12.8 12.9 12.10 13.0 13.1 13.2 13.2.1 13.2.2 13.2.3 13.3 13.4 14.0 14.1 14.2
14.3 15.0 15.1 15.2 15.3 15.4 16.0 16.1 16.2 16.3 16.4 16.5 17.0 17.1 17.2 17.3 18.0 18.1 18.2 18.3 18.4 18.5 18.6 19.0 19.1 19.2 19.3`;
const RULE_IDS = new Set(OUTLINE.split(/\s+/));

const sum = (r: CalcResult, label: string) => r.summary?.find((s) => s.label === label)?.value.toString();
const step = (r: CalcResult, label: string) => r.steps.find((s) => s.label === label)?.value;
const table = (r: CalcResult, title: RegExp) => r.tables.find((t) => title.test(t.title));
const cells = (r: CalcResult, title: RegExp) => table(r, title)?.rows.map((row) => row.cells.map(String));
const result = (q: Record<string, string>, ctx?: CalcContext) => {
  const out = run(reaction, q, ctx);
  expect(out.errors).toEqual({});
  expect(out.failure).toBeUndefined();
  return out.result!;
};

describe('reaction logic (reaction.ts)', () => {
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
  it('the Defensive Fire count: ◀2 flat after the first, by Step or by phase', () => {
    expect(defensiveFirePenalty(0, 0, 'step')).toEqual({ nth: 1, shift: 0 });
    expect(defensiveFirePenalty(1, 0, 'step')).toEqual({ nth: 2, shift: -2 });
    expect(defensiveFirePenalty(4, 0, 'step')).toEqual({ nth: 5, shift: -2 });
    expect(defensiveFirePenalty(0, 2, 'step')).toEqual({ nth: 1, shift: 0 });
    expect(defensiveFirePenalty(0, 2, 'phase')).toEqual({ nth: 3, shift: -2 });
    expect(() => defensiveFirePenalty(-1, 0, 'step')).toThrow(RangeError);
  });
  it('the chance a fire result stops the mover', () => {
    // C11b, line 1280: MT+1 on the charging cavalry, TCR 7: a hit needs white + 1 >= 7, white 6-10: 5/10 = 1/2 (white 4 passed)
    expect(haltChance('MT+1', 7).toString()).toBe('1/2');
    expect(haltWhen('MT+1', 7)).toBe('white 6 or more');
    // C17b, line 1318: MT+2 on 10/Stulp/III, TCR 8: white 6-10 hits: 1/2 (white 6 stopped it)
    expect(haltChance('MT+2', 8).toString()).toBe('1/2');
    // C16: MT against modified TCR 4: white 4-10: 7/10
    expect(haltChance('MT', 4).toString()).toBe('7/10');
    expect([haltChance('CH', 9), haltChance('2CH+MT', 9), haltChance('NE', 1)].map(String)).toEqual(['1', '1', '0']);
    expect([haltChance('MT+3', 2).toString(), haltWhen('MT+3', 2)]).toEqual(['1', 'always (any white die)']);
    expect([haltChance('MT', 10).toString(), haltWhen('MT', 10)]).toEqual(['1/10', 'white 10 or more (a 0)']);
  });
  it('over a whole column', () => {
    // TCR 7. NE 3/10 -> 0; MT 2/10 * 4/10 (white 7-10) = 8/100; MT+1 1/10 * 5/10 = 5/100; MT+2 1/10 * 6/10 = 6/100;
    // CH 2/10 -> 20/100; 2CH 1/10 -> 10/100. Total 49/100.
    const col = [['NE', 3], ['MT', 2], ['MT+1', 1], ['MT+2', 1], ['CH', 2], ['2CH', 1]] as const;
    expect(haltOverColumn(col.map(([result, n]) => ({ result, prob: frac(n, 10) })), 7).toString()).toBe('49/100');
    expect(() => haltOverColumn([{ result: 'NE', prob: frac(1, 2) }], 7)).toThrow(/whole die/);
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

describe('reaction calculator definition', () => {
  it('id, chart, unique keys, every field with known rules and a group; readings name their default', () => {
    expect(reaction.id).toBe('reaction');
    expect(reaction.charts).toEqual(['fire-crt']);
    expect(new Set(reaction.fields.map((f) => f.key)).size).toBe(reaction.fields.length);
    for (const f of reaction.fields) {
      expect(f.group, f.key).toBeTruthy();
      expect(f.rules?.length, f.key).toBeGreaterThan(0);
      for (const r of f.rules ?? []) expect(RULE_IDS.has(r), `${f.key}: ${r}`).toBe(true);
      if (f.group === 'Readings') expect(f.ambiguity, f.key).toMatch(/Default/);
    }
    for (const r of reaction.rules) expect(RULE_IDS.has(r), r).toBe(true);
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
    expect([sum(r, 'Chance of the Opportunity Charge'), step(r, 'Die rolled: 8')]).toEqual(['7/10', 'failure']);
    expect(step(r, 'When the Morale Hit comes')).toBe('at the end of the phase’s Assault Combat Step');
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

describe('fires through the calculator', () => {
  /** Column 4 from "your card": rolls 1-9 entered, 0 -> MT+3 is our source's (line 1336). */
  const ctx: CalcContext = {
    charts: { 'fire-crt': { '4': { 1: 'NE', 2: 'NE', 3: 'NE', 4: 'MT', 5: 'MT', 6: 'MT+1', 7: 'MT+2', 8: 'CH', 9: '2CH' } } },
  };
  it('a second Defensive Fire from column 6-7 reads column 4 (◀2)', () => {
    const r = result({ kind: 'defensive-fire', 'df-prior': '1', column: '6-7' });
    expect(sum(r, 'Repeat penalty')).toBe('◀2');
    expect(step(r, 'Column to read')).toBe('6-7 ◀2 → 4');
    expect(sum(r, 'Cells of this column known')).toBe('1 of 10');
    expect(r.notes!.join(' ')).toMatch(/0 → MT\+3 \(Example of play, line 1336\)/);
  });
  it('with the player’s column the chance the mover stops is exact', () => {
    // TCR 7: NE 3/10 -> 0; MT 2/10 * 4/10 = 8/100; MT+1 1/10 * 5/10 = 5/100; MT+2 1/10 * 6/10 = 6/100;
    // CH 1/10 and 2CH 1/10 -> 20/100; MT+3 1/10 * 7/10 (white 4-10) = 7/100. Total 46/100 = 23/50.
    const r = result({ kind: 'defensive-fire', 'df-prior': '1', column: '6-7' }, ctx);
    expect(sum(r, 'Mover stopped')).toBe('23/50');
    expect(cells(r, /This fire on column 4/)!.map((c) => c[4])).toEqual(['0', '2/25', '1/20', '3/50', '1/10', '1/10', '7/100']);
  });
  it('C11b: the first Defensive Fire at the charger, column 6-7, TCR 7: MT+1 stops it half the time', () => {
    const r = result({ kind: 'defensive-fire', column: '6-7' });
    expect([sum(r, 'Repeat penalty'), step(r, 'Column to read')]).toEqual(['none', '6-7']);
    expect(cells(r, /Is the mover stopped/)!.find((c) => c[0] === 'MT+1')).toEqual(['MT+1', 'white 6 or more', '1/2']);
    expect(step(r, 'Ammo Problem on doubles')).toBe('1/10');
  });
  it('the scope reading: an earlier Step’s fire counts only per phase', () => {
    expect(sum(result({ kind: 'defensive-fire', 'df-earlier': '1' }), 'Repeat penalty')).toBe('none');
    expect(sum(result({ kind: 'defensive-fire', 'df-scope': 'phase', 'df-earlier': '1' }), 'Repeat penalty')).toBe('◀2');
  });
  it('who may not fire', () => {
    expect(sum(result({ kind: 'defensive-fire', 'df-firer': 'cavalry' }), 'May fire')).toBe('no');
    expect(sum(result({ kind: 'defensive-fire', 'df-move': 'breakthrough' }), 'May fire')).toBe('no');
    expect(sum(result({ kind: 'defensive-fire', 'df-ooc': '1' }), 'May fire')).toBeUndefined();
    expect(sum(result({ kind: 'defensive-fire', 'df-ooc': '1', 'df-ooc-reading': 'not' }), 'May fire')).toBe('no');
    expect(sum(result({ kind: 'opportunity-fire', 'of-hex-used': '1' }), 'May fire')).toBe('no');
  });
  it('C17b, line 1318: BEATEN ZONE on column 5 at TCR 8; no repeat penalty; the absent chit texts are named', () => {
    const r = result({ kind: 'opportunity-fire', column: '5', 'mover-tcr': '8' });
    expect(step(r, 'Column to read')).toBe('5');
    expect(cells(r, /Is the mover stopped/)!.find((c) => c[0] === 'MT+2')![2]).toBe('1/2');
    expect(step(r, 'Repeat penalty')).toMatch(/Defensive Fire only/);
    expect(r.notes!.join(' ')).toMatch(/Event Chits Description card is not in our source/);
    const cloud = result({ kind: 'opportunity-fire', 'of-chit': 'cloud' });
    expect([cloud.tables, step(cloud, 'Method')]).toEqual([[], expect.stringMatching(/not in our source/)]);
  });
});

describe('links, errors and a sweep', () => {
  it('a shared link reproduces the result', () => {
    const values: Values = { ...defaults(reaction), kind: 'countercharge', 'cc-units': 2, 'cc-tcr2': 5, weight: 'heavy', sp: '4', roll: 3 };
    const q = toQuery(reaction, values);
    expect(q).toBe('?kind=countercharge&weight=heavy&sp=4&roll=3&cc-units=2&cc-tcr2=5');
    const r = run(reaction, new URLSearchParams(q.slice(1)));
    expect(r.values).toEqual(values);
    expect([sum(r.result!, 'Chance one countercharges'), sum(r.result!, 'SP in the assault'), step(r.result!, 'Die rolled: 3')]).toEqual(['17/20', '8', 'success']);
  });
  it('bad input gives a field error and no result; hidden fields cannot block', () => {
    for (const [k, bad] of [['kind', 'gallop'], ['sp', 'x'], ['tcr', '11'], ['roll', '11'], ['mover-tcr', '-3']] as const) {
      const out = run(reaction, { kind: k === 'mover-tcr' ? 'defensive-fire' : 'charge', [k]: bad });
      expect(out.errors, k).toHaveProperty(k);
      expect(out.result, k).toBeUndefined();
    }
    const advance = run(reaction, { 'c-advance': '1', 'c-engage': '0' });
    expect([advance.errors['c-engage'], advance.result]).toEqual([expect.stringMatching(/Advance/), undefined]);
    expect(run(reaction, { kind: 'charge', 'df-prior': '99' }).errors).toEqual({});
  });
  it('a sweep over in-range inputs never throws or yields NaN, and cites only outline rules', () => {
    let n = 0;
    const kinds = ['defensive-fire', 'opportunity-fire', 'charge', 'countercharge', 'opportunity-charge'];
    for (const kind of kinds)
      for (const tcr of ['1', '7', '10'])
        for (const sp of ['C', '1', '5'])
          for (const weight of ['light', 'medium', 'heavy'])
            for (const marker of ['none', 'disrupted'])
              for (const column of ['unknown', 'C', '2', '8-9']) {
                const q = {
                  kind, tcr, sp, weight, 'c-assault-morale': marker, 'after-marker': marker, 'after-side': tcr === '1' ? 'bw' : 'fresh', 'after-tcr': tcr,
                  column, 'mover-tcr': tcr === '1' ? '-2' : tcr, 'df-prior': '2', 'c-cc': '3', 'cc-units': '3', works: 'entrenchment', roll: tcr,
                };
                const out = run(reaction, q);
                expect(out.failure, JSON.stringify(q)).toBeUndefined();
                expect(out.errors).toEqual({});
                n++;
                const r = out.result!;
                for (const s of r.summary ?? []) expect(String(s.value), s.label).not.toMatch(/NaN|undefined|Infinity/);
                for (const s of r.steps) {
                  expect(s.value, s.label).not.toMatch(/NaN|undefined/);
                  for (const id of s.rules ?? []) expect(RULE_IDS.has(id), `${s.label}: ${id}`).toBe(true);
                }
                for (const t of r.tables) for (const row of t.rows) for (const c of row.cells) expect(String(c)).not.toMatch(/NaN|undefined/);
              }
    expect(n).toBe(5 * 3 * 3 * 3 * 2 * 4);
  });
});
