/**
 * 1914 Effectiveness Check (6.2, 10, 7.2.3, 7.4): for any CEL and DRM the exact
 * pass chance, the margin bands, and what each does: the CE status after a
 * post-combat EC (ladder to D2, SRs, retreats, the CI and Demoralized
 * retreats), a lone Asset or Fortress, a Forced March (the player's Forced
 * March chart when entered) and both sides of a Repulse.
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Filling, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed, str, labelled } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { bandChances, passChance } from '../effectiveness/check.ts';
import type { AssetState, Readings } from '../effectiveness/post-combat.ts';
import { assetResult, FORTRESS_CEL, formationOutcomes, group, REPULSE_TARGET_DRM, repulseResult } from '../effectiveness/post-combat.ts';
import { celOf, STATUS_KEYS, statusLabel } from '../effectiveness/ladder.ts';
import { FM_CHART, FM_ID, FM_MPS, fmOutcomes } from '../effectiveness/forced-march.ts';
import { SERVER } from '../../../lib/words.ts';

const MODES = ['post-combat', 'forced-march', 'repulse-target', 'repulse-failed'] as const;
type Mode = (typeof MODES)[number];
const UNITS = ['formation', 'asset', 'fortress'] as const;
const C = 'The check';
const U = 'The Force';
const D = 'Post-combat DRMs (10.0)';
const R = 'Readings';
const post = (v: Values) => v.mode === 'post-combat';
const formation = (v: Values) => v.unit === 'formation';

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'mode', default: 'post-combat', options: ['post-combat', 'forced-march', 'repulse-target', 'repulse-failed'],
    ...(SERVER && {
      label: 'Which check',
      group: C,
      rules: ['6.2', '10.2', '7.2.3', '7.4'],
      choices: { 'post-combat': 'Post-Combat EC (after a combat)', 'forced-march': 'Forced March EC (end of the move)', 'repulse-target': 'Repulse: the repulsed Force (+1)', 'repulse-failed': 'Repulse: the repulsing Force after a failure (no DRM)' },
    }),
  },
  {
    kind: 'choice', key: 'unit', default: 'formation', options: ['formation', 'asset', 'fortress'],
    ...(SERVER && {
      label: 'Who tests',
      group: U,
      rules: ['6.0', '5.5.2', '12.2.1'],
      choices: { formation: 'A Formation (with any Assets attached)', asset: 'An Asset unit, or two, with no Formation', fortress: 'A Fortress alone (no Combat unit with it)' },
    }),
  },
  { kind: 'int', key: 'base', min: 2, max: 12, default: 10, when: formation, ...(SERVER && { label: 'Base CE (on the Attachment marker)', group: U, rules: ['6.1', '2.8'] }) },
  {
    kind: 'choice', key: 'status', default: '0', when: formation, options: STATUS_KEYS,
    ...(SERVER && { choices: labelled(STATUS_KEYS, (_, i) => i === 0 ? 'Full (no marker)' : `${statusLabel(i)}${i >= 3 ? ' (CEL Base − 3)' : ''}`),
      label: 'CE Status now',
      group: U,
      rules: ['6.1.4'],
    }),
  },
  { kind: 'int', key: 'ce', min: 2, max: 12, default: 9, when: (v) => v.unit === 'asset', ...(SERVER && { label: "Asset's printed Base CE (it never changes)", group: U, rules: ['5.5.2'] }) },
  {
    kind: 'choice', key: 'side', default: 'full', when: (v) => v.unit === 'asset', options: ['full', 'reduced', 'no-back'],
    ...(SERVER && {
      label: 'Its strength side',
      group: U,
      rules: ['5.5.2'],
      choices: { full: 'Full strength, with a reduced side', reduced: 'Already reduced', 'no-back': 'Full strength, no reduced side' },
    }),
  },
  {
    kind: 'choice', key: 'type', default: 'infantry', when: (v) => v.mode === 'forced-march', options: ['infantry', 'cavalry'],
    ...(SERVER && {
      label: 'Unit type (Forced March chart column)',
      group: U,
      rules: ['7.2.4'],
      choices: { infantry: 'Infantry', cavalry: 'Cavalry' },
    }),
  },
  { kind: 'int', key: 'crt', min: -9, max: 9, default: 0, when: post, ...(SERVER && { label: "CRT EC DRM (this side's +# or −#)", group: D, rules: ['9.9.2', '10.0'] }) },
  { kind: 'int', key: 'art', min: -9, max: 9, default: 0, when: post, ...(SERVER && { label: "Artillery DRM (from the enemy's AV, 10.1)", group: D, rules: ['10.1'] }) },
  { kind: 'bool', key: 'flank', default: false, when: post, ...(SERVER && { label: 'Defender Flanked (+1)', group: D, rules: ['9.5'] }) },
  { kind: 'int', key: 'prep', min: 0, max: 9, default: 0, when: post, ...(SERVER && { label: 'Prep Bombardment "#E" on the defender (+#)', group: D, rules: ['13.3'] }) },
  { kind: 'int', key: 'fm', min: 1, max: FM_MPS.cavalry, default: 3, when: (v) => v.mode === 'forced-march', ...(SERVER && { label: 'Forced March MPs spent (+1 each; infantry up to 3, cavalry up to 7)', group: C, rules: ['7.2.1', '7.2.3'] }) },
  {
    kind: 'choice', key: 'beyond', default: 'sr', when: (v) => post(v) && formation(v), options: ['sr', 'ignore'],
    ...(SERVER && {
      label: 'A reduction past D2',
      group: R,
      rules: ['6.1.3', '10.2'],
      ambiguity: '6.1.3 says reductions past D2 are ignored; 10.2 says a post-combat reduction that cannot be taken becomes a Strength Reduction. Default: the SR of 10.2, the more specific rule.',
      choices: { sr: 'Becomes an SR (10.2)', ignore: 'Is ignored (6.1.3)' },
    }),
  },
  {
    kind: 'choice', key: 'ci', default: '1', when: (v) => post(v) && formation(v), options: ['1', '2'],
    ...(SERVER && {
      label: 'Retreat for a CI unit',
      group: R,
      rules: ['10.2'],
      ambiguity: 'The CI and Demoralized retreat column is on the absent card. Both 10.2 examples give 2 hexes for becoming Demoralized; the CI distance is not printed. Default: 1 hex (the rule names CI first and "one or two" in that order).',
      choices: { '1': '1 hex', '2': '2 hexes' },
    }),
  },
  {
    kind: 'choice', key: 'already', default: 'retreats', when: (v) => post(v) && formation(v), options: ['retreats', 'stays'],
    ...(SERVER && {
      label: 'A unit already CI or Demoralized that passes',
      group: R,
      rules: ['10.2'],
      ambiguity: 'A unit that was CI or Demoralized "prior to" the EC retreats; the rule does not say whether it does when it passes. Default: it does, as the wording reads.',
      choices: { retreats: 'Still retreats', stays: 'Does not retreat' },
    }),
  },
  {
    kind: 'choice', key: 'asset-sr', default: 'once', when: (v) => v.unit === 'asset' && v.mode !== 'forced-march', options: ['once', 'per-level'],
    ...(SERVER && {
      label: 'SRs for a lone Asset',
      group: R,
      rules: ['5.5.2'],
      ambiguity: 'A lone Asset that must reduce its CEL "takes a Strength Reduction instead"; whether a loss of two or three levels is one SR or one per level is not said. Default: one SR for the failure (plus the SR of a 10+ failure).',
      choices: { once: 'One SR for the failure', 'per-level': 'One SR per CEL level' },
    }),
  },
];

function validate(v: Values): Record<string, string> {
  if (v.unit === 'fortress' && v.mode !== 'post-combat') return { unit: 'A Fortress tests only after a combat (12.2.1).' };
  // 7.2.1: a Forced March gives infantry up to 3 MPs a phase, cavalry up to 7 (a cavalry marker past that stays put at +7, 8.2.4)
  const most = FM_MPS[v.type === 'cavalry' ? 'cavalry' : 'infantry'];
  if (v.mode === 'forced-march' && num(v, 'fm') > most) return { fm: `A Forced March gives ${v.type === 'cavalry' ? 'cavalry' : 'infantry'} at most ${most} MPs a phase (7.2.1): enter 1 to ${most}.` };
  if (v.unit === 'fortress' && bool(v, 'flank')) return { flank: 'A hex with a Fortress cannot be flanked (9.5, 12.2.1).' };
  return {};
}

const rollsText = (r: number[]) => (r.length === 0 ? '–' : r.length === 1 ? String(r[0]) : `${r[0]}-${r[r.length - 1]}`);
const hexes = (n: number) => (n === 0 ? 'none' : n === 1 ? '1 hex' : `${n} hexes`);
const sum = (xs: Fraction[]) => xs.reduce((a, b) => a.add(b), Fraction.ZERO);

type Unit = (typeof UNITS)[number];
/** What the steps below fill in, in the order the page shows it. */
type Result = Filling<'summary' | 'notes'>;
/** The Force checked and the check: what every step below reads. */
interface Check {
  mode: Mode;
  unit: Unit;
  /** the Formation's rung on the CE status ladder (0: full) */
  step: number;
  cel: number;
  drm: number;
  pass: Fraction;
}
const PROB = { label: 'Probability', kind: 'prob' as const };
const shown = (rows: { cells: (string | Fraction)[]; emphasis?: boolean }[]) => rows.filter((r) => !(r.cells[r.cells.length - 1] as Fraction).isZero());

