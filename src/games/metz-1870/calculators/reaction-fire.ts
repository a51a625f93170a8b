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
import { FIRE_COLUMNS, FIRE_CRT } from '../fire/crt.ts';
import { defensiveFire, opportunityFire } from '../reaction/fire-report.ts';
import type { FireKind } from '../reaction/kinds.ts';
import { FIRE_KINDS, is, kindField, READINGS as R } from '../reaction/kinds.ts';

const df = is('defensive-fire');
const of = is('opportunity-fire');

const fields: FieldSpec[] = [
  kindField(FIRE_KINDS, 'Cavalry Charges, Countercharges and Opportunity Charges have their own calculator, the charge calculator.'),
  // ---- Defensive Fire
  {
    kind: 'choice', key: 'df-firer', label: 'Firing unit', group: 'Defensive Fire', default: 'infantry', rules: ['11.4', '8.1', '8.10'], when: df,
    options: [{ value: 'infantry', label: 'Infantry' }, { value: 'artillery', label: 'Artillery or Mitrailleuse' }, { value: 'cavalry', label: 'Cavalry' }, { value: 'hq', label: 'HQ' }],
  },
  {
    kind: 'choice', key: 'df-move', label: 'How the enemy came adjacent', group: 'Defensive Fire', default: 'regular', rules: ['11.4', '6.4', '12.8', '12.9'], when: df,
    options: [
      { value: 'regular', label: 'Regular movement (a charge too)' }, { value: 'event', label: 'Event chit or Wayward Unit move' },
      { value: 'retreat', label: 'Retreat' }, { value: 'breakthrough', label: 'Breakthrough after an assault' },
    ],
  },
  { kind: 'int', key: 'df-prior', label: 'Defensive Fires this unit already made in this Step', group: 'Defensive Fire', min: 0, max: 9, default: 0, rules: ['8.4', '11.4'], when: df },
  {
    kind: 'int', key: 'df-earlier', label: 'Defensive Fires it made in earlier Steps of this phase', group: 'Defensive Fire', min: 0, max: 9, default: 0, rules: ['11.4'],
    when: (v) => df(v) && v['df-scope'] === 'phase',
  },
  { kind: 'bool', key: 'df-ooc', label: 'The firing unit has an Out of Command marker', group: 'Defensive Fire', default: false, rules: ['14.1', '11.4'], when: df },
  // ---- Opportunity Fire
  {
    kind: 'choice', key: 'of-chit', label: 'Event chit played', group: 'Opportunity Fire', default: 'beaten', rules: ['11.5', '6.3.1'], when: of,
    options: [{ value: 'beaten', label: 'BEATEN ZONE (French)' }, { value: 'krupp', label: 'KRUPP’S GUNS (Prussian)' }, { value: 'cloud', label: 'A CLOUD OF SKIRMISHERS' }],
  },
  { kind: 'bool', key: 'of-hex-used', label: 'A chit was already played at this unit in the hex it just entered', group: 'Opportunity Fire', default: false, rules: ['11.5'], when: of },
  // ---- the shot (both fires)
  {
    kind: 'choice', key: 'column', label: 'Final column from the fire calculator (before any repeat penalty)', group: 'The shot', default: 'unknown', rules: ['8.4', '8.5'],
    options: [{ value: 'unknown', label: 'Not worked out yet' }, ...FIRE_COLUMNS.map((c) => ({ value: c.key, label: c.key }))],
    help: 'A column right of 8-9 is not in our source: count the columns on your card.',
  },
  {
    kind: 'int', key: 'mover-tcr', label: 'Lowest modified TCR among the moving units', group: 'The shot', min: -2, max: 10, default: 7, rules: ['3.1.2', '9.1'],
    help: 'Printed TCR of the side shown, −1 Shaken, −2 Disrupted, −1 at Dusk or Dawn. All movers test on one white die.',
  },
  // ---- readings
  {
    kind: 'choice', key: 'df-scope', label: 'Defensive Fires counted for the ◀2', group: R, default: 'step', rules: ['8.4', '11.4'], when: df,
    ambiguity: '8.4 s counts a unit’s Defensive Fires within one Step, 11.4 within one phase (notes §11.7). They differ only when the unit fired in an earlier Step of the same phase (at a retreat, say). Default (8.4 s, the shift list): per Step.',
    options: [{ value: 'step', label: 'Per Step (8.4 s)' }, { value: 'phase', label: 'Per phase (11.4)' }],
  },
  {
    kind: 'choice', key: 'df-ooc-reading', label: 'Defensive Fire by an Out of Command unit', group: R, default: 'may', rules: ['11.4', '14.1'], when: (v) => df(v) && v['df-ooc'] === true,
    ambiguity: '11.4 sets no command condition, while 14.1 says units with an OOC marker do nothing before their Out of Command Step; neither addresses Defensive Fire (notes §11.22). Default: it may fire, as 11.4 reads.',
    options: [{ value: 'may', label: 'It may fire (11.4)' }, { value: 'not', label: 'It may not (14.1)' }],
  },
];

const def: CalculatorDef = {
  id: 'reaction-fire',
  title: 'Reaction fire: Defensive and Opportunity Fire',
  summary: 'Who may fire at an enemy on the move, the ◀2 for a repeated Defensive Fire, and the exact chance the mover is stopped.',
  rules: ['11.4', '11.5', '8.4'],
  fields,
  ...readsCharts(FIRE_CRT),
  compute(v: Values, ctx?: CalcContext): CalcResult {
    return pick<FireKind>(v, 'kind', FIRE_KINDS) === 'defensive-fire' ? defensiveFire(v, ctx) : opportunityFire(v, ctx);
  },
};

export default def;
