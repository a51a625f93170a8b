import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type CalcResult } from '../../../src/lib/calculator.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import attrition from '../../../src/games/nations-in-arms/calculators/attrition.ts';
import type { ChoiceField } from '../../../src/lib/calculator.ts';
import { attritionDrm, attritionOutcome, lineOf, owed, resultWords, type DrmInput } from '../../../src/games/nations-in-arms/attrition/check.ts';

const LINES = ['1 or less', ...Array.from({ length: 14 }, (_, i) => String(i + 2)), '16 or more'];
// a player's column (invented by this test only, never shipped): up to 7 none, 8-10 one step, 11-13 two, 14 and up 3*
const cell = (l: string) => {
  const n = l === '1 or less' ? 1 : l === '16 or more' ? 16 : Number(l);
  return n <= 7 ? '-' : n <= 10 ? '1' : n <= 13 ? '2' : '3*';
};
const mine = { yours: Object.fromEntries(LINES.map((l) => [l, cell(l)])) };

const drmBase: DrmInput = { steps: 6, demoralized: false, nationality: 'none', nationSteps: 0, conscripts: false, supplyUnit: 'no', oosForced: 'no', terrain: 'no', other: 0 };
const calc = (q: Record<string, string>, charts: Record<string, Record<string, Record<string, string>>> = {}): CalcResult => {
  const r = run(attrition, q, { charts });
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return r.result;
};
const summary = (q: Record<string, string>, charts = {}) => Object.fromEntries(calc(q, charts).summary!.map((s) => [s.label, String(s.value)]));

describe('when an attrition check is owed (7.1, 7.2)', () => {
  it('each of the four cases owes one', () => {
    for (const trigger of ['oos', 'forced', 'extended', 'final'] as const) expect(owed({ trigger, who: 'force', finalWhy: 'demoralized' }).owed).toBe(true);
  });
  it('none for moves to avoid, intercept, march to the guns or retreat; none for exempt units; none for a leader alone on a forced or extended march', () => {
    expect(owed({ trigger: 'reaction', who: 'force', finalWhy: 'oos' }).owed).toBe(false);
    expect(owed({ trigger: 'oos', who: 'exempt', finalWhy: 'oos' }).owed).toBe(false);
    expect(owed({ trigger: 'forced', who: 'leader-alone', finalWhy: 'oos' }).owed).toBe(false);
    expect(owed({ trigger: 'extended', who: 'leader-alone', finalWhy: 'oos' }).owed).toBe(false);
  });
});

describe('final attrition phase: who checks (7.2 case 4, 5.2.10)', () => {
  it('sheltered steps above the value of a fortress that is not besieged check too (seed 42)', () => {
    const o = owed({ trigger: 'final', who: 'force', finalWhy: 'sheltered' });
    expect(o.owed).toBe(true);
    expect(o.steps[0]!.text).toMatch(/sheltering[^,]*not besieged/);
    expect(o.steps[0]!.rules).toEqual(['7.2', '5.2.10', '6.2']);
    const f = attrition.fields.find((x) => x.key === 'final') as ChoiceField;
    expect(f.options).toEqual(['demoralized', 'oos', 'besieged', 'sheltered']);
    expect(summary({ trigger: 'final', final: 'sheltered', steps: '2' })['Attrition check']).not.toBe('none owed');
  });
});

describe('notes examples #42/#43 (9.1): a siege on a forced march, then a battle', () => {
  it('#43: the second activation (a forced march) owes a check, rolled before the battle that follows the sieges', () => {
    const o = owed({ trigger: 'forced', who: 'force', finalWhy: 'demoralized' });
    expect(o.owed).toBe(true);
    expect(o.steps[0]!.text).toMatch(/before its next battle/);
    expect(o.steps[0]!.rules).toContain('7.3');
  });
});

describe('attrition DRMs (7.4, 12.1)', () => {
  it('7.4 example: demoralized French force of 3 steps: +3 −1 = +2, so a roll of 10 reads line 12, the * of the example column', () => {
    const d = attritionDrm({ ...drmBase, steps: 3, demoralized: true, nationality: 'french', nationSteps: 3 });
    expect(d.known).toBe(2);
    expect(lineOf(10 + d.known)).toBe('12');
    const o = attritionOutcome('example', d.known, undefined);
    expect(o.complete).toBe(false);
    // the one known cell: 2D6 of 10 is 3 of 36
    expect(o.results).toEqual([{ result: '*', lines: ['12'], prob: new Fraction(1, 12) }]);
  });
  it('7.4 example: 5 Russian and 4 Austrian steps may use the Russian −1; 4 Russian of 9 may not', () => {
    expect(attritionDrm({ ...drmBase, steps: 9, nationality: 'russian', nationSteps: 5 }).known).toBe(-1);
    expect(() => attritionDrm({ ...drmBase, steps: 9, nationality: 'russian', nationSteps: 4 })).toThrow(/at least half/);
  });
  it('12.1: France loses its DRM after the second call of conscripts', () => {
    expect(() => attritionDrm({ ...drmBase, nationality: 'french', nationSteps: 6, conscripts: true })).toThrow(/conscripts/);
  });
  it('a DRM only the card gives is never assumed: the net stays open', () => {
    const d = attritionDrm({ ...drmBase, supplyUnit: 'unknown', demoralized: true });
    expect(d.complete).toBe(false);
    expect(d.known).toBe(3);
    expect(attritionDrm({ ...drmBase, supplyUnit: -2, demoralized: true }).known).toBe(1);
  });
  it('guards: 0 steps, more nation steps than steps, a NaN DRM or a card DRM of 10 are refused', () => {
    expect(() => attritionDrm({ ...drmBase, steps: 0 })).toThrow(RangeError);
    expect(() => attritionDrm({ ...drmBase, nationality: 'russian', nationSteps: 7 })).toThrow(RangeError);
    expect(() => attritionOutcome('yours', Number.NaN, undefined)).toThrow(RangeError);
    expect(() => attritionDrm({ ...drmBase, terrain: 10 })).toThrow(RangeError);
  });
  it('result words', () => {
    expect(resultWords('-')).toBe('no loss');
    expect(resultWords('2')).toBe('2 steps lost');
    expect(resultWords('1*')).toBe('1 step lost, and * (its meaning is on your card)');
  });
});

