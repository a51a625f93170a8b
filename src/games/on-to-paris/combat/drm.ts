/**
 * On To Paris! die-roll modifiers on each side's 2D6 CRT roll (13.8-13.11), and
 * the Army re-roll allowance (13.9.2). Each modifier is a line with its rule, so
 * the calculator shows the working; a leader's negative rating lands on the
 * opponent's roll, as 13.9.2 has it.
 */
import { count, modifier } from '../../../lib/guard.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export type Side = 'attacker' | 'defender';
export const otherSide = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');

export interface DrmLine {
  /** whose roll it modifies */
  roll: Side;
  value: number;
  label: string;
  rule: string;
}

export interface LeaderRating {
  rating: number;
  /** the leader began the combat Demoralized: positive ratings count half, rounded down */
  demoralized: boolean;
}

/** The +6 cap whose end our source lost ("more than +6 as ..."): the reading caps at +6. */
export type RatingCapReading = 'cap-6' | 'no-cap';


/** A rating as it counts in combat: halved (down) if positive and Demoralized; capped at +6 under the default reading. */
export function effectiveRating(l: LeaderRating, cap: RatingCapReading = 'cap-6'): number {
  modifier('rating', l.rating, 20);
  let v = l.rating > 0 && l.demoralized ? Math.floor(l.rating / 2) : l.rating;
  if (cap === 'cap-6' && v > 6) v = 6;
  return v;
}

export type Fortification = 'none' | 'fort' | 'fortress' | 'improved-fortress';
const FORT_DRM: Record<Fortification, number> = { none: 0, fort: 0, fortress: 1, 'improved-fortress': 2 };

export interface SideSPs {
  regular: number;
  reserve: number;
  /** Franc-Tireur: French only */
  francTireur: number;
}

export interface SideInput {
  nationality: 'French' | 'Prussian';
  sps: SideSPs;
  /** artillery result's DRM for this side's own roll: 0, +1 or +2 (13.3.5) */
  artilleryDrm: number;
  /** won the Cavalry Superiority DRM (13.10.1) */
  cavalrySuperiority: boolean;
  /** Tactical Ratings of the Corps leaders whose Corps still have an SP after artillery: each must be used */
  corpsLeaders: LeaderRating[];
  /** the one Division Leader's Tactical Rating the side must use, if it has one leading lone SPs */
  divisionLeader: LeaderRating | null;
  /** a friendly Fortification in the combat hex */
  fortification: Fortification;
}

export interface DrmInput {
  attacker: SideInput;
  defender: SideInput;
  /** the German Infantry Assault Doctrine Penalty is still in force (13.8) */
  assaultDoctrineInForce: boolean;
  ratingCap?: RatingCapReading;
}

function checkSps(name: string, s: SideSPs): void {
  for (const k of ['regular', 'reserve', 'francTireur'] as const) count(`${name}.${k}`, s[k], { max: 999 });
}

/** 13.9.3 / 17.1 / 17.2: Infantry SP quality, cavalry ignored. */
function qualityLines(side: Side, s: SideInput): DrmLine[] {
  const out: DrmLine[] = [];
  const { regular, reserve, francTireur } = s.sps;
  if (s.nationality === 'French' && francTireur > 0) {
    if (regular + reserve === 0) out.push({ roll: side, value: -2, label: SAY.onlyFrancTireur, rule: '13.9.3' });
    else out.push({ roll: side, value: -1, label: SAY.francTireurMixed, rule: '13.9.3' });
    out.push({ roll: otherSide(side), value: 1, label: SAY.frenchFrancTireur, rule: '13.9.3' });
  }
  if (reserve > 0) {
    if (regular + francTireur === 0) out.push({ roll: side, value: -2, label: SAY.onlyReserve, rule: '13.9.3' });
    else out.push({ roll: side, value: -1, label: SAY.reserveMixed, rule: '13.9.3' });
  }
  return out;
}

function leaderLine(side: Side, who: string, l: LeaderRating, cap: RatingCapReading): DrmLine | null {
  const v = effectiveRating(l, cap);
  if (v === 0) return null;
  const half = l.rating > 0 && l.demoralized ? SAY.halvedDemoralized : '';
  if (v > 0) return { roll: side, value: v, label: fill(SAY.tacticalRating, { leader: who, rating: l.rating }) + half, rule: '13.9.2' };
  return { roll: otherSide(side), value: -v, label: fill(SAY.opponentsRating, { leader: who, rating: l.rating }), rule: '13.9.2' };
}

