/**
 * Artillery and cavalry superiority (8.1.5-8.1.7). More points than the other
 * side: +1; twice as many: +2 for cavalry, and for artillery the value the
 * player's reading gives (the digit is lost in our source). Cuirassier and
 * Guard cavalry points count 1.5 (kept in half points here); in mountains and
 * woods reserve cavalry counts 1 and the two bonuses together give at most +1;
 * in swamps there is no cavalry superiority except in Winter. A cavalry tie
 * goes to the side with more cavalry leaders; whether 0 : 0 (no cavalry on
 * either side) is such a tie is a reading (`zeroTie`, default yes: the rule
 * makes no exception for it).
 */
import { count } from '../../../lib/guard.ts';

export type Terrain = 'open' | 'mountain' | 'woods' | 'swamp';

export interface Cavalry {
  light: number;
  /** reserve (cuirassier) cavalry points */
  reserve: number;
  guard: number;
  /** cavalry leaders, for a tie */
  leaders: number;
}

/** Cavalry points in halves: light 2, cuirassier and Guard 3 (reserve 2 in mountains and woods). */
export function halfPoints(c: Cavalry, t: Terrain): number {
  for (const k of ['light', 'reserve', 'guard', 'leaders'] as const) count(`cavalry ${k}`, c[k], { max: 99 });
  return 2 * c.light + (t === 'mountain' || t === 'woods' ? 2 : 3) * c.reserve + 3 * c.guard;
}

/** [attacker, defender]: +1 to the side with more, `twice` at twice as many or more. */
export function superior(a: number, d: number, twice: number): [number, number] {
  if (a === d) return [0, 0];
  const v = (x: number, y: number) => (x >= 2 * y ? twice : 1);
  return a > d ? [v(a, d), 0] : [0, v(d, a)];
}

export interface Superiority {
  art: [number, number];
  cav: [number, number];
  /** cavalry points shown, 4.5 style */
  cavPoints: [number, number];
  /** the cavalry tie went to the side with more cavalry leaders */
  byLeaders: boolean;
  /** mountains or woods held a side's combined bonus to +1 */
  capped: [boolean, boolean];
  swamp: boolean;
}

export function superiority(art: [number, number], cav: [Cavalry, Cavalry], t: Terrain, winter: boolean, artTwice: number, zeroTie = true): Superiority {
  count('attacker artillery', art[0], { max: 99 });
  count('defender artillery', art[1], { max: 99 });
  count('artillery DRM at twice', artTwice, { min: 1, max: 3 });
  const h: [number, number] = [halfPoints(cav[0], t), halfPoints(cav[1], t)];
  const a = superior(art[0], art[1], artTwice);
  const swamp = t === 'swamp' && !winter;
  let c = swamp ? ([0, 0] as [number, number]) : superior(h[0], h[1], 2);
  let byLeaders = false;
  if (!swamp && h[0] === h[1] && (zeroTie || h[0] > 0) && cav[0].leaders !== cav[1].leaders) {
    c = cav[0].leaders > cav[1].leaders ? [1, 0] : [0, 1];
    byLeaders = true;
  }
  const hilly = t === 'mountain' || t === 'woods';
  const capped: [boolean, boolean] = [hilly && a[0] + c[0] > 1, hilly && a[1] + c[1] > 1];
  for (const i of [0, 1]) if (capped[i]) {
    // the combined bonus is +1: keep the artillery part when there is one
    if (a[i]! > 0) { a[i] = 1; c[i] = 0; } else c[i] = 1;
  }
  return { art: a, cav: c, cavPoints: [h[0] / 2, h[1] / 2], byLeaders, capped, swamp };
}
