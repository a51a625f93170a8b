import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { chartSchema } from '../../../../src/lib/schemas.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';
import { checkValue, coverage } from '../../../../src/lib/user-chart-edit.ts';
import type { FiringUnit, Marker } from '../../../../src/games/metz-1870/fire/sp.ts';
import { columnFor, firingSp, roundSp, SP_RULES, unitSp, withRange } from '../../../../src/games/metz-1870/fire/sp.ts';
import { FIRE_COLUMNS, finalColumn } from '../../../../src/games/metz-1870/fire/crt.ts';
import { FIRE_SHIFTS, netShift } from '../../../../src/games/metz-1870/fire/shifts.ts';
import { arrow } from '../../../../src/lib/calculator.ts';
import { ammoProblem, DOUBLES, FIRE_CRT, fireColumn, knownCells, normaliseCode } from '../../../../src/games/metz-1870/fire/crt.ts';
import type { ShotInput } from '../../../../src/games/metz-1870/fire/shot.ts';
import { resolveShot } from '../../../../src/games/metz-1870/fire/shot.ts';

const TABLES = join(import.meta.dirname, '../../../../content/metz-1870/tables');
const yaml = (f: string) => load(readFileSync(join(TABLES, f), 'utf8'));
const f = (n: number, d = 1) => new Fraction(n, d);
const unit = (printed: number | 'C', marker: Marker = 'none', more: Partial<FiringUnit> = {}): FiringUnit => ({
  printed: printed === 'C' ? f(1, 2) : f(printed),
  marker,
  ...more,
});
const finalOf = (x: Fraction) => {
  const r = roundSp(x);
  return r.kind === 'sp' ? r.sp : r.kind;
};

describe('2.3 rounding and the firing SP (8.1.1, 8.3, 3.1.3)', () => {
  it('keeps fractions to the end, then drops them; ½ to 0.99 is C, less is no fire', () => {
    expect(finalOf(f(7, 4))).toBe(1);
    expect(finalOf(f(7, 2))).toBe(3);
    expect(finalOf(f(1, 2))).toBe('C');
    expect(finalOf(f(99, 100))).toBe('C');
    expect(finalOf(f(51, 100))).toBe('C');
    expect(finalOf(f(49, 100))).toBe('none');
    expect(finalOf(f(1, 4))).toBe('none');
    expect(finalOf(f(12))).toBe(12);
  });
  it('R1, 2.3 line 67: 7 SP halved twice is 3.5, then 1.75, fires as 1', () => {
    const horse = firingSp([unit(7, 'none', { horseHalf: true })], 'extended');
    expect(horse.afterRange.toString()).toBe('7/4');
    expect(horse.final).toEqual({ kind: 'sp', sp: 1 });
    const cautious = firingSp([unit(7, 'none', { cautious: true })], 'extended');
    expect(cautious.final).toEqual({ kind: 'sp', sp: 1 });
  });
  it('R9, 8.1.1 line 455: a Disrupted unit printed 2 has initial SP 0 and cannot fire', () => {
    const u = unitSp(unit(2, 'disrupted'));
    expect(u.initial.toString()).toBe('0');
    expect(u.canFire).toBe(false);
    const s = resolveShot({ side: 'prussian', type: 'infantry', units: [unit(2, 'disrupted')], range: 'effective', shifts: [] });
    expect(s.canFire).toBe(false);
    expect(s.sp.final.kind).toBe('none');
  });
  it('the minimum is the initial SP only: a Shaken 2 at Extended fires as C; a Shaken C cannot fire', () => {
    expect(firingSp([unit(2, 'shaken')], 'extended').final).toEqual({ kind: 'C' });
    expect(unitSp(unit('C', 'shaken')).canFire).toBe(false);
    expect(firingSp([unit('C')], 'extended').final).toEqual({ kind: 'none' });
  });
  it('R11, 8.3 line 522: 8 SP Shaken at Extended Range: 7, halved 3.5, fires as 3', () => {
    const s = firingSp([unit(8, 'shaken')], 'extended');
    expect(s.units[0]!.initial.toString()).toBe('7');
    expect(s.afterRange.toString()).toBe('7/2');
    expect(s.final).toEqual({ kind: 'sp', sp: 3 });
  });
  it('R12, 8.7 line 585: Shaken artillery 5 fires with 4, its Shaken Mitrailleuse 4 with 3', () => {
    expect(firingSp([unit(5, 'shaken')], 'effective').final).toEqual({ kind: 'sp', sp: 4 });
    expect(firingSp([unit(4, 'shaken')], 'effective').final).toEqual({ kind: 'sp', sp: 3 });
  });
  it('canister is ×1.5 with at least +1 SP', () => {
    expect(withRange(f(5), 'canister').toString()).toBe('15/2');
    expect(withRange(f(2), 'canister').toString()).toBe('3');
    expect(withRange(f(1), 'canister').toString()).toBe('2');
    expect(withRange(f(1, 2), 'canister').toString()).toBe('3/2');
    expect(withRange(f(4), 'canister').toString()).toBe('6');
  });
  it('combined fire adds the units before the range adjustment (8.1.4, 8.2)', () => {
    const s = firingSp([unit(3, 'shaken'), unit(3)], 'extended');
    expect(s.total.toString()).toBe('5');
    expect(s.final).toEqual({ kind: 'sp', sp: 2 });
    // a unit that cannot fire adds nothing
    expect(firingSp([unit(2, 'disrupted'), unit(3)], 'effective').total.toString()).toBe('3');
  });
  it('reads its numbers from fire-sp-adjustments.yaml', () => {
    expect(SP_RULES.penalty).toEqual({ none: 0, shaken: 1, disrupted: 2 });
    expect(SP_RULES.range.extended.toString()).toBe('1/2');
    expect(SP_RULES.range.canister.toString()).toBe('3/2');
    expect(SP_RULES.canisterMinGain.toString()).toBe('1');
    expect(SP_RULES.horse.toString()).toBe('1/2');
    expect(SP_RULES.cautious.toString()).toBe('1/2');
  });
});

