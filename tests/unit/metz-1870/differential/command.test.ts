/**
 * Differential test of the command calculator against our own reading of 3.5.3,
 * 6.4 (Leader Casualty, Fortunes of War), 7.3 (Command Range costs), 7.5/14.3
 * (the thirteen Out of Command markers drawn without replacement, Withdraw and
 * Advance read as Frozen and Cautious with no enemy within four hexes).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def from '../../../../src/games/metz-1870/calculators/command.ts';
import { calc, canon, q, Q, refused, summary, tableOf } from './ref.ts';
import { checkDefinition } from '../calc-helpers.ts';

const PILE: [string, number][] = [['Withdraw', 1], ['Frozen', 3], ['Cautious', 4], ['Maneuver', 4], ['Advance', 1]];
interface In { cr: number; leader: boolean; overrun: boolean; road: number; forest: number; other: number; roadForest?: number; roadForestAs?: 'road' | 'forest'; draws: number; out: number[]; enemy4: boolean; fow: number }

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
const half = (x: Q) => (x.d === 1n ? `${x.n}` : x.d === 2n ? `${x.n === 1n ? '' : (x.n - 1n) / 2n}½` : x.toString());

function reference(i: In) {
  const cr = i.overrun ? 0 : Math.max(0, i.cr - (i.leader ? 1 : 0));
  // 7.3: a Forest road hex entered from a connected road is both a ½ road hex and a 2 Forest hex: the reading decides.
  const rf = i.roadForest ?? 0;
  const asRoad = i.roadForestAs !== 'forest';
  const cost = q(i.road + (asRoad ? rf : 0), 2).add(q(2 * (i.forest + (asRoad ? 0 : rf)) + i.other));
  const inRange = Number(cost.n) <= cr * Number(cost.d);
  const left = PILE.map(([name, n], k) => [name, n - i.out[k]!] as [string, number]);
  const N = left.reduce((a, [, n]) => a + n, 0);
  const rows = left.map(([name, K]) => {
    const dist = Array.from({ length: i.draws + 1 }, (_, k) => (k > K ? null : new Q(choose(K, k) * choose(N - K, i.draws - k), choose(N, i.draws))));
    return { name, K, first: q(K, N), dist, expected: q(i.draws * K, N) };
  });
  const effect: Record<string, Q> = {};
  for (const [name, K] of left) {
    const as = i.enemy4 ? name : name === 'Withdraw' ? 'Frozen' : name === 'Advance' ? 'Cautious' : name;
    effect[as] = (effect[as] ?? q(0)).add(q(K, N));
  }
  return { cr, cost, inRange, N, rows, effect };
}
const query = (i: In) => ({
  cr: String(i.cr), leader: String(i.leader), overrun: String(i.overrun), road: String(i.road), forest: String(i.forest), other: String(i.other), draws: String(i.draws),
  'out-withdraw': String(i.out[0]), 'out-frozen': String(i.out[1]), 'out-cautious': String(i.out[2]), 'out-maneuver': String(i.out[3]), 'out-advance': String(i.out[4]),
  enemy4: String(i.enemy4), fow: String(i.fow), 'road-forest': String(i.roadForest ?? 0), 'road-forest-reading': i.roadForestAs ?? 'road',
});

function compare(i: In) {
  const tag = JSON.stringify(i);
  const r = calc(def, query(i));
  const ref = reference(i);
  expect(String(summary(r, 'Command Range path cost')), tag).toBe(`${half(ref.cost)} of ${ref.cr}`);
  expect(String(summary(r, 'Within Command Range')), tag).toBe(ref.inRange ? 'yes' : 'no');
  expect(String(summary(r, 'Markers left in the pile')), tag).toBe(String(ref.N));
  const t = tableOf(r, /^Out of Command markers/)!;
  expect(t.title, tag).toBe(`Out of Command markers: ${i.draws} drawn from the ${ref.N} in the pile`);
  const maxK = Math.max(...t.columns.map((c) => Number(/^(\d+) of/.exec(c.label)?.[1] ?? -1)));
  for (const row of ref.rows) {
    const got = t.rows.find((x) => x.cells[0] === row.name);
    if (row.K === 0 && !got) continue;
    expect(got, `${tag} ${row.name}`).toBeTruthy();
    const cells = got!.cells.map(canon);
    expect(cells[1], tag).toBe(String(row.K));
    expect(cells[2], tag).toBe(row.first.toString());
    for (let k = 0; k <= maxK; k++) {
      const want = row.dist[k];
      expect(cells[3 + k], `${tag} ${row.name} ${k}`).toBe(want === null || want === undefined ? '—' : want.toString());
    }
    expect(cells[cells.length - 1], tag).toBe(row.expected.toString());
  }
  const eff = tableOf(r, /^What the next marker/)!;
  const got = Object.fromEntries(eff.rows.map((x) => [String(x.cells[0]), canon(x.cells[1])]).filter(([, p]) => p !== '0'));
  const want = Object.fromEntries(Object.entries(ref.effect).filter(([, v]) => v.n !== 0n).map(([k, v]) => [k, v.toString()]));
  expect(got, tag).toEqual(want);
  if (i.fow > 0) {
    const label = i.fow === 10 ? 'Lull in the Battle' : i.fow === 1 ? 'Wayward French Unit' : i.fow === 2 ? 'Wayward Prussian Unit' : i.fow <= 5 ? 'Degrade the Next Chit' : i.fow <= 8 ? 'Enhance the Next Chit' : 'Leader Casualty';
    expect(String(summary(r, `Fortunes of War roll ${i.fow === 10 ? 0 : i.fow}`) ?? summary(r, `Fortunes of War roll ${i.fow}`)), tag).toBe(label);
  }
}

const arb = fc
  .record({
    cr: fc.integer({ min: 0, max: 6 }), leader: fc.boolean(), overrun: fc.constantFrom(false, false, true), road: fc.integer({ min: 0, max: 24 }), forest: fc.integer({ min: 0, max: 12 }),
    other: fc.integer({ min: 0, max: 24 }), draws: fc.integer({ min: 1, max: 13 }), out: fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 1 })),
    enemy4: fc.boolean(), fow: fc.integer({ min: 0, max: 10 }), roadForest: fc.constantFrom(0, 0, 1, 2, 12), roadForestAs: fc.constantFrom('road' as const, 'forest' as const),
  })
  .filter((i) => i.out.reduce((a, b) => a + b, 0) < 13)
  .map((i) => ({ ...i, draws: Math.min(i.draws, 13 - i.out.reduce((a, b) => a + b, 0)) }));

describe('Metz command calculator against an independent implementation', () => {
  it('fields cite outline rules; the reading states its default', () => checkDefinition(def));
  it('every Command Rating, Leader Casualty and Overrun against short paths (exhaustive)', () => {
    let n = 0;
    for (let cr = 0; cr <= 6; cr++)
      for (const leader of [false, true])
        for (const overrun of [false, true])
          for (const road of [0, 1, 3])
            for (const forest of [0, 2])
              for (const other of [0, 1, 3]) {
                compare({ cr, leader, overrun, road, forest, other, draws: 1 + (n % 13), out: [0, 0, 0, 0, 0], enemy4: n % 2 === 0, fow: n % 11 });
                n++;
              }
    expect(n).toBe(504);
  });
  it('every field together (fast-check)', () => {
    fc.assert(fc.property(arb, (i) => compare(i)), { numRuns: 1000 });
  });
  it('a Forest road hex entered from a road, both readings (7.3)', () => {
    for (const roadForestAs of ['road', 'forest'] as const)
      for (const roadForest of [1, 2, 3])
        for (let cr = 0; cr <= 6; cr++) compare({ cr, leader: false, overrun: false, road: 1, forest: 0, other: 1, roadForest, roadForestAs, draws: 1, out: [0, 0, 0, 0, 0], enemy4: true, fow: 0 });
    // An HQ of rating 1 reaches two connected road hexes (the 7.3 example), forest or not under the default.
    expect(String(summary(calc(def, { cr: '1', road: '1', other: '0', 'road-forest': '1' }), 'Within Command Range'))).toBe('yes');
    expect(String(summary(calc(def, { cr: '1', road: '1', other: '0', 'road-forest': '1', 'road-forest-reading': 'forest' }), 'Within Command Range'))).toBe('no');
  });
  it('refuses bad input with a message', () => {
    for (const [k, v] of [['cr', '7'], ['cr', '-1'], ['road', '25'], ['forest', '13'], ['draws', '0'], ['draws', '14'], ['out-frozen', '4'], ['fow', '11'], ['other', '1.5'], ['road-forest', '13'], ['road-forest', '-1']])
      refused(def, { [String(k)]: String(v) });
    refused(def, { draws: '13', 'out-frozen': '1' });
    refused(def, { 'out-withdraw': '1', 'out-frozen': '3', 'out-cautious': '4', 'out-maneuver': '4', 'out-advance': '1' });
  });
});
