import { describe, expect, it } from 'vitest';
import { endChance, initiative, ipDistribution, tieChance, tieOn } from '../../../../src/games/on-to-paris/command/initiative.ts';
import { countedTie, KNOWN_BOXES, pgsCancel, tieCounts, type TrackBox } from '../../../../src/games/on-to-paris/command/command-table.ts';

describe('8.5 initiative', () => {
  it('example 8.5.2: French 15, Prussian 8: French Initiative, 7 IPs each', () => expect(initiative(15, 8)).toEqual({ kind: 'initiative', player: 'French', ip: 7 }));
  it('example 8.5.6: French 10, Prussian 16: Prussian, 6 IPs', () => expect(initiative(10, 16)).toEqual({ kind: 'initiative', player: 'Prussian', ip: 6 }));
  it('example 8.2: both 8: a tie', () => expect(initiative(8, 8)).toEqual({ kind: 'tie', total: 8 }));
  it('refuses a total 3D6 cannot make', () => {
    expect(() => initiative(2, 8)).toThrow(RangeError);
    expect(() => initiative(8.5, 8)).toThrow(RangeError);
  });
  it('P(tie) = sum of squares of the 3D6 counts = 4332/46656', () => expect(tieChance().equals(tieOn(() => true))).toBe(true));
  it('P(tie) hand value', () => expect(tieChance().toString()).toBe('361/3888')); // 4332/46656 reduced
  // by hand: 2 x sum of c(t)c(t+1) over the 3D6 counts 1,3,6,10,15,21,25,27,27,25,21,15,10,6,3,1 = 2 x 4221
  it('IP 1 in 8,442 of 46,656 pairs (18.1%)', () => expect(ipDistribution.weights.get(1)).toBe(8442n));
  it('IP 0 (a tie) in 4,332', () => expect(ipDistribution.weights.get(0)).toBe(4332n));
});

const five: TrackBox[] = [...KNOWN_BOXES, { totals: null }, { totals: 'any' }];
describe('8.6-8.7 the Command Table Use track', () => {
  it('ties are ignored before two Segments unless both players are exhausted (errata L5)', () => {
    expect(tieCounts(1, false)).toBe(false);
    expect(tieCounts(1, true)).toBe(true);
    expect(tieCounts(2, false)).toBe(true);
  });
  it('box 1 "--": a counted tie moves the marker to box 2', () => expect(countedTie(five, 1, 9)).toMatchObject({ endsPhase: false, box: 2, penalties: 0 }));
  it('box 2 lists 11: a tie on 11 ends the phase; on 9 moves on to box 3', () => {
    expect(countedTie(five, 2, 11).endsPhase).toBe(true);
    expect(countedTie(five, 2, 9)).toMatchObject({ endsPhase: false, box: 3 });
  });
  it('box 3 lists 5, 11 and 16', () => expect([4, 5, 11, 16].map((t) => countedTie(five, 3, t).endsPhase)).toEqual([false, true, true, true]));
  it('entering the second-to-last box costs a penalty', () => expect(countedTie(five, 3, 9)).toMatchObject({ box: 4, penalties: 1 }));
  it('an unknown box says so instead of guessing', () => expect(countedTie(five, 4, 9).unknown).toBe(true));
  it('errata H3: a tie in the last box ends the phase and costs a penalty', () => expect(countedTie(five, 5, 12)).toMatchObject({ endsPhase: true, penalties: 1 }));
  it('errata M1: a phase-ending tie from the second-to-last box costs the penalty by default, not under the other reading', () => {
    const known: TrackBox[] = [...KNOWN_BOXES, { totals: [9] }, { totals: 'any' }];
    expect(countedTie(known, 4, 9, 'every-tie').penalties).toBe(1);
    expect(countedTie(known, 4, 9, 'entering-only').penalties).toBe(0);
  });
  it('8.8 General Staff: cancelling in the last box keeps the marker there (the tie was already charged)', () => {
    expect(pgsCancel(five, 5)).toEqual({ box: 5, penalties: 0 });
    expect(pgsCancel(five, 2)).toEqual({ box: 3, penalties: 0 });
    expect(pgsCancel(five, 3)).toEqual({ box: 4, penalties: 1 });
  });
  it('notes 7.1: ending chance from box 2 (tie on 11) 729/46656, from box 3 801/46656', () => {
    expect(endChance(five, 2)!.equals(tieOn((t) => t === 11))).toBe(true);
    expect(endChance(five, 2)!.toString()).toBe('1/64'); // 729/46656
    expect(endChance(five, 3)!.toString()).toBe('89/5184'); // 801/46656
    expect(endChance(five, 4)).toBeNull();
  });
});
