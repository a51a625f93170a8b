/**
 * 1914 Effectiveness Check (6.2): 2d6 plus the DRMs against the CEL; equal or
 * less passes, more fails, and the margin (modified roll − CEL) decides what a
 * failure does. Exact over the 36 outcomes of two dice.
 */
import { Dist } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { modifier } from '../../../lib/guard.ts';

export const TWO_D6 = Dist.die(6).times(2);

/**
 * The margin over every roll: ≤ 0 passes, ≥ 1 fails by that much. A CEL below
 * 2 (a low Base CE at −3 or worse: 6.1 subtracts without a floor) simply fails
 * on every roll; it is not an error.
 */
export function margins(cel: number, drm: number): Dist {
  modifier('CEL', cel, 30);
  modifier('DRM', drm, 30);
  return TWO_D6.map((r) => r + drm - cel);
}

export const passChance = (cel: number, drm: number): Fraction => margins(cel, drm).atMost(0);

/** The post-combat margin bands of 10.2 */
export const BANDS = [
  { label: 'Pass', from: -Infinity, to: 0 },
  { label: 'Failed by 1-3', from: 1, to: 3 },
  { label: 'Failed by 4-6', from: 4, to: 6 },
  { label: 'Failed by 7-9', from: 7, to: 9 },
  { label: 'Failed by 10 or more', from: 10, to: Infinity },
] as const;

/** Each band's chance, and the two-dice totals that give it. */
export function bandChances(cel: number, drm: number): { label: string; prob: Fraction; rolls: number[] }[] {
  const m = margins(cel, drm);
  return BANDS.map((b) => ({
    label: b.label,
    prob: m.prob((x) => x >= b.from && x <= b.to),
    rolls: [...TWO_D6.weights.keys()].filter((r) => r + drm - cel >= b.from && r + drm - cel <= b.to),
  }));
}
