/**
 * 1914 Cavalry reaction and retirement (8.2, 8.3): may it react or retire into
 * the hex the player has in mind, what the move adds to its Cavalry Reaction
 * MPs Expended marker, what that marker does in its next movement phase
 * (8.2.4 a: spent first, Forced March MPs beyond the allowance, stay put
 * beyond allowance + 7), and the Forced March EC that follows, exactly,
 * with a link that carries the CEL and the DRM to the Effectiveness Check.
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Filling, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, run, signed, str, labelled } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { passChance } from '../effectiveness/check.ts';
import { FM_CHART, FM_ID, fmOutcomes } from '../effectiveness/forced-march.ts';
import { celOf, STATUS_KEYS, statusLabel } from '../effectiveness/ladder.ts';
import type { Kind, Verdict } from '../cavalry/eligibility.ts';
import { reaction, retirement } from '../cavalry/eligibility.ts';
import type { NextPhase, StayReading } from '../cavalry/marker.ts';
import { ALLOWANCE, CAVALRY_FM, MAX_COST, MAX_MARKER, nextPhase, PHASES, recordMove } from '../cavalry/marker.ts';
import { SERVER } from '../../../lib/words.ts';

const KINDS: readonly Kind[] = ['cavalry', 'loc', 'other'];
const W = 'What happens';
const H = 'The hex it would enter';
const M = 'Movement Points';
const F = 'Forced March EC';
const R = 'Readings';
const react = (v: Values) => v.event === 'react';
const retire = (v: Values) => v.event === 'retire';
const moves = (v: Values) => v.event !== 'phase';
const doctrine = (v: Values) => react(v) && v.phase === 'enemy-counter' && typeof v.gt === 'number' && v.gt <= 9;

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'event', default: 'react', options: ['react', 'retire', 'phase'],
    ...(SERVER && {
      label: 'What the cavalry does',
      group: W,
      rules: ['8.2', '8.3', '8.2.4'],
      choices: { react: 'Reacts to an enemy move (8.2)', retire: 'Retires in the Finishing Phase (8.3)', phase: 'Starts its own movement phase with a marker (8.2.4)' },
    }),
  },
  {
    kind: 'choice', key: 'kind', default: 'cavalry', options: ['cavalry', 'loc', 'other'],
    ...(SERVER && {
      label: 'Unit type',
      group: W,
      rules: ['8.1', '8.7'],
      choices: { cavalry: 'Cavalry, or a Jaeger unit (dual-colour counter)', loc: 'LOC Cavalry (Samson armoured cars too)', other: 'Any other unit' },
    }),
  },
  {
    kind: 'choice', key: 'phase', default: 'enemy-movement', when: react, options: ['enemy-movement', 'enemy-counter', 'own'],
    ...(SERVER && {
      label: 'Phase now',
      group: W,
      rules: ['8.2', '4.2.5', '4.2.6'],
      choices: { 'enemy-movement': "The enemy's Movement Phase", 'enemy-counter': "The enemy's Counter Movement Phase", own: 'One of my own movement phases' },
    }),
  },
  {
    kind: 'choice', key: 'trigger', default: 't1', when: react, options: ['t1', 't2', 'none'],
    ...(SERVER && {
      label: 'What the enemy unit did',
      group: W,
      rules: ['8.2.1'],
      choices: { t1: 'Moved next to it, and it had no enemy next to it before (Trigger 1)', t2: 'Moved from a hex next to it into another hex next to it or to another friendly unit (Trigger 2)', none: 'Neither' },
    }),
  },
  { kind: 'int', key: 'gt', min: 1, max: 30, default: 10, when: (v) => react(v) && v.phase === 'enemy-counter', ...(SERVER && { label: 'Game turn', group: W, rules: ['8.4'] }) },
  { kind: 'bool', key: 'adjacent', default: true, when: retire, ...(SERVER && { label: 'It is next to an enemy unit now', group: W, rules: ['8.3'] }) },
  { kind: 'bool', key: 'enemy', default: false, when: moves, ...(SERVER && { label: 'It holds an enemy unit', group: H, rules: ['7.1.2'] }) },
  { kind: 'bool', key: 'vacated', default: false, when: (v) => react(v) && v.trigger === 't2', ...(SERVER && { label: 'It is the hex the enemy unit just left', group: H, rules: ['8.2.2'] }) },
  {
    kind: 'choice', key: 'ezoc', default: 'none', when: react, options: ['none', 'trigger', 'other'],
    ...(SERVER && {
      label: 'Enemy ZOCs on it (EZOC MP costs are ignored either way)',
      group: H,
      rules: ['8.2.3', '3.2', '8.7'],
      choices: { none: 'None', trigger: "Only the ZOC of the unit that triggered the reaction", other: 'The ZOC of another enemy unit' },
    }),
  },
  { kind: 'bool', key: 'friendly', default: false, when: (v) => react(v) && v.ezoc === 'other' && v.kind !== 'loc', ...(SERVER && { label: 'A friendly unit is in it', group: H, rules: ['8.2.3'] }) },
  { kind: 'bool', key: 'inf', default: false, when: doctrine, ...(SERVER && { label: "It is in an enemy infantry Formation's ZOC", group: H, rules: ['8.4'] }) },
  { kind: 'bool', key: 'inezoc', default: false, when: retire, ...(SERVER && { label: 'It is in an EZOC (with a friendly unit in it or not)', group: H, rules: ['8.3'] }) },
  { kind: 'bool', key: 'controlled', default: false, when: (v) => moves(v) && v.kind === 'loc', ...(SERVER && { label: 'It is an enemy-controlled hex (3.3)', group: H, rules: ['8.7', '3.3'] }) },
  { kind: 'int', key: 'marker', min: 0, max: MAX_MARKER, default: 0, ...(SERVER && { label: 'MPs already on its Cavalry Reaction MPs Expended marker', group: M, rules: ['8.2.4'] }) },
  { kind: 'int', key: 'cost', min: 1, max: MAX_COST, default: 2, when: moves, ...(SERVER && { label: 'MP cost of the hexside it crosses (your TEC; the rulebook example records 2)', group: M, rules: ['8.2.4', '7.1.3'] }) },
  {
    kind: 'choice', key: 'next', default: 'counter', options: ['counter', 'movement'],
    ...(SERVER && {
      label: 'Its next movement phase',
      group: M,
      rules: ['7.1.1', '4.2'],
      help: 'After a reaction it is your Counter Movement Phase (the order of 4.2); after a retirement, your Counter Movement Phase when it is your player turn, else your Movement Phase.',
      choices: { counter: `Counter Movement Phase (${ALLOWANCE.counter} MPs)`, movement: `Movement Phase (${ALLOWANCE.movement} MPs)` },
    }),
  },
  { kind: 'int', key: 'more', min: 0, max: ALLOWANCE.movement + CAVALRY_FM, default: 0, ...(SERVER && { label: "MPs it spends in that phase after the marker's", group: M, rules: ['8.2.4', '7.2.2'] }) },
  {
    kind: 'choice', key: 'unit', default: 'formation', options: ['formation', 'asset'],
    ...(SERVER && {
      label: 'Who tests',
      group: F,
      rules: ['6.0', '5.5.2'],
      choices: { formation: 'A cavalry Formation', asset: 'A cavalry Asset unit' },
    }),
  },
  { kind: 'int', key: 'base', min: 2, max: 12, default: 10, when: (v) => v.unit === 'formation', ...(SERVER && { label: 'Base CE (on the Attachment marker)', group: F, rules: ['6.1', '2.8'] }) },
  {
    kind: 'choice', key: 'status', default: '0', when: (v) => v.unit === 'formation', options: STATUS_KEYS,
    ...(SERVER && { choices: labelled(STATUS_KEYS, (_, i) => i === 0 ? 'Full (no marker)' : statusLabel(i)),
      label: 'CE Status now',
      group: F,
      rules: ['6.1.4'],
    }),
  },
  { kind: 'int', key: 'ce', min: 2, max: 12, default: 9, when: (v) => v.unit === 'asset', ...(SERVER && { label: "Asset's printed Base CE", group: F, rules: ['5.5.2'] }) },
  {
    kind: 'choice', key: 'stay', default: 'beyond-fm', options: ['beyond-fm', 'beyond-allowance'],
    ...(SERVER && {
      label: 'When the marker keeps it in place',
      group: R,
      rules: ['8.2.4', '7.1.1'],
      ambiguity: '8.2.4 a keeps the unit in place when the marker exceeds what it will have even with a Forced March (allowance + 7); 7.1.1 sends a unit left with fewer than zero MPs (a marker above the allowance alone) to that rule. In the rulebook example a unit with 9 against 5 chooses to stay. Default: allowance + 7.',
      choices: { 'beyond-fm': 'Marker above allowance + 7 (8.2.4 a)', 'beyond-allowance': 'Marker above the allowance (7.1.1)' },
    }),
  },
  {
    kind: 'choice', key: 'doctrine', default: 'all', when: doctrine, options: ['all', 'mover'],
    ...(SERVER && {
      label: 'Poor Cavalry Doctrine and a reaction',
      group: R,
      rules: ['8.4', '4.2.6'],
      ambiguity: '8.4 bars cavalry from an enemy infantry Formation\'s ZOC "in the Counter Movement Phase" without saying whose cavalry; 4.2.6 points to it for the side that counter-moves. Default: it bars any cavalry, reactions included, as worded.',
      choices: { all: 'Bars reacting cavalry too', mover: 'Bars only the side that counter-moves' },
    }),
  },
];

/** The hex question answered, as a verdict (react or retire), or undefined at the start of a phase. */
function verdictOf(v: Values): Verdict | undefined {
  const kind = pick(v, 'kind', KINDS);
  if (react(v))
    return reaction({
      kind,
      phase: pick(v, 'phase', ['enemy-movement', 'enemy-counter', 'own'] as const),
      trigger: pick(v, 'trigger', ['t1', 't2', 'none'] as const),
      enemyInHex: bool(v, 'enemy'),
      vacated: bool(v, 'vacated'),
      ezoc: pick(v, 'ezoc', ['none', 'trigger', 'other'] as const),
      friendlyInHex: bool(v, 'friendly'),
      gt: num(v, 'gt'),
      infantryZoc: bool(v, 'inf'),
      doctrineOnReaction: str(v, 'doctrine') !== 'mover',
      enemyControlled: bool(v, 'controlled'),
    });
  if (retire(v)) return retirement({ kind, adjacent: bool(v, 'adjacent'), enemyInHex: bool(v, 'enemy'), inEzoc: bool(v, 'inezoc'), enemyControlled: bool(v, 'controlled') });
  return undefined;
}

