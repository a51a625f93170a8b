/**
 * Death Ride combat calculator: any of the card's five combat tables, with
 * the exact outcome distribution of AV - TV over the 36 die pairs.
 */
import type { CalcResult, CalculatorDef, Values } from '../../../lib/calculator.ts';
import { bool, num, str, pick } from '../../../lib/calculator.ts';
import { assaultInfantry, bombardment, cavalryVsCavalry, chassepotVolley, rifleFire } from '../combat/tables.ts';
import type { AssaultLead, CombatResult, Side } from '../combat/tables.ts';
import { combatFields, validateCombat } from '../combat/fields.ts';
import { combatReport } from '../combat/report.ts';
import { SERVER } from '../../../lib/words.ts';


/** 7.1: Bombardment, from the fields. */
const bombardmentOf = (v: Values): CombatResult =>
  bombardment(
    {
      artilleryFactor: num(v, 'a-cv'),
      additionalArtillery: num(v, 'b-extra'),
      interveningAreas: num(v, 'b-range'),
      firerInCover3: bool(v, 'a-cover3'),
      cover: num(v, 'cover'),
      targetCavalryOnly: bool(v, 'b-cav-only'),
      targetFreshArtillery: num(v, 'b-fresh-art'),
    },
    { targetSupportsAtRange: pick(v, 'b-supports-range', ['ignored', 'counted'] as const) },
  );

/** 7.2: Rifle Fire by the side chosen, from the fields. */
const rifleFireOf = (v: Values, side: Side): CombatResult =>
  rifleFire(
    {
      firingSide: side,
      adjacent: bool(v, 'r-adjacent'),
      firerInCover3: bool(v, 'a-cover3'),
      supportArtillery: num(v, 'r-sup-art'),
      supportInfantry: num(v, 'r-sup-inf'),
      cover: num(v, 'cover'),
      targetLead: pick(v, 'r-lead', ['infantry', 'artillery'] as const),
      targetLeadSpent: bool(v, 'r-lead-spent'),
      targetArtillery: num(v, 'r-t-art'),
      targetInfantry: num(v, 'r-t-inf'),
      targetInCover3: bool(v, 'r-t-cover3'),
      activatedFresh: num(v, 'r-activated'),
    },
    { vision: pick(v, 'r-vision', ['target', 'firer'] as const) },
  );

/** 7.3: the French Chassepot Volley, from the fields (the attackers counted apart on that reading). */
function chassepotOf(v: Values): CombatResult {
  const separate = str(v, 'c-group') === 'separate';
  return chassepotVolley(
    {
      firing: num(v, 'c-firing'),
      targetUnits: num(v, 'c-target'),
      ...(separate ? { attackUnits: num(v, 'c-attack') } : {}),
      divisionsInCover3: num(v, 'c-div-cover3'),
      cover: num(v, 'cover'),
    },
    { rounding: pick(v, 'c-rounding', ['down', 'up'] as const) },
  );
}

/** 7.4: cavalry against cavalry, from the fields. */
const cavalryOf = (v: Values): CombatResult =>
  cavalryVsCavalry(
    {
      attackerValue: num(v, 'a-cv'),
      additionalFresh: num(v, 'cc-extra'),
      defenderValue: num(v, 'd-cv'),
      defenderLeadFresh: bool(v, 'cc-lead-fresh'),
      defenderAdditionalFresh: num(v, 'cc-t-fresh'),
      beatenZones: num(v, 'cc-bz'),
    },
    { targetSupports: pick(v, 'cc-supports', ['additional', 'all-fresh'] as const) },
  );

/** 7.4: an assault on infantry or artillery, from the fields. */
function assaultOf(v: Values): CombatResult {
  const lead: AssaultLead = pick(v, 'as-lead', ['infantry', 'artillery', 'cavalry'] as const);
  const cav = lead === 'cavalry';
  return assaultInfantry(
    {
      attackerValue: num(v, 'a-cv'),
      attackerLead: lead,
      leaderCommitted: bool(v, 'as-leader'),
      additionalInfArt: num(v, 'as-extra-ia'),
      additionalCavalry: num(v, 'as-extra-cav'),
      defenderValue: num(v, 'd-cv'),
      defenderLead: pick(v, 'as-t-lead', ['infantry', 'artillery'] as const),
      cover: num(v, 'cover'),
      zonesExitedInfantry: num(v, 'as-bz-inf'),
      zonesExitedCavalry: num(v, 'as-bz-cav'),
      defenderInfantry: num(v, 'as-t-inf'),
      defenderArtillery: num(v, 'as-t-art'),
      // hidden fields keep their last value: count them only when shown
      defenderSpentInfantry: cav ? num(v, 'as-t-spent') : 0,
      defenderLeadSpent: cav && bool(v, 'as-t-lead-spent'),
    },
    {
      twoUnits: pick(v, 'as-two', ['two-total', 'lead-plus-two'] as const),
      spentLead: pick(v, 'as-spent-lead', ['others', 'included'] as const),
    },
  );
}

/** The chosen procedure, evaluated on the fields (a Chassepot Volley is always French). */
export function combatFromValues(v: Values): { result: CombatResult; side: Side } {
  const side = pick(v, 'side', ['german', 'french'] as const);
  switch (pick(v, 'procedure', ['bombardment', 'rifle', 'chassepot', 'cav-vs-cav', 'assault'] as const)) {
    case 'bombardment':
      return { side, result: bombardmentOf(v) };
    case 'rifle':
      return { side, result: rifleFireOf(v, side) };
    case 'chassepot':
      return { side: 'french', result: chassepotOf(v) };
    case 'cav-vs-cav':
      return { side, result: cavalryOf(v) };
    case 'assault':
      return { side, result: assaultOf(v) };
  }
}

const def: CalculatorDef = {
  id: 'combat',
  fields: combatFields,
  validate: validateCombat,
  compute(v: Values): CalcResult {
    const { result, side } = combatFromValues(v);
    return combatReport(result, side);
  },
  ...(SERVER && {
    title: 'Combat odds',
    summary: 'Bombardment, Rifle Fire, Chassepot Volley and both Assault tables: exact chances of every result and the casualty points each side takes.',
    rules: ['7.1', '7.2', '7.3', '7.4', '7.7', 'combat-eligibility'],
  }),
};

export default def;
