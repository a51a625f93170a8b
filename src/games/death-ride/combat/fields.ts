/**
 * Input fields of the Death Ride combat calculator: one field per term of
 * the card's five combat tables, shown only for the chosen procedure.
 */
import type { FieldSpec, Values } from '../../../lib/calculator.ts';

export const PROCEDURES = [
  { value: 'bombardment', label: 'Bombardment (7.1)' },
  { value: 'rifle', label: 'Rifle Fire (7.2)' },
  { value: 'chassepot', label: 'Chassepot Volley (7.3)' },
  { value: 'cav-vs-cav', label: 'Assault: cavalry vs cavalry (7.4)' },
  { value: 'assault', label: 'Assault on infantry or artillery (7.4)' },
];

const is =
  (...procs: string[]) =>
  (v: Values) =>
    procs.includes(String(v.procedure));
const and =
  (...ps: ((v: Values) => boolean)[]) =>
  (v: Values) =>
    ps.every((p) => p(v));
const eq = (k: string, val: string | boolean) => (v: Values) => v[k] === val;

const int = (key: string, label: string, min: number, max: number, def: number, rules: string[], group: string, when: (v: Values) => boolean, help?: string): FieldSpec => ({
  kind: 'int', key, label, min, max, default: def, rules, group, when, ...(help ? { help } : {}),
});
const yes = (key: string, label: string, def: boolean, rules: string[], group: string, when: (v: Values) => boolean, help?: string): FieldSpec => ({
  kind: 'bool', key, label, default: def, rules, group, when, ...(help ? { help } : {}),
});

const cavLead = and(is('assault'), eq('as-lead', 'cavalry'));
const COUNTER_HELP = 'Sample counters on the card: infantry 3 Fresh / 2 Spent, cavalry 2 / 1, artillery 5 / 3. Other values are on your counters.';
const COVER_HELP = 'Printed on the map for each area; the map is not in our source, so read it from your game.';

