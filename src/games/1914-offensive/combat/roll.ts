/**
 * 1914 CRT roll (9.7, 9.9.1, 21.1): a white and a black die; the white one is
 * modified by the PR DRM (highest defending PR − highest attacking PR). In
 * GTs 1-5 the Allied side re-rolls both dice once: attacking on a black 1,
 * defending on a black 6, keeping the new roll. Exact over 216 (or 36).
 */
import { count, modifier } from '../../../lib/guard.ts';

export const prDrm = (defPr: number, attPr: number): number => count('defending PR', defPr, { max: 9 }) - count('attacking PR', attPr, { max: 9 });

export type Reroll = 'none' | 'allied-attacker' | 'allied-defender';

/** 21.1: the Inferior Allied Combat Doctrine re-roll of GTs 1-5, for the Allied side as it fights. */
export function doctrineReroll(gt: number, allied: 'attacker' | 'defender'): Reroll {
  count('game turn', gt, { min: 1, max: 30 });
  return gt > 5 ? 'none' : allied === 'defender' ? 'allied-defender' : 'allied-attacker';
}

/** Every (modified white, black) pair with its weight, and the total weight. */
export function rolls(drm: number, reroll: Reroll): { pairs: { white: number; black: number; w: number }[]; total: number } {
  modifier('PR DRM', drm, 9);
  const bad = reroll === 'allied-attacker' ? 1 : reroll === 'allied-defender' ? 6 : 0;
  const pairs: { white: number; black: number; w: number }[] = [];
  for (let w = 1; w <= 6; w++)
    for (let b = 1; b <= 6; b++) pairs.push({ white: w + drm, black: b, w: bad === 0 ? 1 : b === bad ? 1 : 7 });
  return { pairs, total: bad === 0 ? 36 : 216 };
}
