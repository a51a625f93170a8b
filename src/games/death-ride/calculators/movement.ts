/**
 * Death Ride: what a move costs, and the two movement/activation rolls the
 * card gives (French activation by fire, the 78th Regiment's movement).
 */
import type { CalcResult, CalculatorDef, FieldSpec, FieldWords, Values } from '../../../lib/calculator.ts';
import { bool, str } from '../../../lib/calculator.ts';
import { activationByFire, movementCost, REGIMENT_78_ROLL, type MoveReading } from '../movement.ts';
import { SERVER } from '../../../lib/words.ts';

const yes = (key: string, words: false | Pick<FieldWords, 'label' | 'help'>): FieldSpec => ({
  kind: 'bool', key, default: false, ...(SERVER && words && { ...words, rules: ['movement-costs'], group: 'Entering one area' }),
});

const def: CalculatorDef = {
  id: 'movement',
  fields: [
    yes('enemy', SERVER && { label: 'The area holds enemy units (Spent or Fresh)', help: 'Base cost 2.' }),
    yes('beaten', SERVER && { label: 'The area is in a Beaten Zone', help: 'Base cost 2.' }),
    yes('ravine', SERVER && { label: 'Crossing a Ravine edge', help: '+1.' }),
    yes('leave', SERVER && { label: 'Leaving an area that holds enemy units', help: '+1.' }),
    yes('woods', SERVER && { label: 'Cavalry entering a +3 Cover area with Woods', help: '+2.' }),
    {
      kind: 'choice', key: 'reading', default: 'base-plus', options: ['base-plus', 'highest-single'],
      ...(SERVER && {
        label: 'How the costs combine',
        group: 'Readings',
        rules: ['movement-costs'],
        ambiguity: 'Movement Costs block: "use the highest single cost where more than one qualifies". Default: it picks among the base costs (2 or 1) and the "+" costs are added.',
        choices: { 'base-plus': 'Highest base cost plus every "+" cost (default)', 'highest-single': 'Only the single highest cost, a "+" cost counting as 1 + its amount' },
      }),
    },
    {
      kind: 'choice', key: 'leader', default: 'other', options: ['other', 'frossard'],
      ...(SERVER && {
        label: 'French units fired on belong to',
        group: 'Activation by fire',
        rules: ['3.2.1'],
        choices: { other: 'Any leader but Frossard (1-3)', frossard: 'Frossard (1-4)' },
      }),
    },
    {
      kind: 'choice', key: 'die', default: 'd6', options: ['d6', 'd10'],
      ...(SERVER && {
        label: 'Die for activation by fire',
        group: 'Readings',
        rules: ['3.2.1'],
        ambiguity: 'Unit Activation block: "Frossard 1-4, Others 1-3" names no die. Default: a d6, the game’s combat die.',
        choices: { d6: 'd6 (default)', d10: 'd10' },
      }),
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
  ...(SERVER && {
    title: 'Movement and activation rolls',
    summary: 'The movement points one area costs, the chance French units activate when fired on, and the 78th Regiment’s movement roll.',
    rules: ['movement-costs', 'terrain-key', '3.2.1', '15.0'],
  }),
};

export default def;
