/**
 * Input fields of the Metz 1870 assault calculator. The shift fields are
 * generated from content/metz-1870/tables/assault-shifts.yaml, so the chart
 * page and the calculator list the same items with the same numbers.
 */
import type { FieldSpec, Values } from '../../../lib/calculator.ts';
import { signed } from '../../../lib/calculator.ts';
import { rowsOf } from './shifts.ts';
import type { ShiftRow } from './shifts.ts';

const SP_OPTIONS = ['C', ...Array.from({ length: 20 }, (_, i) => String(i + 1))].map((v) => ({ value: v, label: v === 'C' ? 'C (½)' : v }));
const NONE = { value: '-', label: 'no second unit' };
const MORALE = [
  { value: 'none', label: 'no marker' },
  { value: 'shaken', label: 'Shaken (SP and TCR −1)' },
  { value: 'disrupted', label: 'Disrupted (SP and TCR −2)' },
];
const present = (p: string) => (v: Values) => v[`${p}-sp`] !== '-';
const cavalry = (p: string) => (v: Values) => present(p)(v) && v[`${p}-type`] === 'cavalry';

function unitFields(p: string, group: string, second: boolean, defender: boolean): FieldSpec[] {
  const n = second ? 'second unit' : 'first unit';
  const when = second ? { when: present(p) } : {};
  return [
    {
      kind: 'choice', key: `${p}-sp`, label: `${group}: ${n}, printed SP`, group, rules: ['3.1.3', '12.4'], default: second ? '-' : '4',
      options: second ? [NONE, ...SP_OPTIONS] : SP_OPTIONS,
      help: defender ? 'SP printed on the side now face up. An artillery unit with its Mitrailleuse is one unit: add both printed SP (8.7).' : 'SP printed on the side now face up.',
    },
    {
      kind: 'choice', key: `${p}-type`, label: `${group}: ${n}, type`, group, rules: ['3.2', '12.1'], default: 'infantry', ...when,
      options: [
        { value: 'infantry', label: 'Infantry' },
        { value: 'cavalry', label: 'Cavalry' },
        ...(defender ? [{ value: 'artillery', label: 'Artillery (with its Mitrailleuse, if any)' }] : []),
      ],
    },
    { kind: 'choice', key: `${p}-morale`, label: `${group}: ${n}, morale marker`, group, rules: ['3.1.3', '3.1.2'], default: 'none', options: MORALE, ...when },
    { kind: 'int', key: `${p}-tcr`, label: `${group}: ${n}, printed TCR`, group, rules: ['3.1.2'], min: 1, max: 10, default: 7, ...when },
    {
      kind: 'choice', key: `${p}-charge`, label: `${group}: ${n}, ${defender ? 'countercharged' : 'charged'} (weight class)`, group, rules: ['11.6.1', defender ? '11.7' : '11.6'],
      default: 'none', when: cavalry(p),
      options: [{ value: 'none', label: 'no charge' }, { value: 'light', label: 'Light (+1 SP)' }, { value: 'medium', label: 'Medium (+50%, at least +1)' }, { value: 'heavy', label: 'Heavy (×2, at least +1)' }],
      help: defender ? 'A successful Countercharge gives the defender the weight bonus too (11.7).' : 'Charging cavalry must be in the Lead hex (12.2).',
    },
  ];
}

const GROUP_OF: Record<string, string> = { attacker: 'Attackers', 'lead-terrain': 'Lead hex', events: 'Events', 'defender-terrain': 'Defending hex' };
const tick = (r: ShiftRow): FieldSpec => ({
  kind: 'bool', key: `s-${r.id}`, label: `${r.condition} (${signed(r.shift)})`, group: GROUP_OF[r.group] ?? 'Shifts', rules: ['12.5'], default: false,
  ...(r.group === 'lead-terrain' ? { help: 'Several lead-hex terrains: only the single worst shift counts.' } : {}),
  ...(r.group === 'defender-terrain' ? { help: 'Several defending-hex terrains: only the single best shift for the defender counts.' } : {}),
});
const pickOne = (key: string, label: string, group: string, rows: ShiftRow[], help: string): FieldSpec => ({
  kind: 'choice', key, label, group, rules: ['12.5'], default: 'none', help,
  options: [{ value: 'none', label: 'none' }, ...rows.map((r) => ({ value: r.id, label: `${r.condition} (${signed(r.shift)})` }))],
});

/** ids of the tickable shift items, in chart order */
export const TICK_IDS = [...rowsOf('attacker'), ...rowsOf('lead-terrain'), ...rowsOf('events'), ...rowsOf('defender-terrain')].map((r) => r.id);

