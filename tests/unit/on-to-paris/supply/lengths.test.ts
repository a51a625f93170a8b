// The supply path lengths: the Unit Supply Path lengths are absent from our source (the player's chart gives them).
import { describe, expect, it } from 'vitest';
import { depotLegLength, unitPathLength } from '../../../../src/games/on-to-paris/supply/lengths.ts';

describe('supply path lengths (9.4.4, 9.4.6)', () => {
  it('the Unit Supply Path lengths are unknown until the player enters them', () => {
    expect(unitPathLength('prussian', 'empire', undefined)).toEqual({ hexes: null, from: 'unknown' });
    expect(unitPathLength('french', 'republic', {})).toEqual({ hexes: null, from: 'unknown' });
  });
  it('a cell from the player’s chart is read for that side and government only', () => {
    const user = { empire: { 'Prussian Unit Supply Path': '4' }, republic: { 'French Unit Supply Path': '3' } };
    expect(unitPathLength('prussian', 'empire', user)).toEqual({ hexes: 4, from: 'your chart' });
    expect(unitPathLength('prussian', 'republic', user)).toEqual({ hexes: null, from: 'unknown' });
    expect(unitPathLength('french', 'republic', user)).toEqual({ hexes: 3, from: 'your chart' });
  });
  it('a cell that is not a number of hexes is not used', () => {
    expect(unitPathLength('prussian', 'empire', { empire: { 'Prussian Unit Supply Path': 'four' } }).hexes).toBeNull();
  });
  it('9.4.6: a Supply Depot Path leg is three hexes (from the rulebook, in the chart)', () => expect(depotLegLength()).toBe(3));
  it('refuses an unknown side or government', () => {
    expect(() => unitPathLength('austrian' as never, 'empire', undefined)).toThrow(RangeError);
    expect(() => unitPathLength('french', 'kingdom' as never, undefined)).toThrow(RangeError);
  });
});
