/**
 * Death Ride: what a move costs, and the two movement/activation rolls the
 * card gives (French activation by fire, the 78th Regiment's movement).
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, str } from '../../../lib/calculator.ts';
import { activationByFire, movementCost, REGIMENT_78_ROLL, type MoveReading } from '../movement.ts';

const yes = (key: string, label: string, help: string): FieldSpec => ({
  kind: 'bool', key, label, default: false, rules: ['movement-costs'], group: 'Entering one area', help,
});

const def: CalculatorDef = {
  id: 'movement',
  title: 'Movement and activation rolls',
  summary: 'The movement points one area costs, the chance French units activate when fired on, and the 78th Regiment’s movement roll.',
  rules: ['movement-costs', 'terrain-key', '3.2.1', '15.0'],
  fields: [
    yes('enemy', 'The area holds enemy units (Spent or Fresh)', 'Base cost 2.'),
    yes('beaten', 'The area is in a Beaten Zone', 'Base cost 2.'),
    yes('ravine', 'Crossing a Ravine edge', '+1.'),
    yes('leave', 'Leaving an area that holds enemy units', '+1.'),
    yes('woods', 'Cavalry entering a +3 Cover area with Woods', '+2.'),
    {
      kind: 'choice', key: 'reading', label: 'How the costs combine', group: 'Readings', default: 'base-plus', rules: ['movement-costs'],
      ambiguity: 'Movement Costs block: "use the highest single cost where more than one qualifies". Default: it picks among the base costs (2 or 1) and the "+" costs are added.',
      options: [
        { value: 'base-plus', label: 'Highest base cost plus every "+" cost (default)' },
        { value: 'highest-single', label: 'Only the single highest cost, a "+" cost counting as 1 + its amount' },
      ],
    },
    {
      kind: 'choice', key: 'leader', label: 'French units fired on belong to', group: 'Activation by fire', default: 'other', rules: ['3.2.1'],
      options: [{ value: 'other', label: 'Any leader but Frossard (1-3)' }, { value: 'frossard', label: 'Frossard (1-4)' }],
    },
    {
      kind: 'choice', key: 'die', label: 'Die for activation by fire', group: 'Readings', default: 'd6', rules: ['3.2.1'],
      ambiguity: 'Unit Activation block: "Frossard 1-4, Others 1-3" names no die. Default: a d6, the game’s combat die.',
      options: [{ value: 'd6', label: 'd6 (default)' }, { value: 'd10', label: 'd10' }],
    },
  ],
  compute(v: Values): CalcResult {
    const reading = str(v, 'reading') as MoveReading;
    const move = movementCost(
      { enterEnemy: bool(v, 'enemy'), enterBeaten: bool(v, 'beaten'), crossRavine: bool(v, 'ravine'), leaveEnemy: bool(v, 'leave'), cavalryWoods: bool(v, 'woods') },
      reading === 'highest-single' ? 'highest-single' : 'base-plus',
    );
    const leader = str(v, 'leader') === 'frossard' ? 'frossard' : 'other';
    const die = str(v, 'die') === 'd10' ? 'd10' : 'd6';
    const act = activationByFire(leader, die);
    return {
      summary: [
        { label: 'Movement points to enter', value: String(move.cost) },
        { label: 'Activation by fire', value: act.chance },
      ],
      steps: [
        ...move.parts.map((p) => ({ label: p.label, value: String(p.value), rules: ['movement-costs'] })),
        { label: 'Movement points for this area', value: String(move.cost), rules: ['movement-costs'] },
        { label: `Activation by fire: ${die} roll of 1-${act.needed}`, value: `${act.needed} faces`, rules: ['3.2.1'] },
      ],
      tables: [
        {
          title: 'French activation by fire (3.2.1)',
          columns: [{ label: 'Roll needed' }, { label: 'Chance', kind: 'prob' }],
          rows: [{ cells: [`1-${act.needed} on a ${die}`, act.chance] }],
          barColumn: 1,
        },
        {
          title: "78th East Frisian Regiment's movement roll (the card writes East Freisland), d6 (15.0)",
          columns: [{ label: 'Roll' }, { label: 'Movement points' }, { label: 'Chance', kind: 'prob' }],
          rows: REGIMENT_78_ROLL.map((r) => ({ cells: [r.faces, r.mp, r.chance] })),
          barColumn: 2,
        },
      ],
      notes: [
        'Movement allowances are on the counters (infantry 4, cavalry 5, artillery 4 on the card’s samples); the map with its areas, Beaten Zones and ravines is not in our source.',
        'What exactly becomes active after a successful activation by fire (leader, stack or corps) is in 3.2.1, which is not in our source.',
        'Whether the 78th rolls once or each time it moves is not on the card.',
      ],
    };
  },
};

export default def;
