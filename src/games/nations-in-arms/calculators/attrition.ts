/**
 * Nations in Arms attrition helper (7.0-7.4): whether a check is owed and
 * when it is rolled, the DRMs by nationality and state (those only the card
 * gives are asked for, never assumed), the net DRM, and, with the player's
 * Attrition Table cells, the exact chance of each result; without them, the
 * spread of the modified roll and "read your card".
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { labelled } from '../../../lib/calculator.ts';
import { bool, num, pick, signed } from '../../../lib/calculator.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { SERVER } from '../../../lib/words.ts';
import {
  ATTRITION, ATTRITION_ID, attritionDrm, attritionOutcome, COLUMNS, FINAL_WHYS, lineOf, nationalityAllowed, NATIONALITIES, owed, resultWords, TRIGGERS, twoD6, WHOS,
  type CardDrm,
} from '../attrition/check.ts';

const W = 'The check';
const F = 'The force';
const D = 'Modifiers';
const T = 'Your table';

const trig = (v: Values) => pick(v, 'trigger', TRIGGERS);
const owes = (v: Values) => owed({ trigger: trig(v), who: pick(v, 'who', WHOS), finalWhy: pick(v, 'final', FINAL_WHYS) }).owed;
const nat = (v: Values) => v.nationality !== 'none';

const CARD_VALUES = ['-4', '-3', '-2', '-1', '1', '2', '3', '4'];
const cardOptions = (notApplying: boolean) => [...(notApplying ? ['no'] : []), 'unknown', ...CARD_VALUES];
const cardWords = (notApplying: string | null) => ({
  ...(notApplying ? { no: notApplying } : {}),
  unknown: 'Applies; I have not read its value (not in our source)',
  ...labelled(CARD_VALUES, (n) => `${signed(Number(n))} as printed on your card`),
});
const readCard = (v: Values, k: string, applies: boolean): CardDrm => {
  if (!applies) return 'no';
  const s = String(v[k]);
  return s === 'no' || s === 'unknown' ? s : Number(s);
};
const oosForced = (v: Values) => owes(v) && trig(v) === 'forced' && bool(v, 'oos');

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'trigger', default: 'forced', options: ['oos', 'forced', 'extended', 'final', 'reaction'],
    ...(SERVER && {
      label: 'Why might a check be owed?',
      group: W,
      rules: ['7.2', '7.1'],
      choices: { oos: 'Out of supply when activated (ahead of every battle, or once the move is over)', forced: 'Second activation this turn: forced march', extended: 'Extended movement', final: 'Final attrition phase', reaction: 'Moved only to avoid combat, intercept, march to the guns or retreat' },
    }),
  },
  {
    kind: 'choice', key: 'final', default: 'demoralized', when: (v) => trig(v) === 'final', options: ['demoralized', 'oos', 'besieged', 'sheltered'],
    ...(SERVER && {
      label: 'Who checks in the final attrition phase?',
      group: W,
      rules: ['7.2', '5.2.10'],
      choices: { demoralized: 'A demoralized force', oos: 'A force out of supply that was not activated this turn', besieged: 'Besieged units above the fortress value', sheltered: 'Steps sheltering in a fortress that is not besieged, above its value' },
    }),
  },
  {
    kind: 'choice', key: 'who', default: 'force', when: (v) => trig(v) !== 'reaction', options: ['force', 'leader-alone', 'exempt'],
    ...(SERVER && {
      label: 'Who moved?',
      group: W,
      rules: ['7.1', '5.2.1'],
      choices: { force: 'A force with combat steps', 'leader-alone': 'A leader alone', exempt: 'Only guerrillas, engineers or supply units' },
    }),
  },
  { kind: 'bool', key: 'oos', default: false, when: (v) => owes(v) && trig(v) === 'forced', ...(SERVER && { label: 'Is the force out of supply?', group: W, rules: ['7.2', '6.1.2'] }) },
  { kind: 'int', key: 'steps', min: 1, max: 99, default: 6, when: owes, ...(SERVER && { label: 'Steps that check (guerrillas, engineers and supply units left out)', group: F, help: 'The activated force only; in the final phase, the force, or the steps above the fortress value.', rules: ['7.1', '7.4'] }) },
  { kind: 'int', key: 'mp', min: 0, max: 40, default: 4, when: (v) => owes(v) && trig(v) !== 'final', ...(SERVER && { label: 'MP spent since the activation began', group: F, rules: ['7.3'] }) },
  {
    kind: 'bool', key: 'demoralized', default: false, when: (v) => owes(v) && !(trig(v) === 'final' && v.final === 'demoralized'),
    ...(SERVER && {
      label: 'Demoralized (+3)',
      group: D,
      rules: ['7.4', '8.3.4'],
    }),
  },
  {
    kind: 'choice', key: 'nationality', default: 'none', when: owes, options: ['none', 'french', 'russian'],
    ...(SERVER && {
      label: 'Nationality DRM used',
      group: D,
      rules: ['7.4', '12.1'],
      help: 'Only when at least half the steps are of that nation; it then takes the first loss. You may decline it.',
      choices: { none: 'None (or declined)', french: 'French −1', russian: 'Russian −1' },
    }),
  },
  { kind: 'int', key: 'nat-steps', min: 0, max: 99, default: 6, when: (v) => owes(v) && nat(v), ...(SERVER && { label: 'Steps of that nation in the force', group: D, rules: ['7.4'] }) },
  { kind: 'bool', key: 'conscripts', default: false, when: (v) => owes(v) && v.nationality === 'french', ...(SERVER && { label: 'France has called conscripts a second time', group: D, rules: ['12.1'] }) },
  { kind: 'choice', key: 'supply-unit', default: 'no', when: owes, options: cardOptions(true), ...(SERVER && { choices: cardWords('No'), label: 'Spend one supply unit (depot or train) for a favourable DRM', group: D, rules: ['6.2.2'] }) },
  { kind: 'choice', key: 'oos-fm', default: 'unknown', when: oosForced, options: cardOptions(false), ...(SERVER && { choices: cardWords(null), label: 'Out of supply on a forced march: its DRM', group: D, rules: ['7.2'] }) },
  { kind: 'choice', key: 'terrain', default: 'no', when: owes, options: cardOptions(true), ...(SERVER && { choices: cardWords('No'), label: 'Terrain with an attrition penalty entered since the last check', group: D, rules: ['7.4'] }) },
  { kind: 'int', key: 'other', min: -9, max: 9, default: 0, when: owes, ...(SERVER && { label: 'Any other DRM your card gives', group: D, rules: ['7.4'] }) },
  {
    kind: 'choice', key: 'column', default: 'yours', when: owes, options: ['yours', 'example'],
    ...(SERVER && {
      label: 'Column of your Attrition Table',
      group: T,
      rules: ['7.4'],
      help: 'Our chart page has two columns: the 7.4 example’s (3 steps, 5 MP) and one for the column your card gives for this force.',
      choices: { yours: 'Your column (the one your card gives for these steps and MP)', example: 'The 7.4 example’s column (3 steps, 5 MP spent)' },
    }),
  },
];

function validate(v: Values): Record<string, string> {
  const t = trig(v);
  if (v.who === 'leader-alone' && t !== 'forced' && t !== 'extended' && t !== 'reaction')
    return { who: 'The rulebook speaks of a leader alone only for forced and extended marches (5.2.1): pick “A force with combat steps” if he leads units.' };
  if (!owes(v) || !nat(v)) return {};
  const steps = num(v, 'steps');
  const n = num(v, 'nat-steps');
  if (n > steps) return { 'nat-steps': `More than the force’s ${steps} steps.` };
  const why = nationalityAllowed({ steps, nationality: pick(v, 'nationality', NATIONALITIES), nationSteps: n, conscripts: bool(v, 'conscripts') });
  return why ? { nationality: `Not available: ${why} (7.4, 12.1).` } : {};
}

const RULES_ACTIONS = [
  'Only the activated leader’s force suffers it, and only its steps are counted (7.4).',
  'Corps of a moving army in different hexes roll once per hex; armies always roll separately; a unit dropped off rolls on its own (7.3).',
  'The first loss falls on the nation whose DRM was used; you spread the others (7.4).',
];

function compute(v: Values, ctx?: CalcContext): CalcResult {
  const o = owed({ trigger: trig(v), who: pick(v, 'who', WHOS), finalWhy: pick(v, 'final', FINAL_WHYS) });
  const steps = o.steps.map((s) => ({ label: s.text, value: s.value ?? '', rules: s.rules }));
  if (!o.owed) return { summary: [{ label: 'Attrition check', value: 'none owed' }], steps, tables: [] };
  const nationality = pick(v, 'nationality', NATIONALITIES);
  const demoralized = bool(v, 'demoralized') || (trig(v) === 'final' && v.final === 'demoralized');
  const d = attritionDrm({
    steps: num(v, 'steps'), demoralized, nationality, nationSteps: nationality === 'none' ? 0 : num(v, 'nat-steps'), conscripts: bool(v, 'conscripts'),
    supplyUnit: readCard(v, 'supply-unit', true), oosForced: readCard(v, 'oos-fm', oosForced(v)), terrain: readCard(v, 'terrain', true), other: num(v, 'other'),
  });
  const mp = trig(v) === 'final' ? null : num(v, 'mp');
  steps.push({ label: 'Read the table by', value: `${num(v, 'steps')} steps${mp === null ? '' : `, ${mp} MP spent`}`, rules: ['7.3', '7.4'] });
  for (const l of d.lines) steps.push({ label: l.label, value: l.value === null ? 'not entered' : signed(l.value), rules: l.rules });
  const netText = d.complete ? signed(d.known) : `${signed(d.known)} plus what your card gives`;
  steps.push({ label: 'Net DRM', value: netText, rules: ['7.4'] });
  const column = pick(v, 'column', COLUMNS);
  const colLabel = ATTRITION.columns.find((c) => c.key === column)!.label;
  const res: CalcResult = { steps, tables: [], actions: [{ title: 'Taking the check', items: RULES_ACTIONS }] };
  const notes: string[] = [];
  if (trig(v) === 'forced' || trig(v) === 'extended')
    notes.push('A move that is both a forced march and extended, or out of supply too, meets two cases at once; the rulebook does not say whether that is one check or several (7.2). This page shows one check with every DRM that applies.');
  const out = d.complete ? attritionOutcome(column, d.known, ctx?.charts?.[ATTRITION_ID]) : null;
  if (out?.complete) {
    res.summary = [{ label: 'Net DRM', value: netText }, ...out.results.map((r) => ({ label: resultWords(r.result), value: r.prob }))];
    res.tables.push({
      title: `${colLabel}: the result`,
      caption: 'From the cells you entered under Charts (and the one cell our source gives). Exact over all 36 rolls.',
      columns: [{ label: 'Result' }, { label: 'Modified 2D6' }, { label: 'Probability', kind: 'prob' }],
      rows: out.results.map((r) => ({ cells: [resultWords(r.result), r.lines.join(', '), r.prob] })),
      barColumn: 2,
    });
  } else {
    const spread = twoD6.plus(d.known).map((x) => Math.max(1, Math.min(16, x)));
    res.summary = [{ label: 'Attrition Table', value: 'read your card' }, { label: 'Net DRM', value: netText }];
    const missing = out ? `Enter the lines ${out.missing.join(', ')} of ${colLabel.toLowerCase()} under Charts for the exact chance of each result.` : 'Pick the values your card gives for the DRMs marked "not entered" for the exact chance of each result.';
    res.tables.push({
      title: `2D6 ${signed(d.known)}: the modified roll${d.complete ? '' : ' (DRMs not entered left out)'}`,
      caption: `The Attrition Table is not in our source: read your card. ${missing}`,
      columns: [{ label: 'Chart line' }, { label: 'Probability', kind: 'prob' }],
      rows: [...spread.weights.keys()].map((t) => ({ cells: [lineOf(t), spread.exactly(t)] })),
      barColumn: 1,
    });
    if (out?.results.length)
      res.tables.push({
        title: `${colLabel}: the lines known so far`,
        caption: 'Only part of the column is known or entered: these chances are of those lines alone.',
        columns: [{ label: 'Result' }, { label: 'Modified 2D6' }, { label: 'Probability', kind: 'prob' }],
        rows: out.results.map((r) => ({ cells: [resultWords(r.result), r.lines.join(', '), r.prob] })),
        barColumn: 2,
      });
  }
  if (notes.length) res.notes = notes;
  return res;
}

const def: CalculatorDef = {
  id: 'attrition',
  fields,
  ...readsCharts(ATTRITION),
  validate,
  compute,
  ...(SERVER && {
    title: 'Attrition check',
    summary: 'Whether a check is owed and when to roll it, the DRMs by nationality and state, the net DRM, and with your Attrition Table entered the exact chance of each result.',
    rules: ['7.1', '7.2', '7.3', '7.4', '5.2.5', '5.2.9', '6.2.2', '12.1'],
  }),
};

export default def;
