/**
 * Metz 1870 Morale Test and Break Test calculator: a unit hit by 0-2
 * Casualty Hits and a Morale Test (or either alone), with its exact end
 * states over the white die and every Break Test die.
 */
import type { CalcResult, CalculatorDef, FieldSpec, OutcomeTable, Values } from '../../../lib/calculator.ts';
import { bool, num, signed, str, pick } from '../../../lib/calculator.ts';
import type { TargetUnit } from '../morale/hits.ts';
import { effectOutcomes, effectSummary, tcrNow } from '../morale/hits.ts';
import { effectsTable } from '../fire/report.ts';
import type { Marker, Works } from '../morale/tests.ts';
import { applyMoraleHits, BREAK_NAME, breakRetreat, breakTest, MARKER_NAME, moraleHits, rollsText, tcrTerms } from '../morale/tests.ts';

const G = 'Unit';
const H = 'Hits';
export const moraleFields: FieldSpec[] = [
  { kind: 'choice', key: 'status', label: 'Side showing', group: G, default: 'fresh', rules: ['3.3'], options: [{ value: 'fresh', label: 'Fresh' }, { value: 'bw', label: 'Battleworn (Detachments are always Battleworn)' }] },
  { kind: 'int', key: 'tcr-fr', label: 'TCR on its Fresh side', group: G, min: 1, max: 10, default: 8, rules: ['3.1.2'], when: (v) => v.status === 'fresh' },
  { kind: 'int', key: 'tcr-bw', label: 'TCR on its Battleworn side', group: G, min: 1, max: 10, default: 6, rules: ['3.1.2', '10.1'] },
  {
    kind: 'choice', key: 'marker', label: 'Morale marker', group: G, default: 'none', rules: ['3.1.2', '9.2'],
    options: [{ value: 'none', label: 'None' }, { value: 'shaken', label: 'Shaken (TCR −1)' }, { value: 'disrupted', label: 'Disrupted (TCR −2)' }],
  },
  {
    kind: 'choice', key: 'works', label: 'Earthworks in its hex', group: G, default: 'none', rules: ['16.2', '16.3', '3.1.2'],
    options: [{ value: 'none', label: 'None' }, { value: 'hasty', label: 'Hasty Works (TCR +1)' }, { value: 'entrenchment', label: 'Entrenchments (TCR +2)' }],
  },
  { kind: 'bool', key: 'dusk', label: 'Dusk or Dawn turn (TCR −1)', group: G, default: false, rules: ['18.1', '18.4'] },
  { kind: 'int', key: 'ch', label: 'Casualty Hits', group: H, min: 0, max: 2, default: 0, rules: ['8.5', '8.6', '10.0'] },
  {
    kind: 'choice', key: 'mt', label: 'Morale Test', group: H, default: '0', rules: ['8.5', '9.1'],
    options: [
      { value: 'none', label: 'None' },
      { value: '0', label: 'MT (also CH+MT, 2CH+MT)' },
      { value: '1', label: 'MT+1' },
      { value: '2', label: 'MT+2' },
      { value: '3', label: 'MT+3' },
    ],
  },
  {
    kind: 'choice', key: 'white', label: 'White die of the fire roll', group: H, default: 'any', rules: ['8.5', '9.0'], when: (v) => v.mt !== 'none',
    options: [{ value: 'any', label: 'Not rolled yet (all ten faces)' }, ...Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: i === 9 ? '0 (10)' : String(i + 1) }))],
  },
  {
    kind: 'bool', key: 'works-kept', label: 'A retreat ends in a hex with the same earthworks', group: G, default: false, rules: ['16.2', '16.3', '12.8'],
    when: (v) => v.works !== 'none', help: 'Otherwise a unit that retreats after a Break Test loses the earthworks TCR bonus for any later test.',
  },
  {
    kind: 'choice', key: 'mt-after-retreat', label: 'Morale Test after a Break Test retreat', group: 'Readings', default: 'tests', rules: ['8.5', '10.1'],
    when: (v) => num(v, 'ch') > 0 && v.mt !== 'none',
    ambiguity: 'With CH+MT, a Battleworn Shaken or Disrupted unit may retreat after the Break Test, before the Morale Test of the units "in the hex". The rules do not say whether it still tests. Default: it does.',
    options: [{ value: 'tests', label: 'It still takes the Morale Test' }, { value: 'spared', label: 'It has left the hex: no test' }],
  },
];


export function readUnit(v: Values): TargetUnit {
  return {
    status: pick(v, 'status', ['fresh', 'bw'] as const),
    tcrFresh: num(v, 'tcr-fr'),
    tcrBw: num(v, 'tcr-bw'),
    marker: pick<Marker>(v, 'marker', ['none', 'shaken', 'disrupted']),
    works: pick<Works>(v, 'works', ['none', 'hasty', 'entrenchment']),
    duskDawn: bool(v, 'dusk'),
  };
}

