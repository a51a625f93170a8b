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
import type { ChargeKind } from '../reaction/kinds.ts';
import { CHARGE_KINDS, is, kindField, READINGS as R } from '../reaction/kinds.ts';

const ch = is('charge');
const cc = is('countercharge');
const oc = is('opportunity-charge');

const MARKER_LABEL: Record<Marker, string> = { none: 'No marker', shaken: 'Shaken', disrupted: 'Disrupted' };
const MARKER_OPTIONS = MARKERS.map((m) => ({ value: m, label: MARKER_LABEL[m] }));
const TERRAIN_LABEL: Record<HexTerrain, string> = {
  clear: 'Clear', 'clear-road': 'Clear with a Road', stream: 'Stream', ravine: 'Ravine', other: 'Anything else (Town, Farm, Forest…)',
};
const TERRAIN_OPTIONS = TERRAINS.map((t) => ({ value: t, label: TERRAIN_LABEL[t] }));
/** Every TCR field: one d10 face count. */
const TCR = { kind: 'int', min: 1, max: 10, default: 7 } as const;

const fields: FieldSpec[] = [
  kindField(CHARGE_KINDS, 'Defensive Fire and Opportunity Fire have their own calculator, the reaction fire calculator.'),
  // ---- the cavalry unit
  { kind: 'choice', key: 'weight', label: 'Weight class', group: 'Cavalry unit', default: 'light', rules: ['3.1.3.1', '11.6.1'], options: [{ value: 'light', label: 'Light (green)' }, { value: 'medium', label: 'Medium (blue)' }, { value: 'heavy', label: 'Heavy (red)' }] },
  {
    kind: 'choice', key: 'sp', label: 'Printed SP (of the side it shows in the assault)', group: 'Cavalry unit', default: '2', rules: ['3.1.3', '11.6.1'],
    options: ['C', ...Array.from({ length: 12 }, (_, i) => String(i + 1))].map((s) => ({ value: s, label: s === 'C' ? 'C (½)' : s })),
  },
  { ...TCR, key: 'tcr', label: 'Printed TCR of its current side', group: 'Cavalry unit', rules: ['3.1.2', '11.6', '11.7', '11.8'], help: 'With several countercharge candidates, this is the first to roll.' },
  { kind: 'choice', key: 'morale', label: 'Morale marker when it rolls', group: 'Cavalry unit', default: 'none', rules: ['11.6', '11.7', '11.8'], options: MARKER_OPTIONS },
  {
    kind: 'choice', key: 'works', label: 'Earthworks in its hex', group: 'Cavalry unit', default: 'none', rules: ['3.1.2', '16.2', '16.3'],
    options: [{ value: 'none', label: 'None' }, { value: 'hasty', label: 'Hasty Works (TCR +1)' }, { value: 'entrenchment', label: 'Entrenchments (TCR +2)' }],
  },
  { kind: 'bool', key: 'dusk', label: 'Dusk or Dawn turn (TCR −1, sight 1 hex)', group: 'Cavalry unit', default: false, rules: ['18.1', '18.4'] },
  { kind: 'int', key: 'roll', label: 'd10 rolled (0 = not yet; a 0 on the die is 10)', group: 'Cavalry unit', min: 0, max: 10, default: 0, rules: ['11.6', '11.7', '11.8'] },
  // ---- charge
  { kind: 'bool', key: 'c-engage', label: 'It may Engage and Assault (A or Special posture, or Out of Command Cautious or Advance)', group: 'Charge', default: true, rules: ['7.2.1', '7.2.2', '6.4', '14.3', '11.6'], when: ch },
  { kind: 'bool', key: 'c-advance', label: 'Out of Command Advance: it must try to charge the nearest enemy', group: 'Charge', default: false, rules: ['14.3'], when: ch },
  { kind: 'bool', key: 'c-horse', label: 'It is Horse Artillery', group: 'Charge', default: false, rules: ['11.6', '3.1.4.1'], when: ch },
  { kind: 'bool', key: 'c-adjacent', label: 'It starts next to the target or another enemy combat unit', group: 'Charge', default: false, rules: ['11.6'], when: ch },
  { kind: 'bool', key: 'c-los', label: 'It sees the target before moving', group: 'Charge', default: true, rules: ['11.6', '8.1.2'], when: ch },
  { kind: 'bool', key: 'c-path-units', label: 'Its path enters a hex holding combat units', group: 'Charge', default: false, rules: ['11.6'], when: ch },
  { kind: 'bool', key: 'c-path-terrain', label: 'Its path enters a hex not Clear or Clear/Road, or a Bridge hex', group: 'Charge', default: false, rules: ['11.6'], when: ch },
  { kind: 'bool', key: 'c-steep', label: 'Its path crosses a Steep Slope hexside', group: 'Charge', default: false, rules: ['11.6'], when: ch },
  { kind: 'choice', key: 'c-target', label: 'Terrain of the target hex', group: 'Charge', default: 'clear', rules: ['11.6'], when: ch, options: TERRAIN_OPTIONS.filter((t) => t.value !== 'clear-road') },
  { kind: 'int', key: 'c-cc', label: 'Enemy cavalry in the target hex able to Countercharge', group: 'Charge', min: 0, max: 3, default: 0, rules: ['11.7'], when: ch },
  ...[1, 2, 3].map((i): FieldSpec => ({
    ...TCR, key: `c-cc-tcr${i}`, label: `Enemy candidate ${i}: modified TCR`, group: 'Charge', rules: ['11.7', '3.1.2'], when: (v) => ch(v) && Number(v['c-cc']) >= i,
  })),
  { kind: 'choice', key: 'c-assault-morale', label: 'Its marker when the assault is fought (after Defensive Fire)', group: 'Charge', default: 'none', rules: ['3.1.3', '11.4', '11.6'], when: ch, options: MARKER_OPTIONS },
  { kind: 'bool', key: 'c-short', label: 'Defensive Fire stopped it before it reached a hex next to the target', group: 'Charge', default: false, rules: ['11.4', '11.6'], when: ch },
  // ---- countercharge
  { kind: 'bool', key: 'cc-target-hex', label: 'It is in the hex the enemy is charging', group: 'Countercharge', default: true, rules: ['11.7'], when: cc },
  { kind: 'bool', key: 'cc-active', label: 'Its own formation is the active one', group: 'Countercharge', default: false, rules: ['11.7'], when: cc },
  { kind: 'bool', key: 'cc-failed', label: 'It already failed a Countercharge against this charger this turn', group: 'Countercharge', default: false, rules: ['11.7'], when: cc },
  { kind: 'int', key: 'cc-units', label: 'Eligible cavalry units trying, in rolling order', group: 'Countercharge', min: 1, max: 3, default: 1, rules: ['11.7'], when: cc },
  ...[2, 3].map((i): FieldSpec => ({
    ...TCR, key: `cc-tcr${i}`, label: `Candidate ${i}: printed TCR`, group: 'Countercharge', rules: ['11.7', '3.1.2'], when: (v) => cc(v) && Number(v['cc-units']) >= i,
  })),
  // ---- opportunity charge
  { kind: 'bool', key: 'oc-step', label: 'It is the enemy’s Movement Step', group: 'Opportunity Charge', default: true, rules: ['11.8'], when: oc },
  { kind: 'bool', key: 'oc-charged', label: 'The enemy is charging this cavalry', group: 'Opportunity Charge', default: false, rules: ['11.8', '11.7'], when: oc },
  { kind: 'bool', key: 'oc-failed', label: 'It already failed against this enemy unit this turn', group: 'Opportunity Charge', default: false, rules: ['11.8'], when: oc },
  { kind: 'bool', key: 'oc-hq', label: 'The enemy unit is an HQ (not a combat unit)', group: 'Opportunity Charge', default: false, rules: ['11.8', '11.3'], when: oc },
  { kind: 'choice', key: 'oc-hex', label: 'Terrain of the hex the enemy entered', group: 'Opportunity Charge', default: 'clear', rules: ['11.8'], when: oc, options: TERRAIN_OPTIONS },
  // ---- after the assault
  { kind: 'choice', key: 'after-marker', label: 'Its marker when the Assault Combat Step (and any Breakthrough) ends', group: 'Charge Disorganization', default: 'none', rules: ['11.6.2', '9.2'], options: MARKER_OPTIONS },
  { kind: 'choice', key: 'after-side', label: 'Side it shows then', group: 'Charge Disorganization', default: 'fresh', rules: ['3.3', '8.6'], options: [{ value: 'fresh', label: 'Fresh' }, { value: 'bw', label: 'Battleworn' }] },
  {
    ...TCR, key: 'after-tcr', label: 'TCR printed on its Battleworn side', group: 'Charge Disorganization', default: 5, rules: ['10.1', '3.1.2'],
    when: (v) => v['after-side'] === 'bw' && v['after-marker'] === 'disrupted',
  },
  // ---- readings
  {
    kind: 'choice', key: 'c-short-reading', label: 'A charger stopped short', group: R, default: 'mh', rules: ['11.4', '11.6', '11.6.2'], when: (v) => ch(v) && v['c-short'] === true,
    ambiguity: 'A charger hit by Defensive Fire must assault (11.6) but stops where the fire hits it (11.4), so it may never reach the target; neither rule says whether it still takes the Charge Disorganization hit. Default: no assault, and the hit (it made a Charge Move).',
    options: [{ value: 'mh', label: 'No assault; still 1 Morale Hit (11.6.2)' }, { value: 'no-mh', label: 'No assault and no Morale Hit' }],
  },
  {
    kind: 'choice', key: 'c-bt-reading', label: 'Breakthrough by a Shaken or Disrupted charger', group: R, default: 'no-advance', rules: ['12.9', '11.6'],
    when: (v) => ch(v) && v['c-assault-morale'] !== 'none' && v['c-short'] !== true,
    ambiguity: 'A charger must enter the vacated hex (12.9), but only units neither Shaken nor Disrupted may advance. Default: the general ban wins and it stays.',
    options: [{ value: 'no-advance', label: 'It may not advance' }, { value: 'must-advance', label: 'It must still advance' }],
  },
  {
    kind: 'choice', key: 'oc-mh-reading', label: 'When an Opportunity Charger takes its Morale Hit', group: R, default: 'step-end', rules: ['11.6.2', '11.8'], when: oc,
    ambiguity: '11.6.2 gives the hit at the end of the Assault Combat Step and any Breakthrough, but an Opportunity Charge assaults at once, in the enemy’s Movement Step. Default: literally, at the end of that phase’s Assault Combat Step.',
    options: [{ value: 'step-end', label: 'At the end of the Assault Combat Step' }, { value: 'own', label: 'Right after its own assault and Breakthrough' }],
  },
];

function validate(v: Values): Record<string, string> {
  if (ch(v) && v['c-advance'] === true && v['c-engage'] !== true) return { 'c-engage': 'An Advance result lets cavalry charge and assault (14.3).' };
  return {};
}

const def: CalculatorDef = {
  id: 'charge',
  title: 'Cavalry charges: Charge, Countercharge and Opportunity Charge',
  summary: 'May the cavalry charge? The exact odds of its roll and of any countercharge, its weight bonus in the assault and the Disorganization hit after.',
  rules: ['11.6', '11.6.1', '11.6.2', '11.7', '11.8', '2.3'],
  fields,
  validate,
  compute(v: Values): CalcResult {
    return cavalryReaction(v, pick<ChargeKind>(v, 'kind', CHARGE_KINDS));
  },
};

export default def;