describe('attrition calculator', () => {
  it('with the player’s column, demoralized Russians (+3 −1 = +2): hand-computed 10/36, 16/36, 9/36, 1/36', () => {
    const s = summary({ trigger: 'forced', steps: '6', demoralized: '1', nationality: 'russian', 'nat-steps': '6' }, { attrition: mine });
    expect(s).toEqual({
      'Net DRM': '+2',
      'no loss': '5/18',
      '1 step lost': '4/9',
      '2 steps lost': '1/4',
      '3 steps lost, and * (its meaning is on your card)': '1/36',
    });
  });
  it('without the chart: the DRM, the roll and read your card', () => {
    const r = calc({ trigger: 'extended', demoralized: '1' });
    expect(String(r.summary![0]!.value)).toBe('read your card');
    expect(r.tables[0]!.caption).toMatch(/read your card/);
    expect(r.tables[0]!.rows.map((x) => x.cells[0])).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
  });
  it('a forced march out of supply asks the card’s DRM and, until given, reads "plus what your card gives"', () => {
    expect(summary({ trigger: 'forced', oos: '1' }, { attrition: mine })['Net DRM']).toBe('0 plus what your card gives');
    expect(summary({ trigger: 'forced', oos: '1', 'oos-fm': '2' }, { attrition: mine })['Net DRM']).toBe('+2');
  });
  it('the nationality DRM with too few steps is refused beside its field', () => {
    expect(run(attrition, { steps: '9', nationality: 'russian', 'nat-steps': '4' }).errors.nationality).toMatch(/at least half/);
  });
  it('no check owed: says so and asks nothing more', () => {
    expect(summary({ trigger: 'reaction' })).toEqual({ 'Attrition check': 'none owed' });
  });
  it('property: any inputs give a result without NaN; with a full column the chances add up to 1', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40), { minLength: attrition.fields.length, maxLength: attrition.fields.length }), fc.array(fc.constantFrom('-', '0', '1', '2', '3', '*', '1*'), { minLength: 16, maxLength: 16 }), (picks, cells) => {
        const q: Record<string, string> = {};
        attrition.fields.forEach((f, i) => {
          const n = picks[i]!;
          q[f.key] = f.kind === 'bool' ? (n % 2 ? '1' : '0') : f.kind === 'int' ? String(f.min + (n % (f.max - f.min + 1))) : f.options[n % f.options.length]!;
        });
        const col = Object.fromEntries(LINES.map((l, i) => [l, cells[i]!]));
        const r = run(attrition, q, { charts: { attrition: { yours: col, example: col } } });
        if (!r.result) {
          expect(Object.keys(r.errors).length).toBeGreaterThan(0);
          return;
        }
        expect(JSON.stringify(r.result, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/NaN|undefined|Infinity/);
        const t = r.result.tables[0];
        if (t && t.title.endsWith('the result')) {
          const total = t.rows.reduce((s, row) => s.add(row.cells[2] as Fraction), new Fraction(0n));
          expect(total.equals(new Fraction(1n))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('attrition calculator, the 7.4 example', () => {
  it('with no cells entered, the example column still shows its one known line: 12 gives * on 3 rolls of 36', () => {
    const r = calc({ steps: '3', mp: '5', demoralized: '1', nationality: 'french', 'nat-steps': '3', column: 'example' });
    expect(String(r.summary![0]!.value)).toBe('read your card');
    const known = r.tables.find((t) => /known so far/.test(t.title))!;
    expect(known.rows.map((x) => x.cells.map(String))).toEqual([['* (its meaning is on your card)', '12', '1/12']]);
  });
});

describe('attrition calculator, a leader alone', () => {
  it('no check on his forced or extended march; refused beside the field for the other cases', () => {
    expect(summary({ trigger: 'forced', who: 'leader-alone' })).toEqual({ 'Attrition check': 'none owed' });
    expect(run(attrition, { trigger: 'oos', who: 'leader-alone' }).errors.who).toMatch(/5\.2\.1/);
  });
});