/** The marker the next phase starts with, and that phase; undefined when the unit does not move. */
function phaseOf(v: Values): NextPhase | undefined {
  const verdict = verdictOf(v);
  if (verdict && !verdict.allowed) return undefined;
  const marker = verdict ? recordMove(num(v, 'marker'), num(v, 'cost')) : num(v, 'marker');
  return nextPhase(marker, pick(v, 'next', PHASES), num(v, 'more'), pick<StayReading>(v, 'stay', ['beyond-fm', 'beyond-allowance']));
}

function celFrom(v: Values): number {
  return v.unit === 'asset' ? num(v, 'ce') : celOf(num(v, 'base'), STATUS_KEYS.indexOf(pick(v, 'status', STATUS_KEYS)));
}

function validate(v: Values): Record<string, string> {
  if (!moves(v) && v.kind === 'other') return { kind: 'Only cavalry-type units carry a Cavalry Reaction MPs Expended marker (8.2.4).' };
  const verdict = verdictOf(v);
  if (verdict && !verdict.allowed) return {};
  const marker = verdict ? num(v, 'marker') + num(v, 'cost') : num(v, 'marker');
  const p = nextPhase(marker, pick(v, 'next', PHASES), 0, pick<StayReading>(v, 'stay', ['beyond-fm', 'beyond-allowance']));
  const room = p.normalLeft + p.fmLeft;
  if (p.stays && num(v, 'more') > 0) return { more: `With a marker of ${marker} it must stay where it is this phase (8.2.4): 0.` };
  if (num(v, 'more') > room) return { more: `At most ${room}: ${p.normalLeft} normal MP${p.normalLeft === 1 ? '' : 's'} and ${p.fmLeft} Forced March MP${p.fmLeft === 1 ? '' : 's'} are left after the marker (7.2.1).` };
  return {};
}

