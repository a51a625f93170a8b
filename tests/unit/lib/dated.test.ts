import { describe, expect, it } from 'vitest';
import { datedNotes, isOpen } from '../../../src/lib/dated.ts';

describe('dated rules', () => {
  it('opens a window from its first to its last turn, inclusive', () => {
    const d = { note: 'x', from: 13, to: 17 };
    expect([12, 13, 17, 18].map((t) => isOpen(d, t))).toEqual([false, true, true, false]);
    expect(isOpen({ note: 'open-ended' }, 99)).toBe(true);
    expect(isOpen({ note: 'x', from: 3 }, 3.5)).toBe(false);
  });
  it('every n-th turn counts from the first: every third game turn, even years', () => {
    const inter = { note: 'inter', from: 3, every: 3 };
    expect([1, 2, 3, 4, 6, 9, 10, 30].filter((t) => isOpen(inter, t))).toEqual([3, 6, 9, 30]);
  });
  it('lists the notes open on a turn at a step, in the list’s order', () => {
    const list = [
      { note: 'a', to: 2, steps: ['move'] },
      { note: 'b', from: 2 },
      { note: 'c', from: 2, steps: ['attack'] },
    ];
    expect(datedNotes(list, 2, 'move')).toEqual(['a', 'b']);
    expect(datedNotes(list, 3, 'attack')).toEqual(['b', 'c']);
    expect(datedNotes(list, 1, 'attack')).toEqual([]);
  });
  it('a rule with a state condition shows only while its flag is set, or unset with "!"', () => {
    const list = [
      { note: 'during', when: 'plans' },
      { note: 'after', when: '!plans' },
      { note: 'always' },
    ];
    expect(datedNotes(list, 1, 'x', { plans: true })).toEqual(['during', 'always']);
    expect(datedNotes(list, 1, 'x', { plans: false })).toEqual(['after', 'always']);
    expect(datedNotes(list, 1, 'x')).toEqual(['after', 'always']);
  });
});
