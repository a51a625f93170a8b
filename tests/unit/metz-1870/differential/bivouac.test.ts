/**
 * Differential test of the Bivouac calculator against our own reading of
 * 18.5 (LOC grades) and 18.6 (die modifiers, Pass/Equal/Fail, Revive, Muster,
 * Supply in that order with the TCR the unit then has, Leader Recovery).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import def from '../../../../src/games/metz-1870/calculators/bivouac.ts';
import { addTo, calc, canon, D10, dist, q, Q, refused, summary, tableDist, tableOf } from './ref.ts';
import type { Dist } from './ref.ts';

interface In {
  side: 'prussian' | 'french'; exit: string; hexrow: number; inRange: boolean; near: boolean; moved: boolean;
  status: 'FR' | 'BW'; tcrFr: number; tcrBw: number; morale: number; ammo: number; works: number; leader: boolean; leaderDrm: boolean; turn: string;
}
const MOR = ['none', 'shaken', 'disrupted'];
const AMMO = ['none', 'low', 'rationed'];
const MOR_W = ['no morale marker', 'Shaken', 'Disrupted'];
const AMMO_W = ['no ammo marker', 'Low Ammo', 'Rationed Ammo'];

/** 18.5: the LOC grade, or none. */
function loc(i: In): 'short' | 'normal' | 'extended' | 'none' {
  if (i.side === 'prussian') {
    if (['2529', '2729', '3729'].includes(i.exit)) return 'short';
    if (i.exit === '1429') return 'normal';
    if (['0125', '0128'].includes(i.exit)) return 'extended';
    return 'none';
  }
  if (i.hexrow <= 0) return 'none';
  return i.hexrow >= 33 ? 'short' : i.hexrow >= 17 ? 'normal' : 'extended';
}
/** 18.6: the net die modifier. */
function drm(i: In): number {
  const g = loc(i);
  let m = 0;
  if (!i.inRange || g === 'none') m += 1;
  if (i.near) m += 1;
  if (i.inRange && g === 'normal') m -= 1;
  if (i.inRange && g === 'short') m -= 2;
  return m;
}
type S = { side: 'FR' | 'BW' | 'X'; mor: number; ammo: number };
const tcr = (s: S, i: In) => (s.side === 'FR' ? i.tcrFr : i.tcrBw) - s.mor + i.works;
/** One roll: the chance of Pass, Equal, Fail against T with modifier m. */
function roll(T: number, m: number) {
  let pass = 0, eq = 0, fail = 0;
  for (const d of D10) {
    const n = d + m;
    if (n < T) pass++;
    else if (n === T) eq++;
    else fail++;
  }
  return { pass: q(pass, 10), eq: q(eq, 10), fail: q(fail, 10) };
}
function reference(i: In) {
  const m = drm(i);
  let cur: { s: S; p: Q }[] = [{ s: { side: i.status, mor: i.morale, ammo: i.ammo }, p: q(1) }];
  const stage = (applies: (s: S) => boolean, res: (s: S, r: 'pass' | 'eq' | 'fail') => S) => {
    const out: { s: S; p: Q }[] = [];
    for (const { s, p } of cur) {
      if (!applies(s)) {
        out.push({ s, p });
        continue;
      }
      const r = roll(tcr(s, i), m);
      for (const k of ['pass', 'eq', 'fail'] as const) if (r[k].n) out.push({ s: res(s, k), p: p.mul(r[k]) });
    }
    cur = out;
  };
  if (!i.moved) {
    stage((s) => s.mor > 0, (s, r) => ({ ...s, mor: r === 'pass' ? 0 : r === 'eq' ? s.mor - 1 : s.mor }));
    stage((s) => s.side === 'BW', (s, r) => (r === 'pass' ? { ...s, side: 'FR' } : r === 'eq' ? s : { side: 'X', mor: 0, ammo: 0 }));
    stage((s) => s.side !== 'X' && s.ammo > 0, (s, r) => ({ ...s, ammo: r === 'pass' ? 0 : r === 'eq' ? s.ammo - 1 : s.ammo }));
  }
  const d: Dist = new Map();
  for (const { s, p } of cur) addTo(d, s.side === 'X' ? 'Broken' : `${s.side === 'FR' ? 'Fresh' : 'Battleworn'}, ${MOR_W[s.mor]}, ${AMMO_W[s.ammo]}`, p);
  let leader = 0;
  // A net roll of 5 or less (a modifier that helps never turns a 1 into a failure).
  for (const x of D10) if ((i.leaderDrm ? x + m : x) <= 5) leader++;
  return { m, first: roll(tcr({ side: i.status, mor: i.morale, ammo: i.ammo }, i), m), after: dist(d), leader: q(leader, 10), loc: loc(i) };
}