describe('Fire CRT columns and 8.4 shifts', () => {
  it('columns C, 1 (inferred), 2, 3, 4, 5, 6-7, 8-9; more than 9 SP is past our columns', () => {
    expect(FIRE_COLUMNS.map((c) => c.key)).toEqual(['C', '1', '2', '3', '4', '5', '6-7', '8-9']);
    expect(FIRE_COLUMNS.filter((c) => c.inferred).map((c) => c.key)).toEqual(['1']);
    const at = (sp: number) => {
      const c = columnFor({ kind: 'sp', sp });
      return c === 'beyond' ? c : c?.key;
    };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].map(at)).toEqual(['1', '2', '3', '4', '5', '6-7', '6-7', '8-9', '8-9', 'beyond', 'beyond']);
    expect(columnFor({ kind: 'C' })).toMatchObject({ key: 'C' });
  });
  it('the shift list a-v as in 8.4', () => {
    expect(FIRE_SHIFTS.map((r) => `${r.id}${r.shift}`).join(' ')).toBe(
      'a-3 b-2 c-1 d1 e2 f1 g2 h-1 i-2 j3 k-2 l-1 m1 n1 o-2 p-4 q1 r-2 s-2 t1 u3 v2',
    );
    expect(arrow(-3)).toBe('◀3');
    expect(arrow(2)).toBe('2▶');
  });
  it('terrain: only the single shift best for the target', () => {
    expect(netShift(['a', 'd']).net).toBe(-3);
    expect(netShift(['d', 'g']).net).toBe(1);
    const n = netShift(['g', 'd', 'j']);
    expect(n.lines.map((l) => [l.id, l.counted])).toEqual([['d', true], ['g', false], ['j', true]]);
    expect(n.net).toBe(4);
  });
  it('earthworks stack with the best terrain by default; as terrain they compete', () => {
    expect(netShift(['a', 'h']).net).toBe(-4);
    expect(netShift(['a', 'h'], { earthworks: 'terrain' }).net).toBe(-3);
    expect(netShift(['e', 'i']).net).toBe(0);
    expect(netShift(['e', 'i'], { earthworks: 'terrain' }).net).toBe(-2);
  });
  it('clamps at C on the left; past 8-9 is reported, not invented', () => {
    const c2 = FIRE_COLUMNS[2]!;
    expect(finalColumn(c2, -4)).toMatchObject({ column: { key: 'C' }, clampedLeft: 2 });
    const c89 = FIRE_COLUMNS[7]!;
    const r = finalColumn(c89, 2);
    expect(r.column).toBeUndefined();
    expect(r.beyondRight).toBe(2);
    expect(r.text).toMatch(/2 columns right of 8-9/);
    expect(finalColumn('beyond', -3).column).toBeUndefined();
  });
});

