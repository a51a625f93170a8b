/**
 * Metz 1870 fire combat, firing strength: the initial SP of each unit (3.1.3,
 * 8.1.1), its own halvings (8.1.6 Horse Artillery, 14.3 Cautious), the sum of
 * units firing together (8.1.4), the range adjustment of the total (8.1.3,
 * 8.3), the rounding convention (2.3), and the Fire CRT column that holds the
 * result (8.2). The numbers come from fire-sp-adjustments.yaml and the columns
 * from crt.ts, so the printed charts and the arithmetic agree.
 * Fractions are kept exact to the end.
 */
import adjChart from '../../../../content/metz-1870/tables/fire-sp-adjustments.yaml?columns=id,add,times,minGain&cells';
import { chartRows } from '../../../lib/charts.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { CrtColumn } from './crt.ts';
import { FIRE_COLUMNS, LAST_KNOWN } from './crt.ts';
import type { FiringUnit } from './unit.ts';
import { SAY } from './say.ts';
import { fill, SERVER } from '../../../lib/words.ts';
import type { Marker } from '../morale/tests.ts';

export type { Marker } from '../morale/tests.ts';
export type RangeCat = 'effective' | 'extended' | 'canister';
export type { Ammo, FiringUnit } from './unit.ts';

// ---------------------------------------------------------------- chart data

