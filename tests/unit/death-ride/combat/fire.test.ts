import { describe, expect, it } from 'vitest';
import { bombardment, chassepotVolley, rifleFire } from '../../../../src/games/death-ride/combat/tables.ts';
import type { BombardmentInput, RifleInput } from '../../../../src/games/death-ride/combat/tables.ts';
import { cpWeights, s, weights } from './helpers.ts';

const bomb = (p: Partial<BombardmentInput>): BombardmentInput => ({
  artilleryFactor: 5,
  additionalArtillery: 0,
  interveningAreas: 0,
  firerInCover3: false,
  cover: 1,
  targetCavalryOnly: false,
  targetFreshArtillery: 0,
  ...p,
});

describe('Bombardment (7.1), notes §4.3', () => {
  it('B1: cv 5 + 1 more artillery, adjacent, Cover 1 infantry: M = +5', () => {
    const r = bombardment(bomb({ additionalArtillery: 1 }));
    expect(r.av.map((t) => t.value)).toEqual([5, 2, 0, 0]);
    expect(r.tv.map((t) => t.value)).toEqual([2, 0]);
    expect(r.av[1]!.label).toBe('Supports: 1 additional artillery unit × +2 (adjacent only)');
    expect([r.avFixed, r.tvFixed, r.m]).toEqual([7, 2, 5]);
    expect(weights(r)).toEqual({
      spent: 1,
      'target-1': 2, 'target-2': 3, 'target-3': 4, 'target-4': 5, 'target-5': 6,
      'target-6': 5, 'target-7': 4, 'target-8': 3, 'target-9': 2, 'target-10': 1,
    });
    expect(s(r.expected.target)).toBe('5');
    expect(s(r.expected.firer)).toBe('0');
    expect(r.sidesHit).toEqual(['target']);
    expect(r.outcomes[0]!.effects).toContain('All attacking units become Spent');
    expect(r.outcomes[1]!.effects).toContain('The firing artillery stays Fresh');
  });

  it('B2: non-adjacent, 2 other artillery ignored, +3 Cover firer, cavalry-only Cover 2: spent 26/36, E = 5/9', () => {
    const r = bombardment(bomb({ artilleryFactor: 4, additionalArtillery: 2, interveningAreas: 1, firerInCover3: true, cover: 2, targetCavalryOnly: true, targetFreshArtillery: 1 }));
    expect(r.av.map((t) => t.value)).toEqual([4, 0, -2, -1]);
    expect(r.tv.map((t) => t.value)).toEqual([2, 0]);
    expect(r.m).toBe(-1);
    expect(weights(r)).toEqual({ spent: 26, 'target-1': 4, 'target-2': 3, 'target-3': 2, 'target-4': 1 });
    expect(s(r.outcomes[0]!.prob)).toBe('13/18');
    expect(s(r.expected.target)).toBe('5/9');
    expect(cpWeights(r, 'target')).toEqual({ 0: 26, 1: 4, 2: 3, 3: 2, 4: 1 });
  });

  it('B2 with the alternative L154 reading counts the target artillery at range', () => {
    const r = bombardment(
      bomb({ artilleryFactor: 4, additionalArtillery: 2, interveningAreas: 1, firerInCover3: true, cover: 2, targetCavalryOnly: true, targetFreshArtillery: 1 }),
      { targetSupportsAtRange: 'counted' },
    );
    expect(r.m).toBe(-3);
    expect(weights(r)).toEqual({ spent: 33, 'target-1': 2, 'target-2': 1 });
  });

  it('B3: lone cv 5, adjacent, Cover 1 with 1 Fresh artillery: spent 15/36, E = 14/9', () => {
    const r = bombardment(bomb({ targetFreshArtillery: 1 }));
    expect(r.m).toBe(1);
    expect(weights(r)).toEqual({ spent: 15, 'target-1': 6, 'target-2': 5, 'target-3': 4, 'target-4': 3, 'target-5': 2, 'target-6': 1 });
    expect(s(r.expected.target)).toBe('14/9');
  });
});

