import { describe, expect, it } from 'vitest';
import { COLUMNS, finalColumn, initialOdds, preArtilleryOverrun, sizeRow } from '../../../../src/games/on-to-paris/combat/columns.ts';

const inf = (infantry: number, cavalry = 0, francTireur = 0) => ({ infantry, cavalry, francTireur });
const col = (a: ReturnType<typeof initialOdds>) => (a.kind === 'column' ? a.column : a.kind);

describe('13.4 initial column: the rulebook examples', () => {
  it('13.4.1: 40 SPs against 9 is 4.44, the 4:1 column', () => expect(col(initialOdds(inf(40), inf(9)))).toBe('4:1'));
  it('13.4.1: 6 SPs against 15 is 1:2.5, rounded for the Defender to 1:3', () => expect(col(initialOdds(inf(6), inf(15)))).toBe('1:3'));
  it('13.4.2: 20 Infantry and 4 Cavalry against 12: cavalry ignored, 20/12 is between 1:2 and 2:1, differential +8, the +5 column', () => {
    const r = initialOdds(inf(20, 4), inf(12));
    expect(r.kind === 'column' && r.basis).toBe('differential');
    expect(r.kind === 'column' && r.differential).toBe(8);
    expect(col(r)).toBe('d+5');
  });
});

describe('13.4 boundaries, hand-checked', () => {
  it.each([
    [1, 4, 'attacker-eliminated'], // 1:4 < 1:3
    [1, 3, '1:3'], // exactly 1:3
    [2, 5, '1:3'], // 1:2.5
    [1, 2, '1:2'], // exactly 1:2 is a ratio column
    [5, 9, 'd-3'], // 0.56 -> differential -4
    [8, 10, 'd-2'],
    [10, 10, 'd0'],
    [11, 10, 'd+1'],
    [13, 10, 'd+3'],
    [19, 10, 'd+5'],
    [2, 1, '2:1'], // exactly 2:1 is a ratio column
    [29, 10, '2:1'], // 2.9 rounds down
    [3, 1, '3:1'],
    [11, 1, '5:1'], // 5:1 to 11:1 on the 5:1 column
    [12, 1, 'overrun'],
  ])('%i against %i: %s', (a, d, want) => expect(col(initialOdds(inf(a), inf(d)))).toBe(want));

  it('Franc-Tireur count toward odds, cavalry never', () => {
    expect(col(initialOdds(inf(2, 0, 2), inf(2)))).toBe('2:1');
    expect(col(initialOdds(inf(2, 9), inf(2)))).toBe('d0');
  });
  it('cavalry-only forces: defender only CSPs is an Overrun, attacker only CSPs is eliminated, both: the 0 column, both small', () => {
    expect(col(initialOdds(inf(1), inf(0, 2)))).toBe('overrun');
    expect(col(initialOdds(inf(0, 2), inf(1)))).toBe('attacker-eliminated');
    const both = initialOdds(inf(0, 2), inf(0, 1));
    expect(both.kind === 'column' && [both.column, both.sizes.attacker, both.sizes.defender]).toEqual(['d0', 's', 's']);
  });
  it('refuses counts that are not whole SPs', () => {
    expect(() => initialOdds(inf(Number.NaN), inf(1))).toThrow(RangeError);
    expect(() => initialOdds(inf(1.5), inf(1))).toThrow(/attacker.infantry/);
    expect(() => initialOdds(inf(1), inf(-1))).toThrow(/defender.infantry/);
  });
});

describe('13.11.1 size rows', () => {
  it.each([[1, 's'], [3, 's'], [4, 'm'], [12, 'm'], [13, 'l'], [40, 'l']])('%i SPs: %s', (sp, s) => expect(sizeRow(sp)).toBe(s));
});

describe('13.11 final column', () => {
  it('the rules example: the +4 column shifted two right is 2:1', () => expect(finalColumn('d+3', 2).column?.id).toBe('2:1'));
  it('left of 1:3 uses 1:3 (13.4.3)', () => {
    const f = finalColumn('1:2', -3);
    expect([f.column?.id, f.clampedLeft]).toEqual(['1:3', 2]);
  });
  it('right of 5:1: held at 5:1 by default, or stated as unknown', () => {
    expect(finalColumn('4:1', 3).column?.id).toBe('5:1');
    expect(finalColumn('4:1', 3, 'unstated').column).toBeNull();
  });
  it('twelve columns, the +3 to +4 heading marked as reconstructed', () => {
    expect(COLUMNS).toHaveLength(12);
    expect(COLUMNS.filter((c) => c.reconstructed).map((c) => c.id)).toEqual(['d+3']);
  });
});

describe('13.5 Overrun before artillery', () => {
  it('12:1 in Infantry SPs, cavalry ignored', () => {
    expect(preArtilleryOverrun(inf(24), inf(2, 5))).toBe(true);
    expect(preArtilleryOverrun(inf(23), inf(2))).toBe(false);
  });
  it('a defender with no Infantry SP is not overrun by the printed test; the other reading counts Franc-Tireur', () => {
    expect(preArtilleryOverrun(inf(24), inf(0, 0, 1))).toBe(false);
    expect(preArtilleryOverrun(inf(24), inf(0, 0, 2), true)).toBe(true);
  });
});