export const combatFields: FieldSpec[] = [
  {
    kind: 'choice', key: 'procedure', label: 'Combat', group: 'Procedure', default: 'bombardment', options: PROCEDURES,
    rules: ['combat-eligibility', '7.1', '7.2', '7.3', '7.4'],
  },
  {
    kind: 'choice', key: 'side', label: 'Attacking (firing) side', group: 'Procedure', default: 'german',
    options: [{ value: 'german', label: 'German' }, { value: 'french', label: 'French' }],
    rules: ['combat-eligibility', '7.7'], when: (v) => v.procedure !== 'chassepot',
    help: 'Sets the nationality values of Rifle Fire and which Casualty Points column each side uses. Chassepot volleys are always French.',
  },
  // ----- Attacker
  int('a-cv', 'Combat value of the one selected attacking unit', 0, 9, 3, ['7.1', '7.4', 'counters'], 'Attacker', is('bombardment', 'cav-vs-cav', 'assault'), `The artillery factor in a bombardment. ${COUNTER_HELP}`),
  int('b-extra', 'Additional artillery units in the activation', 0, 10, 0, ['7.1'], 'Attacker', is('bombardment'), '+2 each, against adjacent targets only.'),
  int('b-range', 'Areas between firer and target (0 = adjacent)', 0, 6, 0, ['7.1', '7.1.2'], 'Attacker', is('bombardment'), '-2 per intervening area. The maximum range is not on the card.'),
  yes('a-cover3', 'Firing from a +3 Cover area', false, ['7.1', '7.2', 'terrain-key'], 'Attacker', is('bombardment', 'rifle'), 'Vision -1.'),
  yes('r-adjacent', 'Target area is adjacent', true, ['7.2'], 'Attacker', is('rifle'), 'French: +1 adjacent, -3 non-adjacent. Germans may only engage an adjacent area.'),
  int('r-sup-art', 'Fresh supporting artillery units', 0, 10, 0, ['7.2'], 'Attacker', is('rifle'), '+2 each.'),
  int('r-sup-inf', 'Fresh supporting infantry units (besides the lead)', 0, 10, 0, ['7.2'], 'Attacker', is('rifle'), 'French +2 each, German +1 each.'),
  int('c-firing', 'French infantry units firing', 1, 10, 2, ['7.3', 'combat-eligibility'], 'Attacker', is('chassepot'), 'Only French infantry exerting a Chassepot Fire Zone may fire; +2 each.'),
  int('c-div-cover3', 'Firing divisions in a +3 Cover area', 0, 10, 0, ['7.3'], 'Attacker', is('chassepot'), 'Vision -1 per division.'),
  int('cc-extra', 'Additional Fresh attacking cavalry', 0, 10, 0, ['7.4'], 'Attacker', is('cav-vs-cav'), '+2 each.'),
  {
    kind: 'choice', key: 'as-lead', label: 'Attacking lead unit', group: 'Attacker', default: 'infantry', rules: ['7.4', 'combat-eligibility'], when: is('assault'),
    options: [{ value: 'infantry', label: 'Infantry' }, { value: 'artillery', label: 'Artillery (German only)' }, { value: 'cavalry', label: 'Cavalry' }],
  },
  yes('as-leader', 'Leader committed', false, ['7.4'], 'Attacker', is('assault'), '+1. A committed leader is deactivated if the assault fails or ties.'),
  int('as-extra-ia', 'Additional Fresh infantry and artillery', 0, 10, 0, ['7.4'], 'Attacker', is('assault'), '+2 each.'),
  int('as-extra-cav', 'Additional Fresh cavalry', 0, 10, 0, ['7.4'], 'Attacker', is('assault'), '+1 each.'),
  // ----- Target
  int('cover', 'Cover of the target area', 0, 6, 1, ['terrain-key', '7.1', '7.2', '7.3', '7.4'], 'Target', is('bombardment', 'rifle', 'chassepot', 'assault'), COVER_HELP),
  yes('b-cav-only', 'Target area holds only cavalry', false, ['7.1'], 'Target', is('bombardment'), 'Cover counts once instead of twice.'),
  int('b-fresh-art', 'Fresh artillery units in the target area', 0, 10, 0, ['7.1'], 'Target', is('bombardment'), '+2 each (adjacent bombardment).'),
  {
    kind: 'choice', key: 'r-lead', label: "Target's lead unit", group: 'Target', default: 'infantry', rules: ['7.2'], when: is('rifle'),
    options: [{ value: 'infantry', label: 'Infantry' }, { value: 'artillery', label: 'Artillery' }],
  },
  yes('r-lead-spent', "Target's lead unit is Spent", false, ['7.2'], 'Target', is('rifle'), 'French infantry and artillery 4 (3 if Spent); German infantry 2 (1 if Spent).'),
  int('r-t-art', 'Fresh artillery supports in the target area', 0, 10, 0, ['7.2'], 'Target', is('rifle'), '+2 each; not counted by a non-adjacent defender.'),
  int('r-t-inf', 'Fresh infantry supports in the target area (besides the lead)', 0, 10, 0, ['7.2'], 'Target', is('rifle'), 'French +2 each, German +1 each; not counted by a non-adjacent defender.'),
  yes('r-t-cover3', 'Target is in a +3 Cover area', false, ['7.2', 'terrain-key'], 'Target', and(is('rifle'), eq('r-vision', 'target')), 'Vision -1 to the Target Value (default reading).'),
  int('r-activated', 'Activated Fresh units in the target area', 0, 10, 0, ['7.2'], 'Target', is('rifle'), 'Each reduces the casualty points the firers take by 1.'),
  int('c-target', 'Combat units in the target', 1, 10, 3, ['7.3'], 'Target', is('chassepot'), 'Attacker +1 per two, rounded up.'),
  int('c-attack', 'Combat units in the attack', 1, 10, 3, ['7.3'], 'Target', and(is('chassepot'), eq('c-group', 'separate')), 'Target +1 each.'),
  int('d-cv', 'Combat value of one defending unit', 0, 9, 2, ['7.4', 'counters'], 'Target', is('cav-vs-cav', 'assault'), COUNTER_HELP),
  yes('cc-lead-fresh', 'That defending unit is Fresh', true, ['7.4'], 'Target', and(is('cav-vs-cav'), eq('cc-supports', 'all-fresh')), 'Counts as a support under the "all Fresh" reading.'),
  int('cc-t-fresh', 'Other Fresh defending cavalry', 0, 10, 0, ['7.4'], 'Target', is('cav-vs-cav'), '+2 each.'),
  int('cc-bz', 'Beaten Zones exited by the attackers', 0, 6, 0, ['7.4'], 'Target', is('cav-vs-cav'), '+2 each.'),
  {
    kind: 'choice', key: 'as-t-lead', label: 'Defending unit', group: 'Target', default: 'infantry', rules: ['7.4'], when: is('assault'),
    options: [{ value: 'infantry', label: 'Infantry' }, { value: 'artillery', label: 'Artillery' }],
  },
  int('as-bz-inf', 'Beaten Zones exited by infantry attackers', 0, 6, 0, ['7.4'], 'Target', is('assault'), '+1 each. Chassepot Fire Zones do not count.'),
  int('as-bz-cav', 'Beaten Zones exited by cavalry attackers', 0, 6, 0, ['7.4'], 'Target', is('assault'), '+2 each. Chassepot Fire Zones do not count.'),
  int('as-t-inf', 'Additional Fresh defending infantry', 0, 10, 0, ['7.4'], 'Target', is('assault'), '+1 each.'),
  int('as-t-art', 'Additional Fresh defending artillery', 0, 10, 0, ['7.4'], 'Target', is('assault'), '+2 each.'),
  int('as-t-spent', 'Spent defending infantry (besides the defending unit)', 0, 10, 0, ['7.4'], 'Target', cavLead, '+1/2 each against cavalry, rounded up.'),
  yes('as-t-lead-spent', 'The defending unit is Spent infantry', false, ['7.4'], 'Target', and(cavLead, eq('as-t-lead', 'infantry'), eq('as-spent-lead', 'included')), 'Counted in the +1/2 under the alternative reading.'),
  // ----- Readings
  {
    kind: 'choice', key: 'b-supports-range', label: 'Target supports in non-adjacent bombardment', group: 'Readings', default: 'ignored', rules: ['7.1'], when: is('bombardment'),
    options: [{ value: 'ignored', label: 'Ignored (default)' }, { value: 'counted', label: 'Counted' }],
    ambiguity: 'Bombardment, Target block: "Range: No Supports for non-adjacent bombardment" sits under the target. Default: the target\'s Fresh artillery do not count at range.',
  },
  {
    kind: 'choice', key: 'r-vision', label: 'Target block "Vision -1 for fire from a +3 Cover Area"', group: 'Readings', default: 'target', rules: ['7.2'], when: is('rifle'),
    options: [{ value: 'target', label: "Target's +3 Cover area (default)" }, { value: 'firer', label: "Firer's +3 Cover area" }],
    ambiguity: "Rifle Fire, Target block, Vision row repeats the attacker's wording. Default: -1 when the target stands in a +3 Cover area.",
  },
  {
    kind: 'choice', key: 'c-rounding', label: 'Rounding of "half of difference"', group: 'Readings', default: 'down', rules: ['7.3'], when: is('chassepot'),
    options: [{ value: 'down', label: 'Round down (default)' }, { value: 'up', label: 'Round up' }],
    ambiguity: 'Chassepot Volley result: "half of difference is Casualty Points" gives no rounding. Default: round down.',
  },
  {
    kind: 'choice', key: 'c-group', label: '"Combat units in attack"', group: 'Readings', default: 'same', rules: ['7.3'], when: is('chassepot'),
    options: [{ value: 'same', label: 'The same units as in the target (default)' }, { value: 'separate', label: 'Enter separately' }],
    ambiguity: 'Chassepot Volley, Target block: "+1 per combat unit in attack" beside the attacker\'s "+1 for each two combat units in Target". Default: the same moving German group.',
  },
  {
    kind: 'choice', key: 'cc-supports', label: 'Target "+2 for each Fresh cavalry unit"', group: 'Readings', default: 'additional', rules: ['7.4'], when: is('cav-vs-cav'),
    options: [{ value: 'additional', label: 'Additional units only (default)' }, { value: 'all-fresh', label: 'Every Fresh unit, the defender included' }],
    ambiguity: 'Assaults cavalry vs cavalry, Target Supports: the attacker row says "additional", the target row does not. Default: additional only.',
  },
  {
    kind: 'choice', key: 'as-two', label: '"If cavalry attacking infantry eliminate two attacking units"', group: 'Readings', default: 'two-total', rules: ['7.4'],
    when: and(cavLead, eq('as-t-lead', 'infantry')),
    options: [{ value: 'two-total', label: 'Two in all, the lead included (default)' }, { value: 'lead-plus-two', label: 'The lead plus two more' }],
    ambiguity: 'Assaults on infantry and artillery, TV greater than AV. Default: two units in all, the lead unit included.',
  },
  {
    kind: 'choice', key: 'as-spent-lead', label: '+1/2 per Spent infantry unit vs cavalry', group: 'Readings', default: 'others', rules: ['7.4'], when: cavLead,
    options: [{ value: 'others', label: 'Units besides the defending unit (default)' }, { value: 'included', label: 'The Spent defending unit too' }],
    ambiguity: 'Assaults on infantry and artillery, Target Supports: whether a Spent defending unit also adds 1/2. Default: only the other Spent infantry.',
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
