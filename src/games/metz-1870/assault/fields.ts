/**
 * Input fields of the Metz 1870 assault calculator. The shift fields are
 * generated from content/metz-1870/tables/assault-shifts.yaml, so the chart
 * page and the calculator list the same items with the same numbers.
 */
import type { FieldSpec, FieldWords, Values } from '../../../lib/calculator.ts';
import { labelled, signed } from '../../../lib/calculator.ts';
import { CONDITION, rowsOf } from './shifts.ts';
import { SAY } from './say.ts';
import type { ShiftRow } from './shifts.ts';
import { SERVER } from '../../../lib/words.ts';

const SP_OPTIONS = ['C', ...Array.from({ length: 20 }, (_, i) => String(i + 1))];
const SP_WORDS = { C: 'C (½)', '-': 'no second unit' };
const MORALE = ['none', 'shaken', 'disrupted'];
const MORALE_WORDS = { none: 'no marker', shaken: 'Shaken (SP and TCR −1)', disrupted: 'Disrupted (SP and TCR −2)' };
const present = (p: string) => (v: Values) => v[`${p}-sp`] !== '-';
const cavalry = (p: string) => (v: Values) => present(p)(v) && v[`${p}-type`] === 'cavalry';

function unitFields(p: string, group: string, second: boolean, defender: boolean): FieldSpec[] {
  const n = second ? 'second unit' : 'first unit';
  const when = second ? { when: present(p) } : {};
  return [
    {
      kind: 'choice', key: `${p}-sp`, default: second ? '-' : '4', options: second ? ['-', ...SP_OPTIONS] : SP_OPTIONS,
      ...(SERVER && {
        label: `${group}: ${n}, printed SP`, group, rules: ['3.1.3', '12.4'], choices: SP_WORDS,
        help: defender ? 'SP printed on the side now face up. An artillery unit with its Mitrailleuse is one unit: add both printed SP (8.7).' : 'SP printed on the side now face up.',
      }),
    },
    {
      kind: 'choice', key: `${p}-type`, default: 'infantry', ...when, options: ['infantry', 'cavalry', ...(defender ? ['artillery'] : [])],
      ...(SERVER && { label: `${group}: ${n}, type`, group, rules: ['3.2', '12.1'], choices: { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery (with its Mitrailleuse, if any)' } }),
    },
    { kind: 'choice', key: `${p}-morale`, default: 'none', options: MORALE, ...when, ...(SERVER && { label: `${group}: ${n}, morale marker`, group, rules: ['3.1.3', '3.1.2'], choices: MORALE_WORDS }) },
    { kind: 'int', key: `${p}-tcr`, min: 1, max: 10, default: 7, ...when, ...(SERVER && { label: `${group}: ${n}, printed TCR`, group, rules: ['3.1.2'] }) },
    {
      kind: 'choice', key: `${p}-charge`, default: 'none', when: cavalry(p), options: ['none', 'light', 'medium', 'heavy'],
      ...(SERVER && {
        label: `${group}: ${n}, ${defender ? 'countercharged' : 'charged'} (weight class)`, group, rules: ['11.6.1', defender ? '11.7' : '11.6'],
        choices: { none: 'no charge', light: 'Light (+1 SP)', medium: 'Medium (+50%, at least +1)', heavy: 'Heavy (×2, at least +1)' },
        help: defender ? 'A successful Countercharge gives the defender the weight bonus too (11.7).' : 'Charging cavalry must be in the Lead hex (12.2).',
      }),
    },
  ];
}

const GROUP_OF: Record<string, string> = { attacker: 'Attackers', 'lead-terrain': 'Lead hex', events: 'Events', 'defender-terrain': 'Defending hex' };
const TICK_HELP: Record<string, string> = {
  'lead-terrain': 'Several lead-hex terrains: only the single worst shift counts.',
  'defender-terrain': 'Several defending-hex terrains: only the single best shift for the defender counts.',
};
const tick = (r: ShiftRow): FieldSpec => ({
  kind: 'bool', key: `s-${r.id}`, default: false,
  ...(SERVER && { label: `${CONDITION(r.id)} (${signed(r.shift)})`, group: GROUP_OF[r.group] ?? 'Shifts', rules: ['12.5'], help: TICK_HELP[r.group] }),
});
const pickOne = (key: string, rows: ShiftRow[], words: false | Pick<FieldWords, 'label' | 'group' | 'help'>): FieldSpec => ({
  kind: 'choice', key, default: 'none', options: ['none', ...rows.map((r) => r.id)],
  ...(SERVER && words && { ...words, rules: ['12.5'], choices: labelled(rows.map((r) => r.id), (_, i) => `${CONDITION(rows[i]!.id)} (${signed(rows[i]!.shift)})`) }),
});

/** ids of the tickable shift items, in chart order */
export const TICK_IDS = [...rowsOf('attacker'), ...rowsOf('lead-terrain'), ...rowsOf('events'), ...rowsOf('defender-terrain')].map((r) => r.id);

export const assaultFields: FieldSpec[] = [
  ...unitFields('l1', 'Lead hex', false, false),
  ...unitFields('l2', 'Lead hex', true, false),
  ...rowsOf('lead-terrain').map(tick),
  pickOne('slope', rowsOf('slope'), SERVER && { label: 'Hexside the Lead hex attacks across', group: 'Lead hex', help: 'Only uphill; a charging cavalry unit that climbed a Slope during its charge counts once.' }),
  ...unitFields('d1', 'Defending hex', false, true),
  ...unitFields('d2', 'Defending hex', true, true),
  ...rowsOf('defender-terrain').map(tick),
  pickOne('works', rowsOf('earthworks'), SERVER && { label: 'Earthworks in the Defending hex', group: 'Defending hex', help: 'Also +1 (Hasty Works) or +2 (Entrenchments) to every defender TCR (3.1.2).' }),
  {
    kind: 'int', key: 'support', min: 0, max: 60, default: 0,
    ...(SERVER && {
      label: 'Support hexes: modified SP of all their attacking units',
      group: 'Attackers',
      rules: ['12.2', '12.5'],
      help: 'After morale penalties and any charge bonus. Counts only for the odds (12.5 a).',
    }),
  },
  { kind: 'bool', key: 'support-half', default: false, ...(SERVER && { label: 'Support hexes: add ½ SP (a C unit or a half bonus)', group: 'Attackers', rules: ['2.3', '3.1.3'] }) },
  { kind: 'int', key: 'hexes', min: 1, max: 6, default: 1, ...(SERVER && { label: 'Attacking hexes in all (Lead hex included)', group: 'Attackers', rules: ['12.6'] }) },
  { kind: 'bool', key: 'apart', default: false, when: (v) => v.hexes === 2, ...(SERVER && { label: 'The two attacking hexes are not adjacent to each other', group: 'Attackers', rules: ['12.6'] }) },
  ...rowsOf('attacker').map(tick),
  ...rowsOf('events').map(tick),
  { kind: 'bool', key: 'dusk', default: false, ...(SERVER && { label: 'Dusk or Dawn turn (every TCR −1)', group: 'Events', rules: ['18.1', '18.4'] }) },
  {
    kind: 'choice', key: 'odds-gaps', default: 'defender', options: ['defender', 'attacker'],
    ...(SERVER && {
      label: 'Odds between two named ratios',
      group: 'Readings',
      rules: ['12.5'],
      ambiguity: '12.5 a names 3:1, 2:1, 3:2, 1:2 and 1:3 only. Between 1:2 and 3:2 no shift is used either way (the example gives none at 3:4). Default: any other ratio counts as the named ratio below it, in the defender\'s favour (2:5 is read as 1:3).',
      choices: { defender: "Named ratio below (defender's favour, default)", attacker: "Named ratio above (attacker's favour)" },
    }),
  },
  {
    kind: 'choice', key: 'odds-scope', default: 'always', options: ['always', 'support-only'],
    ...(SERVER && {
      label: 'When the odds shift applies',
      group: 'Readings',
      rules: ['12.5'],
      ambiguity: 'The example of play gives no odds shift at 2:5 (the last assault, 9/Stulp/III on #2324), against 12.5 a. Default: always, as the text says; the other reading (only with Support hexes) fits both examples.',
      choices: { always: 'Always (default)', 'support-only': 'Only when Support hexes take part' },
    }),
  },
  {
    kind: 'choice', key: 'ad-round', default: 'truncate', options: ['truncate', 'floor'],
    ...(SERVER && {
      label: 'Negative fractional differential',
      group: 'Readings',
      rules: ['2.3'],
      ambiguity: '2.3 says to drop the fraction but not which way a negative one goes. Default: towards 0 (−3½ becomes −3).',
      choices: { truncate: 'Towards 0 (default)', floor: 'Down (−3½ becomes −4)' },
    }),
  },
  {
    kind: 'choice', key: 'works-reading', default: 'separate', options: ['separate', 'terrain'],
    ...(SERVER && {
      label: 'Earthworks and hex terrain',
      group: 'Readings',
      rules: ['12.5'],
      ambiguity: '12.5 lists earthworks (n, o) apart from terrain (p-s), and its single-best note speaks of terrain only. Default: earthworks add to the best terrain shift.',
      choices: { separate: 'Added to the best terrain shift (default)', terrain: 'One more terrain: only the best single shift counts' },
    }),
  },
  { kind: 'int', key: 'roll', min: 0, max: 10, default: 0, ...(SERVER && { label: 'd10 rolled (0 = not yet; a 0 on the die is 10)', group: 'Result', rules: ['12.2'] }) },
  { kind: 'int', key: 'lp-n', min: 0, max: 6, default: 0, ...(SERVER && { label: 'Loss Points to list (when the roll gives no readable result)', group: 'Result', rules: ['12.7.1'] }) },
  {
    kind: 'choice', key: 'lp-side', default: 'D', when: (v) => Number(v['lp-n']) > 0, options: ['A', 'D'],
    ...(SERVER && {
      label: 'Losing side',
      group: 'Result',
      rules: ['12.7'],
      choices: { A: 'Attacker (Lead hex)', D: 'Defender' },
    }),
  },
  { kind: 'int', key: 'lp-units', min: 1, max: 2, default: 1, when: (v) => Number(v['lp-n']) > 0, ...(SERVER && { label: 'Units in the losing hex', group: 'Result', rules: ['12.7.1'] }) },
  { kind: 'bool', key: 'lp-star', default: false, when: (v) => Number(v['lp-n']) > 0, ...(SERVER && { label: 'Result marked * (at least one Casualty Hit)', group: 'Result', rules: ['12.7.2'] }) },
  { kind: 'bool', key: 'lp-tenacious', default: false, when: (v) => Number(v['lp-n']) > 0, ...(SERVER && { label: 'Double result such as A1/D1, x (x)', group: 'Result', rules: ['12.7.2'] }) },
];

/** Cross-field checks. */
export function validateAssault(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  const support = Number(v.support) > 0 || v['support-half'] === true;
  if (Number(v.hexes) === 1 && support) e.support = SAY.supportTwoHexes;
  if (Number(v.hexes) >= 2 && !support) e.hexes = SAY.supportSp;
  return e;
}
