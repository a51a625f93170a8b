/**
 * Metz 1870 Assault Combat (12.0): from the units in the Lead and Defending
 * hexes to the final ACRT column. SP (12.4) in sp.ts, shifts (12.5,
 * 12.6) in shifts.ts, results (12.7) in results.ts.
 */
import { Fraction } from '../../../lib/fraction.ts';
import { dropFraction, sumSp, unitAssaultSp } from './sp.ts';
import type { AdRounding, AssaultUnit, UnitSp } from './sp.ts';
import { assaultShifts, isFlankAttack, oddsBand } from './shifts.ts';
import type { GapReading, OddsBand, ShiftLine, WorksReading } from './shifts.ts';
import { toughFight } from './results.ts';
import { modifiedTcr as tcrOf, type Works } from '../morale/tcr.ts';
import type { ToughFight } from './results.ts';
import { SAY } from './say.ts';

export * from './sp.ts';
export * from './shifts.ts';
export * from './results.ts';

/** The earthworks items of 12.5 as the TCR modifiers of 3.1.2: n Entrenchments, o Hasty Works. */
const WORKS: Record<'n' | 'o', Works> = { n: 'entrenchment', o: 'hasty' };

export interface AssaultInput {
  lead: AssaultUnit[];
  defenders: AssaultUnit[];
  /** modified SP of every Support hex unit, summed (odds only) */
  supportSp: Fraction;
  /** attacking hexes in all, Lead included */
  hexes: number;
  /** with 2 attacking hexes: they are not adjacent to each other */
  twoApart: boolean;
  /** ticked items of 12.5: b, c-e, i-k, t, p-s */
  ticked: string[];
  slope: 'f' | 'g' | null;
  works: 'n' | 'o' | null;
  /** Dusk or Dawn turn: every TCR -1 */
  duskOrDawn: boolean;
}

export interface AssaultSettings {
  gaps: GapReading;
  /** 'always' (the text) or only when Support hexes take part (fits both examples, C11c and C21) */
  oddsScope: 'always' | 'support-only';
  adRounding: AdRounding;
  works: WorksReading;
}
export const DEFAULT_SETTINGS: AssaultSettings = { gaps: 'defender', oddsScope: 'always', adRounding: 'truncate', works: 'separate' };

export interface AssaultResolution {
  lead: UnitSp[];
  defenders: UnitSp[];
  leadSp: Fraction;
  defenderSp: Fraction;
  attackSp: Fraction;
  adExact: Fraction;
  ad: number;
  odds: OddsBand;
  oddsApplied: boolean;
  flank: boolean;
  bestLeadTcr: number;
  bestDefenderTcr: number;
  shifts: ShiftLine[];
  net: number;
  column: number;
  tough: ToughFight;
  warnings: string[];
}

/** A unit's modified TCR (3.1.2, 18.1, 18.4), by the same reading as morale and fire. */
export function modifiedTcr(u: AssaultUnit, works: 'n' | 'o' | null, duskOrDawn: boolean): number {
  return tcrOf({ tcr: u.tcr, marker: u.morale, works: works ? WORKS[works] : 'none', duskDawn: duskOrDawn });
}

export function resolveAssault(x: AssaultInput, s: AssaultSettings = DEFAULT_SETTINGS): AssaultResolution {
  const warnings: string[] = [];
  const lead = x.lead.map((u) => unitAssaultSp(u, 'attack'));
  const defenders = x.defenders.map((u) => unitAssaultSp(u, 'defend'));
  const leadSp = sumSp(lead);
  const defenderSp = sumSp(defenders);
  const attackSp = leadSp.add(x.supportSp);
  const adExact = leadSp.sub(defenderSp);
  const ad = dropFraction(adExact, s.adRounding);
  const odds = oddsBand(attackSp, defenderSp, s.gaps);
  const oddsApplied = s.oddsScope === 'always' || x.hexes >= 2;
  if (!oddsApplied) warnings.push(SAY.oddsLeftOut);
  if (!odds.defined) warnings.push(`Odds ${odds.ratioText} fall ${odds.band}, a gap 12.5 a does not define: ${odds.reading}.`);
  const attackers = lead.filter((u) => !u.excluded);
  for (const u of lead) if (u.excluded) warnings.push(`${u.unit.name} does not attack: ${u.excluded}.`);
  if (attackers.length === 0) warnings.push('No Lead-hex unit can attack.');
  const flank = isFlankAttack(x.hexes, x.twoApart);
  const leadTcrs = attackers.map((u) => modifiedTcr(u.unit, null, x.duskOrDawn));
  const defTcrs = x.defenders.map((u) => modifiedTcr(u, x.works, x.duskOrDawn));
  const bestLeadTcr = Math.max(...leadTcrs, -99);
  const bestDefenderTcr = Math.max(...defTcrs, -99);
  const { lines, net } = assaultShifts(
    {
      odds: oddsApplied ? odds : null,
      ticked: x.ticked,
      slope: x.slope,
      flank,
      bestLeadTcr,
      bestDefenderTcr,
      works: x.works,
      defenderHasInfantry: x.defenders.some((u) => u.type === 'infantry'),
      defenderHasInfantryOrArtillery: x.defenders.some((u) => u.type !== 'cavalry'),
    },
    s.works,
  );
  const charging = attackers.filter((u) => u.unit.charge);
  if (charging.length && x.defenders.some((u) => u.type !== 'cavalry'))
    warnings.push(SAY.charging);
  const tough = toughFight(
    attackers.map((u) => ({ tcr: modifiedTcr(u.unit, null, x.duskOrDawn), artillery: false })),
    x.defenders.map((u) => ({ tcr: modifiedTcr(u, x.works, x.duskOrDawn), artillery: u.type === 'artillery' })),
  );
  return {
    lead, defenders, leadSp, defenderSp, attackSp, adExact, ad, odds, oddsApplied, flank,
    bestLeadTcr, bestDefenderTcr, shifts: lines, net, column: ad + net, tough, warnings,
  };
}
