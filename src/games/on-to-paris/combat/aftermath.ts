/**
 * On To Paris! after the CRT: leader casualty numbers and caps (13.12) and Battle
 * Impact DRMs (13.13.3); Demoralization and the Victor are victor.ts. All of it is
 * in our source's text; the tables the rolls are read on are not.
 */
import { count, modifier } from '../../../lib/guard.ts';
import { Dist } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

const twoD6 = Dist.die(6).times(2);

export type LeaderRank = 'division' | 'corps' | 'army';
/** 13.12: the 2D6 totals that make a leader a casualty, once the Possibility table says to roll. */
export const CASUALTY_ROLLS: Record<LeaderRank, readonly number[]> = { division: [2, 3], corps: [3], army: [2] };

export function casualtyChance(rank: LeaderRank): Fraction {
  const hits = CASUALTY_ROLLS[rank];
  return twoD6.prob((v) => hits.includes(v));
}

/** 13.12: at most one casualty for a side that lost 0 or 1 SP on the CRT, else at most the SPs it lost there. */
export function casualtyCap(crtLosses: number): number {
  count('CRT losses', crtLosses, { max: 999 });
  return Math.max(1, crtLosses);
}

export interface ImpactInput {
  /** one surviving Army leader's re-roll rating and one Corps leader's Tactical Rating (or a Division leader's), signed */
  leadership: number;
  /** terrain of the Defender's hex and one hexside (PAC, absent): the player's value, applied to both rolls */
  terrain: number;
  anyReserveLeft: boolean;
  /** French only */
  anyFrancTireurLeft: boolean;
  /** the Attacker's concentric bonus (PAC; 3 hexsides = +2 in the rules' example) */
  concentric: number;
  /** the opponent's artillery earned a CRT DRM */
  opponentArtilleryDrm: boolean;
  /** SPs this side lost to the opponent's artillery */
  artilleryLosses: number;
}

export function battleImpactDrm(i: ImpactInput): { total: number; lines: { value: number; label: string }[] } {
  for (const k of ['leadership', 'terrain', 'concentric'] as const) modifier(k, i[k], 20);
  count('artilleryLosses', i.artilleryLosses, { max: 999 });
  const lines: { value: number; label: string }[] = [];
  if (i.leadership) lines.push({ value: i.leadership, label: SAY.leadership });
  if (i.terrain) lines.push({ value: i.terrain, label: SAY.terrain });
  if (i.anyReserveLeft) lines.push({ value: -1, label: SAY.reserveLeft });
  if (i.anyFrancTireurLeft) lines.push({ value: -1, label: SAY.francTireurLeft });
  if (i.concentric) lines.push({ value: i.concentric, label: SAY.concentric });
  if (i.opponentArtilleryDrm) lines.push({ value: -1, label: SAY.enemyArtilleryDrm });
  if (i.artilleryLosses) lines.push({ value: -i.artilleryLosses, label: fill(SAY.artilleryLosses, { sp: i.artilleryLosses }) });
  return { total: lines.reduce((s, l) => s + l.value, 0), lines };
}

/**
 * 13.12: the number of casualties a side takes once checks are called for:
 * each leader rolls in rank order (Division, Corps, Army) and the side takes at
 * most `cap`. Exact, as (casualties, chance) from 0 up.
 */
export function casualtyCount(leaders: Record<LeaderRank, number>, cap: number): Fraction[] {
  count('casualty cap', cap, { min: 1, max: 999 });
  let dist: Fraction[] = [Fraction.ONE];
  for (const rank of ['division', 'corps', 'army'] as const) {
    count(`${rank} leaders`, leaders[rank], { max: 99 });
    const p = casualtyChance(rank);
    const q = Fraction.ONE.sub(p);
    for (let i = 0; i < leaders[rank]; i++) {
      const next: Fraction[] = dist.map(() => Fraction.ZERO).concat([Fraction.ZERO]);
      dist.forEach((w, k) => {
        next[k] = next[k]!.add(w.mul(q));
        next[k + 1] = next[k + 1]!.add(w.mul(p));
      });
      dist = next;
    }
  }
  const out = dist.slice(0, cap);
  if (dist.length > cap) out.push(dist.slice(cap).reduce((s, w) => s.add(w), Fraction.ZERO));
  return out;
}