const rifle = (p: Partial<RifleInput>): RifleInput => ({
  firingSide: 'french',
  adjacent: true,
  firerInCover3: false,
  supportArtillery: 0,
  supportInfantry: 0,
  cover: 1,
  targetLead: 'infantry',
  targetLeadSpent: false,
  targetArtillery: 0,
  targetInfantry: 0,
  targetInCover3: false,
  activatedFresh: 0,
  ...p,
});

describe('Rifle Fire (7.2), notes §4.4', () => {
  it('R1: French lead + 2 infantry, adjacent, vs German Fresh lead + 1 infantry in Cover 1', () => {
    const r = rifleFire(rifle({ supportInfantry: 2, targetInfantry: 1 }));
    expect(r.av.map((t) => t.value)).toEqual([4, 0, 4, 1, 0]);
    expect(r.tv.map((t) => t.value)).toEqual([2, 2, 0, 1, 0]);
    expect(r.m).toBe(4);
    expect(weights(r)).toEqual({
      'both-2': 6,
      'target-2': 4, 'target-3': 5, 'target-4': 6, 'target-5': 5, 'target-6': 4, 'target-7': 3, 'target-8': 2, 'target-9': 1,
    });
    expect(s(r.expected.target)).toBe('77/18');
    expect(s(r.expected.firer)).toBe('1/3');
    expect(r.sidesHit).toEqual(['target', 'firer']);
  });

  it('R2: German lead + 2 infantry vs French Fresh lead + 1 infantry, Cover 1, 1 Activated Fresh', () => {
    const r = rifleFire(rifle({ firingSide: 'german', supportInfantry: 2, targetInfantry: 1, activatedFresh: 1 }));
    expect(r.av.map((t) => t.value)).toEqual([2, 0, 2, 0, 0]);
    expect(r.tv.map((t) => t.value)).toEqual([2, 4, 0, 2, 0]);
    expect(r.m).toBe(-4);
    expect(weights(r)).toEqual({
      'firer-8': 1, 'firer-7': 2, 'firer-6': 3, 'firer-5': 4, 'firer-4': 5, 'firer-3': 6, 'firer-2': 5, 'firer-1': 4,
      'both-2': 6,
    });
    expect(s(r.expected.firer)).toBe('31/9');
    expect(s(r.expected.target)).toBe('1/3');
  });

  it('R3: lone French infantry, non-adjacent, from +3 Cover, vs Spent German lead in Cover 1, act = 1', () => {
    const r = rifleFire(rifle({ adjacent: false, firerInCover3: true, targetLeadSpent: true, targetInfantry: 2, activatedFresh: 1 }));
    expect(r.av.map((t) => t.value)).toEqual([4, 0, 0, -3, -1]);
    expect(r.tv.map((t) => t.value)).toEqual([1, 1, 0, 0, 0]);
    expect(r.m).toBe(-2);
    expect(weights(r)).toEqual({
      'firer-6': 1, 'firer-5': 2, 'firer-4': 3, 'firer-3': 4, 'firer-2': 5, 'firer-1': 6,
      'both-2': 12, 'target-2': 2, 'target-3': 1,
    });
    expect(s(r.expected.target)).toBe('31/36');
    expect(s(r.expected.firer)).toBe('20/9');
  });

  it('R3 edge: with act = 2 the D = -2 case gives no losses', () => {
    const r = rifleFire(rifle({ adjacent: false, firerInCover3: true, targetLeadSpent: true, activatedFresh: 2 }));
    expect(weights(r)).toEqual({
      'firer-5': 1, 'firer-4': 2, 'firer-3': 3, 'firer-2': 4, 'firer-1': 5, 'no-losses': 6,
      'both-2': 12, 'target-2': 2, 'target-3': 1,
    });
  });

  it('cover multiplier: 3-5 attackers give 2 × Cover, 6 give 3 ×', () => {
    expect(rifleFire(rifle({ cover: 2, supportInfantry: 1 })).tv[0]!.value).toBe(2);
    expect(rifleFire(rifle({ cover: 2, supportInfantry: 1, supportArtillery: 1 })).tv[0]!.value).toBe(4);
    expect(rifleFire(rifle({ cover: 2, supportInfantry: 4 })).tv[0]!.value).toBe(4);
    expect(rifleFire(rifle({ cover: 2, supportInfantry: 5 })).tv[0]!.value).toBe(6);
  });

  it('lead values: French inf 4/3, artillery 4/3, German inf 2/1', () => {
    const lead = (firingSide: 'french' | 'german', targetLead: 'infantry' | 'artillery', targetLeadSpent: boolean) =>
      rifleFire(rifle({ firingSide, targetLead, targetLeadSpent })).tv[1]!.value;
    expect([lead('german', 'infantry', false), lead('german', 'infantry', true)]).toEqual([4, 3]);
    expect([lead('french', 'artillery', false), lead('german', 'artillery', true)]).toEqual([4, 3]);
    expect([lead('french', 'infantry', false), lead('french', 'infantry', true)]).toEqual([2, 1]);
  });

  it('vision reading: target (default) vs firer', () => {
    const base = rifle({ firerInCover3: true, targetInCover3: false });
    expect(rifleFire(base).tv[4]!.value).toBe(0);
    expect(rifleFire(base, { vision: 'firer' }).tv[4]!.value).toBe(-1);
    expect(rifleFire(rifle({ targetInCover3: true })).tv[4]!.value).toBe(-1);
    expect(rifleFire(rifle({ targetInCover3: true }), { vision: 'firer' }).tv[4]!.value).toBe(0);
  });
});

