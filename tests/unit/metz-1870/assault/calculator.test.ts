import { describe, expect, it } from 'vitest';
import assault from '../../../../src/games/metz-1870/calculators/assault.ts';
import { rowsOf } from '../../../../src/games/metz-1870/assault/resolve.ts';
import { defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { CalcResult, ChoiceField, Values } from '../../../../src/lib/calculator.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';

const OUTLINE = new Set(['2.3', '3.1.2', '3.1.3', '3.2', '11.6', '11.6.1', '11.7', '12.1', '12.2', '12.4', '12.5', '12.6', '12.7', '12.7.1', '12.7.2', '12.7.3', '18.1', '18.4']);
const summary = (r: CalcResult, label: string) => r.summary?.find((x) => x.label === label)?.value;
const table = (r: CalcResult, title: RegExp) => r.tables.find((t) => title.test(t.title));

// C11c (line 1282): Light cavalry 2 (TCR 7) charges infantry 4 (TCR 8); roll 9
const C11C = { 'l1-sp': '2', 'l1-type': 'cavalry', 'l1-charge': 'light', 'l1-tcr': '7', 'd1-sp': '4', 'd1-tcr': '8', roll: '9' };
// C21 (line 1338): Disrupted 4 (TCR 6) from a Stream, Prussian infantry, against infantry 4 (TCR 6) + Shaken artillery 3 (TCR 2)
const C21 = {
  'l1-sp': '4', 'l1-morale': 'disrupted', 'l1-tcr': '6', 'd1-sp': '4', 'd1-tcr': '6',
  'd2-sp': '3', 'd2-type': 'artillery', 'd2-morale': 'shaken', 'd2-tcr': '2', 's-b': '1', 's-d': '1', roll: '9',
};

describe('assault calculator definition', () => {
  it('id, chart, unique keys, outline rule ids, readings with a default', () => {
    expect(assault.id).toBe('assault');
    expect(assault.charts?.map((c) => c.id)).toEqual(['assault-crt']);
    expect(new Set(assault.fields.map((f) => f.key)).size).toBe(assault.fields.length);
    for (const r of [...assault.rules!, ...assault.fields.flatMap((f) => f.rules ?? [])]) expect(OUTLINE.has(r), r).toBe(true);
    for (const f of assault.fields.filter((x) => x.group === 'Readings')) expect(f.ambiguity, f.key).toMatch(/Default/);
  });
  it('shift fields are generated from assault-shifts.yaml', () => {
    for (const g of ['attacker', 'lead-terrain', 'events', 'defender-terrain'] as const)
      for (const r of rowsOf(g)) expect(assault.fields.find((f) => f.key === `s-${r.id}`)?.label).toContain(`(${r.shift > 0 ? '+' : ''}${r.shift})`);
    const slope = assault.fields.find((f) => f.key === 'slope') as ChoiceField;
    expect(slope.options).toEqual(['none', 'f', 'g']);
    const works = assault.fields.find((f) => f.key === 'works') as ChoiceField;
    expect(works.options).toEqual(['none', 'n', 'o']);
  });
});

describe('worked examples through run()', () => {
  it('C11c, line 1282: column -2, roll 9 = D2 from the example, and the Loss Point options of D2 on one unit', () => {
    const r = run(assault, C11C).result!;
    expect([summary(r, 'Assault Differential'), summary(r, 'Odds'), summary(r, 'ACRT column'), summary(r, 'Roll 9')]).toEqual(['-1', '3:4 (0)', '-2', 'D2']);
    const col = table(r, /ACRT column -2/)!;
    expect(col.rows[0]!.cells.slice(0, 3)).toEqual(['D2', '9', 'rulebook example']);
    expect(col.rows[0]!.emphasis).toBe(true);
    expect(col.rows[1]!.cells[0]).toMatch(/read your card/);
    expect(table(r, /Defender applies 2 Loss Points/)!.rows).toHaveLength(6);
    expect(r.notes!.join(' ')).toMatch(/3:4 fall between 1:2 and 3:2/);
  });
  it('C21, line 1338: column -7 by default (the example prints -5 and omits the 2:5 odds shift)', () => {
    const r = run(assault, C21).result!;
    expect([summary(r, 'Assault Differential'), summary(r, 'Odds'), summary(r, 'Net shift'), summary(r, 'ACRT column'), summary(r, 'Roll 9')]).toEqual(['-3', '2:5 (-2)', '-4', '-7', 'read your card']);
    expect(r.notes!.join(' ')).toMatch(/outside the columns -5 to \+5/);
  });
  it('C21, line 1338, with odds only for Support hexes: column -5, roll 9 = A1/D1, the attacker\'s options', () => {
    const r = run(assault, { ...C21, 'odds-scope': 'support-only' }).result!;
    expect([summary(r, 'ACRT column'), summary(r, 'Roll 9')]).toEqual(['-5', 'A1/D1']);
    const lp = table(r, /Attacker applies 1 Loss Point/)!;
    expect(lp.rows.map((x) => x.cells[0])).toEqual(['retreat 1 hex', '1 Morale Hit; the winner then takes 1 Loss Point', '1 Casualty Hit; the winner then takes 1 Loss Point']);
  });
  it('C21 with the attacker gap reading: column -6', () => {
    expect(summary(run(assault, { ...C21, 'odds-gaps': 'attacker' }).result!, 'ACRT column')).toBe('-6');
  });
  it('Tough Fight table for C11c: 14/25, 7/50, 6/25, 3/50', () => {
    const t = table(run(assault, C11C).result!, /Tough Fight/)!;
    expect(t.rows.map((x) => String(x.cells[3]))).toEqual(['14/25', '7/50', '6/25', '3/50']);
  });
});

describe("the player's own ACRT cells (ctx.charts)", () => {
  it('a whole column entered gives the exact distribution; the example cell stays', () => {
    const cells = { '-2': { '1': 'A2', '2': 'A1', '3': 'A1', '4': 'A1', '5': 'TF', '6': 'D1', '7': 'D1', '8': 'D1', '10': 'D2 or TF', '9': 'A3' } };
    const r = run(assault, C11C, { charts: { 'assault-crt': cells } }).result!;
    const col = table(r, /ACRT column -2/)!;
    expect(col.caption).toMatch(/exact/);
    expect(col.rows.map((x) => [x.cells[0], String(x.cells[3])])).toEqual([['A2', '1/10'], ['A1', '3/10'], ['TF', '1/10'], ['D1', '3/10'], ['D2', '1/10'], ['D2 or TF', '1/10']]);
    const sum = col.rows.reduce((a, x) => a.add(x.cells[3] as Fraction), Fraction.ZERO);
    expect(sum.toString()).toBe('1');
  });
  it('an entered cell answers the roll and drives the Loss Point table', () => {
    const r = run(assault, { ...C11C, roll: '3' }, { charts: { 'assault-crt': { '-2': { '3': 'A1*' } } } }).result!;
    expect(summary(r, 'Roll 3')).toBe('A1*');
    expect(table(r, /Attacker applies 1 Loss Point/)!.rows.map((x) => x.cells[0])).toEqual(['1 Casualty Hit']);
  });
  it('a split result asks for the second roll', () => {
    const r = run(assault, { ...C11C, roll: '10' }, { charts: { 'assault-crt': { '-2': { '10': 'D2 or TF' } } } }).result!;
    expect(r.notes!.join(' ')).toMatch(/split result/);
  });
  it('manual Loss Points when the roll is not known', () => {
    const r = run(assault, { ...C11C, roll: '0', 'lp-n': '2', 'lp-units': '2', 'lp-side': 'D' }).result!;
    expect(table(r, /Defender applies 2 Loss Points \(the fields\)/)!.rows).toHaveLength(10);
  });
});

describe('links, errors and a sweep', () => {
  it('a shared link reproduces the result', () => {
    const values: Values = { ...defaults(assault), 'l1-sp': '2', 'l1-type': 'cavalry', 'l1-charge': 'light', 'd1-sp': '4', 'd1-tcr': 8, roll: 9 };
    const q = toQuery(assault, values);
    expect(q).toBe('?l1-sp=2&l1-type=cavalry&l1-charge=light&d1-tcr=8&roll=9');
    const r = run(assault, new URLSearchParams(q.slice(1)));
    expect(r.values).toEqual(values);
    expect(summary(r.result!, 'Roll 9')).toBe('D2');
  });
  it('bad input gives a field error and no result', () => {
    expect(run(assault, { 'l1-sp': 'x' })).toMatchObject({ errors: { 'l1-sp': expect.any(String) } });
    expect(run(assault, { 'l1-sp': 'x' }).result).toBeUndefined();
    expect(run(assault, { support: '3' }).errors).toHaveProperty('support');
    expect(run(assault, { hexes: '2' }).errors).toHaveProperty('hexes');
    const dead = run(assault, { 'l1-sp': '2', 'l1-morale': 'disrupted' });
    expect([dead.errors['l1-sp'], dead.result]).toEqual([expect.stringMatching(/No Lead-hex unit can attack/), undefined]);
    expect(run(assault, { roll: '11' }).errors).toHaveProperty('roll');
  });
  it('a sweep over in-range inputs never throws or yields NaN', () => {
    let n = 0;
    for (const l1 of ['C', '1', '3', '9'])
      for (const d1 of ['C', '2', '6'])
        for (const d2 of ['-', '3'])
          for (const type of ['infantry', 'cavalry', 'artillery'])
            for (const morale of ['none', 'disrupted'])
              for (const hexes of ['1', '3']) {
                const q = {
                  'l1-sp': l1, 'l1-type': 'cavalry', 'l1-charge': 'medium', 'd1-sp': d1, 'd1-type': type, 'd2-sp': d2, 'd2-type': 'artillery', 'd1-morale': morale,
                  hexes, support: hexes === '1' ? '0' : '5', 'support-half': '1', 'ad-round': 'floor', roll: '9', 's-p': '1', works: 'n', dusk: '1',
                };
                const out = run(assault, q);
                expect(out.failure, JSON.stringify(q)).toBeUndefined();
                if (!out.result) continue;
                n++;
                expect(JSON.stringify(out.result.summary)).not.toMatch(/NaN|undefined/);
                for (const t of out.result.tables) for (const row of t.rows) for (const c of row.cells) expect(String(c)).not.toMatch(/NaN/);
              }
    expect(n).toBeGreaterThan(100);
  });
});
