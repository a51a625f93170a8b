import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/lib/fraction.ts';
import { chartRows } from '../../../../src/lib/charts.ts';
import overnight from '../../../../content/metz-1870/tables/overnight-turns.yaml';
import { modifiedTcr as assaultTcr, type AssaultUnit } from '../../../../src/games/metz-1870/assault/resolve.ts';
import { defaults, run, toQuery } from '../../../../src/lib/calculator.ts';
import type { CalcResult } from '../../../../src/lib/calculator.ts';
import {
  applyMoraleHits,
  breakResult,
  breakRetreat,
  breakTest,
  modifiedTcr,
  moraleHits,
  moraleTest,
  rollsText,
} from '../../../../src/games/metz-1870/morale/tests.ts';
import type { EffectOptions, TargetUnit } from '../../../../src/games/metz-1870/morale/hits.ts';
import { effectOutcomes, effectSummary } from '../../../../src/games/metz-1870/morale/hits.ts';
import morale from '../../../../src/games/metz-1870/calculators/morale.ts';

const pct = (x: Fraction) => {
  const v = x.toNumber() * 100;
  expect(Number.isInteger(Math.round(v * 1e9) / 1e9)).toBe(true);
  return Math.round(v);
};
/** "label: n/100" for every end state, as weights out of `total` */
const ends = (u: TargetUnit, ch: number, mt: number | null, o: EffectOptions = {}, white?: number, total = 100) =>
  effectOutcomes(u, { ch, mt }, o, white).map((e) => {
    expect((e.prob.n * BigInt(total)) % e.prob.d, e.label).toBe(0n);
    return `${e.label}: ${e.prob.n * BigInt(total) / e.prob.d}`;
  });
const unit = (p: Partial<TargetUnit>): TargetUnit => ({ status: 'fresh', tcrFresh: 8, tcrBw: 6, marker: 'none', works: 'none', duskDawn: false, ...p });

