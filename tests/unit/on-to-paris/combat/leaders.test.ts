// Leader status checks after a combat: 5.6 (French Imperial Command replacement) and 5.5.1 (Prussian Recall), counted by hand.
import { describe, expect, it } from 'vitest';
import { imperialCommandRolls, subjectToRecall } from '../../../../src/games/on-to-paris/combat/leaders.ts';

const base = { beforeFall: true, becameDemoralized: false, frenchLost: 0, prussianLost: 0, unconfirmed: 1 };

describe('5.6 French Imperial Command replacement', () => {
  it('is owed when the French lose more Infantry SPs than they inflict', () => {
    expect(imperialCommandRolls({ ...base, frenchLost: 3, prussianLost: 2 })).toBe(1);
  });
  it('is not owed on equal losses (only more, unlike the Prussian test)', () => {
    expect(imperialCommandRolls({ ...base, frenchLost: 2, prussianLost: 2 })).toBe(0);
    expect(imperialCommandRolls({ ...base, frenchLost: 1, prussianLost: 4 })).toBe(0);
  });
  it('is owed when a French Army or its Attached Corps became Demoralized, whatever the losses', () => {
    expect(imperialCommandRolls({ ...base, becameDemoralized: true, frenchLost: 0, prussianLost: 5 })).toBe(1);
  });
  it('one roll per unconfirmed Army leader, once even if both conditions hold', () => {
    expect(imperialCommandRolls({ ...base, becameDemoralized: true, frenchLost: 4, prussianLost: 1, unconfirmed: 2 })).toBe(2);
    expect(imperialCommandRolls({ ...base, becameDemoralized: true, frenchLost: 4, prussianLost: 1, unconfirmed: 0 })).toBe(0);
  });
  it('never after the Fall of the Empire', () => {
    expect(imperialCommandRolls({ ...base, beforeFall: false, becameDemoralized: true, frenchLost: 6, prussianLost: 0 })).toBe(0);
  });
  it('refuses bad counts', () => {
    expect(() => imperialCommandRolls({ ...base, frenchLost: -1 })).toThrow(RangeError);
    expect(() => imperialCommandRolls({ ...base, unconfirmed: 1.5 })).toThrow(RangeError);
  });
});

describe('5.5.1 Prussian Recall', () => {
  it('marks the leader when his Force lost at least as many Infantry SPs as it inflicted', () => {
    expect(subjectToRecall(2, 2)).toBe(true);
    expect(subjectToRecall(3, 1)).toBe(true);
    expect(subjectToRecall(1, 3)).toBe(false);
    expect(subjectToRecall(0, 0)).toBe(true);
  });
  it('refuses bad counts', () => {
    expect(() => subjectToRecall(Number.NaN, 0)).toThrow(RangeError);
  });
});