interface AdjRow {
  id: string;
  add: number;
  times: string;
  minGain: unknown;
}
function parseFrac(s: string): Fraction {
  const m = /^\s*(\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(s);
  // checks of the chart (here and below): the server build and the tests make them on the same file, the browser's build has none
  if (SERVER && !m) throw new Error(`fire-sp-adjustments chart: "${s}" is not a fraction`);
  return new Fraction(BigInt(m![1]!), BigInt(m![2] ?? '1'));
}
function readAdjustments(data: unknown) {
  const rows = new Map(chartRows<AdjRow>(data, ['id', 'add', 'times']).map((r) => [r.id, r]));
  const get = (id: string) => {
    const r = rows.get(id);
    if (SERVER && !r) throw new Error(`fire-sp-adjustments chart: no row "${id}"`);
    return r!;
  };
  const gain = get('canister').minGain;
  if (SERVER && typeof gain !== 'number') throw new Error('fire-sp-adjustments chart: canister has no least gain');
  return {
    penalty: { none: 0, shaken: -get('shaken').add, disrupted: -get('disrupted').add } as Record<Marker, number>,
    horse: parseFrac(get('horse').times),
    cautious: parseFrac(get('cautious').times),
    range: {
      effective: parseFrac(get('effective').times),
      extended: parseFrac(get('extended').times),
      canister: parseFrac(get('canister').times),
    } as Record<RangeCat, Fraction>,
    canisterMinGain: new Fraction(gain as number),
  };
}
/** The adjustments of 8.3 and their companions, read from the chart. */
export const SP_RULES = readAdjustments(adjChart);


// ---------------------------------------------------------------- SP

export interface UnitSp {
  unit: FiringUnit;
  /** printed SP less the marker (3.1.3) */
  initial: Fraction;
  /** 8.1.1: the initial SP is at least ½ */
  canFire: boolean;
  /** after the unit's own halvings; 0 if it cannot fire */
  adjusted: Fraction;
  steps: string[];
}

/** Final firing SP after 2.3: none (under ½), "C" (½ to 0.99) or a whole number. */
export type FinalSp = { kind: 'none' } | { kind: 'C' } | { kind: 'sp'; sp: number };

export interface FiringSp {
  units: UnitSp[];
  total: Fraction;
  range: RangeCat;
  afterRange: Fraction;
  final: FinalSp;
  /** the working, in order */
  steps: { label: string; value: string; rules: string[] }[];
}

const HALF = new Fraction(1, 2);

/** Firing SP in the working: "3.5", "1.75", "1/3" (decimals when they end, as the examples write them; a fraction otherwise). */
export function spText(x: Fraction): string {
  if (x.d === 1n) return x.toString();
  let d = x.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? String(x.toNumber()) : x.toString();
}
export const finalText = (f: FinalSp): string => (f.kind === 'none' ? '0 (cannot fire)' : f.kind === 'C' ? 'C (½)' : String(f.sp));

/** 2.3: keep fractions to the end, then drop them; ½ to 0.99 is a "C", less is nothing. */
export function roundSp(x: Fraction): FinalSp {
  if (x.n >= x.d) return { kind: 'sp', sp: Number(x.n / x.d) };
  if (x.sub(HALF).n >= 0n) return { kind: 'C' };
  return { kind: 'none' };
}

export function unitSp(u: FiringUnit): UnitSp {
  const pen = SP_RULES.penalty[u.marker];
  const initial = u.printed.sub(new Fraction(pen));
  const printed = u.printed.equals(HALF) ? 'C (½)' : spText(u.printed);
  const steps = [pen ? fill(SAY.printedLess, { sp: printed, less: pen, marker: u.marker === 'shaken' ? 'Shaken' : 'Disrupted', initial: spText(initial) }) : `printed ${printed}`];
  const canFire = initial.sub(HALF).n >= 0n;
  if (!canFire) return { unit: u, initial, canFire, adjusted: Fraction.ZERO, steps: [...steps, SAY.underHalf] };
  let adjusted = initial;
  if (u.horseHalf) {
    adjusted = adjusted.mul(SP_RULES.horse);
    steps.push(fill(SAY.horseHalf, { sp: spText(adjusted) }));
  }
  if (u.cautious) {
    adjusted = adjusted.mul(SP_RULES.cautious);
    steps.push(fill(SAY.cautiousHalf, { sp: spText(adjusted) }));
  }
  return { unit: u, initial, canFire, adjusted, steps };
}

/** Canister: ×1.5, never gaining less than the least gain (+1 SP). */
export function withRange(total: Fraction, range: RangeCat): Fraction {
  const x = total.mul(SP_RULES.range[range]);
  if (range !== 'canister') return x;
  return x.sub(total).sub(SP_RULES.canisterMinGain).n < 0n ? total.add(SP_RULES.canisterMinGain) : x;
}

const RANGE_NAME: Record<RangeCat, string> = { effective: SAY.effectiveRange, extended: SAY.extendedRange, canister: SAY.canisterRange };

export function firingSp(units: FiringUnit[], range: RangeCat): FiringSp {
  const us = units.map(unitSp);
  const steps: FiringSp['steps'] = us.map((u, i) => ({
    label: `Unit ${i + 1}`,
    value: u.steps.join('; '),
    rules: ['3.1.3', '8.1.1', ...(u.unit.horseHalf ? ['8.1.6'] : []), ...(u.unit.cautious ? ['14.3'] : [])],
  }));
  const firing = us.filter((u) => u.canFire);
  const total = firing.reduce((s, u) => s.add(u.adjusted), Fraction.ZERO);
  if (firing.length > 1) steps.push({ label: SAY.combinedFire, value: `${firing.map((u) => spText(u.adjusted)).join(' + ')} = ${spText(total)}`, rules: ['8.1.4'] });
  const afterRange = firing.length ? withRange(total, range) : Fraction.ZERO;
  if (firing.length) steps.push({ label: RANGE_NAME[range], value: `${spText(total)} → ${spText(afterRange)}`, rules: ['8.1.3', '8.3'] });
  const final = firing.length ? roundSp(afterRange) : ({ kind: 'none' } as FinalSp);
  steps.push({ label: SAY.firingSpFinal, value: finalText(final), rules: ['2.3'] });
  return { units: us, total, range, afterRange, final, steps };
}

/** The known column holding a final SP, or 'beyond' (more than the 8-9 column: label not in our source). */
export function columnFor(f: FinalSp): CrtColumn | 'beyond' | undefined {
  if (f.kind === 'none') return undefined;
  const v = f.kind === 'C' ? HALF : new Fraction(f.sp);
  const c = FIRE_COLUMNS.find((x) => v.sub(x.lo).n >= 0n && x.hi.sub(v).n >= 0n);
  if (c) return c;
  if (v.sub(LAST_KNOWN.hi).n > 0n) return 'beyond';
  throw new Error(`no Fire CRT column holds ${spText(v)} SP`);
}