/** 6.1.2, 5.5.2, 12.2.1: the CEL the roll is compared with: a Formation's Base less its status, an Asset's printed CE, a Fortress's own. */
function celStep(v: Values, unit: Unit, step: number, res: Result): number {
  const cel = unit === 'formation' ? celOf(num(v, 'base'), step) : unit === 'asset' ? num(v, 'ce') : FORTRESS_CEL;
  if (unit === 'formation') res.steps.push({ label: `CEL: Base ${num(v, 'base')} − status ${statusLabel(step)}`, value: String(cel), rules: ['6.1.2'] });
  else if (unit === 'asset') res.steps.push({ label: "CEL: the Asset's printed Base CE", value: String(cel), rules: ['5.5.2'] });
  else res.steps.push({ label: 'CEL of a Fortress alone', value: String(cel), rules: ['12.2.1'] });
  return cel;
}

/** The check's DRM: after a combat the CRT's, artillery, flank and Prep #E (10.0); +1 a Forced March MP (7.2.3); +1 when repulsed (7.4). */
function drmSteps(v: Values, mode: Mode, res: Result): number {
  let drm = 0;
  if (mode === 'post-combat') {
    const lines: [string, number, string][] = [
      ['CRT EC DRM', num(v, 'crt'), '9.9.2'],
      ['Artillery DRM', num(v, 'art'), '10.1'],
      ['Flanked', bool(v, 'flank') ? 1 : 0, '9.5'],
      ['Prep Bombardment #E', num(v, 'prep'), '13.3'],
    ];
    for (const [l, x, r] of lines) if (x !== 0) res.steps.push({ label: l, value: signed(x), rules: [r] });
    drm = lines.reduce((s, l) => s + l[1], 0);
  } else if (mode === 'forced-march') {
    drm = num(v, 'fm');
    res.steps.push({ label: `${drm} Forced March MP${drm === 1 ? '' : 's'}, +1 each`, value: signed(drm), rules: ['7.2.3'] });
  } else if (mode === 'repulse-target') {
    drm = REPULSE_TARGET_DRM;
    res.steps.push({ label: 'Repulsed Force', value: signed(drm), rules: ['7.4'] });
  }
  res.steps.push({ label: 'Net DRM', value: signed(drm), rules: ['6.2.1'] });
  return drm;
}

