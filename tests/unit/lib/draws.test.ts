import { describe, expect, it } from 'vitest';
import { choose, hypergeometric } from '../../../src/lib/draws.ts';
import { Fraction } from '../../../src/lib/fraction.ts';

describe('draws without replacement', () => {
  it('binomials, 0 outside the range', () => {
    expect([choose(13, 2), choose(5, 0), choose(5, 5), choose(5, 6), choose(5, -1)]).toEqual([78n, 1n, 1n, 0n, 0n]);
  });
  it('hypergeometric: by hand, and every row sums to 1', () => {
    // one draw from 13 with 4 marked: 9/13 none, 4/13 one; two or more cannot happen
    expect(hypergeometric(13, 4, 1).map(String)).toEqual(['9/13', '4/13', '0', '0', '0']);
    // two from 5 with 2 marked: C(3,2)/C(5,2) = 3/10, 2*3/10 = 3/5, 1/10
    expect(hypergeometric(5, 2, 2).map(String)).toEqual(['3/10', '3/5', '1/10']);
    expect(hypergeometric(20, 5, 7).reduce((a, b) => a.add(b), Fraction.ZERO)).toEqual(Fraction.ONE);
  });
});
