/**
 * Metz 1870 cavalry reactions: the Cavalry Charge (11.6) with its weight
 * bonus (11.6.1) and disorganization (11.6.2), the Countercharge (11.7) and
 * the Opportunity Charge (11.8). Eligibility, the exact d10 odds, what each
 * side does next, and what our source lacks. The fires that answer a move are
 * the reaction fire calculator's (calculators/reaction-fire.ts): the two were
 * split so that each page stays within its JavaScript budget.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { pick } from '../../../lib/calculator.ts';
import { cavalryReaction, MARKERS, TERRAINS } from '../reaction/charge-report.ts';
import type { Marker } from '../morale/tests.ts';
import type { HexTerrain } from '../reaction/cavalry.ts';
import { SAY } from '../reaction/say.ts';
import { SAY as MORALE_SAY } from '../morale/say.ts';
import type { ChargeKind } from '../reaction/kinds.ts';
import { CHARGE_KINDS, is, kindField, READINGS as R } from '../reaction/kinds.ts';
import { SERVER } from '../../../lib/words.ts';

const ch = is('charge');
const cc = is('countercharge');
const oc = is('opportunity-charge');

const MARKER_LABEL: Record<Marker, string> = { none: 'No marker', shaken: 'Shaken', disrupted: 'Disrupted' };
const TERRAIN_LABEL: Record<HexTerrain, string> = {
  clear: 'Clear', 'clear-road': 'Clear with a Road', stream: 'Stream', ravine: 'Ravine', other: 'Anything else (Town, Farm, Forest…)',
};
/** Every TCR field: one d10 face count. */
const TCR = { kind: 'int', min: 1, max: 10, default: 7 } as const;