const query = (i: In) => ({
  turn: i.turn, side: i.side, exit: i.exit, hexrow: String(i.hexrow), 'in-range': String(i.inRange), 'near-enemy': String(i.near), moved: String(i.moved),
  status: i.status, 'tcr-fr': String(i.tcrFr), 'tcr-bw': String(i.tcrBw), morale: MOR[i.morale]!, ammo: AMMO[i.ammo]!, works: String(i.works),
  leader: String(i.leader), 'leader-drm': i.leaderDrm ? 'drm' : 'plain',
});

function compare(i: In) {
  const r = calc(def, query(i));
  const ref = reference(i);
  const tag = JSON.stringify(i);
  expect(String(summary(r, 'LOC grade')), tag).toMatch(ref.loc === 'none' ? /no LOC/ : new RegExp(ref.loc));
  expect(Number(String(summary(r, 'Die modifier')).replace('+', '')), tag).toBe(ref.m);
  const one = tableOf(r, /^One Bivouac roll/)!;
  expect(tableDist(one.rows, (c) => c[0]!, 1), tag).toEqual(dist(new Map([['Pass', ref.first.pass], ['Equal', ref.first.eq], ['Fail', ref.first.fail]])));
  const rolls = !i.moved && (i.morale > 0 || i.status === 'BW' || i.ammo > 0);
  const after = tableOf(r, /^After Revive/);
  if (rolls) {
    expect(after, tag).toBeTruthy();
    expect(tableDist(after!.rows, (c) => (c[0]!.startsWith('Broken') ? 'Broken' : c[0]!), 1), tag).toEqual(ref.after);
  } else if (after) expect(tableDist(after.rows, (c) => (c[0]!.startsWith('Broken') ? 'Broken' : c[0]!), 1), tag).toEqual(ref.after);
  const lead = tableOf(r, /^Leader Recovery/);
  if (i.leader) {
    expect(lead, tag).toBeTruthy();
    expect(canon(lead!.rows[0]!.cells[1]), tag).toBe(ref.leader.toString());
  }
}

const arb = fc.record({
  side: fc.constantFrom('prussian' as const, 'french' as const), exit: fc.constantFrom('none', '1429', '2529', '2729', '3729', '0125', '0128'),
  hexrow: fc.integer({ min: 0, max: 52 }), inRange: fc.boolean(), near: fc.boolean(), moved: fc.boolean(), status: fc.constantFrom('FR' as const, 'BW' as const),
  tcrFr: fc.integer({ min: 1, max: 10 }), tcrBw: fc.integer({ min: 1, max: 10 }), morale: fc.integer({ min: 0, max: 2 }), ammo: fc.integer({ min: 0, max: 2 }),
  works: fc.integer({ min: 0, max: 2 }), leader: fc.boolean(), leaderDrm: fc.boolean(), turn: fc.constantFrom('Evening', 'Deep Night'),
});

describe('Metz bivouac calculator against an independent implementation', () => {
  it('every LOC and modifier, with every marker on a Battleworn unit (exhaustive)', () => {
    let n = 0;
    for (const exit of ['none', '1429', '2529', '0125'])
      for (const inRange of [true, false])
        for (const near of [true, false])
          for (const morale of [0, 1, 2])
            for (const ammo of [0, 1, 2])
              for (const tcrBw of [2, 5, 9]) {
                compare({ side: 'prussian', exit, hexrow: 0, inRange, near, moved: false, status: 'BW', tcrFr: 8, tcrBw, morale, ammo, works: 0, leader: true, leaderDrm: n % 2 === 0, turn: 'Evening' });
                n++;
              }
    for (const hexrow of [0, 1, 16, 17, 32, 33, 52]) compare({ side: 'french', exit: 'none', hexrow, inRange: true, near: false, moved: false, status: 'BW', tcrFr: 7, tcrBw: 5, morale: 1, ammo: 1, works: 1, leader: false, leaderDrm: false, turn: 'Deep Night' });
    expect(n).toBe(432);
  });
  it('every field together (fast-check)', () => {
    fc.assert(fc.property(arb, (i) => compare(i)), { numRuns: 1500 });
  });
  it('refuses bad input with a message', () => {
    for (const [k, v] of [['tcr-fr', '0'], ['tcr-bw', '11'], ['works', '3'], ['exit', '9999'], ['status', 'broken'], ['morale', 'x'], ['turn', 'Dawn']])
      refused(def, { [String(k)]: String(v) });
    for (const v of ['-1', '53', '2.5', 'x']) refused(def, { side: 'french', hexrow: v });
  });
});
