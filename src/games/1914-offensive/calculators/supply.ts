/**
 * 1914 supply checker (15.4): the Supply Phase as questions about the map, in
 * the rulebook's order (Depot, Corps Train, the Force's sources, Isolation),
 * then the CEL penalty on the Force's CE status or, for a lone Asset, as
 * Strength Reductions, and the phase's markers. Each question shows only while
 * the answers before it leave the verdict open.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, labelled } from '../../../lib/calculator.ts';
import { ISOLATION_ENEMY_HEXES, PENALTY, RR_RANGE, supplyPhase, usesTrain, type ForceKind, type Local, type Reach } from '../supply/phase.ts';
import { ASSET_STATES, assetPenalty, formationPenalty, statusText } from '../supply/penalty.ts';
import { STATUS_KEYS, statusLabel } from '../effectiveness/ladder.ts';
import { SHORTAGE_FROM_GT } from '../ammunition/provision.ts';
import { SERVER } from '../../../lib/words.ts';

const F = 'The Force';
const S1 = 'Step 1: the army Depot';
const S2 = 'Step 2: the Corps Trains it may use';
const S3 = 'Step 3: the Force’s supply line';
const S4 = 'Step 4: the penalty';
const R = 'Readings';
const FORCES: readonly ForceKind[] = ['corps', 'independent', 'cavalry', 'asset'];
const LOCALS: readonly Local[] = ['none', 'fortress', 'port', 'paris', 'samson'];
const REACHES: readonly Reach[] = ['normal', 'extended', 'no'];

const force = (v: Values) => pick(v, 'force', FORCES);
const local = (v: Values) => v.local === 'none';
const askTrain = (v: Values) => local(v) && v['f-depot'] === 'no' && usesTrain(force(v)) && v.ct !== 'none';
const askRail = (v: Values) => local(v) && v['f-depot'] === 'no' && (!askTrain(v) || v['f-ct'] === 'no');
const outOf = (v: Values) => askRail(v) && !bool(v, 'f-rr');
const lone = (v: Values) => force(v) === 'asset';
const REACH_OPTIONS = ['normal', 'extended', 'no'];
const reachWords = (who: string) => ({ normal: 'Yes, within its Normal range', extended: `Only on its Extended side (flip the ${who})`, no: 'No' });

const fields: FieldSpec[] = [
  { kind: 'int', key: 'gt', min: 1, max: 30, default: 1, ...(SERVER && { label: 'Game turn', group: F, rules: ['4.2.3', '15.8.2'] }) },
  { kind: 'choice', key: 'side', default: 'allied', options: ['allied', 'german'], ...(SERVER && { label: 'Side', group: F, rules: ['15.1'], choices: { allied: 'Allied', german: 'German' } }) },
  {
    kind: 'choice', key: 'force', default: 'corps', options: ['corps', 'independent', 'cavalry', 'asset'],
    ...(SERVER && {
      label: 'The Force checked',
      group: F,
      rules: ['15.2', '5.5.1'],
      choices: { corps: 'A Formation attached to a corps', independent: 'An Independent Formation, not cavalry', cavalry: 'A cavalry Formation', asset: 'An Asset unit (or two) with no Formation' },
    }),
  },
  {
    kind: 'choice', key: 'depot', default: 'loc', options: ['loc', 'displaced'],
    ...(SERVER && {
      label: 'Does the army Depot have a valid LOC?',
      group: S1,
      rules: ['15.4', '15.0', '15.6.2'],
      help: 'From its RR hex along friendly operational RR up to a friendly map edge or an Army Base marker, through no EZOC hex unless a friendly unit is in it; one army per single-track hex.',
      choices: { loc: 'Yes', displaced: 'No: displace it (it flips to Extended)' },
    }),
  },
  {
    kind: 'choice', key: 'ct', default: 'loc', when: (v) => usesTrain(force(v)), options: ['loc', 'depot', 'none'],
    ...(SERVER && {
      label: 'Is a Corps Train it may use in supply: a valid LOC, or inside its Depot’s supply range?',
      group: S2,
      rules: ['15.4', '15.1', '15.2', '5.3', '5.5.1'],
      help: 'A corps Formation: its corps’ Corps Train only. Cavalry: any Corps Train of its army. A lone Asset: any Corps Train in its army’s AoA. Never another army’s.',
      choices: { loc: 'Yes, one has a valid LOC', depot: 'Yes, one without LOC that its Depot can trace to', none: 'No, none (each is Out of Supply)' },
    }),
  },
  {
    kind: 'choice', key: 'local', default: 'none', options: ['none', 'fortress', 'port', 'paris', 'samson'],
    ...(SERVER && {
      label: 'Does its place supply it by itself?',
      group: S3,
      rules: ['15.1', '22.2', '23.2'],
      choices: { none: 'No', fortress: 'In a Fortified Camp with a supply-symbol Fortress', port: 'Allied, in a Port hex', paris: 'French, in the Paris Garrison Area', samson: 'Samson, with a path (any length) to a French Port' },
    }),
  },
  {
    kind: 'choice', key: 'f-depot', default: 'normal', when: local, options: REACH_OPTIONS,
    ...(SERVER && { choices: reachWords('Depot'),
      label: 'Can the army Depot (or Secondary Depot) trace a supply line to it within range?',
      group: S3,
      rules: ['15.1', '15.2', '15.3'],
      help: 'Each hex counts one. Not through an enemy unit, nor an EZOC hex unless friendly-occupied or in a friendly ZOC (not the Force’s own), nor across a sea hexside; it stops at an enemy Fortress, an unbridged Grand River or a Mountain Ridge hexside.',
    }),
  },
  { kind: 'choice', key: 'f-ct', default: 'normal', when: askTrain, options: REACH_OPTIONS, ...(SERVER && { choices: reachWords('Corps Train'), label: 'Can a Corps Train it may use, one in supply, trace to it within range?', group: S3, rules: ['15.2', '15.3', '5.3', '5.5.1'], help: 'Its corps’ Corps Train; cavalry: any of its army’s; a lone Asset: any in its army’s AoA.' }) },
  { kind: 'bool', key: 'f-rr', default: false, when: askRail, ...(SERVER && { label: `Is it within ${RR_RANGE} hexes of a friendly operational RR hex (traced as above)?`, group: S3, rules: ['15.1', '15.3'] }) },
  {
    kind: 'bool', key: 'escape', default: true, when: outOf,
    ...(SERVER && {
      label: 'Isolation: a path, however long, to a friendly operational RR hex (Allies: or a Port)?',
      group: S3,
      rules: ['15.5'],
      help: 'Not through enemy units, nor EZOC hexes neither friendly-occupied nor in a friendly ZOC; here the Force’s own ZOC counts.',
    }),
  },
  { kind: 'int', key: 'enemy', min: 0, max: 40, default: 0, when: (v) => outOf(v) && bool(v, 'escape'), ...(SERVER && { label: `Fewest enemy-controlled hexes on such a path (Isolated past ${ISOLATION_ENEMY_HEXES})`, group: S3, rules: ['15.5', '3.3'] }) },
  { kind: 'int', key: 'base', min: 2, max: 12, default: 10, when: (v) => outOf(v) && !lone(v), ...(SERVER && { label: 'Base CE (on the Attachment marker)', group: S4, rules: ['6.1'] }) },
  {
    kind: 'choice', key: 'status', default: '0', when: (v) => outOf(v) && !lone(v), options: STATUS_KEYS,
    ...(SERVER && { choices: labelled(STATUS_KEYS, (_, i) => i === 0 ? 'Full (no marker)' : statusLabel(i)),
      label: 'CE Status now',
      group: S4,
      rules: ['6.1.4'],
    }),
  },
  {
    kind: 'choice', key: 'aside', default: 'full', when: (v) => outOf(v) && lone(v), options: ['full', 'reduced', 'no-back'],
    ...(SERVER && {
      label: 'The Asset’s strength side',
      group: S4,
      rules: ['5.5.2'],
      choices: { full: 'Full strength, with a reduced side', reduced: 'Already reduced', 'no-back': 'Full strength, no reduced side' },
    }),
  },
  {
    kind: 'choice', key: 'asset-sr', default: 'once', when: (v) => outOf(v) && lone(v), options: ['once', 'per-level'],
    ...(SERVER && {
      label: 'SRs for a lone Asset',
      group: R,
      rules: ['5.5.2', '15.4'],
      ambiguity: 'A lone Asset that must reduce its CEL takes a Strength Reduction instead; the rules do not say whether the three levels of Isolation are one SR or three. Default: one SR for the loss (the Effectiveness Check reads it the same way).',
      choices: { once: 'One SR for the loss', 'per-level': 'One SR per CEL level' },
    }),
  },
];

function validate(v: Values): Record<string, string> {
  if (v.side === 'german' && v.local !== 'none' && v.local !== 'fortress') return { local: 'Ports, Paris and Samson supply Allied units only (15.1, 22.2, 23.2).' };
  return {};
}

const VERDICT = { full: 'Full Supply', out: 'Out of Supply', isolated: 'Isolated' } as const;

function compute(v: Values): CalcResult {
  const f = force(v);
  const r = supplyPhase({
    side: pick(v, 'side', ['allied', 'german'] as const),
    force: f,
    depot: pick(v, 'depot', ['loc', 'displaced'] as const),
    train: pick(v, 'ct', ['loc', 'depot', 'none'] as const),
    local: pick(v, 'local', LOCALS),
    fromDepot: pick(v, 'f-depot', REACHES),
    fromTrain: askTrain(v) ? pick(v, 'f-ct', REACHES) : 'no',
    fromRail: askRail(v) && bool(v, 'f-rr'),
    escape: bool(v, 'escape'),
    enemyHexes: outOf(v) && bool(v, 'escape') ? num(v, 'enemy') : 0,
  });
  const n = PENALTY[r.verdict];
  const summary: NonNullable<CalcResult['summary']> = [{ label: 'Verdict', value: VERDICT[r.verdict] }];
  const steps = [...r.steps];
  if (r.verdict === 'full') summary.push({ label: 'Supplied by', value: r.source! });
  else if (lone(v)) {
    const p = assetPenalty(pick(v, 'aside', ASSET_STATES), n, v['asset-sr'] === 'per-level');
    const fate = p.fate === 'flipped' ? 'flipped to its reduced side' : 'eliminated, permanently';
    steps.push({ label: `4. ${r.verdict === 'isolated' ? 'Isolated: CEL −3' : 'Out of Supply: CEL −1'}; a lone Asset’s CEL never changes, it takes a Strength Reduction instead`, value: `${p.sr} SR: ${fate}`, rules: ['15.4', '5.5.2'] });
    summary.push({ label: 'Penalty', value: `${p.sr} SR (${p.fate})` });
  } else {
    const p = formationPenalty(num(v, 'base'), STATUS_KEYS.indexOf(pick(v, 'status', STATUS_KEYS)), n);
    steps.push({ label: `4. ${r.verdict === 'isolated' ? 'Isolated: CEL −3, three' : 'Out of Supply: CEL −1, one'} CE status reduction${n === 1 ? '' : 's'}`, value: `${statusText(p.from)} → ${statusText(p.to)}`, rules: ['15.4', '6.1.3'] });
    steps.push({ label: 'CEL (Base CE − status; CI and Demoralized count −3)', value: `${p.celBefore} → ${p.celAfter}`, rules: ['6.1.2', '6.1.4'] });
    if (p.ignored) steps.push({ label: 'Reductions past D2 (ignored outside a post-combat EC)', value: String(p.ignored), rules: ['6.1.3'] });
    summary.push({ label: 'CE Status', value: `${statusText(p.from)} → ${statusText(p.to)}` });
    summary.push({ label: 'CEL', value: `${p.celBefore} → ${p.celAfter}` });
  }
  steps.push({ label: '5. Remove all Out of Supply/Isolation markers', value: 'done', rules: ['15.4'] });
  const gt = num(v, 'gt');
  const phase = [
    'Before the checks (4.2.3 step 1): flip every Extended supply unit to its front and remove every Ammo Provided marker.',
    ...r.actions,
    gt >= SHORTAGE_FROM_GT
      ? `GT ${gt}: place all your Ammo Shortage markers on your Army Depots, at most one each, none on the Alsace Army, the Army of Belgium or A-G Belgien (15.8.2).`
      : `GT ${gt}: no Ammo Shortage markers yet (they are placed from GT ${SHORTAGE_FROM_GT}, 15.8.2).`,
  ];
  const notes = ['Supply ranges are printed on the Depot and Corps Train counters (Normal on the front, larger on the Extended back), not in our source: count them from your counters.'];
  if (r.extended.length) notes.push(`Extended this phase: ${r.extended.join(', ')}. Ammo it provides is now recorded against its Provision Limit (9.4.2).`);
  return { summary, steps, tables: [], actions: [{ title: 'In your Supply Phase', items: phase }], notes };
}

const def: CalculatorDef = {
  id: 'supply',
  fields,
  validate,
  compute,
  handoff: [{ label: 'Ammo for a combat', calc: 'ammunition', params: { gt: 'gt' } }],
  ...(SERVER && {
    title: 'Supply Phase',
    summary: 'The Supply Phase of 15.4 as questions about the map: the Depot’s LOC, the Corps Train, the Force’s supply line, Isolation (at most six enemy-controlled hexes), and the CEL −1 or −3 that follows.',
    rules: ['15.4', '15.0', '15.1', '15.2', '15.3', '15.5', '15.6.2', '4.2.3', '5.5.2', '6.1.3'],
  }),
};

export default def;
