/**
 * Death Ride 2.3, the rule itself: the modifier and the test that makes a
 * French impulse the last. Kept apart from the probability code so the turn
 * checklist ships without it.
 */
export type Counting = 'pair' | 'each';

/** -1 per red Metz area occupied solely by Germans, at most -2 (11.2). */
export function metzModifier(areas: number): number {
  return 0 - Math.min(2, Math.max(0, areas));
}

/** The whole modifier: Turn track value plus the Metz modifier. */
export function phaseModifier(turnModifier: number, metzAreas: number): number {
  return turnModifier + metzModifier(metzAreas);
}

/** Impulse number at which the j-th French impulse is checked. */
export function impulseNumber(j: number, counting: Counting = 'pair'): number {
  return counting === 'pair' ? j : 2 * j;
}

/** The checklist test: is this French impulse the final one? */
export function isFinal(roll: number, modifier: number, impulse: number): boolean {
  return roll + modifier <= impulse;
}
