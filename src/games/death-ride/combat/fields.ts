/**
 * Input fields of the Death Ride combat calculator: one field per term of
 * the card's five combat tables, shown only for the chosen procedure.
 */
import type { FieldSpec, FieldWords, Values } from '../../../lib/calculator.ts';
import { SERVER } from '../../../lib/words.ts';


const is =
  (...procs: string[]) =>
  (v: Values) =>
    procs.includes(String(v.procedure));
const and =
  (...ps: ((v: Values) => boolean)[]) =>
  (v: Values) =>
    ps.every((p) => p(v));
const eq = (k: string, val: string | boolean) => (v: Values) => v[k] === val;

const int = (key: string, min: number, max: number, def: number, when: (v: Values) => boolean, words: false | FieldWords): FieldSpec => ({
  kind: 'int', key, min, max, default: def, when, ...words,
});
const yes = (key: string, def: boolean, when: (v: Values) => boolean, words: false | FieldWords): FieldSpec => ({
  kind: 'bool', key, default: def, when, ...words,
});

const cavLead = and(is('assault'), eq('as-lead', 'cavalry'));
const COUNTER_HELP = 'Sample counters on the card: infantry 3 Fresh / 2 Spent, cavalry 2 / 1, artillery 5 / 3. Other values are on your counters.';
const COVER_HELP = 'Printed on the map for each area; the map is not in our source, so read it from your game.';

