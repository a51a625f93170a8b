/**
 * What follows the two CRT results (8.2.4, 8.3): the loss cap (a side
 * inflicts at most its own current combat steps: errata H1), the winner
 * (the higher table result; on equal results the one with + alone; neither:
 * the attacker's choice of a second round; after a second round the attacker
 * loses unless the defender had to retreat), and the joint chances over both
 * rolls.
 */
import { Fraction } from '../../../lib/fraction.ts';
import { count } from '../../../lib/guard.ts';
import type { Box, SideRoll } from './crt.ts';

export type Winner = 'attacker' | 'defender' | 'choice' | 'both-plus';

/** Losses a side takes from the enemy's result: capped by the enemy's own combat steps. */
export const capped = (result: number, inflictorSteps: number): number => Math.min(count('result', result, { max: 99 }), count('steps', inflictorSteps, { max: 200 }));

export function winner(a: Box, d: Box, round: 1 | 2): Winner {
  let w: Winner = a.cp > d.cp ? 'attacker' : a.cp < d.cp ? 'defender' : a.plus && !d.plus ? 'attacker' : d.plus && !a.plus ? 'defender' : a.plus ? 'both-plus' : 'choice';
  // after a second round, the attacker loses unless the defender has to retreat
  if (round === 2 && w !== 'attacker') w = 'defender';
  return w;
}

/** The chance of each winner over both rolls (both complete). */
export function winners(a: SideRoll, d: SideRoll, round: 1 | 2): Map<Winner, Fraction> {
  const out = new Map<Winner, Fraction>();
  for (const x of a.results)
    for (const y of d.results) {
      const w = winner(x.box, y.box, round);
      out.set(w, (out.get(w) ?? Fraction.ZERO).add(x.p.mul(y.p)));
    }
  return out;
}

/**
 * Over both rolls, each side's chance to lose and to lose and be demoralized,
 * its loss difference counted from the capped losses alone (retreat losses
 * come later, from the map). `demoralized` gives the chance for a loser (0
 * attacker, 1 defender) with a loss difference.
 */
export function loserChances(a: SideRoll, d: SideRoll, round: 1 | 2, steps: [number, number], demoralized: (loser: 0 | 1, diff: number) => Fraction): { loses: Fraction; demoralized: Fraction }[] {
  const out = [0, 1].map(() => ({ loses: Fraction.ZERO, demoralized: Fraction.ZERO }));
  for (const x of a.results)
    for (const y of d.results) {
      const w = winner(x.box, y.box, round);
      if (w !== 'attacker' && w !== 'defender') continue;
      const lost = [capped(y.box.cp, steps[1]), capped(x.box.cp, steps[0])];
      const L = w === 'attacker' ? 1 : 0;
      const p = x.p.mul(y.p);
      out[L]!.loses = out[L]!.loses.add(p);
      out[L]!.demoralized = out[L]!.demoralized.add(p.mul(demoralized(L, lost[L]! - lost[1 - L]!)));
    }
  return out;
}

/** The losses a roll inflicts after the cap, with their chances (equal capped losses merged). */
export function lossTable(r: SideRoll, inflictorSteps: number): { loss: number; codes: string; p: Fraction }[] {
  const m = new Map<string, { loss: number; codes: string; p: Fraction }>();
  for (const x of r.results) {
    const loss = capped(x.box.cp, inflictorSteps);
    const codes = `${x.box.c ? 'C' : ''}${x.box.l ? 'L' : ''}`;
    const k = `${loss} ${codes}`;
    const cur = m.get(k) ?? { loss, codes, p: Fraction.ZERO };
    cur.p = cur.p.add(x.p);
    m.set(k, cur);
  }
  return [...m.values()].sort((a, b) => a.loss - b.loss);
}

export type RetreatRiver = 'none' | 'unbridged' | 'engineers';

export interface Retreat {
  river: RetreatRiver;
  zoi: number;
  contact: number;
  /** of those hexes, how many hold a friendly unit or unbesieged fortress (-1 each) */
  friendly: number;
  /** enemy steps the retreating force overruns on its way (1 step lost each) */
  overrun?: number;
}

/** Steps lost retreating (8.3.2). */
export function retreatLoss(r: Retreat): number {
  count('ZOI hexes', r.zoi, { max: 2 });
  count('contact hexes', r.contact, { max: 2 });
  count('friendly hexes', r.friendly, { max: r.zoi + r.contact });
  return (r.river === 'unbridged' ? 2 : r.river === 'engineers' ? 1 : 0) + 2 * r.zoi + 3 * r.contact - r.friendly + count('enemy steps overrun', r.overrun ?? 0, { max: 99 });
}

/** Steps a demoralized force loses to pursuit (8.3.4): 1 per light or Guard cavalry step, 1 per 2 cuirassier points, doubled over an unbridged river without engineers. */
export function pursuit(light: number, guard: number, cuirassier: number, doubled: boolean): number {
  const n = count('light cavalry steps', light, { max: 99 }) + count('Guard cavalry steps', guard, { max: 99 }) + Math.floor(count('cuirassier points', cuirassier, { max: 99 }) / 2);
  return doubled ? 2 * n : n;
}

/**
 * Tactics cards (8.1.3): drawn 1 + combat value (+1 reformed); played 1, a
 * second through a subordinate when the commander's value is 2 or more
 * (8.1.3), or when his modifier is coloured (the reading of 1.1.4).
 */
export function tactics(cv: number, reformed: boolean, coloured: boolean | null = null): { draws: number; plays: number } {
  count("commander's combat value", cv, { max: 9 });
  return { draws: 1 + cv + (reformed ? 1 : 0), plays: (coloured ?? cv >= 2) ? 2 : 1 };
}
