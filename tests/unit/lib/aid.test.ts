// The printed player aid's quick odds (issue 10, section 2): every cell checked here was counted by hand.
import { describe, expect, it } from 'vitest';
import { chance, outOf, rollAgainst, span, twoD6, type OddsTable } from '../../../src/lib/aid.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import deathRide from '../../../src/games/death-ride/aid/odds.ts';
import metz from '../../../src/games/metz-1870/aid/odds.ts';
import otp from '../../../src/games/on-to-paris/aid/odds.ts';
import nia from '../../../src/games/nations-in-arms/aid/odds.ts';
import offensive from '../../../src/games/1914-offensive/aid/odds.ts';

const cell = (tables: OddsTable[], id: string, row: string, col: number) => {
  const t = tables.find((x) => x.id === id);
  if (!t) throw new Error(`no table ${id}`);
  const r = t.rows.find((x) => x.label === row);
  if (!r) throw new Error(`no row ${row} in ${id}`);
  return r.cells[col];
};

describe('aid helpers', () => {
  it('counts a chance in the outcomes of its dice', () => {
    expect(outOf(new Fraction(1, 6), 36)).toBe('6');
    expect(chance(new Fraction(7, 12), 36)).toBe('21/36 (58%)');
    expect(chance(Fraction.ZERO, 36)).toBe('none');
    expect(chance(Fraction.ONE, 36)).toBe('all');
  });
  it('refuses a total that cannot hold the chance exactly', () => {
    expect(() => outOf(new Fraction(1, 7), 36)).toThrow(RangeError);
    expect(() => outOf(new Fraction(1, 2), 0)).toThrow(RangeError);
    expect(() => span(3, 1)).toThrow(RangeError);
  });
  it('2d6 against a target', () => {
    expect(rollAgainst(twoD6, 0, 10, 'at-least').toString()).toBe('1/6'); // 3 + 2 + 1 of 36
    expect(rollAgainst(twoD6, 2, 10, 'at-least').toString()).toBe('5/12'); // 8 or more: 15 of 36
    expect(rollAgainst(twoD6, 0, 7, 'at-most').toString()).toBe('7/12'); // 21 of 36
  });
});

describe('each game\'s quick odds', () => {
  it('Death Ride: end of phase and the combat bands', () => {
    // 1d10 + 0 <= 3: faces 1-3
    expect(cell(deathRide, 'end-of-phase', '3', 3)).toBe('3');
    // modifier +3 at impulse 2: 1d10 + 3 <= 2 never
    expect(cell(deathRide, 'end-of-phase', '2', 6)).toBe('0');
    // M = 0: AV higher on 15 of 36 pairs, equal on 6, within 1 on 16, TV by 2+ on 10
    expect(cell(deathRide, 'combat-bands', '0', 0)).toBe('15/36 (42%)');
    expect(cell(deathRide, 'combat-bands', '0', 1)).toBe('6/36 (17%)');
    expect(cell(deathRide, 'combat-bands', '0', 4)).toBe('16/36 (44%)');
    expect(cell(deathRide, 'combat-bands', '0', 5)).toBe('10/36 (28%)');
    // M = +6: AV is always higher
    expect(cell(deathRide, 'combat-bands', '+6', 0)).toBe('all');
  });
  it('Metz: Morale Test and Break Test by modified TCR', () => {
    // TCR 5, MT 0: white 1-4 pass, 5-8 one hit, 9-10 two hits
    expect(cell(metz, 'morale-test', '5', 0)).toBe('4 · 4 · 2');
    // TCR 5, MT +3: white 1 passes, 2-5 one hit, 6-10 two hits
    expect(cell(metz, 'morale-test', '5', 3)).toBe('1 · 4 · 5');
    // Break Test against 6: 1-2 Confident (T-4 or lower), 3-5 Normal, 6 Uneasy, 7-10 Broken
    expect(metz.find((t) => t.id === 'break-test')!.rows.find((r) => r.label === '6')!.cells).toEqual(['2', '3', '1', '4']);
  });
  it('On To Paris!: Reaction roll and Initiative', () => {
    // rating 4, DRM 0: faces 4-6 react, 6 allows 2 hexes
    expect(cell(otp, 'reaction', '4', 3)).toBe('3 · 1');
    // rating 4, DRM -2: only a 6 reaches 4 (the rating): reacts, 1 hex; DRM -3 never reacts
    expect(cell(otp, 'reaction', '4', 1)).toBe('1 · 0');
    expect(cell(otp, 'reaction', '4', 0)).toBe('0 · 0');
    // a tie: the sum of squares of the 3D6 counts, 4332 of 46656
    expect(cell(otp, 'initiative', 'Tie', 0)).toBe('4332/46656 (9.3%)');
  });
  it('Nations in Arms and 1914: 2D6 against a target', () => {
    expect(cell(nia, 'two-d6', '0', 0)).toBe('6/36 (17%)');
    expect(cell(nia, 'two-d6', '+1', 1)).toBe('21/36 (58%)'); // 2D6 + 1 >= 8: 7 or more on the dice
    expect(cell(offensive, 'effectiveness-check', '7', 0)).toBe('21/36 (58%)');
    expect(cell(offensive, 'effectiveness-check', '1 or less', 0)).toBe('none');
    expect(cell(offensive, 'effectiveness-check', '12 or more', 0)).toBe('all');
    // 8.5, Montmédy: Abandonment Number 1, faces 2-6 abandon it; number 5, only a 6
    expect(cell(offensive, 'fort-abandonment', '1', 0)).toBe('5/6 (83%)');
    expect(cell(offensive, 'fort-abandonment', '5', 0)).toBe('1/6 (17%)');
  });
  it('every table is whole: as many cells in each row as columns, no empty or NaN cell', () => {
    for (const t of [...deathRide, ...metz, ...otp, ...nia, ...offensive])
      for (const r of t.rows) {
        expect(r.cells.length, `${t.id} ${r.label}`).toBe(t.columns.length);
        for (const c of r.cells) expect(c).toMatch(/^(?!.*(NaN|undefined))\S/);
      }
  });
});
