/**
 * Diplomacy checks (11.2.3, 11.2.4, the mandatory alliance of 13.3) and the
 * Spanish (14.4.1) and Turkish (14.2) instability rolls: DRM lists and the
 * target each roll must reach. The Spanish targets are read from the chart the
 * Charts page prints (content/nations-in-arms/tables/spanish-instability.yaml).
 */
import { count, modifier } from '../../../lib/guard.ts';
import { chartRows } from '../../../lib/charts.ts';
import spanishChart from '../../../../content/nations-in-arms/tables/spanish-instability.yaml';

export interface Line {
  label: string;
  value: number;
  rule: string;
}
export const total = (lines: Line[]): number => lines.reduce((s, l) => s + l.value, 0);

/** 11.2.3 and 11.2.4: success on a modified 12 or more. */
export const DIPLOMACY_TARGET = 12;

export interface MinorInput {
  /** the minor's political bonus for the checking power (Diplomacy Modifiers chart, not in our source) */
  political: number;
  /** DRM bought with bribes, £2 per +1, at most +2 */
  bribes: number;
  /** a minor's status already changed this diplomacy phase, through another power's check */
  afterChange: boolean;
  /** a Coalition check on a French ally in the Continental System (not a satellite) */
  continentalAlly: boolean;
  /** French steps in that minor */
  frenchSteps: number;
}

export function minorDrm(i: MinorInput): Line[] {
  modifier('political bonus', i.political, 9);
  count('bribe DRM', i.bribes, { max: 2 });
  count('French steps', i.frenchSteps, { max: 40 });
  const lines: Line[] = [];
  if (i.political) lines.push({ label: 'Political bonus (your Diplomacy Modifiers chart)', value: i.political, rule: '11.2.3' });
  if (i.bribes) lines.push({ label: `Bribes (£${2 * i.bribes})`, value: i.bribes, rule: '11.2.3' });
  if (i.afterChange) lines.push({ label: 'Another power already changed a status this phase', value: -1, rule: '11.2.2' });
  if (i.continentalAlly) {
    lines.push({ label: 'French ally in the Continental System: enemy attempts get', value: 1, rule: '12.2.3' });
    if (i.frenchSteps) lines.push({ label: `${i.frenchSteps} French step${i.frenchSteps === 1 ? '' : 's'} in the minor`, value: -i.frenchSteps, rule: '11.2.2' });
  }
  return lines;
}

export type PriorWar = 'none' | 'won' | 'lost';

export interface MajorInput {
  /** national modifier (Diplomacy Modifiers chart, not in our source) */
  national: number;
  /** the checking bloc defeated this power in a prior war ('won': -1) or lost to it ('lost': +1) */
  priorWar: PriorWar;
  /** DRM bought with money, £4 per +1, at most +2 */
  money: number;
  /** breaking a mandatory alliance (13.3): the conqueror suffered a major defeat in the previous turn */
  conquerorDefeated?: boolean;
  /** breaking a mandatory alliance: full years since it began, the first not counting */
  fullYears?: number;
}

export function majorDrm(i: MajorInput): Line[] {
  modifier('national modifier', i.national, 9);
  count('money DRM', i.money, { max: 2 });
  if (!['none', 'won', 'lost'].includes(i.priorWar)) throw new RangeError(`unknown prior war ${String(i.priorWar)}`);
  const lines: Line[] = [];
  if (i.national) lines.push({ label: 'National modifier (your Diplomacy Modifiers chart)', value: i.national, rule: '11.2.4' });
  if (i.priorWar === 'won') lines.push({ label: 'Your bloc defeated this power in a prior war', value: -1, rule: '11.2.4' });
  if (i.priorWar === 'lost') lines.push({ label: 'Your bloc lost to this power in a prior war', value: 1, rule: '11.2.4' });
  if (i.money) lines.push({ label: `Financial support (£${4 * i.money})`, value: i.money, rule: '11.2.4' });
  if (i.conquerorDefeated) lines.push({ label: 'The conqueror suffered a major defeat last turn', value: 1, rule: '13.3' });
  const years = count('full years', i.fullYears ?? 0, { max: 30 });
  if (years > 1) lines.push({ label: `${years} full years: +1 for each after the first`, value: years - 1, rule: '13.3' });
  return lines;
}

export interface SpainInput {
  /** combat steps of Spain's ally on Spanish national territory */
  alliedSteps: number;
  /** DRM bought with money: +1 per £4, at most +2 (the 11.2.4 rate; the 14.4.1 example buys +2 with £8) */
  money: number;
}

export function spainDrm(i: SpainInput): Line[] {
  count('allied steps', i.alliedSteps, { max: 60 });
  count('money DRM', i.money, { max: 2 });
  const lines: Line[] = [];
  const pairs = Math.floor(i.alliedSteps / 2);
  if (pairs) lines.push({ label: `${i.alliedSteps} allied steps in Spain: -1 per full 2`, value: -pairs, rule: '14.4.1' });
  if (i.money) lines.push({ label: `Subsidies (£${4 * i.money}; £4 per +1, at most +2: inferred)`, value: i.money, rule: '14.4.1' });
  return lines;
}

export const SPANISH_YEARS = ['1804', '1805', '1806', '1807', '1808', '1809', 'later'] as const;
export type SpanishYear = (typeof SPANISH_YEARS)[number];

const spanishRows = chartRows<{ year?: string; target?: number | string }>(spanishChart, []);

/**
 * The modified total needed in a year: a number, 'none' (no check allowed),
 * or undefined where our source lost it (1808). 'later' is the lost year from
 * which the target is 7.
 */
export function spanishTarget(year: SpanishYear): number | 'none' | undefined {
  if (!SPANISH_YEARS.includes(year)) throw new RangeError(`unknown year ${String(year)}`);
  const row = year === 'later' ? spanishRows.find((r) => r.year === undefined) : spanishRows.find((r) => String(r.year).startsWith(year));
  if (!row) throw new Error(`the spanish-instability chart has no row for ${year}`);
  return typeof row.target === 'number' ? row.target : row.target === undefined ? undefined : 'none';
}

/** 14.2: after a Turkish succession, 1D6 of 4-6 takes Turkey out of its war. */
export const TURKISH_FACES = [4, 5, 6];
