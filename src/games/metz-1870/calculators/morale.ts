/**
 * Metz 1870 Morale Test and Break Test calculator: a unit hit by 0-2
 * Casualty Hits and a Morale Test (or either alone), with its exact end
 * states over the white die and every Break Test die.
 */
import type { CalcResult, CalculatorDef, FieldSpec, OutcomeTable, Values } from '../../../lib/calculator.ts';
import { bool, num, signed, str, pick } from '../../../lib/calculator.ts';
import type { TargetUnit } from '../morale/hits.ts';
import { effectOutcomes, effectSummary, retreatAssumed, tcrNow } from '../morale/hits.ts';
import { effectsTable } from '../fire/report.ts';
import { TABLE_SAY } from '../fire/table-say.ts';
import { SAY as MORALE_SAY } from '../morale/say.ts';
import type { Marker, Works } from '../morale/tests.ts';
import { applyMoraleHits, BREAK_NAME, breakRetreat, breakTest, MARKER_NAME, moraleHits, rollsText, tcrTerms } from '../morale/tests.ts';
import { SERVER } from '../../../lib/words.ts';

const G = 'Unit';
const H = 'Hits';
export const moraleFields: FieldSpec[] = [
  { kind: 'choice', key: 'status', default: 'fresh', options: ['fresh', 'bw'], ...(SERVER && { label: 'Side showing', group: G, rules: ['3.3'], choices: { fresh: 'Fresh', bw: 'Battleworn (Detachments are always Battleworn)' } }) },
  { kind: 'int', key: 'tcr-fr', min: 1, max: 10, default: 8, when: (v) => v.status === 'fresh', ...(SERVER && { label: 'TCR on its Fresh side', group: G, rules: ['3.1.2'] }) },
  { kind: 'int', key: 'tcr-bw', min: 1, max: 10, default: 6, ...(SERVER && { label: 'TCR on its Battleworn side', group: G, rules: ['3.1.2', '10.1'] }) },
  {
    kind: 'choice', key: 'marker', default: 'none', options: ['none', 'shaken', 'disrupted'],
    ...(SERVER && {
      label: 'Morale marker',
      group: G,
      rules: ['3.1.2', '9.2'],
      choices: { none: 'None', shaken: 'Shaken (TCR −1)', disrupted: 'Disrupted (TCR −2)' },
    }),
  },
  {
    kind: 'choice', key: 'works', default: 'none', options: ['none', 'hasty', 'entrenchment'],
    ...(SERVER && {
      label: 'Earthworks in its hex',
      group: G,
      rules: ['16.2', '16.3', '3.1.2'],
      choices: { none: 'None', hasty: 'Hasty Works (TCR +1)', entrenchment: 'Entrenchments (TCR +2)' },
    }),
  },
  { kind: 'bool', key: 'dusk', default: false, ...(SERVER && { label: 'Dusk or Dawn turn (TCR −1)', group: G, rules: ['18.1', '18.4'] }) },
  { kind: 'int', key: 'ch', min: 0, max: 2, default: 0, ...(SERVER && { label: 'Casualty Hits', group: H, rules: ['8.5', '8.6', '10.0'] }) },
  {
    kind: 'choice', key: 'mt', default: '0', options: ['none', '0', '1', '2', '3'],
    ...(SERVER && {
      label: 'Morale Test',
      group: H,
      rules: ['8.5', '9.1'],
      choices: { none: 'None', '0': 'MT (also CH+MT, 2CH+MT)', '1': 'MT+1', '2': 'MT+2', '3': 'MT+3' },
    }),
  },
  {
    kind: 'choice', key: 'white', default: 'any', when: (v) => v.mt !== 'none', options: ['any', ...Array.from({ length: 10 }, (_, i) => String(i + 1))],
    ...(SERVER && {
      choices: { any: 'Not rolled yet (all ten faces)', '10': '0 (10)' },
      label: 'White die of the fire roll',
      group: H,
      rules: ['8.5', '9.0'],
    }),
  },
  {
    kind: 'bool', key: 'works-kept', default: false, when: (v) => v.works !== 'none',
    ...(SERVER && {
      label: 'A retreat ends in a hex with the same earthworks',
      group: G,
      rules: ['16.2', '16.3', '12.8'],
      help: 'Otherwise a unit that retreats after a Break Test loses the earthworks TCR bonus for any later test.',
    }),
  },
  {
    kind: 'choice', key: 'mt-after-retreat', default: 'tests', when: (v) => num(v, 'ch') > 0 && v.mt !== 'none', options: ['tests', 'spared'],
    ...(SERVER && {
      label: 'Morale Test after a Break Test retreat',
      group: 'Readings',
      rules: ['8.5', '10.1'],
      ambiguity: 'With CH+MT, a Battleworn Shaken or Disrupted unit may retreat after the Break Test, before the Morale Test of the units "in the hex". The rules do not say whether it still tests. Default: it does.',
      choices: { tests: 'It still takes the Morale Test', spared: 'It has left the hex: no test' },
    }),
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
    assumptions: retreatAssumed(sum),
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
  fields: moraleFields,
  compute,
  ...(SERVER && {
    title: 'Morale and Break Tests',
    summary: 'Casualty Hits, a Morale Test and the Break Tests they lead to, for any TCR and marker: the exact chance of every end state.',
    rules: ['3.1.2', '8.6', '9.1', '9.2', '10.0', '10.1'],
    phrases: [TABLE_SAY, MORALE_SAY],
  }),
};

export default def;