export const assaultFields: FieldSpec[] = [
  ...unitFields('l1', 'Lead hex', false, false),
  ...unitFields('l2', 'Lead hex', true, false),
  ...rowsOf('lead-terrain').map(tick),
  pickOne('slope', 'Hexside the Lead hex attacks across', 'Lead hex', rowsOf('slope'), 'Only uphill; a charging cavalry unit that climbed a Slope during its charge counts once.'),
  ...unitFields('d1', 'Defending hex', false, true),
  ...unitFields('d2', 'Defending hex', true, true),
  ...rowsOf('defender-terrain').map(tick),
  pickOne('works', 'Earthworks in the Defending hex', 'Defending hex', rowsOf('earthworks'), 'Also +1 (Hasty Works) or +2 (Entrenchments) to every defender TCR (3.1.2).'),
  {
    kind: 'int', key: 'support', label: 'Support hexes: modified SP of all their attacking units', group: 'Attackers', rules: ['12.2', '12.5'], min: 0, max: 60, default: 0,
    help: 'After morale penalties and any charge bonus. Counts only for the odds (12.5 a).',
  },
  { kind: 'bool', key: 'support-half', label: 'Support hexes: add ½ SP (a C unit or a half bonus)', group: 'Attackers', rules: ['2.3', '3.1.3'], default: false },
  { kind: 'int', key: 'hexes', label: 'Attacking hexes in all (Lead hex included)', group: 'Attackers', rules: ['12.6'], min: 1, max: 6, default: 1 },
  { kind: 'bool', key: 'apart', label: 'The two attacking hexes are not adjacent to each other', group: 'Attackers', rules: ['12.6'], default: false, when: (v) => v.hexes === 2 },
  ...rowsOf('attacker').map(tick),
  ...rowsOf('events').map(tick),
  { kind: 'bool', key: 'dusk', label: 'Dusk or Dawn turn (every TCR −1)', group: 'Events', rules: ['18.1', '18.4'], default: false },
  {
    kind: 'choice', key: 'odds-gaps', label: 'Odds between two named ratios', group: 'Readings', rules: ['12.5'], default: 'defender',
    ambiguity: '12.5 a names 3:1, 2:1, 3:2, 1:2 and 1:3 only (notes §11.3). Between 1:2 and 3:2 no shift is used either way (the example gives none at 3:4). Default: any other ratio counts as the named ratio below it, in the defender\'s favour (2:5 is read as 1:3).',
    options: [{ value: 'defender', label: "Named ratio below (defender's favour, default)" }, { value: 'attacker', label: "Named ratio above (attacker's favour)" }],
  },
  {
    kind: 'choice', key: 'odds-scope', label: 'When the odds shift applies', group: 'Readings', rules: ['12.5'], default: 'always',
    ambiguity: 'The example of play gives no odds shift at 2:5 (line 1338, notes §11.2), against 12.5 a. Default: always, as the text says; the other reading (only with Support hexes) fits both examples.',
    options: [{ value: 'always', label: 'Always (default)' }, { value: 'support-only', label: 'Only when Support hexes take part' }],
  },
  {
    kind: 'choice', key: 'ad-round', label: 'Negative fractional differential', group: 'Readings', rules: ['2.3'], default: 'truncate',
    ambiguity: '2.3 says to drop the fraction but not which way a negative one goes (notes §11.19). Default: towards 0 (−3½ becomes −3).',
    options: [{ value: 'truncate', label: 'Towards 0 (default)' }, { value: 'floor', label: 'Down (−3½ becomes −4)' }],
  },
  {
    kind: 'choice', key: 'works-reading', label: 'Earthworks and hex terrain', group: 'Readings', rules: ['12.5'], default: 'separate',
    ambiguity: '12.5 lists earthworks (n, o) apart from terrain (p-s), and its single-best note speaks of terrain only. Default: earthworks add to the best terrain shift.',
    options: [{ value: 'separate', label: 'Added to the best terrain shift (default)' }, { value: 'terrain', label: 'One more terrain: only the best single shift counts' }],
  },
  { kind: 'int', key: 'roll', label: 'd10 rolled (0 = not yet; a 0 on the die is 10)', group: 'Result', rules: ['12.2'], min: 0, max: 10, default: 0 },
  { kind: 'int', key: 'lp-n', label: 'Loss Points to list (when the roll gives no readable result)', group: 'Result', rules: ['12.7.1'], min: 0, max: 6, default: 0 },
  {
    kind: 'choice', key: 'lp-side', label: 'Losing side', group: 'Result', rules: ['12.7'], default: 'D', when: (v) => Number(v['lp-n']) > 0,
    options: [{ value: 'A', label: 'Attacker (Lead hex)' }, { value: 'D', label: 'Defender' }],
  },
  { kind: 'int', key: 'lp-units', label: 'Units in the losing hex', group: 'Result', rules: ['12.7.1'], min: 1, max: 2, default: 1, when: (v) => Number(v['lp-n']) > 0 },
  { kind: 'bool', key: 'lp-star', label: 'Result marked * (at least one Casualty Hit)', group: 'Result', rules: ['12.7.2'], default: false, when: (v) => Number(v['lp-n']) > 0 },
  { kind: 'bool', key: 'lp-tenacious', label: 'Double result such as A1/D1, x (x)', group: 'Result', rules: ['12.7.2'], default: false, when: (v) => Number(v['lp-n']) > 0 },
];

/** Cross-field checks. */
export function validateAssault(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  const support = Number(v.support) > 0 || v['support-half'] === true;
  if (Number(v.hexes) === 1 && support) e.support = 'Support SP needs at least 2 attacking hexes.';
  if (Number(v.hexes) >= 2 && !support) e.hexes = 'With Support hexes, enter their SP (units of 0 SP cannot attack).';
  return e;
}
