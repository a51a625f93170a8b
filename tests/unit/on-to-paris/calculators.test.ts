import { describe, expect, it } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import reaction from '../../../src/games/on-to-paris/calculators/reaction.ts';

const sum = (q: Record<string, string>) => {
  const r = run(reaction, q);
  if (!r.result) throw new Error(JSON.stringify(r.errors ?? r.failure));
  return Object.fromEntries(r.result.summary!.map((s) => [s.label, String(s.value)]));
};

describe('On To Paris! reaction calculator', () => {
  it('Prussian Cavalry Division (4), no DRM: reacts 1/2, 2 hexes 1/6', () => expect(sum({ source: 'prussian-cavalry-division' })).toMatchObject({ Reacts: '1/2', 'Up to 2 hexes': '1/6' }));
  it('12.4.1 example: Franc-Tireur (5) in a French town, Prussian crossing a rough hexside into its hex: +3, so 5 or more on 1D6 + 3: 5/6', () => {
    expect(sum({ source: 'franc-tireur', terrain: '-2', feature: '1', 'ft-own-hex': '1' })).toMatchObject({ Reacts: '5/6', 'Up to 2 hexes': '1/2' });
  });
  it('the Infantry SP of that example (6) gets -1: needs a 7: never', () => expect(sum({ source: 'lone-sp', terrain: '-2', feature: '1' })).toMatchObject({ Reacts: '0' }));
  it('a "!" leader rated 3 is compelled 2/3 x 1/2 = 1/3', () => expect(sum({ rating: '3', symbol: '!' })).toMatchObject({ 'Compelled by "!"': '1/3' }));
  it('14.6: the interdiction roll in forest (-1): CSP lost on a modified 10+ is 3/36, on the dice alone 6/36', () => {
    const steps = (q: Record<string, string>) => run(reaction, q).result!.steps.at(-1)!.value;
    expect(steps({ source: 'prussian-cavalry-division', terrain: '-1', interdict: '1' })).toBe('1/12');
    expect(steps({ source: 'prussian-cavalry-division', terrain: '-1', interdict: '1', 'csp-reading': 'natural' })).toBe('1/6');
  });
  it('a leaderless Formation (7) can never react', () => expect(sum({ source: 'leaderless-formation' })).toMatchObject({ Reacts: '0' }));
});
