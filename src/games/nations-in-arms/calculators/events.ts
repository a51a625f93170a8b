/**
 * Nations in Arms Spring events draw (11.1): the cards France and Britain
 * draw, with the reading errata M1 leaves open for Britain.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, pick } from '../../../lib/calculator.ts';
import { britainCards, franceCards, type BritainReading } from '../events/draws.ts';
import { SERVER } from '../../../lib/words.ts';

const READINGS = ['three', 'two'] as const;
const FR = 'France';
const GB = 'Britain';

const fields: FieldSpec[] = [
  { kind: 'bool', key: 'flanders', default: false, ...(SERVER && { label: 'France controls Flanders', group: FR, rules: ['11.1'] }) },
  { kind: 'bool', key: 'italy', default: false, ...(SERVER && { label: 'France controls or is allied to all of Lombardy, Venezia, Romagne, Tuscany, Piedmont and Genoa', group: FR, rules: ['11.1'] }) },
  { kind: 'bool', key: 'rhine', default: false, ...(SERVER && { label: 'The Rhine Confederacy and the Kingdom of Bavaria both exist', group: FR, rules: ['11.1'] }) },
  { kind: 'bool', key: 'spainWar', default: false, ...(SERVER && { label: 'Spain has a War of Liberation', group: FR, rules: ['11.1', '14.4.2'] }) },
  { kind: 'bool', key: 'fleets', default: false, ...(SERVER && { label: 'Some other major power owns more fleets than Britain', group: GB, rules: ['11.1'] }) },
  { kind: 'bool', key: 'invaded', default: false, ...(SERVER && { label: 'Enemy forces on British national territory at the start of Spring', group: GB, rules: ['11.1'] }) },
  { kind: 'bool', key: 'continental', default: false, ...(SERVER && { label: 'The Continental System is in effect', group: GB, rules: ['11.1'] }) },
  {
    kind: 'choice', key: 'reading', default: 'three', options: ['three', 'two'],
    ...(SERVER && {
      label: "Britain's penalties",
      group: GB,
      rules: ['11.1'],
      ambiguity: 'Our source runs the list together with an "or" between the fleets and the invasion: they may be one penalty, not two. By default each item costs a card, as the list reads.',
      choices: { three: 'Three penalties: fleets, invasion, Continental System (default)', two: 'Two: fleets or invasion (one card), Continental System' },
    }),
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
  fields,
  compute,
  ...(SERVER && {
    title: 'Spring events draw',
    summary: 'How many event cards France and Britain draw in Spring: France 2 plus its conditions, Britain 2 less its penalties, with the open reading of Britain’s list.',
    rules: ['11.1'],
  }),
};

export default def;