/** [name, shot, start column, net shift, final column, coloured die, stated result] */
const EXAMPLES: [string, ShotInput, string, number, string, number, string][] = [
  ['C6, line 1257: Mitrailleuse 4 SP at Extended', { side: 'french', type: 'mitrailleuse', units: [unit(4)], range: 'extended', shifts: [] }, '2', 1, '3', 7, 'MT'],
  ['C11b, line 1278: 2/Del/IG Defensive Fire at charging cavalry', { side: 'french', type: 'infantry', units: [unit(4)], range: 'effective', shifts: ['j', 'k'] }, '4', 2, '6-7', 4, 'MT+1'],
  ['C13, line 1298: KRUPP’S GUNS, Corps/III into Flavigny', { side: 'prussian', type: 'artillery', units: [unit(7)], range: 'effective', shifts: ['q', 'a'] }, '6-7', -1, '5', 8, 'MT+2'],
  ['C15, line 1306: Stulp/III artillery (6 SP) at the Verge artillery', { side: 'prussian', type: 'artillery', units: [unit(6)], range: 'effective', shifts: ['q', 'r', 'd'] }, '6-7', 1, '8-9', 1, 'NE'],
  ['C15, line 1306: Stulp/III artillery (7 SP) at the Verge artillery', { side: 'prussian', type: 'artillery', units: [unit(7)], range: 'effective', shifts: ['q', 'r', 'd'] }, '6-7', 1, '8-9', 1, 'NE'],
  ['C16, line 1308: Corps/III fires again', { side: 'prussian', type: 'artillery', units: [unit(7)], range: 'effective', shifts: ['q', 'a'] }, '6-7', -1, '5', 4, 'MT'],
  ['C17b, line 1318: BEATEN ZONE, 2/Verge/II', { side: 'french', type: 'infantry', units: [unit(4)], range: 'effective', shifts: [] }, '4', 1, '5', 7, 'MT+2'],
  ['C19, line 1328: 9/Stulp/III at Extended over the town', { side: 'prussian', type: 'infantry', units: [unit(8)], range: 'extended', shifts: ['r', 'd'] }, '4', -1, '3', 6, 'MT'],
  ['C20a, lines 1330-1332: Verge artillery, canister into Flavigny', { side: 'french', type: 'artillery', units: [unit(5)], range: 'canister', shifts: ['a'] }, '6-7', -3, '3', 4, 'NE'],
  ['C20b, line 1332: Verge-Mit into Flavigny', { side: 'french', type: 'mitrailleuse', units: [unit(4)], range: 'effective', shifts: ['a'] }, '4', -2, '2', 5, 'NE'],
  ['C20c, line 1336: 2/Verge/II with BATTLEFIELD CONDITIONS', { side: 'french', type: 'infantry', units: [unit(4)], range: 'effective', shifts: ['a', 'v'] }, '4', 0, '4', 10, 'MT+3'],
  ['C20d, line 1336: Shaken Corps/II artillery, canister', { side: 'french', type: 'artillery', units: [unit(3, 'shaken')], range: 'canister', shifts: ['a'] }, '3', -3, 'C', 10, 'MT'],
];

