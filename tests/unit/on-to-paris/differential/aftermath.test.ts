/**
 * Differential test of the On To Paris! combat aftermath and side rolls
 * against a reference from the rulebook alone: Cavalry Superiority (13.10),
 * artillery half-losses (13.3.5), leader casualties (13.12), Battle Impact
 * DRMs (13.13.3), Demoralization levels (13.14) and the Victor (13.15), and
 * the penalty-track roll (13.8.2, 15.1).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shiftAttempt, superiorityDrm } from '../../../../src/games/on-to-paris/combat/cavalry.ts';
import { artilleryLosses } from '../../../../src/games/on-to-paris/combat/artillery.ts';
import { battleImpactDrm, casualtyCap, casualtyChance } from '../../../../src/games/on-to-paris/combat/aftermath.ts';
import { demoralizationLevels, extraDemoralizationLosses, victor, type VictorSide } from '../../../../src/games/on-to-paris/combat/victor.ts';
import { removalChance, trackRollDue } from '../../../../src/games/on-to-paris/combat/tracks.ts';
import { dice, ratio } from './ref.ts';

describe('13.10 Cavalry Superiority', () => {
  it('1D6 + CSPs each, the higher wins the DRM, a tie gives none; the shift needs the lead or less on 1D6 (CSPs 0-20 each)', () => {
    for (let a = 0; a <= 20; a++)
      for (let d = 0; d <= 20; d++) {
        let aw = 0, dw = 0, t = 0;
        for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) { const s = x + a - (y + d); if (s > 0) aw++; else if (s < 0) dw++; else t++; }
        const got = superiorityDrm(a, d);
        expect([got.attackerWins, got.defenderWins, got.tie].map(String)).toEqual([ratio(aw, 36), ratio(dw, 36), ratio(t, 36)]);
        const sh = shiftAttempt(a, d);
        const lead = Math.abs(a - d);
        expect({ side: sh.side, chance: String(sh.chance) }).toEqual({ side: a > d ? 'attacker' : d > a ? 'defender' : null, chance: ratio(Math.min(6, lead), 6) });
      }
  });
  it('the example: 5 CSPs against 2 roll 3 or less', () => expect(String(shiftAttempt(5, 2).chance)).toBe('1/2'));
});

describe('13.3.5 artillery losses with a half', () => {
  it('the whole number, then 1D6 of 1-3 adds one; never more than the SPs there are', () => {
    for (let n = 0; n <= 4; n++)
      for (const half of [false, true])
        for (let sps = 0; sps <= 8; sps++) {
          const want = new Map<number, number>();
          const add = (k: number, w: number) => want.set(Math.min(k, sps), (want.get(Math.min(k, sps)) ?? 0) + w);
          if (half) { add(n + 1, 3); add(n, 3); } else add(n, 6);
          const got = artilleryLosses({ drm: 0, demoralize: false, losses: n, half }, sps);
          expect(Object.fromEntries(got.map((g) => [g.losses, String(g.chance)]))).toEqual(Object.fromEntries([...want].map(([k, w]) => [k, ratio(w, 6)])));
        }
  });
});

describe('13.12 leader casualties', () => {
  it('Division on 2 or 3, Corps on 3, Army on 2 (2D6)', () => {
    const d = dice(2);
    expect(String(casualtyChance('division'))).toBe(ratio(d.get(2)! + d.get(3)!, 36));
    expect(String(casualtyChance('corps'))).toBe(ratio(d.get(3)!, 36));
    expect(String(casualtyChance('army'))).toBe(ratio(d.get(2)!, 36));
  });
  it('at most one casualty after 0 or 1 SP lost on the CRT, else as many as the SPs lost', () => {
    for (let n = 0; n <= 20; n++) expect(casualtyCap(n)).toBe(n <= 1 ? 1 : n);
  });
});

describe('13.13.3 Battle Impact DRM', () => {
  it('leadership + terrain, -1 Reserve left, -1 Franc-Tireur left, + concentric, -1 for the enemy artillery DRM, -1 per SP lost to artillery (fast-check)', () => {
    fc.assert(fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -5, max: 5 }), fc.boolean(), fc.boolean(), fc.nat(5), fc.boolean(), fc.nat(6), (lead, ter, res, ft, conc, art, lost) => {
      const want = lead + ter - (res ? 1 : 0) - (ft ? 1 : 0) + conc - (art ? 1 : 0) - lost;
      expect(battleImpactDrm({ leadership: lead, terrain: ter, anyReserveLeft: res, anyFrancTireurLeft: ft, concentric: conc, opponentArtilleryDrm: art, artilleryLosses: lost }).total).toBe(want);
    }), { numRuns: 2000 });
  });
  it('the example: two SPs lost to artillery and a +1 DRM to the opponent: -3', () => {
    expect(battleImpactDrm({ leadership: 0, terrain: 0, anyReserveLeft: false, anyFrancTireurLeft: false, concentric: 0, opponentArtilleryDrm: true, artilleryLosses: 2 }).total).toBe(-3);
  });
});

describe('13.14 / 13.15 Demoralization and the Victor', () => {
  it('one level per cause; one more SP per level above the first', () => {
    for (let m = 0; m < 16; m++) {
      const l = demoralizationLevels({ beganDemoralized: !!(m & 1), artilleryD: !!(m & 2), crtD: !!(m & 4), outOfCombatSupply: !!(m & 8) });
      const want = [1, 2, 4, 8].filter((b) => m & b).length;
      expect(l).toBe(want);
      expect(extraDemoralizationLosses(l)).toBe(Math.max(0, want - 1));
    }
  });
  function refVictor(a: VictorSide, d: VictorSide): 'attacker' | 'defender' | 'none' {
    if (a.eliminated && d.eliminated) return 'none';
    if (a.eliminated) return 'defender';
    if (d.eliminated) return 'attacker';
    if (a.usedDeathRide !== d.usedDeathRide) return a.usedDeathRide ? 'defender' : 'attacker';
    if (a.spLost === 0 && d.spLost === 0) return 'defender';
    if ((a.levels > 0) !== (d.levels > 0)) return a.levels > 0 ? 'defender' : 'attacker';
    if (a.levels > 0 && d.levels > 0 && a.levels !== d.levels) return a.levels < d.levels ? 'attacker' : 'defender';
    if (a.levels > 0 && a.levels === d.levels && d.beganDemoralized) return 'attacker';
    if (a.spLost !== d.spLost) return a.spLost < d.spLost ? 'attacker' : 'defender';
    return 'defender';
  }
  it('the eight tests in order (exhaustive over small values)', () => {
    let n = 0;
    for (const ae of [false, true]) for (const de of [false, true]) for (const ar of [false, true]) for (const dr of [false, true]) {
      if (ar && dr) continue; // only one side can avoid a forced round by a Death Ride
      for (let al = 0; al <= 3; al++) for (let dl = 0; dl <= 3; dl++) for (let alv = 0; alv <= 3; alv++) for (let dlv = 0; dlv <= 3; dlv++) for (const db of [false, true]) {
        if (db && dlv === 0) continue; // beginning Demoralized is a level
        const a: VictorSide = { eliminated: ae, usedDeathRide: ar, spLost: al, levels: alv, beganDemoralized: false };
        const d: VictorSide = { eliminated: de, usedDeathRide: dr, spLost: dl, levels: dlv, beganDemoralized: db };
        expect({ a, d, w: victor(a, d).winner }).toEqual({ a, d, w: refVictor(a, d) });
        n++;
      }
    }
    expect(n).toBeGreaterThan(3000);
  });
});

describe('13.8.2 / 15.1 penalty tracks', () => {
  it('a roll is due after a combat with two Infantry SPs a side', () => {
    for (let a = 0; a <= 5; a++) for (let d = 0; d <= 5; d++) expect(trackRollDue(a, d)).toBe(a >= 2 && d >= 2);
  });
  it('a box range lo-hi ends the penalty with the 2D6 chance of that range', () => {
    const d = dice(2);
    for (let lo = 2; lo <= 12; lo++) for (let hi = lo; hi <= 12; hi++) {
      let w = 0;
      for (let s = lo; s <= hi; s++) w += d.get(s)!;
      expect(String(removalChance([lo, hi]))).toBe(ratio(w, 36));
    }
    expect(String(removalChance(null))).toBe('0');
    expect(() => removalChance([1, 3])).toThrow(RangeError);
  });
});