/** 6.2.1: the roll that passes, and the bands of the failing margin (10.2; a Repulse failure is one band, 7.4). */
function passSteps(c: Check, res: Result) {
  const need = c.cel - c.drm;
  res.steps.push({ label: 'Passes on 2d6 of', value: need >= 12 ? 'any roll' : need < 2 ? 'no roll' : `${need} or less`, rules: ['6.2.1'] });
  res.summary.push({ label: 'Passes', value: c.pass });
  if (c.mode === 'forced-march') return;
  res.tables.push({
    title: 'Margin of failure (modified roll − CEL)',
    caption: c.mode === 'post-combat' ? 'The bands of the EC Failure Results (10.2). Exact, over 36 rolls.' : 'A Repulse failure costs one CEL whatever the margin (7.4). Exact, over 36 rolls.',
    columns: [{ label: 'Result' }, { label: '2d6 rolls' }, PROB],
    rows: bandChances(c.cel, c.drm).map((b) => ({ cells: [b.label, rollsText(b.rolls), b.prob] })),
    barColumn: 2,
  });
}

/** 12.2.1 b: a failed EC flips a Fortress alone to its back, whatever the margin. */
function fortressAfter(c: Check, res: Result) {
  res.summary.push({ label: 'Flips to its back', value: Fraction.ONE.sub(c.pass) });
  res.notes.push('A failed EC flips the Fortress to its back side, whatever the margin (12.2.1 b); the rule does not say what a Fortress already on its back does.');
}

