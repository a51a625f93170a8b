/**
 * Metz 1870 fires in reaction to enemy movement: Defensive Fire (11.4) and
 * Opportunity Fire (11.5). Who may fire, the ◀2 for a repeated Defensive
 * Fire (8.4 s), and the exact chance the mover is stopped, over the player's
 * own cells of the Fire CRT. The fire itself is the fire calculator's. The
 * cavalry reactions are the charge calculator's (calculators/charge.ts): the
 * two were split so that each page stays within its JavaScript budget.
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { pick } from '../../../lib/calculator.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { CELL_SOURCE, FIRE_COLUMNS, FIRE_CRT } from '../fire/crt.ts';
import { TABLE_SAY } from '../fire/table-say.ts';
import { SAY as MORALE_SAY } from '../morale/say.ts';
import { defensiveFire, opportunityFire } from '../reaction/fire-report.ts';
import type { FireKind } from '../reaction/kinds.ts';
import { FIRE_KINDS, is, kindField, READINGS as R } from '../reaction/kinds.ts';
import { SERVER } from '../../../lib/words.ts';

const df = is('defensive-fire');
const of = is('opportunity-fire');

const fields: FieldSpec[] = [
  kindField(FIRE_KINDS, SERVER && 'Cavalry Charges, Countercharges and Opportunity Charges have their own calculator, the charge calculator.'),
  // ---- Defensive Fire
  {
    kind: 'choice', key: 'df-firer', default: 'infantry', when: df, options: ['infantry', 'artillery', 'cavalry', 'hq'],
    ...(SERVER && {
      label: 'Firing unit',
      group: 'Defensive Fire',
      rules: ['11.4', '8.1', '8.10'],
      choices: { infantry: 'Infantry', artillery: 'Artillery or Mitrailleuse', cavalry: 'Cavalry', hq: 'HQ' },
    }),
  },
  {
    kind: 'choice', key: 'df-move', default: 'regular', when: df, options: ['regular', 'event', 'retreat', 'breakthrough'],
    ...(SERVER && {
      label: 'How the enemy came adjacent',
      group: 'Defensive Fire',
      rules: ['11.4', '6.4', '12.8', '12.9'],
      choices: { regular: 'Regular movement (a charge too)', event: 'Event chit or Wayward Unit move', retreat: 'Retreat', breakthrough: 'Breakthrough after an assault' },
    }),
  },
  { kind: 'int', key: 'df-prior', min: 0, max: 9, default: 0, when: df, ...(SERVER && { label: 'Defensive Fires this unit already made in this Step', group: 'Defensive Fire', rules: ['8.4', '11.4'] }) },
  {
    kind: 'int', key: 'df-earlier', min: 0, max: 9, default: 0, when: (v) => df(v) && v['df-scope'] === 'phase',
    ...(SERVER && {
      label: 'Defensive Fires it made in earlier Steps of this phase',
      group: 'Defensive Fire',
      rules: ['11.4'],
    }),
  },
  { kind: 'bool', key: 'df-ooc', default: false, when: df, ...(SERVER && { label: 'The firing unit has an Out of Command marker', group: 'Defensive Fire', rules: ['14.1', '11.4'] }) },
  // ---- Opportunity Fire
  {
    kind: 'choice', key: 'of-chit', default: 'beaten', when: of, options: ['beaten', 'krupp', 'cloud'],
    ...(SERVER && {
      label: 'Event chit played',
      group: 'Opportunity Fire',
      rules: ['11.5', '6.3.1'],
      choices: { beaten: 'BEATEN ZONE (French)', krupp: 'KRUPP’S GUNS (Prussian)', cloud: 'A CLOUD OF SKIRMISHERS' },
    }),
  },
  { kind: 'bool', key: 'of-hex-used', default: false, when: of, ...(SERVER && { label: 'A chit was already played at this unit in the hex it just entered', group: 'Opportunity Fire', rules: ['11.5'] }) },
  // ---- the shot (both fires)
  {
    kind: 'choice', key: 'column', default: 'unknown', options: ['unknown', ...FIRE_COLUMNS.map((c) => c.key)],
    ...(SERVER && {
      choices: { unknown: 'Not worked out yet' },
      label: 'Final column from the fire calculator (before any repeat penalty)',
      group: 'The shot',
      rules: ['8.4', '8.5'],
      help: 'A column right of 8-9 is not in our source: count the columns on your card.',
    }),
  },
  {
    kind: 'int', key: 'mover-tcr', min: -2, max: 10, default: 7,
    ...(SERVER && {
      label: 'Lowest modified TCR among the moving units',
      group: 'The shot',
      rules: ['3.1.2', '9.1'],
      help: 'Printed TCR of the side shown, −1 Shaken, −2 Disrupted, −1 at Dusk or Dawn. All movers test on one white die.',
    }),
  },
  // ---- readings
  {
    kind: 'choice', key: 'df-scope', default: 'step', when: df, options: ['step', 'phase'],
    ...(SERVER && {
      label: 'Defensive Fires counted for the ◀2',
      group: R,
      rules: ['8.4', '11.4'],
      ambiguity: '8.4 s counts a unit’s Defensive Fires within one Step, 11.4 within one phase. They differ only when the unit fired in an earlier Step of the same phase (at a retreat, say). Default (8.4 s, the shift list): per Step.',
      choices: { step: 'Per Step (8.4 s)', phase: 'Per phase (11.4)' },
    }),
  },
  {
    kind: 'choice', key: 'df-ooc-reading', default: 'may', when: (v) => df(v) && v['df-ooc'] === true, options: ['may', 'not'],
    ...(SERVER && {
      label: 'Defensive Fire by an Out of Command unit',
      group: R,
      rules: ['11.4', '14.1'],
      ambiguity: '11.4 sets no command condition, while 14.1 says units with an OOC marker do nothing before their Out of Command Step; neither addresses Defensive Fire. Default: it may fire, as 11.4 reads.',
      choices: { may: 'It may fire (11.4)', not: 'It may not (14.1)' },
    }),
  },
];

const def: CalculatorDef = {
  id: 'reaction-fire',
  fields,
  ...readsCharts(FIRE_CRT),
  compute(v: Values, ctx?: CalcContext): CalcResult {
    return pick<FireKind>(v, 'kind', FIRE_KINDS) === 'defensive-fire' ? defensiveFire(v, ctx) : opportunityFire(v, ctx);
  },
  ...(SERVER && {
    title: 'Reaction fire: Defensive and Opportunity Fire',
    summary: 'Who may fire at an enemy on the move, the ◀2 for a repeated Defensive Fire, and the exact chance the mover is stopped.',
    rules: ['11.4', '11.5', '8.4'],
    // the Fire CRT's words (crt.ts, report.ts) and its cells' sources, and those of morale/hits.ts, which its page loads with morale/tests.ts
    phrases: [TABLE_SAY, MORALE_SAY, CELL_SOURCE.set],
  }),
};

export default def;
