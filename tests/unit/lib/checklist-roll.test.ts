import { describe, expect, it } from 'vitest';
import { checkRoll, rollMax, type RollSpec } from '../../../src/lib/checklist.ts';

describe('roll specs with several dice', () => {
  const d10: RollSpec = { event: 'R', label: 'd10', sides: 10, from: 1 };
  const threeD6: RollSpec = { event: 'R', label: '3D6', sides: 6, from: 3, dice: 3 };
  const twoD6: RollSpec = { event: 'R', label: '2D6', sides: 6, from: 2, dice: 2 };

  it('the highest total is the sum of the highest faces', () => {
    expect(rollMax(d10)).toBe(10);
    expect(rollMax(threeD6)).toBe(18);
    expect(rollMax(twoD6)).toBe(12);
  });

  it('accepts every total the dice can show and nothing else', () => {
    expect(checkRoll(threeD6, '3')).toEqual({ value: 3 });
    expect(checkRoll(threeD6, '18')).toEqual({ value: 18 });
    expect(checkRoll(threeD6, '2')).toHaveProperty('error', '2 cannot be rolled on this die: enter 3-18.');
    expect(checkRoll(threeD6, '19')).toHaveProperty('error');
    expect(checkRoll(twoD6, '1')).toHaveProperty('error');
    expect(checkRoll(twoD6, '12')).toEqual({ value: 12 });
  });
});