/** 5.5.2: a lone Asset never loses CEL: the loss is an SR, which flips it or, reduced already, eliminates it. */
function assetAfter(v: Values, c: Check, res: Result) {
  const assetState = pick<AssetState>(v, 'side', ['full', 'reduced', 'no-back']);
  const perLevel = str(v, 'asset-sr') === 'per-level';
  const o = group(c.drm, c.cel, (m) => (c.mode === 'post-combat' ? assetResult(assetState, m, perLevel) : m >= 1 ? { sr: 1, fate: assetState === 'full' ? ('flipped' as const) : ('eliminated' as const), retreat: 0 } : { sr: 0, fate: 'holds' as const, retreat: 0 }), (r) => `${r.fate}|${r.retreat}`);
  res.tables.push({
    title: 'The Asset after the check',
    caption: 'Its CEL never changes: a CEL loss becomes an SR, which flips it, or eliminates it if already reduced or with no reduced side (5.5.2). An eliminated Asset never returns.',
    columns: [{ label: 'Result' }, { label: 'Retreat' }, PROB],
    rows: shown(o.map((x) => ({ cells: [x.result.fate === 'holds' ? 'Holds' : x.result.fate === 'flipped' ? 'Flipped (1 SR)' : 'Eliminated', hexes(x.result.retreat), x.prob] }))),
    barColumn: 2,
  });
  res.summary.push({ label: 'Eliminated', value: sum(o.filter((x) => x.result.fate === 'eliminated').map((x) => x.prob)) });
}

/** 10.2: a Formation after a post-combat EC: its status, SRs and retreat, with the CI and Demoralized retreats as read. */
function formationAfterCombat(v: Values, c: Check, res: Result) {
  const readings: Readings = { beyond: pick(v, 'beyond', ['sr', 'ignore'] as const), ciRetreat: str(v, 'ci') === '2' ? 2 : 1, passedRetreats: str(v, 'already') !== 'stays' };
  const o = formationOutcomes(c.cel, c.step, c.drm, readings).sort((a, b) => a.result.step - b.result.step || a.result.sr - b.result.sr || a.result.retreat - b.result.retreat);
  res.tables.push({
    title: 'The Formation after the check',
    caption: 'Status, Strength Reductions and the hexes it retreats (the margin retreat plus any CI or Demoralized retreat). Exact.',
    columns: [{ label: 'CE Status' }, { label: 'SR' }, { label: 'Retreat' }, PROB],
    rows: o.map((x) => ({ cells: [statusLabel(x.result.step), String(x.result.sr), hexes(x.result.retreat), x.prob], emphasis: x.result.step >= 4 })),
    barColumn: 3,
  });
  res.summary.push({ label: 'Retreats', value: sum(o.filter((x) => x.result.retreat > 0).map((x) => x.prob)) });
  res.summary.push({ label: 'CI or worse', value: sum(o.filter((x) => x.result.step >= 4).map((x) => x.prob)) });
  res.notes.push(`CI retreat read as ${hexes(readings.ciRetreat)}; Demoralized is 2 hexes (10.2 examples). Retreats through enemy ZOCs cost more CE (11.1.3).`);
  if (o.some((x) => x.result.retreat > 0)) res.notes.push('In a Fortress hex: if every Combat unit there retreats after failed ECs, the Fortress flips to its back side (11.1.2).');
}

