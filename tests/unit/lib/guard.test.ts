// Every exported computation of src/lib checks its inputs (issue 14, section 8): NaN, infinite,
// negative or fractional counts and modifiers get a RangeError naming the field.
import { describe, expect, it } from 'vitest';
import { count, modifier } from '../../../src/lib/guard.ts';
import { choose, hypergeometric } from '../../../src/lib/draws.ts';
import { Dist, opposedD6 } from '../../../src/lib/dice.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import { stoppingSequence, toFixedExact } from '../../../src/lib/sequence.ts';

const BAD = [NaN, Infinity, -Infinity, 1.5];

describe('guard', () => {
  it('count and modifier name the field and give the value back', () => {
    expect(count('units', 3)).toBe(3);
    expect(modifier('DRM', -2)).toBe(-2);
    expect(() => count('units', -1)).toThrow(/units must be a whole number from 0 to Infinity, not -1/);
    expect(() => count('hits', 3, { max: 2 })).toThrow(/hits must be a whole number from 0 to 2, not 3/);
    for (const v of BAD) {
      expect(() => count('units', v)).toThrow(RangeError);
      expect(() => modifier('DRM', v)).toThrow(/DRM/);
    }
  });
});

describe('src/lib computations refuse bad counts by name', () => {
  const cases: [string, () => unknown, RegExp][] = [
    ...BAD.flatMap((v): [string, () => unknown, RegExp][] => [
      [`choose n=${v}`, () => choose(v, 2), /\bn must/],
      [`choose k=${v}`, () => choose(5, v), /\bk must/],
      [`hypergeometric n=${v}`, () => hypergeometric(v, 1, 1), /\bn must/],
      [`hypergeometric marked=${v}`, () => hypergeometric(5, v, 1), /marked must/],
      [`hypergeometric k=${v}`, () => hypergeometric(5, 1, v), /\bk must/],
      [`opposedD6 attack=${v}`, () => opposedD6(v, 0), /attack must/],
      [`opposedD6 target=${v}`, () => opposedD6(0, v), /target must/],
      [`die sides=${v}`, () => Dist.die(v), /sides must/],
      [`stoppingSequence cap=${v}`, () => stoppingSequence(() => Fraction.ONE, v), /cap must/],
      [`toFixedExact digits=${v}`, () => toFixedExact(Fraction.ONE, v), /digits must/],
    ]),
    ['hypergeometric n=-1', () => hypergeometric(-1, 0, 0), /\bn must/],
    ['hypergeometric marked > n', () => hypergeometric(3, 4, 1), /marked must/],
    ['hypergeometric k > n', () => hypergeometric(3, 1, 4), /\bk must/],
    ['choose n=-1', () => choose(-1, 0), /\bn must/],
    ['toFixedExact digits=-1', () => toFixedExact(Fraction.ONE, -1), /digits must/],
  ];
  for (const [name, f, msg] of cases)
    it(name, () => {
      expect(f).toThrow(RangeError);
      expect(f).toThrow(msg);
    });
  it('good inputs still work', () => {
    expect(choose(5, 2)).toBe(10n);
    expect(choose(5, -1)).toBe(0n);
    expect(hypergeometric(5, 2, 2).reduce((a, b) => a.add(b), Fraction.ZERO).toString()).toBe('1');
    expect(opposedD6(2, -1).total).toBe(36n);
  });
});
