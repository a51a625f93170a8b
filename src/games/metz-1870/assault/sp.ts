/**
 * Metz 1870 assault strength (12.4): each unit's SP after its morale penalty
 * (3.1.3), the cavalry charge weight bonus (11.6.1) and the halving of
 * defending artillery and Mitrailleuse (12.4, 8.7), and the Assault
 * Differential with the 2.3 rounding. The numbers come from the chart YAML
 * (assault-sp, charge-weight) so the printed chart and the arithmetic agree.
 */
import spChart from '../../../../content/metz-1870/tables/assault-sp.yaml?columns=key,add,divide&cells';
import weightChart from '../../../../content/metz-1870/tables/charge-weight.yaml?columns=class,flat,percent,minimum&cells';
import { chartRows } from '../../../lib/charts.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Marker } from '../morale/tcr.ts';

export type UnitType = 'infantry' | 'cavalry' | 'artillery';
export type Morale = Marker;
export type Weight = 'light' | 'medium' | 'heavy';
export type Role = 'attack' | 'defend';

export interface AssaultUnit {
  /** "Lead 1", "2/Verge/II": shown in the steps */
  name: string;
  type: UnitType;
  /** printed SP of the current side; a "C" unit is 1/2. An artillery unit stacked with its Mitrailleuse is entered as one unit with both printed SP added (8.7). */
  printed: Fraction;
  morale: Morale;
  /** printed TCR of the current side */
  tcr: number;
  /** weight class when the unit charged (attacker) or countercharged (defender); cavalry only */
  charge?: Weight | null;
}

export interface UnitSp {
  unit: AssaultUnit;
  initial: Fraction;
  bonus: Fraction;
  halved: boolean;
  /** SP this unit adds to its hex */
  sp: Fraction;
  /** why it adds nothing (an attacker that cannot attack) */
  excluded?: string;
  detail: string;
}

type SpRow = { key: string; add?: number; divide?: number };
const spRows = chartRows<SpRow>(spChart, ['key']);
const spNumber = (key: string, col: 'add' | 'divide'): number => {
  const v = spRows.find((r) => r.key === key)?.[col];
  if (typeof v !== 'number') throw new Error(`assault-sp chart: no ${col} for ${key}`);
  return v;
};

/** SP added by each morale marker (3.1.3), read from the assault-sp chart. */
export const MORALE_SP: Record<Morale, number> = { none: 0, shaken: spNumber('shaken', 'add'), disrupted: spNumber('disrupted', 'add') };
/** Divisor for defending artillery and Mitrailleuse (12.4). */
export const DEFENDING_ARTILLERY_DIVISOR = spNumber('defending-artillery', 'divide');

type WeightRow = { class: string; flat: number; percent: number; minimum: number };
const weightRows = chartRows<WeightRow>(weightChart, ['class', 'flat', 'percent', 'minimum']);
export const CHARGE_WEIGHT: Record<Weight, { flat: number; percent: number; minimum: number }> = Object.fromEntries(
  (['light', 'medium', 'heavy'] as const).map((w) => {
    const r = weightRows.find((x) => x.class.toLowerCase() === w);
    if (!r) throw new Error(`charge-weight chart: no ${w} row`);
    return [w, { flat: r.flat, percent: r.percent, minimum: r.minimum }];
  }),
) as Record<Weight, { flat: number; percent: number; minimum: number }>;

const fmax = (a: Fraction, b: Fraction) => (a.sub(b).n >= 0n ? a : b);
const pos = (x: Fraction) => x.n > 0n;

/** Charge weight bonus (11.6.1) on a unit's SP after its morale penalty. */
export function chargeBonus(weight: Weight, sp: Fraction): Fraction {
  const w = CHARGE_WEIGHT[weight];
  return fmax(new Fraction(w.flat).add(sp.mul(new Fraction(w.percent, 100))), new Fraction(w.minimum));
}

/** "C" is ½ SP (3.1.3); otherwise a whole number. */
export function parsePrintedSp(s: string): Fraction | null {
  if (s === 'C') return new Fraction(1, 2);
  return /^\d+$/.test(s) ? new Fraction(Number(s)) : null;
}

const GLYPH: Record<string, string> = { '1/2': '½', '1/4': '¼', '3/4': '¾' };

/** A Fraction as players write SP: "4", "½", "2½", "1¾", "-1½", "2 1/3". */
export function spText(x: Fraction): string {
  if (x.d === 1n) return `${x.n}`;
  const neg = x.n < 0n;
  const a = neg ? -x.n : x.n;
  const whole = a / x.d;
  const rest = `${a % x.d}/${x.d}`;
  const part = GLYPH[rest] ?? (whole === 0n ? rest : ` ${rest}`);
  return `${neg ? '-' : ''}${whole === 0n ? '' : whole}${part}`;
}

/** One unit's assault SP (12.4). */
export function unitAssaultSp(u: AssaultUnit, role: Role): UnitSp {
  const initial = u.printed.add(new Fraction(MORALE_SP[u.morale]));
  const parts = [`printed ${spText(u.printed)}`];
  if (u.morale !== 'none') parts.push(`${u.morale} ${MORALE_SP[u.morale]}`);
  if (role === 'attack' && u.type === 'artillery')
    return { unit: u, initial, bonus: Fraction.ZERO, halved: false, sp: Fraction.ZERO, excluded: 'artillery never attacks (12.1)', detail: parts.join(', ') };
  if (role === 'attack' && !pos(initial))
    return { unit: u, initial, bonus: Fraction.ZERO, halved: false, sp: Fraction.ZERO, excluded: 'SP of 0 or less: cannot attack (3.1.3)', detail: parts.join(', ') };
  let sp = pos(initial) ? initial : Fraction.ZERO;
  if (!pos(initial)) parts.push('counts 0');
  let bonus = Fraction.ZERO;
  if (u.type === 'cavalry' && u.charge && pos(initial)) {
    bonus = chargeBonus(u.charge, initial);
    sp = sp.add(bonus);
    parts.push(`${u.charge} charge +${spText(bonus)}`);
  }
  const halved = role === 'defend' && u.type === 'artillery';
  if (halved) {
    sp = sp.div(new Fraction(DEFENDING_ARTILLERY_DIVISOR));
    parts.push(`defending artillery ÷${DEFENDING_ARTILLERY_DIVISOR}`);
  }
  return { unit: u, initial, bonus, halved, sp, detail: `${parts.join(', ')} = ${spText(sp)}` };
}

export const sumSp = (xs: UnitSp[]): Fraction => xs.reduce((a, x) => a.add(x.sp), Fraction.ZERO);

export type AdRounding = 'truncate' | 'floor';

/** Drop the fraction (2.3). A negative fraction goes towards 0 ('truncate', the default) or down ('floor'): 2.3 does not say (notes §11.19). */
export function dropFraction(x: Fraction, mode: AdRounding): number {
  const t = x.n / x.d;
  if (mode === 'floor' && x.n < 0n && t * x.d !== x.n) return Number(t - 1n);
  return Number(t);
}