describe('fire examples of the example of play (notes §8.2)', () => {
  for (const [name, input, start, net, final, die, result] of EXAMPLES)
    it(name, () => {
      const s = resolveShot(input);
      expect(s.problems).toEqual([]);
      expect(s.start === 'beyond' ? 'beyond' : s.start?.key).toBe(start);
      expect(s.shift?.net).toBe(net);
      expect(s.final?.column?.key).toBe(final);
      const cell = knownCells(final).find((k) => k.roll === die);
      expect(cell?.result).toBe(result);
    });
  it('C20a: 5 SP canister is 7.5 and fires as 7; French artillery gets no 8.4 m', () => {
    const s = resolveShot(EXAMPLES[8]![1]);
    expect(s.sp.afterRange.toString()).toBe('15/2');
    expect(s.sp.final).toEqual({ kind: 'sp', sp: 7 });
    expect(s.derived).toEqual([]);
    expect(s.ammo?.change).toEqual([{ unit: 0, from: 'none', to: 'low' }]);
  });
  it('C20d: Shaken 3 is 2, canister adds the minimum 1: 3', () => {
    expect(resolveShot(EXAMPLES[11]![1]).sp.afterRange.toString()).toBe('3');
  });
  it('C11b: the doubles give 2/Del/IG Low Ammo; the items m/n come from side and type', () => {
    const s = resolveShot(EXAMPLES[1]![1]);
    expect(s.derived).toEqual(['n']);
    expect(s.ammo?.text).toBe('unit 1: no ammo marker → Low Ammo');
    expect(resolveShot(EXAMPLES[2]![1]).derived).toEqual(['m']);
    expect(resolveShot(EXAMPLES[7]![1]).derived).toEqual([]);
  });
  it('ammo markers add o / p, the worst among the firers', () => {
    const s = resolveShot({ side: 'prussian', type: 'infantry', units: [unit(2, 'none', { ammo: 'low' }), unit(1, 'none', { ammo: 'rationed' })], range: 'effective', shifts: [] });
    expect(s.derived).toEqual(['p']);
    expect(s.shift?.net).toBe(-4);
    expect(s.final?.column?.key).toBe('C');
    expect(s.final?.clampedLeft).toBe(1);
  });
  it('rejects combinations the rules forbid', () => {
    expect(resolveShot({ side: 'french', type: 'infantry', units: [unit(4)], range: 'canister', shifts: [] }).problems).toHaveLength(1);
    expect(resolveShot({ side: 'prussian', type: 'mitrailleuse', units: [unit(4)], range: 'effective', shifts: [] }).problems).toHaveLength(1);
    expect(resolveShot({ side: 'prussian', type: 'infantry', units: [unit(4)], range: 'effective', shifts: ['q', 'm'] }).problems).toHaveLength(2);
  });
});

/**
 * F1-F11 of notes §4.3: column, coloured die, result, line of our text of the example of play, and
 * the moment of the example a player finds it at (the cell's source on the page: no line numbers).
 */
const CELLS: [string, string, number, string, number, string][] = [
  ['F1', 'C', 10, 'MT', 1336, 'the Shaken Corps/II artillery in #2324 fires canister at 9/Stulp/III in Flavigny'],
  ['F2', '2', 5, 'NE', 1332, 'the Verge Mitrailleuse fires at 9/Stulp/III entering Flavigny'],
  ['F3', '3', 4, 'NE', 1332, 'the Verge artillery fires canister at 9/Stulp/III entering Flavigny'],
  ['F4', '3', 6, 'MT', 1328, '9/Stulp/III fires at #2324, two hexes'],
  ['F5', '3', 7, 'MT', 1257, 'the Verge Mitrailleuse fires at 9/Stulp/III in #2227'],
  ['F6', '4', 10, 'MT+3', 1336, '2/Verge/II fires at 9/Stulp/III in Flavigny, with BATTLEFIELD CONDITIONS'],
  ['F7', '5', 4, 'MT', 1308, 'Corps/III fires again at 1/Verge/II in Flavigny'],
  ['F8', '5', 7, 'MT+2', 1318, '2/Verge/II in #2324 fires at 10/Stulp/III in #2326'],
  ['F9', '5', 8, 'MT+2', 1298, "KRUPP'S GUNS: Corps/III fires at 1/Verge/II in Flavigny"],
  ['F10', '6-7', 4, 'MT+1', 1280, '2/Del/IG fires at the charging 15/6 in #2524'],
  ['F11', '8-9', 1, 'NE', 1306, 'Stulp/III artillery in #2027 fires at the Verge artillery in #2124'],
];

