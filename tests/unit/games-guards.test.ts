// Exported computations of src/games check their inputs (issue 14, section 8): NaN, infinite,
// negative or fractional counts and modifiers get a RangeError naming the field.
import { describe, expect, it } from 'vitest';
import { resolve, type OutcomeSpec } from '../../src/games/death-ride/combat/common.ts';
import { checkProbability, endOfPhase } from '../../src/games/death-ride/end-of-phase.ts';
import { absorb } from '../../src/games/death-ride/casualties.ts';
import { effectOutcomes, type TargetUnit } from '../../src/games/metz-1870/morale/hits.ts';

const BAD = [NaN, Infinity, -Infinity, 1.5];
const spec = (d: number): OutcomeSpec => ({ key: d > 0 ? 'hit' : 'miss', label: d > 0 ? 'hit' : 'miss', effects: [] });
const term = (value: number) => [{ label: 'Strength', value, rule: '7.4' }];

describe('Death Ride', () => {
  it('resolve() refuses a NaN, infinite or fractional term by name (NaN used to count as 0)', () => {
    for (const v of BAD) {
      expect(() => resolve('rifle', '7.4', term(v), term(1), spec, []), `AV ${v}`).toThrow(/AV term "Strength" must be a whole number/);
      expect(() => resolve('rifle', '7.4', term(1), term(v), spec, []), `TV ${v}`).toThrow(/TV term "Strength" must be a whole number/);
    }
    expect(resolve('rifle', '7.4', term(2), term(-0), spec, []).outcomes.length).toBeGreaterThan(0);
  });
  it('the end-of-phase roll and the absorption refuse bad counts and modifiers', () => {
    for (const v of BAD) {
      expect(() => endOfPhase(v), String(v)).toThrow(/modifier must/);
      expect(() => checkProbability(v, 0), String(v)).toThrow(/impulse number must/);
      expect(() => absorb('french', v, 0, 1), String(v)).toThrow(/fresh units must/);
      expect(() => absorb('french', 1, 0, v), String(v)).toThrow(/casualty points must/);
    }
    expect(() => absorb('french', -1, 0, 1)).toThrow(/fresh units must/);
    expect(() => absorb('german', 1, -2, 1)).toThrow(/spent units must/);
  });
});

describe('Metz 1870', () => {
  const unit: TargetUnit = { status: 'fresh', tcrFresh: 8, tcrBw: 6, marker: 'none', works: 'none', duskDawn: false };
  it('effectOutcomes refuses 3 Casualty Hits, negative or fractional hits and a Morale Test modifier past +3', () => {
    expect(() => effectOutcomes(unit, { ch: 3, mt: null })).toThrow(/casualty hits must be a whole number from 0 to 2, not 3/);
    for (const ch of [...BAD, -1]) expect(() => effectOutcomes(unit, { ch, mt: null }), String(ch)).toThrow(/casualty hits/);
    for (const mt of [...BAD, -1, 4]) expect(() => effectOutcomes(unit, { ch: 0, mt }), String(mt)).toThrow(/morale test modifier/);
    expect(effectOutcomes(unit, { ch: 2, mt: 0 }).length).toBeGreaterThan(0);
  });
});
