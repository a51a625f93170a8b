import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../src/lib/fraction.ts';
import { clampUnit, stoppingSequence, toFixedExact } from '../../../src/lib/sequence.ts';

const f = (n: number, d = 1) => new Fraction(n, d);

describe('clampUnit', () => {
  it('clamps into [0, 1]', () => {
    expect(clampUnit(f(-3, 10)).toString()).toBe('0');
    expect(clampUnit(f(13, 10)).toString()).toBe('1');
    expect(clampUnit(f(3, 10)).toString()).toBe('3/10');
  });
});

describe('stoppingSequence', () => {
  it('hazards 1/2 then certain', () => {
    const r = stoppingSequence((j) => (j === 1 ? f(1, 2) : Fraction.ONE));
    expect(r.rows.map((x) => [x.hazard, x.reach, x.stopAt, x.stoppedBy].map(String))).toEqual([
      ['1/2', '1', '1/2', '1/2'],
      ['1', '1/2', '1/2', '1'],
    ]);
    expect(r.complete).toBe(true);
    expect(r.expected.toString()).toBe('3/2');
  });

  it('a constant hazard 1/6 never completes: capped, expected is E[min(J, cap)]', () => {
    const r = stoppingSequence(() => f(1, 6), 3);
    expect(r.complete).toBe(false);
    expect(r.rows.map((x) => x.stopAt.toString())).toEqual(['1/6', '5/36', '25/216']);
    expect(r.rows.at(-1)!.stoppedBy.toString()).toBe('91/216');
    expect(r.expected.toString()).toBe('91/36'); // 1 + 5/6 + 25/36
  });

  it('hazards outside [0, 1] are clamped', () => {
    const r = stoppingSequence((j) => f(j - 2, 1));
    expect(r.rows.map((x) => x.hazard.toString())).toEqual(['0', '0', '1']);
    expect(r.expected.toString()).toBe('3');
  });

  it('rejects a bad cap', () => {
    expect(() => stoppingSequence(() => Fraction.ONE, 0)).toThrow(RangeError);
  });
});

describe('toFixedExact', () => {
  it('rounds halves away from zero, exactly', () => {
    expect(toFixedExact(f(58979, 20000), 4)).toBe('2.9490');
    expect(toFixedExact(f(1701, 20000), 4)).toBe('0.0851'); // 0.08505
    expect(toFixedExact(f(1, 3), 4)).toBe('0.3333');
    expect(toFixedExact(f(2, 3), 0)).toBe('1');
    expect(toFixedExact(f(-1, 8), 2)).toBe('-0.13');
    expect(toFixedExact(f(-1, 1000), 2)).toBe('0.00');
    expect(toFixedExact(f(5), 1)).toBe('5.0');
  });
});
