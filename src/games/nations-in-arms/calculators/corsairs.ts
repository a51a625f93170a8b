/**
 * Nations in Arms corsair hunt (10.7, 12.2.4): the chance that the Coalition
 * fleets hunting one corsair find and sink it, exactly. What a surviving
 * corsair takes is on the Corsair Table (not in our source).
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { num, signed } from '../../../lib/calculator.ts';
import { chanceWords } from '../../../lib/target-roll.ts';
import { sunk, type Hunter } from '../naval/corsairs.ts';
import { SERVER } from '../../../lib/words.ts';

const C = 'Corsair';
const H = 'Hunting fleets';

const fleet = (i: number): FieldSpec[] => [
  { kind: 'int', key: `m${i}`, min: -3, max: 5, default: 1, when: (v) => Number(v.fleets) >= i, ...(SERVER && { label: `Fleet ${i}: admiral's maneuver value`, group: H, rules: ['10.7'] }) },
  { kind: 'int', key: `c${i}`, min: -3, max: 5, default: 0, when: (v) => Number(v.fleets) >= i, ...(SERVER && { label: `Fleet ${i}: admiral's combat value`, group: H, rules: ['10.7'] }) },
];

const fields: FieldSpec[] = [
  { kind: 'int', key: 'value', min: 0, max: 5, default: 1, ...(SERVER && { label: "Corsair's value (its rating)", group: C, rules: ['10.7'] }) },
  { kind: 'int', key: 'fleets', min: 1, max: 3, default: 1, ...(SERVER && { label: 'Coalition fleets hunting this corsair', group: H, rules: ['10.7', '12.2.4'] }) },
  ...fleet(1), ...fleet(2), ...fleet(3),
];

function compute(v: Values): CalcResult {
  const value = num(v, 'value');
  const hunters: Hunter[] = Array.from({ length: num(v, 'fleets') }, (_, i) => ({ maneuver: num(v, `m${i + 1}`), combat: num(v, `c${i + 1}`) }));
  const s = sunk(hunters, value);
  const faces = (xs: number[]) => (xs.length ? xs.join(', ') : 'none');
  return {
    summary: [{ label: 'Corsair sunk', value: s.sunk }],
    steps: s.hunts.flatMap((h, i) => [
      { label: `Fleet ${i + 1} finds it: 1D6 ${signed(hunters[i]!.maneuver)} ${signed(-value)} of 5 or more`, value: `faces ${faces(h.detect.faces)}: ${chanceWords(h.detect)}`, rules: ['10.7'] },
      { label: `Fleet ${i + 1} sinks it: 1D6 ${signed(hunters[i]!.combat)} of 5 or more`, value: `faces ${faces(h.sink.faces)}: ${chanceWords(h.sink)}`, rules: ['10.7'] },
    ]),
    tables: [
      {
        title: 'Each fleet: finds and sinks the corsair',
        columns: [{ label: 'Fleet' }, { label: 'Finds', kind: 'prob' }, { label: 'Finds and sinks', kind: 'prob' }],
        rows: s.hunts.map((h, i) => ({ cells: [String(i + 1), h.detect.chance, h.both] })),
        barColumn: 2,
      },
    ],
    actions: [
      {
        title: 'Then',
        items: [
          'Each fleet hunts one corsair only; the fleets that found it each fire once.',
          'A corsair that survives rolls on the Corsair Table for the £ it takes from British trade: that table is not in our source (read your card, or enter it under Charts).',
        ],
      },
    ],
  };
}

const def: CalculatorDef = {
  id: 'corsairs',
  fields,
  compute,
  ...(SERVER && {
    title: 'Corsair hunt',
    summary: 'The chance that the Coalition fleets hunting a corsair find it (maneuver against its value) and sink it (combat value), exactly.',
    rules: ['10.7', '12.2.4'],
  }),
};

export default def;
