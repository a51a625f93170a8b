/**
 * Differential test of the Death Ride combat tables (7.1-7.4 on the player aid
 * card) against a reference written from the card alone: the fixed Attacker
 * and Target Values and, over the 36 pairs of dice, the exact distribution of
 * (target CP, firer CP, attacker CP, attacking units eliminated outright).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assaultInfantry, bombardment, cavalryVsCavalry, chassepotVolley, rifleFire, type CombatResult } from '../../../../src/games/death-ride/combat/tables.ts';
import def from '../../../../src/games/death-ride/calculators/combat.ts';
import { run } from '../../../../src/lib/calculator.ts';

interface Res { target?: number; firer?: number; attacker?: number; elim?: number }
/** tuple "target/firer/attacker/elim" -> ways of 36 */
function refDist(av: number, tv: number, table: (d: number) => Res): Record<string, number> {
  const out: Record<string, number> = {};
  for (let a = 1; a <= 6; a++)
    for (let t = 1; t <= 6; t++) {
      const r = table(av + a - (tv + t));
      const k = `${r.target ?? 0}/${r.firer ?? 0}/${r.attacker ?? 0}/${r.elim ?? 0}`;
      out[k] = (out[k] ?? 0) + 1;
    }
  return out;
}
function oursDist(r: CombatResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of r.outcomes) {
    const k = `${o.casualties.target}/${o.casualties.firer}/${o.casualties.attacker}/${o.eliminated}`;
    out[k] = (out[k] ?? 0) + Number(o.weight);
  }
  return out;
}
function same(r: CombatResult, av: number, tv: number, table: (d: number) => Res, ctx: unknown) {
  expect({ ctx, av: r.avFixed, tv: r.tvFixed }).toEqual({ ctx, av, tv });
  expect({ ctx, dist: oursDist(r) }).toEqual({ ctx, dist: refDist(av, tv, table) });
}

const RUNS = 1500;
const small = (max: number) => fc.integer({ min: 0, max });