/** Every DRM line of a combat, both rolls. */
export function drmLines(i: DrmInput): DrmLine[] {
  const cap = i.ratingCap ?? 'cap-6';
  const out: DrmLine[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const s = i[side];
    checkSps(side, s.sps);
    count(`${side}.artilleryDrm`, s.artilleryDrm, { max: 2 });
    if (s.artilleryDrm) out.push({ roll: side, value: s.artilleryDrm, label: SAY.ownArtillery, rule: '13.3.5' });
    if (s.cavalrySuperiority) out.push({ roll: side, value: 1, label: SAY.cavalrySuperiority, rule: '13.10.1' });
    const from = out.length;
    s.corpsLeaders.forEach((l, n) => {
      const line = leaderLine(side, s.corpsLeaders.length > 1 ? fill(SAY.corpsLeaderN, { n: n + 1 }) : SAY.corpsLeader, l, cap);
      if (line) out.push(line);
    });
    if (s.divisionLeader) {
      const line = leaderLine(side, SAY.divisionLeader, s.divisionLeader, cap);
      if (line) out.push(line);
    }
    // the +6 limit is on a side's Tactical Rating DRM (one rating is at most +2, 5.1.4): four +2 Corps leaders give +6, not +8
    const tactical = out.slice(from).filter((l) => l.roll === side).reduce((t, l) => t + l.value, 0);
    if (cap === 'cap-6' && tactical > 6) out.push({ roll: side, value: 6 - tactical, label: SAY.ratingAbove6, rule: '13.9.2' });
    const fort = FORT_DRM[s.fortification];
    if (fort) out.push({ roll: side, value: fort, label: s.fortification === 'fortress' ? SAY.friendlyFortress : SAY.friendlyImprovedFortress, rule: '16.1' });
    out.push(...qualityLines(side, s));
  }
  if (i.assaultDoctrineInForce) {
    const prussian = i.attacker.nationality === 'Prussian' ? 'attacker' : i.defender.nationality === 'Prussian' ? 'defender' : null;
    if (prussian && i[prussian].sps.regular + i[prussian].sps.reserve > 0)
      out.push({ roll: otherSide(prussian), value: 2, label: SAY.assaultDoctrine, rule: '13.8' });
  }
  return out;
}

export const drmTotal = (lines: readonly DrmLine[], side: Side): number =>
  lines.filter((l) => l.roll === side).reduce((s, l) => s + l.value, 0);

/**
 * 13.9.2: a side's Army Re-roll Value: every negative Army Re-roll Rating plus one
 * positive one (the best), Demoralized positives halved; then a negative value
 * counts as re-rolls for the opponent.
 */
export function armyRerollValue(ratings: readonly LeaderRating[], cap: RatingCapReading = 'cap-6'): number {
  const eff = ratings.map((r) => effectiveRating(r, 'no-cap'));
  const negatives = eff.filter((v) => v < 0).reduce((s, v) => s + v, 0);
  const best = Math.max(0, ...eff);
  const v = negatives + best;
  return cap === 'cap-6' && v > 6 ? 6 : v;
}

/**
 * 13.9.2 with both values negative: "net" adds what the opponent's value gives
 * to this side's own negative value (-1 and -1: no re-roll either side);
 * "move" hands a negative value across in full, leaving its side at 0 (-1 and
 * -1: one re-roll each). With at most one negative value they agree.
 */
export type NegativeRerollReading = 'net' | 'move';

export function rerollsAvailable(attackerValue: number, defenderValue: number, reading: NegativeRerollReading = 'net'): { attacker: number; defender: number } {
  modifier('attacker Re-roll Value', attackerValue, 99);
  modifier('defender Re-roll Value', defenderValue, 99);
  const own = (v: number) => (reading === 'move' ? Math.max(0, v) : v);
  return {
    attacker: Math.max(0, own(attackerValue) + Math.max(0, -defenderValue)),
    defender: Math.max(0, own(defenderValue) + Math.max(0, -attackerValue)),
  };
}
