import { describe, expect, it } from 'vitest';
import { FIXED_RATINGS, reactionDrm, reactionOdds } from '../../../../src/games/on-to-paris/reaction/reaction.ts';

describe('12.4 Reaction odds (notes 6 table, m = 0)', () => {
  it.each([
    [1, '1', '2/3'], [2, '5/6', '1/2'], [3, '2/3', '1/3'], [4, '1/2', '1/6'], [5, '1/3', '0'], [6, '1/6', '0'], [7, '0', '0'],
  ])('rating %i: reacts %s, 2 hexes %s', (r, reacts, two) => {
    const o = reactionOdds(r, 0);
    expect([o.reacts.toString(), o.twoHexes.toString()]).toEqual([reacts, two]);
    expect(o.none.add(o.oneHex).add(o.twoHexes).toString()).toBe('1');
  });
  it('a special-rating leader is compelled on a success and then 1-3: rating 4 gives 1/4', () => expect(reactionOdds(4, 0).compelled.toString()).toBe('1/4'));
  it('fixed ratings of 12.2 and 5.9', () => expect(FIXED_RATINGS).toMatchObject({ 'prussian-cavalry-division': 4, 'french-cavalry-division': 5, 'franc-tireur': 5, 'lone-sp': 6, 'leaderless-formation': 7 }));
});

describe('12.4.1 Reaction DRMs', () => {
  const base = { terrainPath: 0, friendlyFeature: 0, reconnaissance: false, friendlyInTriggerHex: false, twoHexesAway: false, demoralized: false, francTireurInOwnHex: false };
  it('example: a Franc-Tireur in a French town, reached by a Prussian Corps across a rough hexside: the FT gets +3 (the -2 flipped, +1 town)', () => {
    expect(reactionDrm({ ...base, terrainPath: -2, friendlyFeature: 1, francTireurInOwnHex: true }).total).toBe(3);
  });
  it('example continued: an Infantry SP in that hex gets -1 (-2 + 1)', () => expect(reactionDrm({ ...base, terrainPath: -2, friendlyFeature: 1 }).total).toBe(-1));
  it('the other DRMs', () => expect(reactionDrm({ ...base, reconnaissance: true, friendlyInTriggerHex: true, twoHexesAway: true, demoralized: true }).total).toBe(0));
});
