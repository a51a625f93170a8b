/**
 * The reaction fire calculator: Defensive Fire (11.4) and Opportunity Fire
 * (11.5), split from the former single reaction calculator (the cavalry
 * reactions are in calc-charge.test.ts). Hand-computed probabilities.
 */
import { describe, expect, it } from 'vitest';
import reactionFire from '../../../../src/games/metz-1870/calculators/reaction-fire.ts';
import charge from '../../../../src/games/metz-1870/calculators/charge.ts';
import { defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { CalcContext, Values } from '../../../../src/lib/calculator.ts';
import { frac } from '../../../../src/lib/fraction.ts';
import { defensiveFirePenalty, haltChance, haltOverColumn, haltWhen } from '../../../../src/games/metz-1870/reaction/fire.ts';
import { CHARGE_KINDS, FIRE_KINDS, cells, checkDefinition, resultOf, step, sum, sweep } from '../calc-helpers.ts';

const result = resultOf(reactionFire);

describe('reaction fire logic (reaction-fire-logic.ts)', () => {
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
});

describe('reaction fire calculator definition', () => {
  it('id, chart, unique keys, every field with known rules and a group; readings name their default', () => {
    expect(reactionFire.id).toBe('reaction-fire');
    expect(reactionFire.charts?.map((c) => c.id)).toEqual(['fire-crt']);
    checkDefinition(reactionFire);
  });
  it('offers the two fires only, and keeps the query names of the former reaction calculator', () => {
    const kind = reactionFire.fields.find((f) => f.key === 'kind');
    expect(kind?.kind === 'choice' && kind.options).toEqual(FIRE_KINDS);
    expect(kind?.default).toBe('defensive-fire');
    expect(reactionFire.fields.map((f) => f.key)).toEqual([
      'kind', 'df-firer', 'df-move', 'df-prior', 'df-earlier', 'df-ooc', 'of-chit', 'of-hex-used', 'column', 'mover-tcr', 'df-scope', 'df-ooc-reading',
    ]);
    // no input of the charge calculator here, but the kind
    const chargeKeys = new Set(charge.fields.map((f) => f.key));
    expect(reactionFire.fields.map((f) => f.key).filter((k) => chargeKeys.has(k))).toEqual(['kind']);
  });
});

describe('fires through the calculator', () => {
  /** Column 4 from "your card": rolls 1-9 entered, 0 -> MT+3 is our source's (line 1336). */
  const ctx: CalcContext = {
    charts: { 'fire-crt': { '4': { 1: 'NE', 2: 'NE', 3: 'NE', 4: 'MT', 5: 'MT', 6: 'MT+1', 7: 'MT+2', 8: 'CH', 9: '2CH' } } },
  };
  it('Defensive Fire is the default', () => {
    expect(sum(result({}), 'Repeat penalty')).toBe('none');
  });
  it('a second Defensive Fire from column 6-7 reads column 4 (◀2)', () => {
    const r = result({ kind: 'defensive-fire', 'df-prior': '1', column: '6-7' });
    expect(sum(r, 'Repeat penalty')).toBe('◀2');
    expect(step(r, 'Column to read')).toBe('6-7 ◀2 → 4');
    expect(sum(r, 'Cells of this column known')).toBe('1 of 10');
    expect(r.notes!.join(' ')).toMatch(/0 → MT\+3 \(Example of play: 2\/Verge\/II fires at 9\/Stulp\/III in Flavigny, with BATTLEFIELD CONDITIONS\)/);
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
    const values: Values = { ...defaults(reactionFire), kind: 'opportunity-fire', column: '5', 'mover-tcr': 8 };
    const q = toQuery(reactionFire, values);
    expect(q).toBe('?kind=opportunity-fire&column=5&mover-tcr=8');
    const r = run(reactionFire, new URLSearchParams(q.slice(1)));
    expect(r.values).toEqual(values);
    expect(cells(r.result!, /Is the mover stopped/)!.find((c) => c[0] === 'MT+2')![2]).toBe('1/2');
  });
  it('bad input gives a field error and no result; hidden fields cannot block', () => {
    for (const [k, bad] of [['kind', 'gallop'], ['mover-tcr', '-3'], ['df-prior', '10'], ['column', '9-10']] as const) {
      const out = run(reactionFire, { kind: 'defensive-fire', [k]: bad });
      expect(out.errors, k).toHaveProperty(k);
      expect(out.result, k).toBeUndefined();
    }
    expect(run(reactionFire, { kind: 'opportunity-fire', 'df-prior': '99' }).errors).toEqual({});
  });
  it('a cavalry reaction is refused with a field error, not a crash', () => {
    for (const kind of CHARGE_KINDS) {
      const out = run(reactionFire, { kind });
      expect([Object.keys(out.errors), out.result, out.failure], kind).toEqual([['kind'], undefined, undefined]);
      expect(out.errors.kind).toMatch(/not one of the choices/);
    }
    // the field's help says where the cavalry went
    expect(reactionFire.fields.find((f) => f.key === 'kind')!.help).toMatch(/charge calculator/);
  });
  it('a sweep over in-range inputs never throws or yields NaN, and cites only outline rules', () => {
    expect(sweep(reactionFire, FIRE_KINDS)).toBe(2 * 3 * 3 * 3 * 2 * 4);
  });
});