export const combatFields: FieldSpec[] = [
  {
    kind: 'choice', key: 'procedure', default: 'bombardment', options: ['bombardment', 'rifle', 'chassepot', 'cav-vs-cav', 'assault'],
    ...(SERVER && {
      label: 'Combat',
      choices: {
        bombardment: 'Bombardment (7.1)',
        rifle: 'Rifle Fire (7.2)',
        chassepot: 'Chassepot Volley (7.3)',
        'cav-vs-cav': 'Assault: cavalry vs cavalry (7.4)',
        assault: 'Assault on infantry or artillery (7.4)',
      },
      group: 'Procedure',
      rules: ['combat-eligibility', '7.1', '7.2', '7.3', '7.4'],
    }),
  },
  {
    kind: 'choice', key: 'side', default: 'german', options: ['german', 'french'], when: (v) => v.procedure !== 'chassepot',
    ...(SERVER && {
      label: 'Attacking (firing) side',
      group: 'Procedure',
      rules: ['combat-eligibility', '7.7'],
      help: 'Sets the nationality values of Rifle Fire and which Casualty Points column each side uses. Chassepot volleys are always French.',
      choices: { german: 'German', french: 'French' },
    }),
  },
  // ----- Attacker
  int('a-cv', 0, 9, 3, is('bombardment', 'cav-vs-cav', 'assault'), SERVER && { label: 'Combat value of the one selected attacking unit', rules: ['7.1', '7.4', 'counters'], group: 'Attacker', help: `The artillery factor in a bombardment. ${COUNTER_HELP}` }),
  int('b-extra', 0, 10, 0, is('bombardment'), SERVER && { label: 'Additional artillery units in the activation', rules: ['7.1'], group: 'Attacker', help: '+2 each, against adjacent targets only.' }),
  int('b-range', 0, 6, 0, is('bombardment'), SERVER && { label: 'Areas between firer and target (0 = adjacent)', rules: ['7.1', '7.1.2'], group: 'Attacker', help: '-2 per intervening area. The maximum range is not on the card.' }),
  yes('a-cover3', false, is('bombardment', 'rifle'), SERVER && { label: 'Firing from a +3 Cover area', rules: ['7.1', '7.2', 'terrain-key'], group: 'Attacker', help: 'Vision -1.' }),
  yes('r-adjacent', true, is('rifle'), SERVER && { label: 'Target area is adjacent', rules: ['7.2'], group: 'Attacker', help: 'French: +1 adjacent, -3 non-adjacent. Germans may only engage an adjacent area.' }),
  int('r-sup-art', 0, 10, 0, is('rifle'), SERVER && { label: 'Fresh supporting artillery units', rules: ['7.2'], group: 'Attacker', help: '+2 each.' }),
  int('r-sup-inf', 0, 10, 0, is('rifle'), SERVER && { label: 'Fresh supporting infantry units (besides the lead)', rules: ['7.2'], group: 'Attacker', help: 'French +2 each, German +1 each.' }),
  int('c-firing', 1, 10, 2, is('chassepot'), SERVER && { label: 'French infantry units firing', rules: ['7.3', 'combat-eligibility'], group: 'Attacker', help: 'Only French infantry exerting a Chassepot Fire Zone may fire; +2 each.' }),
  int('c-div-cover3', 0, 10, 0, is('chassepot'), SERVER && { label: 'Firing divisions in a +3 Cover area', rules: ['7.3'], group: 'Attacker', help: 'Vision -1 per division.' }),
  int('cc-extra', 0, 10, 0, is('cav-vs-cav'), SERVER && { label: 'Additional Fresh attacking cavalry', rules: ['7.4'], group: 'Attacker', help: '+2 each.' }),
  {
    kind: 'choice', key: 'as-lead', default: 'infantry', when: is('assault'), options: ['infantry', 'artillery', 'cavalry'],
    ...(SERVER && {
      label: 'Attacking lead unit',
      group: 'Attacker',
      rules: ['7.4', 'combat-eligibility'],
      choices: { infantry: 'Infantry', artillery: 'Artillery (German only)', cavalry: 'Cavalry' },
    }),
  },
  yes('as-leader', false, is('assault'), SERVER && { label: 'Leader committed', rules: ['7.4'], group: 'Attacker', help: '+1. A committed leader is deactivated if the assault fails or ties.' }),
  int('as-extra-ia', 0, 10, 0, is('assault'), SERVER && { label: 'Additional Fresh infantry and artillery', rules: ['7.4'], group: 'Attacker', help: '+2 each.' }),
  int('as-extra-cav', 0, 10, 0, is('assault'), SERVER && { label: 'Additional Fresh cavalry', rules: ['7.4'], group: 'Attacker', help: '+1 each.' }),
  // ----- Target
  int('cover', 0, 6, 1, is('bombardment', 'rifle', 'chassepot', 'assault'), SERVER && { label: 'Cover of the target area', rules: ['terrain-key', '7.1', '7.2', '7.3', '7.4'], group: 'Target', help: COVER_HELP }),
  yes('b-cav-only', false, is('bombardment'), SERVER && { label: 'Target area holds only cavalry', rules: ['7.1'], group: 'Target', help: 'Cover counts once instead of twice.' }),
  int('b-fresh-art', 0, 10, 0, is('bombardment'), SERVER && { label: 'Fresh artillery units in the target area', rules: ['7.1'], group: 'Target', help: '+2 each (adjacent bombardment).' }),
  {
    kind: 'choice', key: 'r-lead', default: 'infantry', when: is('rifle'), options: ['infantry', 'artillery'],
    ...(SERVER && {
      label: "Target's lead unit",
      group: 'Target',
      rules: ['7.2'],
      choices: { infantry: 'Infantry', artillery: 'Artillery' },
    }),
  },
  yes('r-lead-spent', false, is('rifle'), SERVER && { label: "Target's lead unit is Spent", rules: ['7.2'], group: 'Target', help: 'French infantry and artillery 4 (3 if Spent); German infantry 2 (1 if Spent).' }),
  int('r-t-art', 0, 10, 0, is('rifle'), SERVER && { label: 'Fresh artillery supports in the target area', rules: ['7.2'], group: 'Target', help: '+2 each; not counted by a non-adjacent defender.' }),
  int('r-t-inf', 0, 10, 0, is('rifle'), SERVER && { label: 'Fresh infantry supports in the target area (besides the lead)', rules: ['7.2'], group: 'Target', help: 'French +2 each, German +1 each; not counted by a non-adjacent defender.' }),
  yes('r-t-cover3', false, and(is('rifle'), eq('r-vision', 'target')), SERVER && { label: 'Target is in a +3 Cover area', rules: ['7.2', 'terrain-key'], group: 'Target', help: 'Vision -1 to the Target Value (default reading).' }),
  int('r-activated', 0, 10, 0, is('rifle'), SERVER && { label: 'Activated Fresh units in the target area', rules: ['7.2'], group: 'Target', help: 'Each reduces the casualty points the firers take by 1.' }),
  int('c-target', 1, 10, 3, is('chassepot'), SERVER && { label: 'Combat units in the target', rules: ['7.3'], group: 'Target', help: 'Attacker +1 per two, rounded up.' }),
  int('c-attack', 1, 10, 3, and(is('chassepot'), eq('c-group', 'separate')), SERVER && { label: 'Combat units in the attack', rules: ['7.3'], group: 'Target', help: 'Target +1 each.' }),
  int('d-cv', 0, 9, 2, is('cav-vs-cav', 'assault'), SERVER && { label: 'Combat value of one defending unit', rules: ['7.4', 'counters'], group: 'Target', help: COUNTER_HELP }),
  yes('cc-lead-fresh', true, and(is('cav-vs-cav'), eq('cc-supports', 'all-fresh')), SERVER && { label: 'That defending unit is Fresh', rules: ['7.4'], group: 'Target', help: 'Counts as a support under the "all Fresh" reading.' }),
  int('cc-t-fresh', 0, 10, 0, is('cav-vs-cav'), SERVER && { label: 'Other Fresh defending cavalry', rules: ['7.4'], group: 'Target', help: '+2 each.' }),
  int('cc-bz', 0, 6, 0, is('cav-vs-cav'), SERVER && { label: 'Beaten Zones exited by the attackers', rules: ['7.4'], group: 'Target', help: '+2 each.' }),
  {
    kind: 'choice', key: 'as-t-lead', default: 'infantry', when: is('assault'), options: ['infantry', 'artillery'],
    ...(SERVER && {
      label: 'Defending unit',
      group: 'Target',
      rules: ['7.4'],
      choices: { infantry: 'Infantry', artillery: 'Artillery' },
    }),
  },
  int('as-bz-inf', 0, 6, 0, is('assault'), SERVER && { label: 'Beaten Zones exited by infantry attackers', rules: ['7.4'], group: 'Target', help: '+1 each. Chassepot Fire Zones do not count.' }),
  int('as-bz-cav', 0, 6, 0, is('assault'), SERVER && { label: 'Beaten Zones exited by cavalry attackers', rules: ['7.4'], group: 'Target', help: '+2 each. Chassepot Fire Zones do not count.' }),
  int('as-t-inf', 0, 10, 0, is('assault'), SERVER && { label: 'Additional Fresh defending infantry', rules: ['7.4'], group: 'Target', help: '+1 each.' }),
  int('as-t-art', 0, 10, 0, is('assault'), SERVER && { label: 'Additional Fresh defending artillery', rules: ['7.4'], group: 'Target', help: '+2 each.' }),
  int('as-t-spent', 0, 10, 0, cavLead, SERVER && { label: 'Spent defending infantry (besides the defending unit)', rules: ['7.4'], group: 'Target', help: '+1/2 each against cavalry, rounded up.' }),
  yes('as-t-lead-spent', false, and(cavLead, eq('as-t-lead', 'infantry'), eq('as-spent-lead', 'included')), SERVER && { label: 'The defending unit is Spent infantry', rules: ['7.4'], group: 'Target', help: 'Counted in the +1/2 under the alternative reading.' }),
  // ----- Readings
  {
    kind: 'choice', key: 'b-supports-range', default: 'ignored', when: is('bombardment'), options: ['ignored', 'counted'],
    ...(SERVER && {
      label: 'Target supports in non-adjacent bombardment',
      group: 'Readings',
      rules: ['7.1'],
      ambiguity: 'Bombardment, Target block: "Range: No Supports for non-adjacent bombardment" sits under the target. Default: the target\'s Fresh artillery do not count at range.',
      choices: { ignored: 'Ignored (default)', counted: 'Counted' },
    }),
  },
  {
    kind: 'choice', key: 'r-vision', default: 'target', when: is('rifle'), options: ['target', 'firer'],
    ...(SERVER && {
      label: 'Target block "Vision -1 for fire from a +3 Cover Area"',
      group: 'Readings',
      rules: ['7.2'],
      ambiguity: "Rifle Fire, Target block, Vision row repeats the attacker's wording. Default: -1 when the target stands in a +3 Cover area.",
      choices: { target: "Target's +3 Cover area (default)", firer: "Firer's +3 Cover area" },
    }),
  },
  {
    kind: 'choice', key: 'c-rounding', default: 'down', when: is('chassepot'), options: ['down', 'up'],
    ...(SERVER && {
      label: 'Rounding of "half of difference"',
      group: 'Readings',
      rules: ['7.3'],
      ambiguity: 'Chassepot Volley result: "half of difference is Casualty Points" gives no rounding. Default: round down.',
      choices: { down: 'Round down (default)', up: 'Round up' },
    }),
  },
  {
    kind: 'choice', key: 'c-group', default: 'same', when: is('chassepot'), options: ['same', 'separate'],
    ...(SERVER && {
      label: '"Combat units in attack"',
      group: 'Readings',
      rules: ['7.3'],
      ambiguity: 'Chassepot Volley, Target block: "+1 per combat unit in attack" beside the attacker\'s "+1 for each two combat units in Target". Default: the same moving German group.',
      choices: { same: 'The same units as in the target (default)', separate: 'Enter separately' },
    }),
  },
  {
    kind: 'choice', key: 'cc-supports', default: 'additional', when: is('cav-vs-cav'), options: ['additional', 'all-fresh'],
    ...(SERVER && {
      label: 'Target "+2 for each Fresh cavalry unit"',
      group: 'Readings',
      rules: ['7.4'],
      ambiguity: 'Assaults cavalry vs cavalry, Target Supports: the attacker row says "additional", the target row does not. Default: additional only.',
      choices: { additional: 'Additional units only (default)', 'all-fresh': 'Every Fresh unit, the defender included' },
    }),
  },
  {
    kind: 'choice', key: 'as-two', default: 'two-total', when: and(cavLead, eq('as-t-lead', 'infantry')), options: ['two-total', 'lead-plus-two'],
    ...(SERVER && {
      label: '"If cavalry attacking infantry eliminate two attacking units"',
      group: 'Readings',
      rules: ['7.4'],
      ambiguity: 'Assaults on infantry and artillery, TV greater than AV. Default: two units in all, the lead unit included.',
      choices: { 'two-total': 'Two in all, the lead included (default)', 'lead-plus-two': 'The lead plus two more' },
    }),
  },
  {
    kind: 'choice', key: 'as-spent-lead', default: 'others', when: cavLead, options: ['others', 'included'],
    ...(SERVER && {
      label: '+1/2 per Spent infantry unit vs cavalry',
      group: 'Readings',
      rules: ['7.4'],
      ambiguity: 'Assaults on infantry and artillery, Target Supports: whether a Spent defending unit also adds 1/2. Default: only the other Spent infantry.',
      choices: { others: 'Units besides the defending unit (default)', included: 'The Spent defending unit too' },
    }),
  },
];

/** Cross-field checks; only the chosen procedure's fields are looked at. */
export function validateCombat(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.procedure === 'rifle' && v.side === 'german' && v['r-adjacent'] === false)
    e['r-adjacent'] = 'Germans may only engage an adjacent area (7.2).';
  if (v.procedure === 'chassepot' && Number(v['c-div-cover3']) > Number(v['c-firing']))
    e['c-div-cover3'] = 'More firing divisions than firing units.';
  if (v.procedure === 'assault' && v.side === 'french' && v['as-lead'] === 'artillery')
    e['as-lead'] = 'French artillery may not assault (Combat Eligibility).';
  return e;
}