const rollsText = (r: number[]) => (r.length === 1 ? String(r[0]) : `${r[0]}-${r[r.length - 1]}`);
const mps = (n: number) => `${n} MP${n === 1 ? '' : 's'}`;

/** The Effectiveness Check's inputs for this Forced March EC, or null when none is due. */
export function ecParams(v: Values): Record<string, string> | null {
  const p = phaseOf(v);
  if (!p || p.fm < 1) return null;
  const out: Record<string, string> = { mode: 'forced-march', type: 'cavalry', fm: String(p.fm), unit: v.unit === 'asset' ? 'asset' : 'formation' };
  if (out.unit === 'asset') out.ce = String(num(v, 'ce'));
  else Object.assign(out, { base: String(num(v, 'base')), status: pick(v, 'status', STATUS_KEYS) });
  return out;
}

/** What the steps below fill in, in the order the page shows it. */
type Result = Filling<'summary' | 'notes'>;
type Phase = NonNullable<ReturnType<typeof phaseOf>>;

/**
 * 8.2.2, 8.3, 8.7: may it react or retire into that hex (a LOC Cavalry unit must, where it may), and what the
 * move puts on its marker (8.2.4). False when the move is barred: nothing follows.
 */
function verdictSteps(v: Values, res: Result): boolean {
  const verdict = verdictOf(v);
  if (!verdict) return true;
  const what = react(v) ? 'reaction' : 'retirement';
  for (const b of verdict.bars) res.steps.push({ label: b.why, value: 'barred', rules: [b.rule] });
  if (verdict.allowed) res.steps.push({ label: `Into this hex, one hex`, value: verdict.compelled ? `a ${what} it must make (8.7)` : `${what} allowed`, rules: [react(v) ? '8.2.2' : '8.3'] });
  const word = react(v) ? (verdict.allowed ? 'May react' : 'Cannot react') : verdict.allowed ? 'May retire' : 'Cannot retire';
  res.summary.push({ label: react(v) ? 'Reaction' : 'Retirement', value: verdict.compelled ? (verdict.allowed ? 'Must make it' : 'Barred here') : word });
  if (v.kind === 'loc') res.notes.push(`A LOC Cavalry unit must make a ${what} it is eligible for; if it cannot, it is eliminated (8.7). Read here as: if no hex around it can be entered under these restrictions, it is eliminated; try each hex before removing it.`);
  if (!verdict.allowed) {
    res.notes.push(verdict.bars.length === 1 ? 'Another hex may still be open: answer for that hex.' : 'Each barred reason is listed; another hex may still be open.');
    return false;
  }
  res.steps.push({ label: `Marker ${num(v, 'marker')} + hexside ${num(v, 'cost')} (EZOC costs ignored)`, value: mps(num(v, 'marker') + num(v, 'cost')), rules: ['8.2.4'] });
  return true;
}

