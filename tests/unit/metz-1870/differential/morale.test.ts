/**
 * Differential test of the Morale and Break Test calculator against our own
 * reading of 3.1.2, 8.6, 9.1, 9.2 and 10.1 (ref.ts), over every state the
 * page accepts: exhaustively on the Battleworn side and by fast-check over all
 * fields together.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def from '../../../../src/games/metz-1870/calculators/morale.ts';
import { btSet, calc, canon, casualty, endBts, endDist, moraleTest, parseEnd, point, refused, summary, tableDist, tableOf } from './ref.ts';
import type { Marker, Printed } from './ref.ts';

const MARKERS = ['none', 'shaken', 'disrupted'];
const WORKS = ['none', 'hasty', 'entrenchment'];

interface In { status: string; tcrFr: number; tcrBw: number; marker: number; works: number; dusk: boolean; ch: number; mt: string; white: string; kept: boolean; spared: boolean }

function reference(i: In) {
  const P: Printed = { tcrFr: i.tcrFr, tcrBw: i.tcrBw, dusk: i.dusk, worksKept: i.kept };
  let d = point({ side: i.status === 'fresh' ? 'fresh' : 'bw', marker: i.marker as Marker, works: i.works, retreat: 0, bts: 0 });
  for (let k = 0; k < i.ch; k++) d = casualty(d, P);
  if (i.mt !== 'none') d = moraleTest(d, Number(i.mt), P, i.white === 'any' ? undefined : [Number(i.white)], i.spared);
  return { p: endDist(d), bts: endBts(d) };
}

const query = (i: In) => ({
  status: i.status, 'tcr-fr': String(i.tcrFr), 'tcr-bw': String(i.tcrBw), marker: MARKERS[i.marker]!, works: WORKS[i.works]!,
  dusk: String(i.dusk), ch: String(i.ch), mt: i.mt, white: i.white, 'works-kept': String(i.kept), 'mt-after-retreat': i.spared ? 'spared' : 'tests',
});

function compare(i: In) {
  const r = calc(def, query(i));
  const ends = tableOf(r, /^End states/);
  expect(ends, JSON.stringify(i)).toBeTruthy();
  const ours = tableDist(ends!.rows, (c) => parseEnd(c[0]!), 2);
  const { p: mine, bts } = reference(i);
  expect(ours, JSON.stringify(i)).toEqual(mine);
  const ourBts = Object.fromEntries(ends!.rows.map((row) => [parseEnd(String(row.cells[0])), btSet(String(row.cells[1]))]));
  expect(ourBts, JSON.stringify(i)).toEqual(bts);
  const broken = Object.entries(mine).filter(([k]) => k.startsWith('broken')).reduce((a, [, v]) => a + eval(v), 0);
  expect(eval(canon(summary(r, 'Broken'))), JSON.stringify(i)).toBeCloseTo(broken, 12);
}

describe('Metz morale calculator against an independent implementation', () => {
  it('every Battleworn state, hits and Morale Test (exhaustive; earthworks by fast-check below)', () => {
    let n = 0;
    for (const tcrBw of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      for (const marker of [0, 1, 2])
        for (const ch of [0, 1, 2])
          for (const mt of ['none', '0', '1', '2', '3'])
            for (const works of [0]) {
              compare({ status: 'bw', tcrFr: 8, tcrBw, marker, works, dusk: false, ch, mt, white: 'any', kept: false, spared: false });
              n++;
            }
    expect(n).toBe(450);
  });

  it('every field together (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('fresh', 'bw'), tcrFr: fc.integer({ min: 1, max: 10 }), tcrBw: fc.integer({ min: 1, max: 10 }),
          marker: fc.integer({ min: 0, max: 2 }), works: fc.integer({ min: 0, max: 2 }), dusk: fc.boolean(), ch: fc.integer({ min: 0, max: 2 }),
          mt: fc.constantFrom('none', '0', '1', '2', '3'), white: fc.constantFrom('any', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'),
          kept: fc.boolean(), spared: fc.boolean(),
        }),
        (i) => compare(i),
      ),
      { numRuns: 1500 },
    );
  });

  it('refuses what a player can type wrong, with a message', () => {
    for (const [k, v] of [['tcr-fr', '0'], ['tcr-fr', '11'], ['tcr-bw', '-1'], ['ch', '3'], ['ch', 'x'], ['mt', '4'], ['white', '0'], ['white', '11'], ['marker', 'routed'], ['status', ''], ['tcr-bw', '1e9'], ['ch', 'NaN']])
      refused(def, { [String(k)]: String(v) });
  });
});
