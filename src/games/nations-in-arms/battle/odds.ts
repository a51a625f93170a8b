/**
 * Battle size (8.0), the overrun test (5.2.8) and the combat odds (8.1.4):
 * larger to smaller, a fraction of .50 or more rounded up, 5-1 or more
 * destroys the weaker side, 3-1 or more spares the stronger side's leaders
 * the casualty checks the CRT calls for.
 */
import { count } from '../../../lib/guard.ts';

export type Size = 'skirmish' | 'minor' | 'major';
export const SIZE_NAME: Record<Size, string> = { skirmish: 'Skirmish', minor: 'Minor battle', major: 'Major battle' };

/** The caller leaves army markers, engineers and supply units out of both counts. */
export function battleSize(a: number, d: number): Size {
  count('attacker steps', a, { min: 1, max: 200 });
  count('defender steps', d, { min: 1, max: 200 });
  if (a + d <= 8) return 'skirmish';
  return a + d >= 21 && Math.min(a, d) >= 9 ? 'major' : 'minor';
}

/** Overrun: printed combat points five times the defender's (or more than five times, on the strict reading). */
export function overrun(a: number, d: number, strict: boolean): boolean {
  count('attacker combat points', a, { min: 1, max: 999 });
  count('defender combat points', d, { min: 1, max: 999 });
  return strict ? a > 5 * d : a >= 5 * d;
}

export interface Odds {
  /** the stronger side, or null when the rounded odds are 1-1 */
  stronger: 'attacker' | 'defender' | null;
  /** the rounded ratio larger : smaller */
  n: number;
  label: string;
  /** the line of our odds chart, or null at 5-1 or more (no roll, or no such line) */
  row: string | null;
  destroyed: boolean;
  exempt: boolean;
}

/** raw: the 5-1 and 3-1 thresholds on the unrounded ratio (the other reading of 8.1.4), the DRM line still on the rounded odds */
export function odds(a: number, d: number, raw = false): Odds {
  count('attacker combat value', a, { min: 1, max: 999 });
  count('defender combat value', d, { min: 1, max: 999 });
  const L = Math.max(a, d);
  const S = Math.min(a, d);
  // L/S rounded: a fraction of one half or more goes up
  const n = Math.floor((2 * L + S) / (2 * S));
  const stronger = n === 1 ? null : a > d ? 'attacker' : 'defender';
  const label = stronger === 'defender' ? `1-${n}` : `${n}-1`;
  const destroyed = raw ? L >= 5 * S : n >= 5;
  // at 5-1 rounded but under 5 raw there is a roll, and our chart has no 5-1 line: the player's card gives the DRM
  const row = destroyed ? null : stronger === 'defender' ? (n >= 3 ? '1-3 or less' : label) : n >= 5 ? null : label;
  return { stronger, n, label, row, destroyed, exempt: raw ? L >= 3 * S : n >= 3 };
}
