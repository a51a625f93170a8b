import { describe, expect, it } from 'vitest';
import { armiesCounted, hexsideShift, multipleArmiesPenalty, netShift, shiftLines } from '../../../../src/games/on-to-paris/combat/shifts.ts';
import { armyRerollValue, drmLines, drmTotal, effectiveRating, rerollsAvailable, type SideInput } from '../../../../src/games/on-to-paris/combat/drm.ts';

describe('13.6 terrain: the hexside the Attacker names', () => {
  it('example: forest hexside 1L, rough hexside 2L, clear hex entry with no effect: 1L', () => expect(hexsideShift([1, 2, 0])).toBe(1));
  it('no effect crossed only: no shift', () => expect(hexsideShift([0, 0])).toBe(0));
});

describe('13.9.1 multiple Armies', () => {
  it('example: 2nd and 3rd Armies plus V Corps attached to the 4th: three Armies, the French gain 2 shifts', () => {
    const n = armiesCounted(3, false);
    expect(multipleArmiesPenalty(n)).toBe(2);
    const lines = shiftLines({ hexTerrainLeft: 0, hexsideLeft: 0, fieldFortificationLeft: 0, defenderDemoralized: false, attackerArmies: n, defenderArmies: 1, cavalryShift: 'none' });
    expect(netShift(lines)).toBe(-2);
  });
  it('an unattached Formation adds one in all', () => expect(armiesCounted(1, true)).toBe(2));
  it('two Armies give the opponent one shift', () => expect(multipleArmiesPenalty(2)).toBe(1));
});

describe('shift ledger', () => {
  it('sums terrain, fortification, Demoralized defender, Armies and cavalry with their rules', () => {
    const lines = shiftLines({ hexTerrainLeft: 1, hexsideLeft: 2, fieldFortificationLeft: 1, defenderDemoralized: true, attackerArmies: 1, defenderArmies: 2, cavalryShift: 'attacker' });
    expect(lines.map((l) => [l.shift, l.rule])).toEqual([[-1, '13.6'], [-2, '13.6'], [-1, '16.1.1'], [1, '13.7'], [1, '13.9.1'], [1, '13.10.2']]);
    expect(netShift(lines)).toBe(-1);
  });
});

const side = (over: Partial<SideInput> = {}): SideInput => ({
  nationality: 'Prussian', sps: { regular: 4, reserve: 0, francTireur: 0 }, artilleryDrm: 0, cavalrySuperiority: false,
  corpsLeaders: [], divisionLeader: null, fortification: 'none', ...over,
});

describe('13.9.3 Infantry SP quality', () => {
  it('example: French 3 Mobile and 2 Cavalry: only Reserve, -2', () => {
    const lines = drmLines({ attacker: side(), defender: side({ nationality: 'French', sps: { regular: 0, reserve: 3, francTireur: 0 } }), assaultDoctrineInForce: false });
    expect(drmTotal(lines, 'defender')).toBe(-2);
    expect(drmTotal(lines, 'attacker')).toBe(0);
  });
  it('example continued: adding 1 Franc-Tireur: still -2 (FT mixed -1, Reserve mixed -1), and +1 to the Prussian roll', () => {
    const lines = drmLines({ attacker: side(), defender: side({ nationality: 'French', sps: { regular: 0, reserve: 3, francTireur: 1 } }), assaultDoctrineInForce: false });
    expect(drmTotal(lines, 'defender')).toBe(-2);
    expect(drmTotal(lines, 'attacker')).toBe(1);
  });
  it('French Franc-Tireur only: -2 French, +1 Prussian', () => {
    const lines = drmLines({ attacker: side({ nationality: 'French', sps: { regular: 0, reserve: 0, francTireur: 2 } }), defender: side(), assaultDoctrineInForce: false });
    expect([drmTotal(lines, 'attacker'), drmTotal(lines, 'defender')]).toEqual([-2, 1]);
  });
});

describe('leaders, fortresses and the Assault Doctrine', () => {
  it('a negative Tactical Rating adds its size to the opponent; a Demoralized leader adds half a positive rating, rounded down', () => {
    const lines = drmLines({
      attacker: side({ corpsLeaders: [{ rating: 2, demoralized: false }, { rating: -1, demoralized: false }] }),
      defender: side({ nationality: 'French', corpsLeaders: [{ rating: 3, demoralized: true }] }),
      assaultDoctrineInForce: false,
    });
    expect(drmTotal(lines, 'attacker')).toBe(2);
    expect(drmTotal(lines, 'defender')).toBe(1 + 1);
  });
  it('Fortress +1, Improved +2, Fort 0, for the side that holds it', () => {
    for (const [f, v] of [['fort', 0], ['fortress', 1], ['improved-fortress', 2]] as const)
      expect(drmTotal(drmLines({ attacker: side(), defender: side({ fortification: f }), assaultDoctrineInForce: false }), 'defender')).toBe(v);
  });
  it('Assault Doctrine: +2 to the French while any Prussian Infantry SP fights; none against cavalry only', () => {
    const fr = side({ nationality: 'French' });
    expect(drmTotal(drmLines({ attacker: side(), defender: fr, assaultDoctrineInForce: true }), 'defender')).toBe(2);
    expect(drmTotal(drmLines({ attacker: side({ sps: { regular: 0, reserve: 0, francTireur: 0 } }), defender: fr, assaultDoctrineInForce: true }), 'defender')).toBe(0);
  });
  it('ratings above +6 count as +6 by default (the rule is cut in our source); the other reading keeps them', () => {
    expect(effectiveRating({ rating: 8, demoralized: false })).toBe(6);
    expect(effectiveRating({ rating: 8, demoralized: false }, 'no-cap')).toBe(8);
  });
  it('refuses an artillery DRM other than 0, 1 or 2', () => {
    expect(() => drmLines({ attacker: side({ artilleryDrm: 3 }), defender: side(), assaultDoctrineInForce: false })).toThrow(RangeError);
  });
});

describe('13.9.2 Army re-rolls', () => {
  it('example: French Armies +1, +1, -1, -1 give -1; Prussian +2: the Prussian has 3 re-rolls, the French none', () => {
    const fr = armyRerollValue([1, 1, -1, -1].map((rating) => ({ rating, demoralized: false })));
    expect(fr).toBe(-1);
    expect(rerollsAvailable(2, fr)).toEqual({ attacker: 3, defender: 0 });
  });
});
