/**
 * Metz 1870 assault results (12.7): the ACRT as an editable chart (absent
 * from our source but for two cells of the example of play), the result
 * notation, the ways to apply Loss Points (12.7.1, 12.7.2) and the exact
 * Tough Fight probabilities (12.7.3).
 */
import acrt from '../../../../content/metz-1870/tables/assault-crt.yaml?sparse&cells';
import { plural } from '../../../lib/calculator.ts';
import { d10 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Chart } from '../../../lib/schemas.ts';
import { cellState, columnOutcome, editableChart } from '../../../lib/user-chart.ts';
import type { CellState, ColumnOutcome, UserCells } from '../../../lib/user-chart.ts';

export const ACRT = editableChart('metz-1870', 'assault-crt', acrt as Chart);
/** The AD columns our chart lists (the printed table's range is unknown). */
export const ACRT_COLUMNS: number[] = ACRT.columns.map((c) => Number(c.key));
export const acrtKey = (col: number): string => (col > 0 ? `+${col}` : `${col}`);

export interface AcrtRead {
  column: number;
  listed: boolean;
  outcome?: ColumnOutcome;
  /** the cell of the roll entered, if any */
  cell?: CellState;
}

/** The exact d10 outcome on one ACRT column from the known and entered cells. */
export function readAcrt(column: number, user: UserCells | undefined, roll?: number): AcrtRead {
  if (!ACRT_COLUMNS.includes(column)) return { column, listed: false };
  const key = acrtKey(column);
  return {
    column,
    listed: true,
    outcome: columnOutcome(ACRT, key, d10, user),
    ...(roll !== undefined && roll >= 1 && roll <= 10 ? { cell: cellState(ACRT, key, String(roll), user) } : {}),
  };
}

export interface LossResult {
  kind: 'loss';
  loser: 'A' | 'D';
  lp: number;
  /** x*: at least one Casualty Hit */
  star: boolean;
  /** x (x), written A1/D1: the winner loses 1 LP too unless the loser retreats */
  tenacious: boolean;
}
export type AcrtResult = LossResult | { kind: 'tf' } | { kind: 'split'; options: (LossResult | { kind: 'tf' })[] };