const fields: FieldSpec[] = [
  kindField(CHARGE_KINDS, SERVER && 'Defensive Fire and Opportunity Fire have their own calculator, the reaction fire calculator.'),
  // ---- the cavalry unit
  { kind: 'choice', key: 'weight', default: 'light', options: ['light', 'medium', 'heavy'], ...(SERVER && { label: 'Weight class', group: 'Cavalry unit', rules: ['3.1.3.1', '11.6.1'], choices: { light: 'Light (green)', medium: 'Medium (blue)', heavy: 'Heavy (red)' } }) },
  {
    kind: 'choice', key: 'sp', default: '2', options: ['C', ...Array.from({ length: 12 }, (_, i) => String(i + 1))],
    ...(SERVER && {
      choices: { C: 'C (½)' },
      label: 'Printed SP (of the side it shows in the assault)',
      group: 'Cavalry unit',
      rules: ['3.1.3', '11.6.1'],
    }),
  },
  { ...TCR, key: 'tcr', ...(SERVER && { label: 'Printed TCR of its current side', group: 'Cavalry unit', rules: ['3.1.2', '11.6', '11.7', '11.8'], help: 'With several countercharge candidates, this is the first to roll.' }) },
  { kind: 'choice', key: 'morale', default: 'none', options: MARKERS, ...(SERVER && { choices: MARKER_LABEL, label: 'Morale marker when it rolls', group: 'Cavalry unit', rules: ['11.6', '11.7', '11.8'] }) },
  {
    kind: 'choice', key: 'works', default: 'none', options: ['none', 'hasty', 'entrenchment'],
    ...(SERVER && {
      label: 'Earthworks in its hex',
      group: 'Cavalry unit',
      rules: ['3.1.2', '16.2', '16.3'],
      choices: { none: 'None', hasty: 'Hasty Works (TCR +1)', entrenchment: 'Entrenchments (TCR +2)' },
    }),
  },
  { kind: 'bool', key: 'dusk', default: false, ...(SERVER && { label: 'Dusk or Dawn turn (TCR −1, sight 1 hex)', group: 'Cavalry unit', rules: ['18.1', '18.4'] }) },
  { kind: 'int', key: 'roll', min: 0, max: 10, default: 0, ...(SERVER && { label: 'd10 rolled (0 = not yet; a 0 on the die is 10)', group: 'Cavalry unit', rules: ['11.6', '11.7', '11.8'] }) },
  // ---- charge
  { kind: 'bool', key: 'c-engage', default: true, when: ch, ...(SERVER && { label: 'It may Engage and Assault (A or Special posture, or Out of Command Cautious or Advance)', group: 'Charge', rules: ['7.2.1', '7.2.2', '6.4', '14.3', '11.6'] }) },
  { kind: 'bool', key: 'c-advance', default: false, when: ch, ...(SERVER && { label: 'Out of Command Advance: it must try to charge the nearest enemy', group: 'Charge', rules: ['14.3'] }) },
  { kind: 'bool', key: 'c-horse', default: false, when: ch, ...(SERVER && { label: 'It is Horse Artillery', group: 'Charge', rules: ['11.6', '3.1.4.1'] }) },
  { kind: 'bool', key: 'c-adjacent', default: false, when: ch, ...(SERVER && { label: 'It starts next to the target or another enemy combat unit', group: 'Charge', rules: ['11.6'] }) },
  { kind: 'bool', key: 'c-los', default: true, when: ch, ...(SERVER && { label: 'It sees the target before moving', group: 'Charge', rules: ['11.6', '8.1.2'] }) },
  { kind: 'bool', key: 'c-path-units', default: false, when: ch, ...(SERVER && { label: 'Its path enters a hex holding combat units', group: 'Charge', rules: ['11.6'] }) },
  { kind: 'bool', key: 'c-path-terrain', default: false, when: ch, ...(SERVER && { label: 'Its path enters a hex not Clear or Clear/Road, or a Bridge hex', group: 'Charge', rules: ['11.6'] }) },
  { kind: 'bool', key: 'c-steep', default: false, when: ch, ...(SERVER && { label: 'Its path crosses a Steep Slope hexside', group: 'Charge', rules: ['11.6'] }) },
  { kind: 'choice', key: 'c-target', default: 'clear', when: ch, options: TERRAINS.filter((t) => t !== 'clear-road'), ...(SERVER && { choices: TERRAIN_LABEL, label: 'Terrain of the target hex', group: 'Charge', rules: ['11.6'] }) },
  { kind: 'int', key: 'c-cc', min: 0, max: 3, default: 0, when: ch, ...(SERVER && { label: 'Enemy cavalry in the target hex able to Countercharge', group: 'Charge', rules: ['11.7'] }) },
  ...[1, 2, 3].map((i): FieldSpec => ({
    ...TCR, key: `c-cc-tcr${i}`, when: (v) => ch(v) && Number(v['c-cc']) >= i,
    ...(SERVER && {
      label: `Enemy candidate ${i}: modified TCR`,
      group: 'Charge',
      rules: ['11.7', '3.1.2'],
    }),
  })),
  { kind: 'choice', key: 'c-assault-morale', default: 'none', when: ch, options: MARKERS, ...(SERVER && { choices: MARKER_LABEL, label: 'Its marker when the assault is fought (after Defensive Fire)', group: 'Charge', rules: ['3.1.3', '11.4', '11.6'] }) },
  { kind: 'bool', key: 'c-short', default: false, when: ch, ...(SERVER && { label: 'Defensive Fire stopped it before it reached a hex next to the target', group: 'Charge', rules: ['11.4', '11.6'] }) },
  // ---- countercharge
  { kind: 'bool', key: 'cc-target-hex', default: true, when: cc, ...(SERVER && { label: 'It is in the hex the enemy is charging', group: 'Countercharge', rules: ['11.7'] }) },
  { kind: 'bool', key: 'cc-active', default: false, when: cc, ...(SERVER && { label: 'Its own formation is the active one', group: 'Countercharge', rules: ['11.7'] }) },
  { kind: 'bool', key: 'cc-failed', default: false, when: cc, ...(SERVER && { label: 'It already failed a Countercharge against this charger this turn', group: 'Countercharge', rules: ['11.7'] }) },
  { kind: 'int', key: 'cc-units', min: 1, max: 3, default: 1, when: cc, ...(SERVER && { label: 'Eligible cavalry units trying, in rolling order', group: 'Countercharge', rules: ['11.7'] }) },
  ...[2, 3].map((i): FieldSpec => ({
    ...TCR, key: `cc-tcr${i}`, when: (v) => cc(v) && Number(v['cc-units']) >= i,
    ...(SERVER && {
      label: `Candidate ${i}: printed TCR`,
      group: 'Countercharge',
      rules: ['11.7', '3.1.2'],
    }),
  })),
  // ---- opportunity charge
  { kind: 'bool', key: 'oc-step', default: true, when: oc, ...(SERVER && { label: 'It is the enemy’s Movement Step', group: 'Opportunity Charge', rules: ['11.8'] }) },
  { kind: 'bool', key: 'oc-charged', default: false, when: oc, ...(SERVER && { label: 'The enemy is charging this cavalry', group: 'Opportunity Charge', rules: ['11.8', '11.7'] }) },
  { kind: 'bool', key: 'oc-failed', default: false, when: oc, ...(SERVER && { label: 'It already failed against this enemy unit this turn', group: 'Opportunity Charge', rules: ['11.8'] }) },
  { kind: 'bool', key: 'oc-hq', default: false, when: oc, ...(SERVER && { label: 'The enemy unit is an HQ (not a combat unit)', group: 'Opportunity Charge', rules: ['11.8', '11.3'] }) },
  { kind: 'choice', key: 'oc-hex', default: 'clear', when: oc, options: TERRAINS, ...(SERVER && { choices: TERRAIN_LABEL, label: 'Terrain of the hex the enemy entered', group: 'Opportunity Charge', rules: ['11.8'] }) },
  // ---- after the assault
  { kind: 'choice', key: 'after-marker', default: 'none', options: MARKERS, ...(SERVER && { choices: MARKER_LABEL, label: 'Its marker when the Assault Combat Step (and any Breakthrough) ends', group: 'Charge Disorganization', rules: ['11.6.2', '9.2'] }) },
  { kind: 'choice', key: 'after-side', default: 'fresh', options: ['fresh', 'bw'], ...(SERVER && { label: 'Side it shows then', group: 'Charge Disorganization', rules: ['3.3', '8.6'], choices: { fresh: 'Fresh', bw: 'Battleworn' } }) },
  {
    ...TCR, key: 'after-tcr', default: 5, when: (v) => v['after-side'] === 'bw' && v['after-marker'] === 'disrupted',
    ...(SERVER && {
      label: 'TCR printed on its Battleworn side',
      group: 'Charge Disorganization',
      rules: ['10.1', '3.1.2'],
    }),
  },
  // ---- readings
  {
    kind: 'choice', key: 'c-short-reading', default: 'mh', when: (v) => ch(v) && v['c-short'] === true, options: ['mh', 'no-mh'],
    ...(SERVER && {
      label: 'A charger stopped short',
      group: R,
      rules: ['11.4', '11.6', '11.6.2'],
      ambiguity: 'A charger hit by Defensive Fire must assault (11.6) but stops where the fire hits it (11.4), so it may never reach the target; neither rule says whether it still takes the Charge Disorganization hit. Default: no assault, and the hit (it made a Charge Move).',
      choices: { mh: 'No assault; still 1 Morale Hit (11.6.2)', 'no-mh': 'No assault and no Morale Hit' },
    }),
  },
  {
    kind: 'choice', key: 'c-bt-reading', default: 'no-advance', when: (v) => ch(v) && v['c-assault-morale'] !== 'none' && v['c-short'] !== true, options: ['no-advance', 'must-advance'],
    ...(SERVER && {
      label: 'Breakthrough by a Shaken or Disrupted charger',
      group: R,
      rules: ['12.9', '11.6'],
      ambiguity: 'A charger must enter the vacated hex (12.9), but only units neither Shaken nor Disrupted may advance. Default: the general ban wins and it stays.',
      choices: { 'no-advance': 'It may not advance', 'must-advance': 'It must still advance' },
    }),
  },
  {
    kind: 'choice', key: 'oc-mh-reading', default: 'step-end', when: oc, options: ['step-end', 'own'],
    ...(SERVER && {
      label: 'When an Opportunity Charger takes its Morale Hit',
      group: R,
      rules: ['11.6.2', '11.8'],
      ambiguity: '11.6.2 gives the hit at the end of the Assault Combat Step and any Breakthrough, but an Opportunity Charge assaults at once, in the enemy’s Movement Step. Default: literally, at the end of that phase’s Assault Combat Step.',
      choices: { 'step-end': 'At the end of the Assault Combat Step', own: 'Right after its own assault and Breakthrough' },
    }),
  },
];

function validate(v: Values): Record<string, string> {
  if (ch(v) && v['c-advance'] === true && v['c-engage'] !== true) return { 'c-engage': 'An Advance result lets cavalry charge and assault (14.3).' };
  return {};
}

const def: CalculatorDef = {
  id: 'charge',
  fields,
  validate,
  compute(v: Values): CalcResult {
    return cavalryReaction(v, pick<ChargeKind>(v, 'kind', CHARGE_KINDS));
  },
  ...(SERVER && {
    title: 'Cavalry charges: Charge, Countercharge and Opportunity Charge',
    summary: 'May the cavalry charge? The exact odds of its roll and of any countercharge, its weight bonus in the assault and the Disorganization hit after.',
    rules: ['11.6', '11.6.1', '11.6.2', '11.7', '11.8', '2.3'],
    phrases: [SAY, MORALE_SAY],
  }),
};

export default def;
