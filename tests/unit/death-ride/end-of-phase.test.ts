import { describe, expect, it } from 'vitest';
import { checkProbability, endOfPhase, impulseNumber, isFinal, metzModifier, phaseModifier } from '../../../src/games/death-ride/end-of-phase.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import { toFixedExact } from '../../../src/lib/sequence.ts';

const endsAt = (m: number, counting: 'pair' | 'each' = 'pair') => endOfPhase(m, { counting }).rows.map((r) => r.endsAt.toString());
const rounded = (m: number, counting: 'pair' | 'each' = 'pair', upTo = 10) =>
  endOfPhase(m, { counting, cap: upTo }).rows.map((r) => toFixedExact(r.endsAt, 4));

describe('modifier and the single check (2.3)', () => {
  it('Metz modifier: -1 per area, at most -2', () => {
    expect([0, 1, 2, 3, 10].map(metzModifier)).toEqual([0, -1, -2, -2, -2]);
    expect(phaseModifier(3, 5)).toBe(1);
    expect(phaseModifier(-9, 0)).toBe(-9);
  });
  it('impulse numbers: pair n = j, each n = 2j', () => {
    expect([impulseNumber(3), impulseNumber(3, 'each')]).toEqual([3, 6]);
  });
  it('p(n, m) = clamp((n - m)/10, 0, 1); the 0-9 die adds one face', () => {
    expect(checkProbability(3, 0).toString()).toBe('3/10');
    expect(checkProbability(1, 2).toString()).toBe('0');
    expect(checkProbability(15, 2).toString()).toBe('1');
    expect(checkProbability(1, -2).toString()).toBe('3/10');
    expect(checkProbability(3, 0, '0-9').toString()).toBe('2/5');
    expect(checkProbability(0, 0, '0-9').toString()).toBe('1/10');
  });
  it('isFinal: 1d10 + modifier <= impulse number', () => {
    expect(isFinal(3, 0, 3)).toBe(true);
    expect(isFinal(4, 0, 3)).toBe(false);
    expect(isFinal(5, -2, 3)).toBe(true);
    expect(isFinal(1, 3, 3)).toBe(false);
  });
});

describe('Reading 1 (n = j), notes §3.3', () => {
  it('named test vectors', () => {
    expect(endOfPhase(0).rows[2]!.endsAt.toString()).toBe('27/125');
    expect(endOfPhase(-2).rows[0]!.endsAt.toString()).toBe('3/10');
    expect(endOfPhase(2).rows[1]!.endsAt.toString()).toBe('0');
    expect(endOfPhase(2).rows[11]!.endsAt.toString()).toBe('567/1562500');
  });
  it('m = -2', () => {
    expect(endsAt(-2).slice(0, 6)).toEqual(['3/10', '7/25', '21/100', '63/500', '147/2500', '63/3125']);
    expect(rounded(-2)).toEqual(['0.3000', '0.2800', '0.2100', '0.1260', '0.0588', '0.0202', '0.0045', '0.0005']);
    expect(toFixedExact(endOfPhase(-2).expected, 4)).toBe('2.4447');
  });
  it('m = -1', () => {
    expect(endsAt(-1).slice(0, 5)).toEqual(['1/5', '6/25', '28/125', '21/125', '63/625']);
    expect(rounded(-1)).toEqual(['0.2000', '0.2400', '0.2240', '0.1680', '0.1008', '0.0470', '0.0161', '0.0036', '0.0004']);
    expect(toFixedExact(endOfPhase(-1).expected, 4)).toBe('2.9558');
  });
  it('m = 0', () => {
    expect(endsAt(0).slice(0, 6)).toEqual(['1/10', '9/50', '27/125', '126/625', '189/1250', '567/6250']);
    expect(rounded(0)).toEqual(['0.1000', '0.1800', '0.2160', '0.2016', '0.1512', '0.0907', '0.0423', '0.0145', '0.0033', '0.0004']);
    expect(endOfPhase(0).rows.map((r) => toFixedExact(r.reaches, 4))).toEqual(
      ['1.0000', '0.9000', '0.7200', '0.5040', '0.3024', '0.1512', '0.0605', '0.0181', '0.0036', '0.0004'],
    );
    expect(endOfPhase(0).rows).toHaveLength(10);
    expect(endOfPhase(0).complete).toBe(true);
    expect(toFixedExact(endOfPhase(0).expected, 4)).toBe('3.6602');
  });
  it('m = +1, +2, +3 are the m = 0 row shifted right', () => {
    expect(rounded(1)).toEqual(['0.0000', '0.1000', '0.1800', '0.2160', '0.2016', '0.1512', '0.0907', '0.0423', '0.0145', '0.0033']);
    expect(rounded(2)).toEqual(['0.0000', '0.0000', '0.1000', '0.1800', '0.2160', '0.2016', '0.1512', '0.0907', '0.0423', '0.0145']);
    expect(rounded(3)).toEqual(['0.0000', '0.0000', '0.0000', '0.1000', '0.1800', '0.2160', '0.2016', '0.1512', '0.0907', '0.0423']);
    expect([1, 2, 3].map((m) => toFixedExact(endOfPhase(m).expected, 4))).toEqual(['4.6602', '5.6602', '6.6602']);
    expect(endOfPhase(3).rows).toHaveLength(13); // certain at j = m + 10
  });
  it('P(ended by j) and P(reaches j) agree: endedBy(j) = 1 - reaches(j + 1)', () => {
    const rows = endOfPhase(-1).rows;
    for (let k = 0; k + 1 < rows.length; k++) expect(rows[k]!.endedBy.add(rows[k + 1]!.reaches).toString()).toBe('1');
    expect(rows.at(-1)!.endedBy.toString()).toBe('1');
  });
});

