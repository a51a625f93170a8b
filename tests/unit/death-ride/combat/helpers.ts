import type { CombatResult } from '../../../../src/games/death-ride/combat/tables.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';

/** outcome key -> weight out of 36, as plain numbers */
export function weights(r: CombatResult): Record<string, number> {
  return Object.fromEntries(r.outcomes.map((o) => [o.key, Number(o.weight)]));
}

/** casualty points of one side -> weight out of 36 (zeros included) */
export function cpWeights(r: CombatResult, side: 'target' | 'firer' | 'attacker'): Record<number, number> {
  return Object.fromEntries([...r.cp[side].weights].map(([v, w]) => [v, Number(w)]));
}

export const f = (n: number, d = 1) => new Fraction(n, d);
/** "5/9" for comparisons that print well on failure */
export const s = (x: Fraction) => x.toString();