describe('Chassepot Volley (7.3), notes §4.5', () => {
  it('C1 rounding down: 2 French infantry vs 3 German units in Cover 1', () => {
    const r = chassepotVolley({ firing: 2, targetUnits: 3, divisionsInCover3: 0, cover: 1 });
    expect(r.av.map((t) => t.value)).toEqual([4, 2, 0]);
    expect(r.tv.map((t) => t.value)).toEqual([0, 3]);
    expect(r.m).toBe(3);
    expect(weights(r)).toEqual({ 'no-effect': 3, 'cp-0': 7, 'target-1': 11, 'target-2': 9, 'target-3': 5, 'target-4': 1 });
    expect(s(r.expected.target)).toBe('4/3');
    expect(r.outcomes.find((o) => o.key === 'cp-0')!.dValues).toEqual([0, 1]);
    expect(r.outcomes.at(-1)!.effects).toContain('Move may continue');
  });

  it('C1 rounding up', () => {
    const r = chassepotVolley({ firing: 2, targetUnits: 3, divisionsInCover3: 0, cover: 1 }, { rounding: 'up' });
    expect(weights(r)).toEqual({ 'no-effect': 3, 'cp-0': 3, 'target-1': 9, 'target-2': 11, 'target-3': 7, 'target-4': 3 });
    expect(s(r.expected.target)).toBe('16/9');
  });

  it('C2: 1 French infantry from +3 Cover vs 1 German cavalry in Cover 0, both roundings', () => {
    const input = { firing: 1, targetUnits: 1, divisionsInCover3: 1, cover: 0 };
    const down = chassepotVolley(input);
    expect(down.av.map((t) => t.value)).toEqual([2, 1, -1]);
    expect(down.tv.map((t) => t.value)).toEqual([-1, 1]);
    expect(down.m).toBe(2);
    expect(weights(down)).toEqual({ 'no-effect': 6, 'cp-0': 9, 'target-1': 11, 'target-2': 7, 'target-3': 3 });
    expect(s(down.expected.target)).toBe('17/18');
    const up = chassepotVolley(input, { rounding: 'up' });
    expect(weights(up)).toEqual({ 'no-effect': 6, 'cp-0': 4, 'target-1': 11, 'target-2': 9, 'target-3': 5, 'target-4': 1 });
    expect(s(up.expected.target)).toBe('4/3');
  });

  it('a separate "in attack" count changes only the TV strength term', () => {
    const r = chassepotVolley({ firing: 2, targetUnits: 3, attackUnits: 1, divisionsInCover3: 0, cover: 1 });
    expect(r.av.map((t) => t.value)).toEqual([4, 2, 0]);
    expect(r.tv.map((t) => t.value)).toEqual([0, 1]);
    expect(r.m).toBe(5);
  });
});
