/**
 * Metz 1870 reactions during movement: cavalry Charge, Countercharge and
 * Opportunity Charge (11.6-11.8) as eligibility checks, rolls and the
 * shifts or bonuses they bring. The Defensive Fire penalty (11.4, 8.4 s) is
 * in fire.ts.
 */
import { d10 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { stoppingSequence } from '../../../lib/sequence.ts';
import { arrow } from '../../../lib/calculator.ts';
import { CHARGE_WEIGHT } from '../assault/sp.ts';
import { shiftRow } from '../assault/shifts.ts';
import { SAY } from './say.ts';

/** A d10 at or under the TCR succeeds (11.6, 11.7, 11.8). */
export const chargeChance = (tcr: number): Fraction => d10.atMost(tcr);

export type HexTerrain = 'clear' | 'clear-road' | 'stream' | 'ravine' | 'other';

export interface ChargeCheck {
  horseArtillery: boolean;
  /** may Engage and Assault this activation (A or Special posture, or an OOC Cautious/Advance result) */
  mayEngageAndAssault: boolean;
  shakenOrDisrupted: boolean;
  /** adjacent to the target or to any enemy combat unit at the start (an enemy HQ does not count) */
  adjacentAtStart: boolean;
  losToTarget: boolean;
  /** the path enters a hex holding any combat unit (starting stacked is fine) */
  pathThroughUnits: boolean;
  /** the path enters a hex that is not Clear or Clear/Road, or a Bridge hex */
  pathBadTerrain: boolean;
  crossesSteepSlope: boolean;
  target: HexTerrain;
}

/** What stops a Charge Move (11.6); empty when the unit may roll. */
export function chargeProblems(c: ChargeCheck): string[] {
  const p: string[] = [];
  if (c.horseArtillery) p.push(SAY.horseArtillery);
  if (!c.mayEngageAndAssault) p.push(SAY.theUnitMustBe);
  if (c.shakenOrDisrupted) p.push(SAY.shakenNoCharge);
  if (c.adjacentAtStart) p.push(SAY.itMayNotStart);
  if (!c.losToTarget) p.push(SAY.itNeedsALine);
  if (c.pathThroughUnits) p.push(SAY.itMayNotPass);
  if (c.pathBadTerrain) p.push(SAY.itMayEnterOnly);
  if (c.crossesSteepSlope) p.push(SAY.steepSlope);
  if (!['clear', 'clear-road', 'stream', 'ravine'].includes(c.target)) p.push(SAY.onlyATargetStanding);
  return p;
}

/** What a successful charge brings (11.6, 11.6.1, 11.6.2, 12.2, 12.3, 12.5 f, 12.9). */
export function chargeEffects(): string[] {
  const w = CHARGE_WEIGHT;
  const f = shiftRow('f');
  return [
    `Weight bonus in the assault: Light +${w.light.flat} SP; Medium +${w.medium.percent}% (at least +${w.medium.minimum}); Heavy ×${1 + w.heavy.percent / 100} (at least +${w.heavy.minimum}).`,
    SAY.theChargerMustAssault,
    SAY.defendingInfantryAndArtillery,
    `A Slope climbed during the charge gives the Lead hex ${arrow(f.shift)} once (12.5 f).`,
    SAY.winningItMustAdvance,
    SAY.hitAfterBreakthrough,
  ];
}

/**
 * Several eligible cavalry units try to Countercharge one charger in turn
 * (11.7): only the first success acts. The chance that unit i is the one,
 * and that someone succeeds.
 */
export function countercharge(tcrs: number[]): { each: Fraction[]; any: Fraction } {
  if (tcrs.length === 0) return { each: [], any: Fraction.ZERO };
  // a run of checks until the first success: the engine of lib/sequence.ts, capped at the candidates
  const { rows } = stoppingSequence((j) => chargeChance(tcrs[j - 1]!), tcrs.length);
  return { each: tcrs.map((_, i) => rows[i]?.stopAt ?? Fraction.ZERO), any: rows[rows.length - 1]!.stoppedBy };
}

export interface OpportunityCheck {
  /** it is the enemy's Movement Step */
  enemyMovementStep: boolean;
  shakenOrDisrupted: boolean;
  /** the cavalry is itself the target of the enemy charge (then it is a Countercharge) */
  chargeTarget: boolean;
  /** already failed against this enemy unit this turn */
  failedBefore: boolean;
  /** hex the moving enemy entered */
  moverHex: HexTerrain;
}

/** What stops an Opportunity Charge (11.8); empty when the unit may roll. */
export function opportunityProblems(c: OpportunityCheck): string[] {
  const p: string[] = [];
  if (!c.enemyMovementStep) p.push(SAY.enemyMovementStep);
  if (c.chargeTarget) p.push(SAY.theCavalryIsThe);
  if (c.shakenOrDisrupted) p.push(SAY.shakenNoCharge);
  if (c.failedBefore) p.push(SAY.failedAgainstMover);
  if (!['clear', 'clear-road', 'stream', 'ravine'].includes(c.moverHex)) p.push(SAY.theEnemyMoverHas);
  return p;
}
