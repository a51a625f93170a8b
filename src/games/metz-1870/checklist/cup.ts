/**
 * At Any Cost: Metz 1870, the draw cup (3.10, 5.1, 5.2): pure bookkeeping of
 * which chits are in the cup, whose they are, and the exact chance of each
 * draw. Chits of one kind are interchangeable here (the scenario's formation
 * list is in the absent Play Book), so the cup is a count per kind.
 *
 * The draw is uniform without replacement: the next chit is any one of the
 * chits left with the same chance, 1/remaining; a kind with c chits comes
 * out next with chance c/remaining.
 */
import { hypergeometric } from '../../../lib/draws.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { SAY } from './say.ts';

export type Side = 'French' | 'Prussian';
export type ChitKind = 'frenchFormation' | 'prussianFormation' | 'bazaine' | 'generalStaff' | 'fow' | 'frenchEvent' | 'prussianEvent';
export type ChitType = 'activation' | 'cic' | 'fow' | 'event';
export type Cup = Record<ChitKind, number>;
export type TurnType = 'day' | 'dusk' | 'evening' | 'deepNight' | 'dawn';

export const CHIT_KINDS: readonly ChitKind[] = ['frenchFormation', 'prussianFormation', 'bazaine', 'generalStaff', 'fow', 'frenchEvent', 'prussianEvent'];

export interface ChitInfo {
  /** event-name stem: ADD_<key>, REMOVE_<key>, DRAW_<key> */
  key: string;
  label: string;
  /** plural label for counts */
  plural: string;
  side: Side | null;
  type: ChitType;
  rules: string[];
}

export const CHITS: Record<ChitKind, ChitInfo> = {
  // the words (label, plural) are the page's (say.ts)
  frenchFormation: { key: 'FRENCH_FORMATION', label: SAY.frenchFormation, plural: SAY.frenchFormations, side: 'French', type: 'activation', rules: ['6.1'] },
  prussianFormation: { key: 'PRUSSIAN_FORMATION', label: SAY.prussianFormation, plural: SAY.prussianFormations, side: 'Prussian', type: 'activation', rules: ['6.1'] },
  bazaine: { key: 'BAZAINE', label: SAY.bazaine, plural: SAY.bazaines, side: 'French', type: 'cic', rules: ['6.2.2'] },
  generalStaff: { key: 'GENERAL_STAFF', label: SAY.generalStaff, plural: SAY.generalStaffs, side: 'Prussian', type: 'cic', rules: ['6.2.1'] },
  fow: { key: 'FOW', label: SAY.fow, plural: SAY.fows, side: null, type: 'fow', rules: ['6.4'] },
  frenchEvent: { key: 'FRENCH_EVENT', label: SAY.frenchEvent, plural: SAY.frenchEvents, side: 'French', type: 'event', rules: ['6.3'] },
  prussianEvent: { key: 'PRUSSIAN_EVENT', label: SAY.prussianEvent, plural: SAY.prussianEvents, side: 'Prussian', type: 'event', rules: ['6.3'] },
};

/** Largest count of one kind: one chit per CIC and FoW, eleven Event chits a side (5.1). */
export interface CupLimits {
  formations: number;
  events: number;
}
export const DEFAULT_LIMITS: CupLimits = { formations: 20, events: 11 };

export function maxOf(kind: ChitKind, limits: CupLimits = DEFAULT_LIMITS): number {
  const t = CHITS[kind].type;
  if (t === 'activation') return limits.formations;
  if (t === 'event') return limits.events;
  return 1;
}

export const emptyCup = (): Cup => ({ frenchFormation: 0, prussianFormation: 0, bazaine: 0, generalStaff: 0, fow: 0, frenchEvent: 0, prussianEvent: 0 });

/**
 * The usual cup of a day turn before formations are counted: one planned and
 * five random Event chits a side, and the Fortunes of War chit (5.1). CIC
 * chits and formations depend on the scenario.
 */
export const defaultPlan = (): Cup => ({ ...emptyCup(), frenchEvent: 6, prussianEvent: 6, fow: 1 });

export const isNightTurn = (t: TurnType): boolean => t === 'evening' || t === 'deepNight';

/** What goes into the cup this turn: Evening and Deep Night take only Activation and CIC chits (18.2, 18.3). */
export function fillCup(plan: Cup, turnType: TurnType): Cup {
  const cup = { ...plan };
  if (isNightTurn(turnType)) {
    cup.fow = 0;
    cup.frenchEvent = 0;
    cup.prussianEvent = 0;
  }
  return cup;
}

export const cupSize = (cup: Cup): number => CHIT_KINDS.reduce((n, k) => n + cup[k], 0);
export const has = (cup: Cup, kind: ChitKind): boolean => cup[kind] > 0;
/** Formation Activation chits left (CIC chits do not count: 6.4e). */
export const activationsLeft = (cup: Cup): number => cup.frenchFormation + cup.prussianFormation;
export const chitsOf = (cup: Cup, side: Side): number => CHIT_KINDS.filter((k) => CHITS[k].side === side).reduce((n, k) => n + cup[k], 0);