/** 7.2.4: each failing margin of a Forced March on the Forced March Results Table (ours where known, the player's where entered). */
function forcedMarchAfter(v: Values, ctx: CalcContext | undefined, c: Check, res: Result) {
  const type = pick(v, 'type', ['infantry', 'cavalry'] as const);
  const fmo = fmOutcomes(c.cel, c.drm, type, ctx?.charts?.[FM_ID], c.unit === 'formation' ? c.step : undefined);
  const missing = fmo.missing;
  res.tables.push({
    title: `Forced March Results Table, ${type} column`,
    caption: `Each failing margin with the ${FM_CHART.title} cell: ours where known, yours where entered under Charts, else read your card (7.2.4).`,
    columns: [{ label: 'Margin' }, { label: '2d6 rolls' }, { label: 'Result' }, PROB],
    rows: fmo.rows.map((x) => ({ cells: [x.margin < 1 ? 'Pass' : `Failed by ${x.margin}`, rollsText(x.rolls), x.margin < 1 ? 'no effect' : x.cell ? x.cell.text : 'read your card', x.prob] })),
    barColumn: 3,
  });
  if (missing === 0 && c.unit === 'formation')
    res.tables.push({
      title: 'The Formation after the Forced March',
      caption: 'From your chart cells; past D2 a reduction is ignored (6.1.3).',
      columns: [{ label: 'Status and effects' }, PROB],
      rows: (fmo.after ?? []).map(([k, p]) => ({ cells: [k, p] })),
      barColumn: 1,
    });
  else if (missing > 0) res.notes.push(`Our source lacks the Forced March Results Table: ${missing} failing margin${missing === 1 ? '' : 's'} of this check must be read from your card, or entered under Charts for the exact outcome.`);
  if (c.unit === 'asset') res.notes.push('A lone Asset takes any CEL loss as an SR (5.5.2); an excess may eliminate it (7.2.4).');
  res.notes.push('A LOC Cavalry unit that fails a Forced March EC is eliminated (8.7).');
}

/** 7.4: a Formation in a Repulse: a failure costs one CEL, nothing more. */
function repulseAfter(c: Check, res: Result) {
  const o = group(c.drm, c.cel, (m) => repulseResult(c.step, m).step, String);
  res.tables.push({
    title: 'The Formation after the check',
    caption: 'A failure costs one CEL and nothing more; past D2 it is ignored (7.4, 6.1.3).',
    columns: [{ label: 'CE Status' }, PROB],
    rows: o.map((x) => ({ cells: [statusLabel(x.result), x.prob] })),
    barColumn: 1,
  });
}

/** What the check does to the Force: by who is checked, then by which check. */
function after(v: Values, ctx: CalcContext | undefined, c: Check, res: Result) {
  if (c.unit === 'fortress') fortressAfter(c, res);
  else if (c.unit === 'asset' && c.mode !== 'forced-march') assetAfter(v, c, res);
  else if (c.mode === 'post-combat') formationAfterCombat(v, c, res);
  else if (c.mode === 'forced-march') forcedMarchAfter(v, ctx, c, res);
  else repulseAfter(c, res);
}

/** The check in its order: the CEL, the DRM, the roll that passes, then what follows (6.2.1, 10.2, 7.2.4, 7.4). */
function compute(v: Values, ctx?: CalcContext): CalcResult {
  const res: Result = { summary: [], steps: [], tables: [], notes: [] };
  const mode = pick<Mode>(v, 'mode', MODES);
  const unit = pick(v, 'unit', UNITS);
  const step = STATUS_KEYS.indexOf(pick(v, 'status', STATUS_KEYS));
  const cel = celStep(v, unit, step, res);
  const drm = drmSteps(v, mode, res);
  const c: Check = { mode, unit, step, cel, drm, pass: passChance(cel, drm) };
  passSteps(c, res);
  after(v, ctx, c, res);
  res.summary.splice(1, 0, { label: 'Fails', value: Fraction.ONE.sub(c.pass) });
  if (mode === 'repulse-target') res.notes.push('A successful Repulse also moves the repulsed stack back 2 hexes (a Fortress flips instead), whatever its EC (7.4).');
  if (mode === 'post-combat') res.notes.push('One 2d6 roll per hex: every Force in the hex compares the same roll with its own CEL (10.0). The defender takes no EC at odds below 1:4.');
  return { summary: res.summary.slice(0, 3), steps: res.steps, tables: res.tables, notes: res.notes };
}

const def: CalculatorDef = {
  id: 'effectiveness',
  fields,
  ...readsCharts(FM_CHART),
  validate,
  compute,
  ...(SERVER && {
    title: 'Effectiveness Check',
    summary: 'Any CEL and DRM: the exact pass chance, the failure margins and the CE status, SRs and retreats they bring, for post-combat, Forced March and Repulse checks, lone Assets and Fortresses.',
    rules: ['6.2', '6.2.1', '6.1.4', '10.0', '10.2', '7.2.3', '7.2.4', '7.4', '5.5.2', '12.2.1'],
  }),
};

export default def;