describe('Death Ride combat: ours against the card reference', () => {
  it('7.1 Bombardment', () => {
    fc.assert(fc.property(small(9), small(6), small(4), fc.boolean(), small(6), fc.boolean(), small(6), fc.constantFrom('ignored', 'counted'), (af, extra, range, fc3, cover, cavOnly, tArt, reading) => {
      const adjacent = range === 0;
      const av = af + (adjacent ? 2 * extra : 0) - 2 * range - (fc3 ? 1 : 0);
      const tv = (cavOnly ? 1 : 2) * cover + (adjacent || reading === 'counted' ? 2 * tArt : 0);
      const r = bombardment({ artilleryFactor: af, additionalArtillery: extra, interveningAreas: range, firerInCover3: fc3, cover, targetCavalryOnly: cavOnly, targetFreshArtillery: tArt }, { targetSupportsAtRange: reading as 'ignored' | 'counted' });
      same(r, av, tv, (d) => (d <= 0 ? {} : { target: d }), { af, extra, range, fc3, cover, cavOnly, tArt, reading });
    }), { numRuns: RUNS });
  });

  it('7.2 Rifle Fire', () => {
    fc.assert(fc.property(fc.constantFrom('french', 'german'), fc.boolean(), fc.boolean(), small(4), small(6), small(6), fc.constantFrom('infantry', 'artillery'), fc.boolean(), small(4), small(4), fc.boolean(), small(4), fc.constantFrom('target', 'firer'), (side, adjRaw, fc3, sArt, sInf, cover, lead, spent, tArt, tInf, tc3, act, vision) => {
      const french = side === 'french';
      const adjacent = french ? adjRaw : true; // Germans may only engage an adjacent area
      const attackers = 1 + sArt + sInf;
      const av = (french ? 4 : 2) + 2 * sArt + (french ? 2 : 1) * sInf + (french ? (adjacent ? 1 : -3) : 0) - (fc3 ? 1 : 0);
      // the target is the other side: French infantry 4/3, artillery 4/3, German infantry 2/1
      const targetFrench = !french;
      const leadV = lead === 'artillery' ? (spent ? 3 : 4) : targetFrench ? (spent ? 3 : 4) : spent ? 1 : 2;
      const supports = adjacent ? 2 * tArt + (targetFrench ? 2 : 1) * tInf : 0;
      const visionHit = vision === 'target' ? tc3 : fc3;
      const tv = cover + cover * Math.floor(attackers / 3) + leadV + supports - (visionHit ? 1 : 0);
      const r = rifleFire({ firingSide: side as 'french' | 'german', adjacent, firerInCover3: fc3, supportArtillery: sArt, supportInfantry: sInf, cover, targetLead: lead as 'infantry' | 'artillery', targetLeadSpent: spent, targetArtillery: tArt, targetInfantry: tInf, targetInCover3: tc3, activatedFresh: act }, { vision: vision as 'target' | 'firer' });
      same(r, av, tv, (d) => (d < -1 ? { firer: Math.max(0, -d - act) } : d <= 1 ? { target: 2, firer: 2 } : { target: d }), { side, adjacent, fc3, sArt, sInf, cover, lead, spent, tArt, tInf, tc3, act, vision });
    }), { numRuns: RUNS });
  });

  it('7.3 Chassepot Volley', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.option(fc.integer({ min: 1, max: 10 })), small(10), small(6), fc.constantFrom('down', 'up'), (firing, target, attack, c3raw, cover, rounding) => {
      const c3 = Math.min(c3raw, firing);
      const av = 2 * firing + Math.ceil(target / 2) - c3;
      const tv = cover - 1 + (attack ?? target);
      const half = (x: number) => (rounding === 'up' ? Math.ceil(x / 2) : Math.floor(x / 2));
      const r = chassepotVolley({ firing, targetUnits: target, ...(attack === null ? {} : { attackUnits: attack }), divisionsInCover3: c3, cover }, { rounding: rounding as 'down' | 'up' });
      same(r, av, tv, (d) => (d < 0 ? {} : { target: half(d) }), { firing, target, attack, c3, cover, rounding });
    }), { numRuns: RUNS });
  });

  it('7.4 Assault, cavalry vs cavalry', () => {
    fc.assert(fc.property(small(9), small(6), small(9), fc.boolean(), small(6), small(4), fc.constantFrom('additional', 'all-fresh'), (avV, extra, dv, leadFresh, tFresh, bz, reading) => {
      const av = avV + 2 * extra;
      const tv = dv + 2 * (tFresh + (reading === 'all-fresh' && leadFresh ? 1 : 0)) + 2 * bz;
      const r = cavalryVsCavalry({ attackerValue: avV, additionalFresh: extra, defenderValue: dv, defenderLeadFresh: leadFresh, defenderAdditionalFresh: tFresh, beatenZones: bz }, { targetSupports: reading as 'additional' | 'all-fresh' });
      same(r, av, tv, (d) => (d <= 0 ? { elim: 1 } : { target: d }), { avV, extra, dv, leadFresh, tFresh, bz, reading });
    }), { numRuns: RUNS });
  });

  it('7.4 Assault on infantry or artillery', () => {
    fc.assert(fc.property(small(9), fc.constantFrom('infantry', 'artillery', 'cavalry'), fc.boolean(), small(5), small(5), small(9), fc.constantFrom('infantry', 'artillery'), small(6), small(3), small(3), small(4), small(4), small(5), fc.boolean(), fc.constantFrom('two-total', 'lead-plus-two'), fc.constantFrom('others', 'included'),
      (aV, lead, leader, addIA, addC, dV, dLead, cover, zi, zc, dInf, dArt, dSpent, dLeadSpent, two, spentLead) => {
        const cav = lead === 'cavalry';
        const av = aV + (leader ? 1 : 0) + 2 * addIA + addC;
        const spentN = cav ? dSpent + (spentLead === 'included' && dLeadSpent && dLead === 'infantry' ? 1 : 0) : 0;
        const tv = dV + (cover - 1) + zi + 2 * zc + dInf + 2 * dArt + Math.ceil(spentN / 2);
        const r = assaultInfantry({ attackerValue: aV, attackerLead: lead as 'infantry' | 'artillery' | 'cavalry', leaderCommitted: leader, additionalInfArt: addIA, additionalCavalry: addC, defenderValue: dV, defenderLead: dLead as 'infantry' | 'artillery', cover, zonesExitedInfantry: zi, zonesExitedCavalry: zc, defenderInfantry: dInf, defenderArtillery: dArt, defenderSpentInfantry: dSpent, defenderLeadSpent: dLeadSpent }, { twoUnits: two as 'two-total' | 'lead-plus-two', spentLead: spentLead as 'others' | 'included' });
        same(r, av, tv, (d) => {
          if (d < 0) return { elim: cav && dLead === 'infantry' ? (two === 'two-total' ? 2 : 3) : 1 };
          if (d === 0) return { attacker: 2 };
          return { target: cav && dLead === 'infantry' ? 2 * d : d, elim: cav && d <= 2 ? 1 : 0 };
        }, { aV, lead, leader, addIA, addC, dV, dLead, cover, zi, zc, dInf, dArt, dSpent, dLeadSpent, two, spentLead });
      }), { numRuns: RUNS });
  });

  it('bad input on the page is refused with a message (never NaN, never a TypeError)', () => {
    for (const q of [{ 'a-cv': '10' }, { 'a-cv': '-1' }, { procedure: 'melee' }, { procedure: 'rifle', side: 'german', 'r-adjacent': '0' }, { procedure: 'assault', side: 'french', 'as-lead': 'artillery' }, { procedure: 'chassepot', 'c-firing': '2', 'c-div-cover3': '3' }, { cover: '1.5' }] as Record<string, string>[]) {
      const r = run(def, q);
      expect(Object.keys(r.errors).length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(r.result).toBeUndefined();
    }
  });
  it('every procedure at the limits of its fields computes without NaN or undefined', () => {
    const maxed = Object.fromEntries(def.fields.filter((f) => f.kind === 'int').map((f) => [f.key, String((f as { max: number }).max)]));
    const mined = Object.fromEntries(def.fields.filter((f) => f.kind === 'int').map((f) => [f.key, String((f as { min: number }).min)]));
    for (const procedure of ['bombardment', 'rifle', 'chassepot', 'cav-vs-cav', 'assault'])
      for (const side of ['german', 'french'])
        for (const base of [maxed, mined]) {
          const r = run(def, { ...base, procedure, side, 'as-lead': side === 'french' ? 'cavalry' : 'artillery' });
          expect(r.failure, `${procedure} ${side}`).toBeUndefined();
          expect(Object.keys(r.errors).length <= 1).toBe(true);
          if (r.result) expect(JSON.stringify(r.result, (_k, x) => (typeof x === 'bigint' ? String(x) : x))).not.toMatch(/NaN|undefined|Infinity/);
        }
  });
});