/** The cup after one chit of `kind` is drawn (it leaves the cup: 5.2.1-5.2.3). */
export function take(cup: Cup, kind: ChitKind): Cup {
  if (cup[kind] <= 0) throw new RangeError(`No ${CHITS[kind].label} left in the cup`);
  return { ...cup, [kind]: cup[kind] - 1 };
}

/** How many chits one Add or Take out moves: a whole number from 1 (anything else counts as 1). */
export const countOf = (n: unknown): number => (typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1);

/** Add or take out `n` chits of a kind at once, as many as fit within 0..max. */
export function adjustBy(cup: Cup, kind: ChitKind, sign: 1 | -1, n: number, limits: CupLimits = DEFAULT_LIMITS): Cup {
  const room = sign > 0 ? maxOf(kind, limits) - cup[kind] : cup[kind];
  return adjust(cup, kind, sign * Math.min(countOf(n), room), limits);
}

/** Add or remove chits of a kind, within 0..max. */
export function adjust(cup: Cup, kind: ChitKind, delta: number, limits: CupLimits = DEFAULT_LIMITS): Cup {
  if (!Number.isInteger(delta)) throw new RangeError(`${CHITS[kind].plural}: ${delta} is not a whole number of chits`);
  const v = cup[kind] + delta;
  if (v < 0 || v > maxOf(kind, limits)) throw new RangeError(`${CHITS[kind].plural}: ${v} is out of range`);
  return { ...cup, [kind]: v };
}

/** Chance that the next chit drawn is of this kind: count / remaining (0 from an empty cup). */
export function kindChance(cup: Cup, kind: ChitKind): Fraction {
  const n = cupSize(cup);
  return n === 0 ? Fraction.ZERO : new Fraction(cup[kind], n);
}

/** Chance that one given chit (e.g. one named formation's) is drawn next: 1 / remaining if it is in the cup. */
export function chitChance(cup: Cup, kind: ChitKind): Fraction {
  const n = cupSize(cup);
  return n === 0 || cup[kind] === 0 ? Fraction.ZERO : new Fraction(1, n);
}

/** Chance that the next chit drawn belongs to this side (the FoW chit is nobody's). */
export function sideChance(cup: Cup, side: Side): Fraction {
  const n = cupSize(cup);
  return n === 0 ? Fraction.ZERO : new Fraction(chitsOf(cup, side), n);
}

/**
 * Chance that at least one chit of `kind` comes out within the next `draws`
 * draws: 1 - C(n-c, k) / C(n, k). With `one` set, the chance for one given
 * chit of that kind: k / n.
 */
export function chanceWithin(cup: Cup, kind: ChitKind, draws: number, one = false): Fraction {
  if (!Number.isInteger(draws) || draws < 0) throw new RangeError('draws must be a whole number, 0 or more');
  const n = cupSize(cup);
  const c = one ? Math.min(cup[kind], 1) : cup[kind];
  if (c === 0 || n === 0) return Fraction.ZERO;
  const k = Math.min(draws, n);
  return Fraction.ONE.sub(hypergeometric(n, c, k)[0]!);
}

export interface ChanceRow {
  kind: ChitKind;
  /** with its count: "1 Fortunes of War chit", "6 French Event chits" */
  label: string;
  side: Side | null;
  count: number;
  /** this kind next */
  next: Fraction;
  /** one given chit of this kind next */
  one: Fraction;
}

/** "1 Fortunes of War chit", "3 French Event chits". */
const counted = (k: ChitKind, n: number): string => `${n} ${n === 1 ? CHITS[k].label : CHITS[k].plural}`;

/** Every kind still in the cup with its chances; the `next` column adds up to 1. */
export function drawChances(cup: Cup): ChanceRow[] {
  return CHIT_KINDS.filter((k) => cup[k] > 0).map((k) => ({
    kind: k,
    label: counted(k, cup[k]),
    side: CHITS[k].side,
    count: cup[k],
    next: kindChance(cup, k),
    one: chitChance(cup, k),
  }));
}

/** Chits taken out so far: what was put in minus what is left. */
export function drawnSoFar(filled: Cup, cup: Cup): Cup {
  const out = emptyCup();
  for (const k of CHIT_KINDS) out[k] = Math.max(0, filled[k] - cup[k]);
  return out;
}

/** "3 French formation activation chits, 1 Fortunes of War chit" lines, kinds with a count only. */
export function describeCup(cup: Cup): string[] {
  return CHIT_KINDS.filter((k) => cup[k] > 0).map((k) => counted(k, cup[k]));
}

/** True for a well-formed cup within the limits (saved progress is untrusted). */
export function isCup(x: unknown, limits: CupLimits = DEFAULT_LIMITS): x is Cup {
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  return CHIT_KINDS.every((k) => {
    const v = o[k];
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= maxOf(k, limits);
  });
}