describe('9.1 Morale Test bands and the table of notes §4.1.7', () => {
  it('bands: −1 or less none, 0 to +3 one hit, +4 or more two', () => {
    expect([-9, -1, 0, 3, 4, 12].map(moraleHits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
  // TCR -> [MT, MT+1, MT+2, MT+3] as "none/1 MH/2 MH" in %
  const TABLE: Record<number, string[]> = {
    2: ['10/40/50', '0/40/60', '0/30/70', '0/20/80'],
    3: ['20/40/40', '10/40/50', '0/40/60', '0/30/70'],
    4: ['30/40/30', '20/40/40', '10/40/50', '0/40/60'],
    5: ['40/40/20', '30/40/30', '20/40/40', '10/40/50'],
    6: ['50/40/10', '40/40/20', '30/40/30', '20/40/40'],
    7: ['60/40/0', '50/40/10', '40/40/20', '30/40/30'],
    8: ['70/30/0', '60/40/0', '50/40/10', '40/40/20'],
    9: ['80/20/0', '70/30/0', '60/40/0', '50/40/10'],
  };
  for (const [tcr, row] of Object.entries(TABLE))
    it(`modified TCR ${tcr}`, () => {
      const got = [0, 1, 2, 3].map((m) => {
        const d = moraleTest(Number(tcr), m).byHits;
        return `${pct(d[0].prob)}/${pct(d[1].prob)}/${pct(d[2].prob)}`;
      });
      expect(got).toEqual(row);
    });
  it('modified TCR: Shaken −1, Disrupted −2, Hasty Works +1, Entrenchments +2, Dusk/Dawn −1', () => {
    expect(modifiedTcr({ tcr: 6, marker: 'disrupted', works: 'none', duskDawn: false })).toBe(4);
    expect(modifiedTcr({ tcr: 6, marker: 'shaken', works: 'entrenchment', duskDawn: true })).toBe(6);
    expect(modifiedTcr({ tcr: 2, marker: 'disrupted', works: 'none', duskDawn: true })).toBe(-1);
    expect(modifiedTcr({ tcr: 7, marker: 'none', works: 'hasty', duskDawn: false })).toBe(8);
  });
  it('the Dusk and Dawn −1 is the overnight-turns chart\'s, and the assault and bivouac checks use the same reading', () => {
    const rows = chartRows<{ turn: string; tcr: number }>(overnight, ['turn', 'tcr']);
    for (const turn of ['Dusk', 'Dawn']) {
      const chart = rows.find((r) => r.turn === turn)!.tcr;
      expect(modifiedTcr({ tcr: 5, marker: 'none', works: 'none', duskDawn: true }) - 5, turn).toBe(chart);
    }
    const unit = { id: 'x', type: 'infantry', sp: '4', tcr: 7, morale: 'disrupted', weight: null } as unknown as AssaultUnit;
    expect(assaultTcr(unit, 'n', true)).toBe(modifiedTcr({ tcr: 7, marker: 'disrupted', works: 'entrenchment', duskDawn: true }));
    expect(assaultTcr(unit, 'o', false)).toBe(modifiedTcr({ tcr: 7, marker: 'disrupted', works: 'hasty', duskDawn: false }));
  });
});

describe('9.2 Morale Hits', () => {
  it('the six cases of 9.2', () => {
    expect(applyMoraleHits('none', 1)).toEqual({ marker: 'shaken', ch: 0 });
    expect(applyMoraleHits('none', 2)).toEqual({ marker: 'disrupted', ch: 0 });
    expect(applyMoraleHits('shaken', 1)).toEqual({ marker: 'disrupted', ch: 0 });
    expect(applyMoraleHits('shaken', 2)).toEqual({ marker: 'disrupted', ch: 1 });
    expect(applyMoraleHits('disrupted', 1)).toEqual({ marker: 'disrupted', ch: 1 });
    expect(applyMoraleHits('disrupted', 2)).toEqual({ marker: 'disrupted', ch: 2 });
    expect(applyMoraleHits('shaken', 0)).toEqual({ marker: 'shaken', ch: 0 });
  });
  it('R13, 9.2 line 631: MT+2, white 4: infantry TCR 7 passes, artillery TCR 6 is Shaken', () => {
    expect(ends(unit({ tcrFresh: 7 }), 0, 2, {}, 4)).toEqual(['Fresh, no marker (unchanged): 100']);
    expect(ends(unit({ tcrFresh: 6 }), 0, 2, {}, 4)).toEqual(['Fresh, Shaken: 100']);
  });
});

describe('10.1 Break Tests and the table of notes §4.1.8', () => {
  const TABLE: Record<number, string> = {
    2: '0/10/10/80', 3: '0/20/10/70', 4: '0/30/10/60', 5: '10/30/10/50', 6: '20/30/10/40',
    7: '30/30/10/30', 8: '40/30/10/20', 9: '50/30/10/10', 10: '60/30/10/0',
  };
  for (const [T, row] of Object.entries(TABLE))
    it(`T = ${T}: Confident/Normal/Uneasy/Broken`, () => {
      const b = breakTest(Number(T));
      expect(`${pct(b.confident.prob)}/${pct(b.normal.prob)}/${pct(b.uneasy.prob)}/${pct(b.broken.prob)}`).toBe(row);
    });
  it('R14, 10.1 line 655: Shaken BW printed 6 (T 5): 6 breaks, 5 retreats 2, 3 retreats 1, 1 stays; unshaken, no retreat', () => {
    expect([6, 5, 3, 1].map((r) => breakResult(r, 5))).toEqual(['broken', 'uneasy', 'normal', 'confident']);
    expect(['uneasy', 'normal', 'confident'].map((r) => breakRetreat(r as never, 'shaken'))).toEqual([2, 1, 0]);
    expect(['uneasy', 'normal'].map((r) => breakRetreat(r as never, 'none'))).toEqual([0, 0]);
    expect(rollsText(breakTest(5).normal.rolls)).toBe('2-4');
  });
  it('C21, line 1338: Disrupted BW TCR 6 (T 4) rolls 2: Normal Pass, retreat 1', () => {
    expect(breakResult(2, 4)).toBe('normal');
    expect(breakRetreat('normal', 'disrupted')).toBe(1);
  });
});

describe('fire results on one unit, exactly (8.5, 8.6, 9.2, 10.1)', () => {
  it('C6, line 1257: MT, white 5 against TCR 8: passes', () => {
    expect(ends(unit({}), 0, 0, {}, 5)).toEqual(['Fresh, no marker (unchanged): 100']);
  });
  it('C11b, line 1280: MT+1, white 4 against cavalry TCR 7: passes', () => {
    expect(ends(unit({ tcrFresh: 7 }), 0, 1, {}, 4)).toEqual(['Fresh, no marker (unchanged): 100']);
  });
  it('C13, line 1298: MT+2, white 0 (10) against TCR 6: +6, two hits, Disrupted', () => {
    expect(ends(unit({ tcrFresh: 6, tcrBw: 4 }), 0, 2, {}, 10)).toEqual(['Fresh, Disrupted: 100']);
  });
  it('C16, line 1308: Disrupted, MT, white 9 against 4: 2 CH, flip, one Break Test against 2', () => {
    const u = unit({ tcrFresh: 6, tcrBw: 4, marker: 'disrupted' });
    expect(ends(u, 0, 0, {}, 9)).toEqual([
      'Battleworn, Disrupted, retreats 1 hex: 10',
      'Battleworn, Disrupted, retreats 2 hexes: 10',
      'Broken: removed from the map: 80',
    ]);
    // the text's roll of 2 is the Uneasy Pass, retreat 2
    expect(breakResult(2, 2)).toBe('uneasy');
  });
  it('C17b, line 1318: MT+2, white 6 against TCR 8: differential 0, Shaken', () => {
    expect(ends(unit({}), 0, 2, {}, 6)).toEqual(['Fresh, Shaken: 100']);
  });
  it('C19, line 1328: MT, white 4: TCR 6 passes; the Battleworn artillery at TCR 2 is Shaken', () => {
    expect(ends(unit({ tcrFresh: 6 }), 0, 0, {}, 4)).toEqual(['Fresh, no marker (unchanged): 100']);
    expect(ends(unit({ status: 'bw', tcrBw: 2 }), 0, 0, {}, 4)).toEqual(['Battleworn, Shaken: 100']);
  });
  it('C20c, line 1336: MT+3, white 9 against 8: +4, Disrupted', () => {
    expect(ends(unit({}), 0, 3, {}, 9)).toEqual(['Fresh, Disrupted: 100']);
  });
  it('C20d, line 1336: MT, white 9 against Disrupted 8 (6): one hit becomes a CH and flips it', () => {
    expect(ends(unit({ marker: 'disrupted' }), 0, 0, {}, 9)).toEqual(['Battleworn, Disrupted: 100']);
  });
  it('a Fresh unit taking 2 CH flips, then takes one Break Test', () => {
    const os = effectOutcomes(unit({}), { ch: 2, mt: null });
    expect(os.map((o) => [o.label, o.prob.toString(), o.breakTests])).toEqual([
      ['Battleworn, no marker', '3/5', [1]],
      ['Broken: removed from the map', '2/5', [1]],
    ]);
  });
  it('a Battleworn unit taking 2 CH takes two Break Tests: 100 pairs of dice', () => {
    expect(ends(unit({ status: 'bw' }), 2, null)).toEqual(['Battleworn, no marker (unchanged): 36', 'Broken: removed from the map: 64']);
    expect(ends(unit({ status: 'bw', marker: 'shaken' }), 2, null)).toEqual([
      'Battleworn, Shaken (unchanged): 1',
      'Battleworn, Shaken, retreats 1 hex: 6',
      'Battleworn, Shaken, retreats 2 hexes: 11',
      'Battleworn, Shaken, retreats 3 hexes: 6',
      'Battleworn, Shaken, retreats 4 hexes: 1',
      'Broken: removed from the map: 75',
    ]);
  });
  it('the first Break Test changes the second: a retreat leaves the Entrenchments (T 7 → 5)', () => {
    const u = unit({ status: 'bw', marker: 'shaken', works: 'entrenchment' });
    expect(ends(u, 2, null)).toEqual([
      'Battleworn, Shaken (unchanged): 9',
      'Battleworn, Shaken, retreats 1 hex: 12',
      'Battleworn, Shaken, retreats 2 hexes: 13',
      'Battleworn, Shaken, retreats 3 hexes: 6',
      'Battleworn, Shaken, retreats 4 hexes: 1',
      'Broken: removed from the map: 59',
    ]);
    // retreating into another entrenched hex keeps T at 7: broken 30 + 70 × 3/10
    expect(effectSummary(effectOutcomes(u, { ch: 2, mt: null }, { worksKept: true })).broken.toString()).toBe('51/100');
  });
  it('CH+MT: the Casualty Hit comes first, so the flipped unit tests with its Battleworn TCR', () => {
    // Fresh TCR 8, BW 5: flip, then MT against 5: white 1-4 pass, 5-8 Shaken, 9-10 Disrupted
    expect(ends(unit({ tcrBw: 5 }), 1, 0)).toEqual(['Battleworn, no marker: 40', 'Battleworn, Shaken: 40', 'Battleworn, Disrupted: 20']);
  });
  it('CH+MT after a retreat: tests by default, spared under the other reading', () => {
    const u = unit({ status: 'bw', tcrBw: 6, marker: 'shaken' });
    const tests = effectSummary(effectOutcomes(u, { ch: 1, mt: 0 }));
    const spared = effectSummary(effectOutcomes(u, { ch: 1, mt: 0 }, { mtAfterRetreat: 'spared' }));
    // T 5: Broken 5/10 at once; a Confident Pass (1/10) stays and tests: white 9-10 gives
    // Disrupted + CH, a Break Test at 4 that breaks on 5-10 (6/10)
    expect(spared.broken.toString()).toBe('64/125'); // 500/1000 + 12/1000
    // by default the 4/10 that retreated also test: + 48/1000
    expect(tests.broken.toString()).toBe('14/25');
  });
  it('probabilities always add up to 1', () => {
    for (const status of ['fresh', 'bw'] as const)
      for (const marker of ['none', 'shaken', 'disrupted'] as const)
        for (const works of ['none', 'hasty', 'entrenchment'] as const)
          for (const ch of [0, 1, 2])
            for (const mt of [null, 0, 3]) {
              const os = effectOutcomes(unit({ status, marker, works, tcrFresh: 7, tcrBw: 5 }), { ch, mt });
              expect(os.reduce((s, o) => s.add(o.prob), Fraction.ZERO).toString()).toBe('1');
            }
  });
});

const step = (r: CalcResult, label: string) => r.steps.find((s) => s.label === label)?.value;
const lastTable = (r: CalcResult) => r.tables[r.tables.length - 1]!.rows.map((row) => `${row.cells[0]}: ${String(row.cells[2])}`);

describe('morale calculator', () => {
  it('definition: id, unique keys, every field has rules and a group; readings name a default', () => {
    expect(morale.id).toBe('morale');
    expect(new Set(morale.fields.map((f) => f.key)).size).toBe(morale.fields.length);
    for (const f of morale.fields) {
      expect(f.rules?.length, f.key).toBeGreaterThan(0);
      expect(f.group, f.key).toBeTruthy();
      if (f.ambiguity) expect(f.ambiguity, f.key).toMatch(/Default/);
    }
  });
  it('C16 through the calculator: Disrupted Fresh TCR 6 / BW 4, MT, white 9', () => {
    const out = run(morale, { 'tcr-fr': '6', 'tcr-bw': '4', marker: 'disrupted', white: '9' });
    expect(out.errors).toEqual({});
    const r = out.result!;
    expect(step(r, 'Modified TCR now')).toBe('6 -2 Disrupted = 4');
    expect(lastTable(r)).toEqual([
      'Battleworn, Disrupted, retreats 1 hex: 1/10',
      'Battleworn, Disrupted, retreats 2 hexes: 1/10',
      'Broken: removed from the map: 4/5',
    ]);
    expect(r.tables[1]!.title).toBe('Break Test against modified TCR 2');
  });
  it('a shared link reproduces the result', () => {
    const values = { ...defaults(morale), status: 'bw', marker: 'shaken', works: 'entrenchment', ch: 2, mt: 'none' };
    const q = toQuery(morale, values);
    expect(q).toBe('?status=bw&marker=shaken&works=entrenchment&ch=2&mt=none');
    const out = run(morale, new URLSearchParams(q.slice(1)));
    expect(out.values).toEqual(values);
    expect(out.result!.summary![1]!.value.toString()).toBe('59/100');
  });
  it('bad input gives a field error and no result', () => {
    const out = run(morale, { 'tcr-bw': '11', ch: 'x' });
    expect(Object.keys(out.errors).sort()).toEqual(['ch', 'tcr-bw']);
    expect(out.result).toBeUndefined();
  });
  it('a sweep over the inputs never fails or shows NaN', () => {
    for (const status of ['fresh', 'bw'])
      for (const marker of ['none', 'shaken', 'disrupted'])
        for (const works of ['none', 'entrenchment'])
          for (const tcr of ['1', '5', '10'])
            for (const ch of ['0', '1', '2'])
              for (const mt of ['none', '0', '3'])
                for (const white of ['any', '10']) {
                  const out = run(morale, { status, marker, works, 'tcr-fr': tcr, 'tcr-bw': tcr, ch, mt, white, dusk: '1' });
                  expect(out.failure).toBeUndefined();
                  expect(JSON.stringify(out.result, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/NaN|undefined/);
                }
  });
});

describe('what the morale headline assumes: a retreat always finds room (12.8)', () => {
  const ROOM = { text: 'every retreat stays on the map and out of enemy hexes (12.8)' };
  const assumed = (q: Record<string, string>) => run(morale, q).result!.assumptions;
  it('a Shaken Battleworn unit taking a Casualty Hit may retreat after its Break Test: the Broken figure says it counts no blocked retreat', () =>
    // BW TCR 6, Shaken: modified 5; the Break Test passes Normal on 2-4 and Uneasy on 5, each a retreat (10.1)
    expect(assumed({ status: 'bw', marker: 'shaken', ch: '1', mt: 'none' })).toEqual([ROOM]));
  it('the same unit without a marker never retreats: nothing assumed', () =>
    expect(assumed({ status: 'bw', marker: 'none', ch: '1', mt: 'none' })).toEqual([]));
  it('the defaults (a Fresh unit, one Morale Test) lead to no retreat: nothing assumed', () => expect(assumed({})).toEqual([]));
  it('a white die rolled that rules the retreat out removes it', () => {
    // Fresh TCR 6 / BW 4, Disrupted: the unrolled Morale Test can bring a CH, a Break Test and a retreat
    expect(assumed({ 'tcr-fr': '6', 'tcr-bw': '4', marker: 'disrupted' })).toEqual([ROOM]);
    // white 1: 1 - 4 is no Morale Hit, so no Break Test
    expect(assumed({ 'tcr-fr': '6', 'tcr-bw': '4', marker: 'disrupted', white: '1' })).toEqual([]);
  });
});