describe('Reading 2 (n = 2j), notes §3.3', () => {
  it('m = -2', () => {
    expect(endsAt(-2, 'each')).toEqual(['2/5', '9/25', '24/125', '6/125']);
    expect(endOfPhase(-2, { counting: 'each' }).expected.toString()).toBe('236/125'); // 1.8880
  });
  it('m = -1', () => {
    expect(endsAt(-1, 'each')).toEqual(['3/10', '7/20', '49/200', '189/2000', '21/2000']);
    expect(toFixedExact(endOfPhase(-1, { counting: 'each' }).expected, 4)).toBe('2.1655');
  });
  it('m = 0', () => {
    expect(endsAt(0, 'each')).toEqual(['1/5', '8/25', '36/125', '96/625', '24/625']);
    expect(toFixedExact(endOfPhase(0, { counting: 'each' }).expected, 4)).toBe('2.5104');
  });
  it('m = +1 (E[j] is exactly 2.94895: the notes print 2.9489, half-up rounding gives 2.9490)', () => {
    expect(endsAt(1, 'each').slice(0, 4)).toEqual(['1/10', '27/100', '63/200', '441/2000']);
    expect(rounded(1, 'each')).toEqual(['0.1000', '0.2700', '0.3150', '0.2205', '0.0851', '0.0095']);
    expect(endOfPhase(1, { counting: 'each' }).expected.toString()).toBe('58979/20000');
  });
  it('m = +2', () => {
    expect(endsAt(2, 'each').slice(0, 5)).toEqual(['0', '1/5', '8/25', '36/125', '96/625']);
    expect(rounded(2, 'each')).toEqual(['0.0000', '0.2000', '0.3200', '0.2880', '0.1536', '0.0384']);
    expect(toFixedExact(endOfPhase(2, { counting: 'each' }).expected, 4)).toBe('3.5104');
  });
});

describe('extremes and options', () => {
  it('the 0-9 die reading at m equals the 1-10 reading at m - 1', () => {
    const r = endOfPhase(0, { die: '0-9' });
    expect(r.rows.map((x) => x.endsAt.toString()).slice(0, 3)).toEqual(['1/5', '6/25', '28/125']);
    expect(r.rows).toHaveLength(9);
    for (const m of [-3, 0, 4])
      expect(endOfPhase(m, { die: '0-9', counting: 'each' }).rows.map((x) => x.endsAt.toString())).toEqual(
        endOfPhase(m - 1, { counting: 'each' }).rows.map((x) => x.endsAt.toString()),
      );
  });
  it('every modifier in range ends within the cap and probabilities sum to 1', () => {
    for (const counting of ['pair', 'each'] as const)
      for (const die of ['1-10', '0-9'] as const)
        for (let m = -11; m <= 9; m++) {
          const r = endOfPhase(m, { counting, die });
          expect(r.complete).toBe(true);
          expect(r.rows.reduce((s, x) => s.add(x.endsAt), Fraction.ZERO).toString()).toBe('1');
        }
    expect(endOfPhase(9).rows).toHaveLength(19);
    expect(endOfPhase(-11).rows).toHaveLength(1);
  });
  it('a cap that stops before certainty reports an incomplete run', () => {
    const r = endOfPhase(0, { cap: 3 });
    expect(r.complete).toBe(false);
    expect(r.rows).toHaveLength(3);
    expect(r.expected.toString()).toBe('131/50'); // 1 + 0.9 + 0.72
  });
});