const ONE = /^\s*(?:([AD])([1-9])(\*?)(?:\s*\/\s*[AD][1-9]\*?|\s*\(\s*[AD]?[1-9]\*?\s*\))?|(TF))\s*$/;
const tenacity = /\/|\(/;

function parseOne(s: string): LossResult | { kind: 'tf' } | null {
  const m = ONE.exec(s);
  if (!m) return null;
  if (m[4]) return { kind: 'tf' };
  return { kind: 'loss', loser: m[1] as 'A' | 'D', lp: Number(m[2]), star: m[3] === '*', tenacious: tenacity.test(s) };
}

/** Read an ACRT cell ("D2", "D1*", "A1/D1", "TF", "D2 or TF"); null when it is not a result. */
export function parseAcrtResult(s: string): AcrtResult | null {
  const parts = s.split(/\s+or\s+/);
  if (parts.length === 1) return parseOne(s);
  if (parts.length !== 2) return null;
  const options = parts.map(parseOne);
  return options.every((o) => o) ? { kind: 'split', options: options as (LossResult | { kind: 'tf' })[] } : null;
}

export interface LossOption {
  /** hexes every losing unit retreats */
  retreat: number;
  /** Morale Hits on [larger, smaller] printed-SP unit */
  mh: [number, number];
  ch: [number, number];
  /** Loss Points the winner must then apply (x (x) results) */
  winnerLp: number;
  label: string;
}


/**
 * Every way to apply n Loss Points to a losing hex of 1 or 2 units (12.7.1):
 * each LP is a 1-hex retreat of all losing units, a Morale Hit or a
 * Casualty Hit. With two units the larger printed-SP unit takes a hit before
 * the smaller one takes any (a retreat is not a hit on either unit).
 */
export function lossOptions(lp: number, units: 1 | 2, star: boolean, tenacious: boolean): LossOption[] {
  const out: LossOption[] = [];
  for (let r = lp; r >= 0; r--) {
    const h = lp - r;
    const splits: [number, number, number, number][] = [];
    if (units === 1) for (let mh = h; mh >= 0; mh--) splits.push([mh, h - mh, 0, 0]);
    else
      for (let a = h; a >= 0; a--)
        for (let mh1 = a; mh1 >= 0; mh1--)
          for (let mh2 = h - a; mh2 >= 0; mh2--) {
            if (h - a > 0 && a === 0) continue;
            splits.push([mh1, a - mh1, mh2, h - a - mh2]);
          }
    for (const [mh1, ch1, mh2, ch2] of splits) {
      if (star && ch1 + ch2 === 0) continue;
      const winnerLp = tenacious && r === 0 ? 1 : 0;
      out.push({ retreat: r, mh: [mh1, mh2], ch: [ch1, ch2], winnerLp, label: lossLabel(r, [mh1, mh2], [ch1, ch2], units, winnerLp) });
    }
  }
  return out;
}

function lossLabel(r: number, mh: [number, number], ch: [number, number], units: 1 | 2, winnerLp: number): string {
  const parts: string[] = [];
  if (r) parts.push(units === 1 ? `retreat ${plural(r, 'hex', 'hexes')}` : `both retreat ${plural(r, 'hex', 'hexes')}`);
  const who = ['', ' on the larger unit', ' on the smaller unit'];
  for (const i of [0, 1] as const) {
    const tag = units === 1 ? '' : who[i + 1];
    if (mh[i]) parts.push(`${plural(mh[i], 'Morale Hit', 'Morale Hits')}${tag}`);
    if (ch[i]) parts.push(`${plural(ch[i], 'Casualty Hit', 'Casualty Hits')}${tag}`);
  }
  const s = parts.join(', ');
  return winnerLp ? `${s}; the winner then takes 1 Loss Point` : s;
}

export interface TfUnit {
  /** modified TCR (morale, earthworks, Dusk/Dawn) */
  tcr: number;
  artillery: boolean;
}

/** Tough Fight test TCR of a side (12.7.3): its highest modified TCR, artillery halved for this test only. */
export function toughFightTcr(units: TfUnit[]): Fraction {
  let best = new Fraction(-99);
  for (const u of units) {
    const t = u.artillery ? new Fraction(u.tcr, 2) : new Fraction(u.tcr);
    if (t.sub(best).n > 0n) best = t;
  }
  return best;
}

/** P(d10 <= T), T possibly fractional: the largest face not above T. */
export function passChance(t: Fraction): Fraction {
  const floor = t.n >= 0n ? t.n / t.d : -1n;
  return d10.atMost(Number(floor));
}

export interface ToughFight {
  attacker: { tcr: Fraction; pass: Fraction };
  defender: { tcr: Fraction; pass: Fraction };
  joint: { attackerPasses: boolean; defenderPasses: boolean; prob: Fraction; effects: string[] }[];
}

/** Both sides' tests and the four joint outcomes, exact (the two d10 are independent). */
export function toughFight(attacker: TfUnit[], defender: TfUnit[]): ToughFight {
  const at = toughFightTcr(attacker);
  const dt = toughFightTcr(defender);
  const pa = passChance(at);
  const pd = passChance(dt);
  const joint: ToughFight['joint'] = [];
  for (const a of [true, false])
    for (const d of [true, false]) {
      const prob = (a ? pa : Fraction.ONE.sub(pa)).mul(d ? pd : Fraction.ONE.sub(pd));
      const effects = [
        a ? 'the largest-SP defending unit takes 1 Casualty Hit' : 'each Lead-hex unit takes 1 Morale Hit',
        d ? 'the largest-SP Lead-hex unit takes 1 Casualty Hit' : 'each defending unit takes 1 Morale Hit',
      ];
      joint.push({ attackerPasses: a, defenderPasses: d, prob, effects });
    }
  return { attacker: { tcr: at, pass: pa }, defender: { tcr: dt, pass: pd }, joint };
}