describe('fire-crt.yaml: the Fire CRT is absent; eleven cells from the example of play', () => {
  const raw = yaml('fire-crt.yaml') as { rows: Record<string, unknown>[] };
  const chart = chartSchema.parse(raw);
  for (const [id, col, roll, result, line, moment] of CELLS)
    it(`${id}: column ${col}, coloured ${roll} → ${result} (line ${line})`, () => {
      const row = chart.rows.find((r) => r.roll === roll)!;
      expect(row[col]).toEqual({ value: result, source: `Example of play: ${moment}` });
      expect(knownCells(col).find((k) => k.roll === roll)).toEqual({ roll, result, source: `Example of play: ${moment}` });
    });
  it('every other cell is unknown, rolls 1-10, columns roll + C..8-9', () => {
    expect(chart.columns.map((c) => c.key)).toEqual(['roll', 'C', '1', '2', '3', '4', '5', '6-7', '8-9']);
    expect(chart.rows.map((r) => r.roll)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(coverage(FIRE_CRT, undefined)).toEqual({ filled: 0, unknown: 80 - CELLS.length });
    expect(chart.note).toMatch(/1" column/);
  });
  it('the pattern takes the nine results of 8.5, spaces and any case allowed (issue 14), and nothing else', () => {
    for (const v of ['NE', 'MT', 'MT+1', 'MT + 2', 'MT +3', 'CH', 'CH+MT', 'CH + MT', '2CH', '2 CH', '2 CH + MT', 'ne', ' mt+1 '])
      expect(checkValue(FIRE_CRT, v), v).toBeNull();
    for (const v of ['MT+4', 'D2', '3CH', 'MT+', 'N E X']) expect(checkValue(FIRE_CRT, v), v).not.toBeNull();
    expect(normaliseCode('2 CH + MT')).toBe('2CH+MT');
    expect(normaliseCode('mt + 1')).toBe('MT+1');
  });
  it('a column with unknown cells gives only its known part; filled in, it is exact', () => {
    const part = fireColumn('5', undefined);
    expect(part.complete).toBe(false);
    expect(part.missing).toEqual([1, 2, 3, 5, 6, 9, 10]);
    const user = { '5': { '1': 'NE', '2': 'NE', '3': 'NE', '5': 'MT', '6': 'MT + 1', '9': 'CH', '10': 'CH+MT' } };
    const full = fireColumn('5', user);
    expect(full.complete).toBe(true);
    expect(full.results.map((r) => [r.result, r.rolls, r.prob.toString()])).toEqual([
      ['NE', [1, 2, 3], '3/10'],
      ['MT', [4, 5], '1/5'],
      ['MT+1', [6], '1/10'],
      ['MT+2', [7, 8], '1/5'],
      ['CH', [9], '1/10'],
      ['CH+MT', [10], '1/10'],
    ]);
  });
});

describe('8.8 ammunition problems', () => {
  it('doubles on two d10: exactly 10 of 100', () => expect(DOUBLES.toString()).toBe('1/10'));
  it('Low, then Rationed, then nothing more; the largest printed SP takes it', () => {
    expect(ammoProblem([unit(4)]).change).toEqual([{ unit: 0, from: 'none', to: 'low' }]);
    expect(ammoProblem([unit(4, 'none', { ammo: 'low' })]).change).toEqual([{ unit: 0, from: 'low', to: 'rationed' }]);
    expect(ammoProblem([unit(4, 'none', { ammo: 'rationed' })]).text).toMatch(/no further effect/);
    expect(ammoProblem([unit(3), unit(5), unit(4)]).candidates).toEqual([1]);
    expect(ammoProblem([unit(5), unit(5, 'shaken')]).candidates).toEqual([0, 1]);
    expect(ammoProblem([unit(3), unit(5)], 'owner').candidates).toEqual([0, 1]);
    expect(ammoProblem([unit(6, 'disrupted'), unit(5)], 'largest', [true, true]).candidates).toEqual([0]);
    expect(ammoProblem([unit(2, 'disrupted'), unit(1)], 'largest', [false, true]).candidates).toEqual([1]);
  });
});

describe('my chart files match the chart schema', () => {
  for (const file of ['fire-sp-adjustments.yaml', 'fire-shifts.yaml', 'fire-crt.yaml', 'morale-test.yaml', 'morale-hits.yaml', 'break-test.yaml', 'weapon-ranges.yaml'])
    it(file, () => {
      const c = chartSchema.parse(yaml(file));
      const keys = new Set(c.columns.map((x) => x.key));
      for (const row of c.rows) expect(Object.keys(row).filter((k) => !keys.has(k))).toEqual([]);
    });
  it('weapon-ranges.yaml says the table is absent and sources every cell', () => {
    const c = chartSchema.parse(yaml('weapon-ranges.yaml'));
    expect(c.source).toMatch(/^ABSENT/);
    for (const row of c.rows)
      for (const cell of Object.values(row)) expect(cell).toMatchObject({ source: expect.stringMatching(/^(Example of play: \S.*|Rule 8\.9)$/) });
  });
});