/** 8.2.4, 7.1.1, 7.2.1: the marker spent first in its next movement phase, what it leaves, and the Forced March MPs. */
function markerSteps(v: Values, p: Phase, res: Result) {
  const { steps } = res;
  res.summary.push({ label: 'Marker', value: mps(p.marker) });
  if (react(v) && v.next === 'movement') res.notes.push('By the order of the player turn (4.2), a unit that reacts next moves in its Counter Movement Phase: check the phase you chose.');
  steps.push({ label: `${v.next === 'movement' ? 'Movement' : 'Counter Movement'} Phase allowance`, value: mps(p.allowance), rules: ['7.1.1'] });
  steps.push({ label: 'The marker is spent first', value: p.stays ? `${mps(p.spent)} of ${p.marker}` : mps(p.marker), rules: ['8.2.4'] });
  if (p.stays) {
    steps.push({ label: `Marker above ${v.stay === 'beyond-allowance' ? 'the allowance' : `allowance + ${CAVALRY_FM}`}`, value: 'it stays where it is', rules: ['8.2.4'] });
    steps.push({ label: 'Excess carried into the movement phase after', value: mps(p.excess), rules: ['8.2.4'] });
    res.summary.push({ label: 'Moves', value: 'no, stays put' });
  } else {
    steps.push({ label: 'Left after the marker', value: `${mps(p.normalLeft)} + up to ${p.fmLeft} Forced March`, rules: ['7.2.1'] });
    if (num(v, 'more')) steps.push({ label: 'Spent after the marker', value: mps(num(v, 'more')), rules: ['7.2.2'] });
  }
  steps.push({ label: 'Forced March MPs this phase (beyond the allowance)', value: String(p.fm), rules: ['7.2.1', '8.2.4'] });
}

