/**
 * 1914 odds (9.6, 9.6.2): attack ÷ defence rounded down to a CRT column (or,
 * as a reading, up, as the Repulse examples of 7.4 do), the column shifts of
 * 9.6.1, and the extension beyond the table. Columns are positions on one
 * line: 1:4 is 0, 8:1 is 8; below 1:4 each step is one more (1:5 is −1),
 * above 8:1 each step is two odds points (10:1 is 9), which is exactly how
 * 9.6.2 moves a shift there. The final column is clamped to 1:4 ... 8:1.
 */
import { count, modifier } from '../../../lib/guard.ts';

export const COLUMNS = ['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1'] as const;
export type Column = (typeof COLUMNS)[number];
const UP = [1, 2, 3, 4, 6, 8];

/** The odds label of a position on the line (on or off the table). */
export function label(pos: number): string {
  if (pos < 0) return `1:${4 - pos}`;
  if (pos > 8) return `${8 + 2 * (pos - 8)}:1`;
  return COLUMNS[pos]!;
}

export type Rounding = 'down' | 'up';

/**
 * The initial odds position. `down` rounds in the defender's favour (9.1.1 e).
 * Strengths may end in a half point (a strength halved for lack of Ammo, 9.4):
 * both are doubled to whole numbers first, which leaves the ratio exact.
 */
export function initialPosition(attackStrength: number, defenceStrength: number, rounding: Rounding): number {
  const attack = count('attack strength (in half points)', attackStrength * 2, { min: 1, max: 1998 });
  const defence = count('defence strength (in half points)', defenceStrength * 2, { min: 1, max: 1998 });
  if (attack >= defence) {
    if (rounding === 'down') {
      const n = Math.floor(attack / defence);
      if (n >= 10) return 8 + Math.floor((n - 8) / 2);
      const c = [...UP].reverse().find((x) => x <= n)!;
      return 3 + UP.indexOf(c);
    }
    const r = attack / defence;
    const c = UP.find((x) => x >= r);
    if (c !== undefined) return 3 + UP.indexOf(c);
    return 8 + Math.ceil((Math.ceil(r) - 8) / 2);
  }
  // 1:k: rounding down makes k larger
  const k = rounding === 'down' ? Math.ceil(defence / attack) : Math.floor(defence / attack);
  return k <= 4 ? 3 - (k - 1) : 4 - k;
}

export interface Shift {
  id: string;
  label: string;
  /** + right, − left */
  shift: number;
  rule: string;
  /** false when the shift does not count here, with why */
  counted: boolean;
  why?: string;
}

export interface ShiftInput {
  pa: boolean;
  flanked: boolean;
  prep: number;
  ip: 0 | 1 | 2;
  river: 'none' | 'great' | 'grand';
  uphill: boolean;
  naval: boolean;
  fortress: boolean;
}

/** Every shift of 9.6.1 that applies, with the Fortress exceptions. */
export function shifts(s: ShiftInput): { lines: Shift[]; net: number } {
  count('Prep Bombardment shift', s.prep, { max: 7 });
  const lines: Shift[] = [];
  if (s.pa) lines.push({ id: 'pa', label: 'Prepared Attack (every attacker has a PA on this hex)', shift: 1, rule: '7.3', counted: true });
  if (s.flanked)
    lines.push({ id: 'flank', label: 'Defender Flanked', shift: 2, rule: '9.5', counted: !s.fortress, ...(s.fortress ? { why: 'a hex with a Fortress cannot be flanked' } : {}) });
  if (s.prep > 0)
    lines.push({ id: 'prep', label: 'Preparatory Bombardment', shift: s.prep, rule: '13.3', counted: !s.fortress, ...(s.fortress ? { why: 'ignored with a Fortress in the hex' } : {}) });
  if (s.ip > 0) lines.push({ id: 'ip', label: `Defender in a Level ${s.ip} IP`, shift: -s.ip, rule: '14.1', counted: true });
  if (s.river !== 'none') lines.push({ id: 'river', label: `Every attacker across a ${s.river === 'great' ? 'Great' : 'Grand'} River`, shift: s.river === 'great' ? -1 : -2, rule: '9.6.1', counted: true });
  if (s.uphill) lines.push({ id: 'uphill', label: 'Attacking up an elevation', shift: -1, rule: '3.5', counted: true });
  if (s.naval) lines.push({ id: 'naval', label: 'British Naval Support', shift: -2, rule: '21.2', counted: true });
  return { lines, net: lines.reduce((n, l) => n + (l.counted ? l.shift : 0), 0) };
}

/**
 * Final position and the column it is resolved on. `initial` is a position
 * from initialPosition (strengths of 0.5 to 999 give -1994 to 1003); `net`
 * the net shift (9.6.1 gives at most 10 right, 7 left).
 */
export function finalColumn(initial: number, net: number): { position: number; column: Column; clamped: boolean } {
  modifier('odds position', initial, 1999);
  modifier('net shift', net, 99);
  const position = initial + net;
  const c = Math.max(0, Math.min(8, position));
  return { position, column: COLUMNS[c]!, clamped: c !== position };
}
