/**
 * Differential test of the On To Paris! supply check (9.1-9.8) against a
 * reference written from the rulebook alone: every combination of answers of
 * the whole-path check, and every combination of the one-hex questions.
 */
import { describe, expect, it } from 'vitest';
import { checkSupply, type SupplyAnswers } from '../../../../src/games/on-to-paris/supply/check.ts';
import { hexBlocks, type HexAnswers } from '../../../../src/games/on-to-paris/supply/blocks.ts';

type Verdict = 'in' | 'out' | 'not-checked';
type Fate = 'none' | 'kept' | 'spent';

function refCheck(a: SupplyAnswers): { verdict: Verdict; depot: Fate } {
  const out = { verdict: 'out' as Verdict, depot: 'none' as Fate };
  const inn = (depot: Fate = 'none') => ({ verdict: 'in' as Verdict, depot });
  const unitCheck = a.check !== 'hex';
  if (unitCheck && a.who === 'franc-tireur') return inn(); // 9.1: always in supply
  // 9.8 is the whole supply test of a Siege Gun (the calculator asks it no role question)
  if (unitCheck && a.who === 'siege-gun') return a.gunOnRail && a.gunRailToSource ? inn() : out;
  if (a.check === 'movement' && a.role === 'non-active') return { verdict: 'not-checked', depot: 'none' }; // 9.2.2
  if (a.check === 'combat' && a.role === 'attacker' && a.outAtActivation) return out; // 9.2.1: never in Combat Supply that activation
  const combat = a.check === 'combat';
  // 9.4.2: Unit Supply Path straight to a (non-depot) Supply Source
  if (a.toSource) return inn();
  // a Unit Supply Path that reaches the rail, then a Railway Supply Path
  if (a.toRail && a.railEnd === 'source') return inn();
  if (a.toRail && a.railEnd === 'depot') {
    // a depot is a Supply Source for Movement Supply; for Combat Supply the depot on the rail line is spent, or kept (9.4.5) under that reading
    if (!combat) return inn();
    return inn(a.railDepot === 'kept' ? 'kept' : 'spent');
  }
  if (a.toDepot) {
    if (!combat) return inn(); // 9.5.1: a depot supplies movement, not spent
    // 9.4.6: a Supply Depot Path to a source, or to a rail line hex and a Railway Supply Path; the depot is kept
    if (a.depotPath === 'source') return inn('kept');
    if (a.depotPath === 'rail' && a.depotRailEnd === 'source') return inn('kept');
    if (a.depotPath === 'rail' && a.depotRailEnd === 'depot' && a.railDepot === 'kept') return inn('kept');
    // or it is the Combat Supply source itself, eliminated after the combat (also when the Railway path ends at a depot under the "spent" reading: one of them is spent)
    if (a.depotPath === 'rail' && a.depotRailEnd === 'depot') return inn('spent');
    if (a.spendDepot) return inn('spent');
  }
  return out;
}

describe('9 Supply: the whole-path check, ours against the rulebook reference', () => {
  it('every combination of answers (exhaustive)', () => {
    const roles = { movement: ['active', 'non-active'], combat: ['attacker', 'defender'], hex: ['active'] } as const;
    const ends = ['source', 'depot', 'none'] as const;
    let n = 0;
    const diffs: string[] = [];
    for (const check of ['movement', 'combat', 'hex'] as const)
      for (const who of ['unit', 'franc-tireur', 'siege-gun'] as const)
        for (const role of roles[check])
          for (const railEnd of ends)
            for (const depotPath of ['source', 'rail', 'none'] as const)
              for (const depotRailEnd of ends)
                for (const railDepot of ['kept', 'spent'] as const)
                  for (let m = 0; m < 256; m++) {
                    const a: SupplyAnswers = {
                      check, side: 'prussian', who, role, unitPath: { hexes: 4, from: 'your chart' }, railEnd, depotPath, depotRailEnd, railDepot,
                      outAtActivation: !!(m & 1), toSource: !!(m & 2), toRail: !!(m & 4), toDepot: !!(m & 8), spendDepot: !!(m & 16), gunOnRail: !!(m & 32), gunRailToSource: !!(m & 64), gunOwnPath: !!(m & 128),
                    };
                    const got = checkSupply(a);
                    const want = refCheck(a);
                    // a depot used for Movement Supply is never spent: "kept" and "none" say the same there
                    const fate = (f: string) => (check !== 'combat' && f === 'kept' ? 'none' : f);
                    if (got.verdict !== want.verdict || (want.verdict === 'in' && fate(got.depot) !== fate(want.depot))) diffs.push(JSON.stringify({ a, got: [got.verdict, got.depot], want }));
                    n++;
                  }
    expect(diffs.slice(0, 5)).toEqual([]);
    expect(n).toBeGreaterThan(50000);
  });
});

function refBlocks(h: HexAnswers): boolean {
  if (h.enemyUnit || h.cannotEnter || h.enemyCityOrFort) return true; // 9.4.3
  if (h.cavalryZoi && !h.cavalryCancelled) return true; // 9.4.3 note 1
  if (h.defender && h.entryHex) return true; // 9.4.3 defenders
  if (h.defender && h.besideEntryInZoi && !h.defenderCancels) return true;
  if (h.railway) {
    // 9.4.5: only friendly-controlled rail line hexes; an enemy Fort(ress) hex never is, unless the Prussian Rail Bypass is there (9.6)
    if (h.enemyFort) return !h.railBypass;
    return !h.friendlyRail;
  }
  return false;
}

describe('9.4.3 / 9.4.5 / 9.6 does one hex block a path', () => {
  it('every combination of the 13 answers (exhaustive)', () => {
    const keys = ['enemyUnit', 'cannotEnter', 'enemyCityOrFort', 'cavalryZoi', 'cavalryCancelled', 'defender', 'entryHex', 'besideEntryInZoi', 'defenderCancels', 'railway', 'enemyFort', 'railBypass', 'friendlyRail'] as const;
    const diffs: string[] = [];
    for (let m = 0; m < 1 << keys.length; m++) {
      const h = Object.fromEntries(keys.map((k, i) => [k, !!(m & (1 << i))])) as unknown as HexAnswers;
      const got = hexBlocks(h).blocks;
      if (got !== refBlocks(h)) diffs.push(JSON.stringify({ h, got }));
    }
    expect(diffs.slice(0, 5)).toEqual([]);
  });
  it('bad answers are refused', () => {
    expect(() => hexBlocks({ enemyUnit: 'yes' } as unknown as HexAnswers)).toThrow(/\w/);
    expect(() => checkSupply({ check: 'siege' } as unknown as SupplyAnswers)).toThrow(/\w/);
  });
});
