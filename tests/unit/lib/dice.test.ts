import { describe, expect, it } from 'vitest';
import { Dist, d6, d10, opposedD6, classify } from '../../../src/lib/dice.ts';
import { Fraction, frac } from '../../../src/lib/fraction.ts';

describe('Fraction', () => {
  it('reduces and formats', () => {
    expect(frac(6, 36).toString()).toBe('1/6');
    expect(frac(36, 36).toString()).toBe('1');
    expect(frac(0, 36).toString()).toBe('0');
    expect(frac(7, 36).toPercent()).toBe('19.4%');
    expect(frac(-2, -4).toString()).toBe('1/2');
    expect(frac(1, 3).add(frac(1, 6)).toString()).toBe('1/2');
    expect(frac(9, 10).mul(frac(8, 10)).toString()).toBe('18/25');
    expect(() => frac(1, 0)).toThrow();
  });
  it('stays exact where floats would not', () => {
    let p = Fraction.ONE;
    for (let i = 1; i <= 9; i++) p = p.mul(frac(10 - i, 10));
    expect(p.toString()).toBe('567/1562500'); // 9!/10^9
  });
});

describe('Dist', () => {
  it('1d6 and 2d6', () => {
    expect(d6.total).toBe(6n);
    const two = d6.times(2);
    expect(two.total).toBe(36n);
    expect(two.exactly(7).toString()).toBe('1/6');
    expect(two.exactly(2).toString()).toBe('1/36');
    expect(two.atLeast(10).toString()).toBe('1/6'); // 3+2+1 = 6/36
    expect(two.atMost(4).toString()).toBe('1/6');
    expect(two.mean().toString()).toBe('7');
  });
  it('d10 read 1-10 or 0-9', () => {
    expect(d10.atMost(3).toString()).toBe('3/10');
    expect(Dist.die(10, 0).atMost(3).toString()).toBe('2/5');
  });
  it('difference of two d6 is triangular on -5..5 (weights 1..6..1 of 36)', () => {
    const x = d6.minus(d6);
    expect([...x.weights.entries()].map(([v, w]) => [v, Number(w)])).toEqual([
      [-5, 1], [-4, 2], [-3, 3], [-2, 4], [-1, 5], [0, 6], [1, 5], [2, 4], [3, 3], [4, 2], [5, 1],
    ]);
  });
  it('value + 1d6 against value + 1d6: the band table of the notes', () => {
    // M = +2: P(D>=1) = 26/36, P(D=0) = 4/36, P(D<=-1) = 6/36
    const d = opposedD6(7, 5);
    expect(d.count((v) => v >= 1)).toBe(26n);
    expect(d.count((v) => v === 0)).toBe(4n);
    expect(d.count((v) => v <= -1)).toBe(6n);
    // M = -3: P(D>=2) = 1/36, P(|D|<=1) = 9/36, P(D<=-2) = 26/36
    const e = opposedD6(0, 3);
    expect([e.count((v) => v >= 2), e.count((v) => Math.abs(v) <= 1), e.count((v) => v <= -2)]).toEqual([1n, 9n, 26n]);
    expect(opposedD6(6, 0).atLeast(1).toString()).toBe('1');
  });
  it('at least / at most tables add up', () => {
    const rows = d6.times(2).table();
    expect(rows[0]).toMatchObject({ value: 2, weight: 1n });
    expect(rows[0]!.atLeast.toString()).toBe('1');
    expect(rows[rows.length - 1]!.atMost.toString()).toBe('1');
    expect(rows.find((r) => r.value === 8)!.atLeast.toString()).toBe('5/12'); // 15/36
  });
  it('classify groups outcomes and keeps exact weights', () => {
    const c = classify(opposedD6(5, 0), (v) => (v <= 0 ? 'fail' : 'hit'));
    expect(c.get('fail')!.weight).toBe(1n);
    expect(c.get('hit')!.prob.toString()).toBe('35/36');
  });
  it('rejects nonsense', () => {
    expect(() => Dist.die(0)).toThrow();
    expect(() => new Dist([])).toThrow();
    expect(() => d6.times(0)).toThrow();
  });
});
