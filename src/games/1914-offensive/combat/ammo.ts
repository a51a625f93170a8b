/**
 * 1914 Ammo halving (9.4): units not provided with Ammo fight with half their
 * combat strength and half their AV. The rulebook does not say how a half is
 * rounded, so the rounding is a reading: `exact` keeps the half point (the
 * odds round it later, 9.1.1 e), `up` and `down` round the halved part. A
 * value that must be whole (an AV for the Artillery Table) is rounded up
 * under `exact`, as 10.1 rounds an AV halved for an escarpment.
 */
import { count } from '../../../lib/guard.ts';

export type AmmoRounding = 'exact' | 'up' | 'down';

/** A total of which the part `without` (units without Ammo) is halved, as one sum. */
export function halveWithoutAmmo(total: number, without: number, r: AmmoRounding, whole = false): number {
  count('total', total, { max: 999 });
  count('part without Ammo', without, { max: total });
  const h = without / 2;
  const kept = r === 'down' ? Math.floor(h) : r === 'up' || whole ? Math.ceil(h) : h;
  return total - without + kept;
}

/** A strength that may end in a half point: "12", "12½", "½". */
export const halfText = (n: number): string => (Number.isInteger(n) ? String(n) : `${Math.floor(n) || ''}½`);
