/**
 * Nations in Arms Spring events draw (11.1): the cards France and Britain
 * draw, with the reading errata M1 leaves open for Britain.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, pick } from '../../../lib/calculator.ts';
import { britainCards, franceCards, type BritainReading } from '../events/draws.ts';

const READINGS = ['three', 'two'] as const;
const FR = 'France';
const GB = 'Britain';

const fields: FieldSpec[] = [
  { kind: 'bool', key: 'flanders', label: 'France controls Flanders', group: FR, default: false, rules: ['11.1'] },
  { kind: 'bool', key: 'italy', label: 'France controls or is allied to all of Lombardy, Venezia, Romagne, Tuscany, Piedmont and Genoa', group: FR, default: false, rules: ['11.1'] },
  { kind: 'bool', key: 'rhine', label: 'The Rhine Confederacy and the Kingdom of Bavaria both exist', group: FR, default: false, rules: ['11.1'] },
  { kind: 'bool', key: 'spainWar', label: 'Spain has a War of Liberation', group: FR, default: false, rules: ['11.1', '14.4.2'] },
  { kind: 'bool', key: 'fleets', label: 'Some other major power owns more fleets than Britain', group: GB, default: false, rules: ['11.1'] },
  { kind: 'bool', key: 'invaded', label: 'Enemy forces on British national territory at the start of Spring', group: GB, default: false, rules: ['11.1'] },
  { kind: 'bool', key: 'continental', label: 'The Continental System is in effect', group: GB, default: false, rules: ['11.1'] },
  {
    kind: 'choice', key: 'reading', label: "Britain's penalties", group: GB, default: 'three', rules: ['11.1'],
    ambiguity: 'Our source runs the list together with an "or" between the fleets and the invasion: they may be one penalty, not two. By default each item costs a card, as the list reads.',
    options: [
      { value: 'three', label: 'Three penalties: fleets, invasion, Continental System (default)' },
      { value: 'two', label: 'Two: fleets or invasion (one card), Continental System' },
    ],
  },
];

function compute(v: Values): CalcResult {
  const fr = franceCards({ flanders: bool(v, 'flanders'), italy: bool(v, 'italy'), rhine: bool(v, 'rhine'), spainWar: bool(v, 'spainWar') });
  const b = { fleets: bool(v, 'fleets'), invaded: bool(v, 'invaded'), continental: bool(v, 'continental') };
  const reading = pick(v, 'reading', READINGS) as BritainReading;
  const gb = britainCards(b, reading);
  const other = britainCards(b, reading === 'three' ? 'two' : 'three');
  const up = ['flanders', 'italy', 'rhine'].filter((k) => bool(v, k)).length;
  return {
    summary: [
      { label: 'France draws', value: `${fr} card${fr === 1 ? '' : 's'}` },
      { label: 'Britain draws', value: `${gb.cards} card${gb.cards === 1 ? '' : 's'}` },
    ],
    steps: [
      { label: 'France: 2 + conditions met', value: `2 + ${up}`, rules: ['11.1'] },
      { label: 'War of Liberation in Spain', value: bool(v, 'spainWar') ? '-1' : 'no', rules: ['11.1'] },
      { label: `Britain: 2 - penalties (${reading === 'three' ? 'three' : 'two'}-penalty reading)`, value: `2 - ${gb.penalties}`, rules: ['11.1'] },
      ...(other.cards !== gb.cards ? [{ label: 'Under the other reading Britain would draw', value: String(other.cards), rules: ['11.1'] }] : []),
    ],
    tables: [],
    notes: gb.belowZero ? ['The penalties exceed Britain’s 2 cards: read here as no card (the rulebook does not say what happens below none).'] : [],
    actions: [
      {
        title: 'Also this Spring',
        items: [
          'Each allied major power other than Spain and Turkey draws 1 card; with more players, every other major a person plays draws 1.',
          'A bloc holding a public card plays one at once, before the next draw.',
        ],
      },
    ],
  };
}

const def: CalculatorDef = {
  id: 'events',
  title: 'Spring events draw',
  summary: 'How many event cards France and Britain draw in Spring: France 2 plus its conditions, Britain 2 less its penalties, with the open reading of Britain’s list.',
  rules: ['11.1'],
  fields,
  compute,
};

export default def;