function compute(v: Values): CalcResult {
  const u = readUnit(v);
  const ch = num(v, 'ch');
  const mt = str(v, 'mt') === 'none' ? null : Number(str(v, 'mt'));
  const white = mt === null || str(v, 'white') === 'any' ? undefined : Number(str(v, 'white'));
  const opts = { worksKept: bool(v, 'works-kept'), mtAfterRetreat: pick(v, 'mt-after-retreat', ['tests', 'spared'] as const) };
  const os = effectOutcomes(u, { ch, mt }, opts, white);
  const sum = effectSummary(os);
  const terms = tcrTerms({ tcr: u.status === 'fresh' ? u.tcrFresh : u.tcrBw, marker: u.marker, works: u.works, duskDawn: u.duskDawn });
  const T = tcrNow(u, u);
  // as it stands at the Morale Test when no retreat came first: flipped by any CH
  const atMt = { status: ch > 0 ? ('bw' as const) : u.status, marker: u.marker };
  const Tmt = tcrNow(u, atMt);
  const Tbw = tcrNow(u, { status: 'bw', marker: u.marker });
  const steps = [
    { label: 'Modified TCR now', value: `${terms.map((t, i) => (i === 0 ? String(t.value) : `${signed(t.value)} ${t.label}`)).join(' ')} = ${T}`, rules: [...new Set(terms.map((t) => t.rule))] },
    { label: 'Order', value: ch === 0 && mt === null ? 'nothing to apply' : [ch ? `${ch} Casualty Hit${ch > 1 ? 's' : ''} first` : '', mt !== null ? `then the Morale Test${mt ? ` (white +${mt})` : ''}` : ''].filter(Boolean).join(', '), rules: ['8.5', '8.6'] },
  ];
  const tables: OutcomeTable[] = [];
  if (mt !== null) {
    steps.push({ label: 'MT differential', value: `white die${mt ? ` + ${mt}` : ''} − ${Tmt}`, rules: ['9.1'] });
    tables.push({
      title: `Morale Test against modified TCR ${Tmt}`,
      caption: `${ch > 0 ? 'After the Casualty Hits (Battleworn TCR). ' : ''}A unit that retreated out of earthworks first tests without their bonus.`,
      columns: [{ label: 'White die' }, { label: 'Differential' }, { label: 'Morale Hits' }, { label: 'Then' }],
      rows: Array.from({ length: 10 }, (_, i) => i + 1).map((w) => {
        const h = moraleHits(w + mt - Tmt);
        const a = applyMoraleHits(atMt.marker, h);
        const then = h === 0 ? 'no effect' : `${MARKER_NAME[a.marker]}${a.ch ? ` + ${a.ch} Casualty Hit${a.ch > 1 ? 's' : ''}` : ''}`;
        return { cells: [w === 10 ? '10 (0)' : String(w), signed(w + mt - Tmt), h, then], ...(w === white ? { emphasis: true } : {}) };
      }),
    });
  }
  if (os.some((o) => o.breakTests.some((n) => n > 0))) {
    const bt = breakTest(Tbw);
    tables.push({
      title: `Break Test against modified TCR ${Tbw}`,
      caption: 'Battleworn TCR with the marker now; a later test may differ if the marker or hex changed first.',
      columns: [{ label: 'Result' }, { label: 'Die' }, { label: 'Probability', kind: 'prob' }, { label: 'Effect' }],
      rows: (['confident', 'normal', 'uneasy', 'broken'] as const).map((k) => {
        const back = breakRetreat(k, u.marker);
        const eff = k === 'broken' ? 'removed from the map (10.2)' : back ? `retreat ${back} hex${back > 1 ? 'es' : ''}` : 'stays';
        return { cells: [BREAK_NAME[k], rollsText(bt[k].rolls), bt[k].prob, eff] };
      }),
      barColumn: 2,
    });
  }
  tables.push(effectsTable('End states', white ? `White die ${white === 10 ? '0 (10)' : white}; every Break Test die enumerated. Exact.` : 'Over the white die and every Break Test die. Exact.', os));
  return {
    summary: [
      { label: 'Modified TCR now', value: T },
      { label: 'Broken', value: sum.broken },
      { label: 'Retreats', value: sum.retreat },
    ],
    steps,
    tables,
    notes: [
      'Two units in a hex test separately against the same white die (9.0).',
      'A Broken unit loses its markers and goes, Battleworn side up, to the Units Eliminated This Game Turn box; a Detachment returns to the pool and cannot be rebuilt (10.2).',
      'A retreat that would leave the map or enter an enemy-occupied hex breaks the unit (12.8); the calculator cannot see the map.',
    ],
  };
}

const def: CalculatorDef = {
  id: 'morale',
  title: 'Morale and Break Tests',
  summary: 'Casualty Hits, a Morale Test and the Break Tests they lead to, for any TCR and marker: the exact chance of every end state.',
  rules: ['3.1.2', '8.6', '9.1', '9.2', '10.0', '10.1'],
  fields: moraleFields,
  compute,
};

export default def;