/** 7.2.3, 6.2.1, 7.2.4: the Forced March EC at +1 a Forced March MP, and each failing margin on the cavalry column (a LOC unit is eliminated, 8.7). */
function forcedMarchEc(v: Values, ctx: CalcContext | undefined, p: Phase, res: Result) {
  const loc = v.kind === 'loc';
  const cel = celFrom(v);
  const asset = v.unit === 'asset';
  const status = asset ? undefined : STATUS_KEYS.indexOf(pick(v, 'status', STATUS_KEYS));
  res.steps.push({ label: `Forced March EC, +1 per Forced March MP`, value: signed(p.fm), rules: ['7.2.3'] });
  res.steps.push({ label: asset ? "CEL: the Asset's printed Base CE" : `CEL: Base ${num(v, 'base')} − status ${statusLabel(status!)}`, value: String(cel), rules: [asset ? '5.5.2' : '6.1.2'] });
  const need = cel - p.fm;
  res.steps.push({ label: 'Passes on 2d6 of', value: need >= 12 ? 'any roll' : need < 2 ? 'no roll' : `${need} or less`, rules: ['6.2.1'] });
  const pass = passChance(cel, p.fm);
  res.summary.push({ label: 'Forced March EC', value: signed(p.fm) }, { label: 'Passes', value: pass });
  const fmo = fmOutcomes(cel, p.fm, 'cavalry', ctx?.charts?.[FM_ID], status);
  res.tables.push({
    title: 'Forced March Results Table, cavalry column',
    caption: `Each margin of failure with its cell: yours where entered under Charts, else read your card (7.2.4). Exact, over 36 rolls.`,
    columns: [{ label: 'Margin' }, { label: '2d6 rolls' }, { label: 'Result' }, { label: 'Probability', kind: 'prob' }],
    rows: fmo.rows.map((x) => ({ cells: [x.margin < 1 ? 'Pass' : `Failed by ${x.margin}`, rollsText(x.rolls), x.margin < 1 ? 'no effect' : loc ? 'eliminated (8.7)' : x.cell ? x.cell.text : 'read your card', x.prob] })),
    barColumn: 3,
  });
  if (loc) res.summary.push({ label: 'Eliminated', value: Fraction.ONE.sub(pass) });
  else if (fmo.after)
    res.tables.push({
      title: 'The Formation after the Forced March',
      caption: 'From your chart cells; past D2 a reduction is ignored (6.1.3).',
      columns: [{ label: 'Status and effects' }, { label: 'Probability', kind: 'prob' }],
      rows: fmo.after.map(([k, x]) => ({ cells: [k, x] })),
      barColumn: 1,
    });
  else if (fmo.missing) res.notes.push(`Our source lacks the ${FM_CHART.title}: ${fmo.missing} failing margin${fmo.missing === 1 ? '' : 's'} must be read from your card, or entered under Charts for the exact outcome.`);
  if (asset && !loc) res.notes.push('A lone Asset takes any CEL loss as an SR (5.5.2); an excess may eliminate it (7.2.4).');
  if (p.stays) res.notes.push(`It makes the roll now, standing still; in the movement phase after this one it starts with a marker of ${p.excess} (8.2.4).`);
}

/** A cavalry reaction or retirement in its order: may it, its marker in the next movement phase, then any Forced March EC (8.2-8.7, 7.2). */
function compute(v: Values, ctx?: CalcContext): CalcResult {
  const res: Result = { summary: [], steps: [], tables: [], notes: [] };
  const done = () => ({ summary: res.summary, steps: res.steps, tables: res.tables, notes: res.notes });
  if (!verdictSteps(v, res)) return done();
  const p = phaseOf(v)!;
  markerSteps(v, p, res);
  if (p.fm < 1) {
    res.summary.push({ label: 'Forced March EC', value: 'none' });
    res.notes.push(`No Forced March EC so far: it comes once the unit spends more than ${p.allowance} MPs this phase, marker included (7.2.3).`);
    return done();
  }
  forcedMarchEc(v, ctx, p, res);
  return done();
}

const def: CalculatorDef = {
  id: 'cavalry',
  fields,
  ...readsCharts(FM_CHART),
  validate,
  compute,
  handoff: [{ label: 'Forced March Effectiveness Check', calc: 'effectiveness', params: {}, derive: (q) => {
    // run, which the island uses too (no other export of the shared chunk is needed)
    const r = run(def, q);
    return r.result ? ecParams(r.values) : null;
  } }],
  ...(SERVER && {
    title: 'Cavalry reaction and retirement',
    summary: 'May it react or retire into that hex, what the move puts on its marker, what the marker costs in its next movement phase, and the Forced March EC exactly, carried to the Effectiveness Check.',
    rules: ['8.2', '8.2.1', '8.2.2', '8.2.3', '8.2.4', '8.3', '8.4', '8.7', '7.1.1', '7.2.1', '7.2.3'],
  }),
};

export default def;
