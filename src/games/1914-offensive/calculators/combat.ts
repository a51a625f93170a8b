/**
 * 1914 combat (9-11): strengths to the initial odds, every column shift, the
 * final column with the 9.6.2 extension, the PR DRM on the white die, the
 * Allied doctrine re-roll and Combat Intensity. With the player's CRT column
 * the exact distribution of results; without it the column, the DRM and
 * "read your card", with fields for the printed result so the retreats, SRs
 * and both sides' EC DRMs still follow, and a link to the Effectiveness Check.
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Filling, Values } from '../../../lib/calculator.ts';
import { arrow, bool, num, pick, signed, str, labelled } from '../../../lib/calculator.ts';
import { offeredWhen } from '../../../lib/handoff.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { finalColumn, initialPosition, label, shifts } from '../combat/odds.ts';
import { doctrineReroll, prDrm } from '../combat/roll.ts';
import { applyIntensity, INTENSITY_TEXT, intensityOf, RETREAT_TEXT, type CrtResult, type Retreat } from '../combat/results.ts';
import { ARTILLERY, ARTILLERY_ID, artilleryDrm, CRT, CRT_ID, deLabel, PLUS_ONE_AT_6_1, readColumn } from '../combat/crt.ts';
import { combatStacking } from '../combat/stacking.ts';
import { halfText, halveWithoutAmmo } from '../combat/ammo.ts';
import { SERVER } from '../../../lib/words.ts';

const A = 'Attacker';
const D = 'Defender';
const S = 'Column shifts (9.6.1)';
const RO = 'The roll';
const Y = 'Your CRT result (read your card)';
const RD = 'Readings';
const typed = (v: Values) => v.typed === true;
/**
 * A side's fire on the Artillery Table (10.1): its AV after Ammo halving, and the DRM that gives the
 * enemy against the enemy's division-equivalents (undefined: the cell is in neither our source nor
 * the player's chart; read your card).
 */
function artillery(v: Values, ctx: CalcContext | undefined, to: 'attacker' | 'defender') {
  const [av, avX, de] = to === 'defender' ? ['aav', 'aav-x', 'dde'] : ['dav', 'dav-x', 'ade'];
  const total = halveWithoutAmmo(num(v, av), num(v, avX), ammoOf(v), true);
  return { av: total, drm: artilleryDrm(total, Number(str(v, de)), ctx?.charts?.[ARTILLERY_ID]) };
}
/**
 * The artillery DRM box of a side is asked for only when the table does not give it: otherwise the
 * table's value is used and a box would only invite a second, ignored figure (10.1). Values the
 * fields refuse leave the box shown.
 */
const artilleryAsked = (to: 'attacker' | 'defender') => (v: Values, ctx?: CalcContext) => {
  if (!typed(v)) return false;
  try {
    return !artillery(v, ctx, to).drm;
  } catch {
    return true;
  }
};
const deOptions = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));
const deWords = (max: number) => labelled(deOptions(max), (d) => `${deLabel(Number(d))} DE`);

const fields: FieldSpec[] = [
  { kind: 'int', key: 'as', min: 1, max: 200, default: 12, ...(SERVER && { label: 'Total Attack Strength (after terrain, 9.3; before Ammo halving)', group: A, rules: ['9.3', '9.4'] }) },
  { kind: 'int', key: 'as-x', min: 0, max: 200, default: 0, ...(SERVER && { label: 'Attack Strength of units without Ammo (part of the total; halved here)', group: A, rules: ['9.4'] }) },
  { kind: 'int', key: 'apr', min: 1, max: 6, default: 4, ...(SERVER && { label: 'Highest attacking PR', group: A, rules: ['9.7'] }) },
  { kind: 'choice', key: 'ade', default: '4', options: deOptions(18), ...(SERVER && { choices: deWords(18), label: 'Attacking division-equivalents (for the Artillery Table)', group: A, rules: ['1.1', '10.1'] }) },
  { kind: 'int', key: 'corps', min: 1, max: 4, default: 1, ...(SERVER && { label: 'Corps the attacking units belong to (an Independent stack counts as one)', group: A, rules: ['9.2.2'] }) },
  { kind: 'bool', key: 'armies', default: false, ...(SERVER && { label: 'Attacking units come from two armies', group: A, rules: ['9.2.2'] }) },
  { kind: 'int', key: 'aav', min: 0, max: 60, default: 4, ...(SERVER && { label: 'Attacking AV total (before Ammo halving)', group: A, rules: ['10.1'] }) },
  { kind: 'int', key: 'aav-x', min: 0, max: 60, default: 0, ...(SERVER && { label: 'AV of attacking units without Ammo (part of the total; halved here)', group: A, rules: ['9.4', '10.1'] }) },
  { kind: 'choice', key: 'ahde', default: '4', options: deOptions(18), ...(SERVER && { choices: deWords(18), label: 'Division-equivalents attacking from the largest attacking hex', group: A, rules: ['3.1.2', '9.2.2'] }) },
  { kind: 'int', key: 'ahassets', min: 0, max: 4, default: 0, ...(SERVER && { label: 'Asset units attacking from that hex', group: A, rules: ['3.1.2'] }) },
  { kind: 'bool', key: 'asteep', default: false, ...(SERVER && { label: 'That hex is Steep Mountain, or it attacks across a Steep Mountain hexside', group: A, rules: ['3.1.2'] }) },
  { kind: 'int', key: 'ds', min: 1, max: 200, default: 6, ...(SERVER && { label: 'Total Defence Strength (before Ammo halving)', group: D, rules: ['9.2.4', '9.4'] }) },
  { kind: 'int', key: 'ds-x', min: 0, max: 200, default: 0, ...(SERVER && { label: 'Defence Strength of units without Ammo (part of the total; halved here)', group: D, rules: ['9.4'] }) },
  { kind: 'int', key: 'terrain', min: 0, max: 12, default: 0, ...(SERVER && { label: 'Defensive terrain bonus (the best one, from your TEC; Mountain +4)', group: D, rules: ['9.3'] }) },
  { kind: 'int', key: 'dpr', min: 1, max: 6, default: 4, ...(SERVER && { label: 'Highest defending PR', group: D, rules: ['9.7'] }) },
  { kind: 'bool', key: 'fortress', default: false, ...(SERVER && { label: 'A Fortress is in the defending hex (PR 5, no flank, no Prep shift)', group: D, rules: ['9.7.1', '12.2.1'] }) },
  {
    kind: 'choice', key: 'chasseurs', default: 'none', options: ['none', 'attacker', 'defender'],
    ...(SERVER && {
      label: "Chasseurs d'Alpins in Mountainous terrain (+1 PR)",
      group: D,
      rules: ['9.7.2'],
      choices: { none: 'No', attacker: 'With the French attacker', defender: 'With the French defender' },
    }),
  },
  { kind: 'choice', key: 'dde', default: '4', options: deOptions(9), ...(SERVER && { choices: deWords(9), label: 'Defending division-equivalents (a lone Fortress counts 1)', group: D, rules: ['1.1', '3.1.2', '12.2.1'] }) },
  { kind: 'int', key: 'assets', min: 0, max: 4, default: 0, ...(SERVER && { label: 'Defending Asset units', group: D, rules: ['3.1.2'] }) },
  { kind: 'bool', key: 'steep', default: false, ...(SERVER && { label: 'Steep Mountain terrain (combat limit 1¼ DE)', group: D, rules: ['3.1.2'] }) },
  { kind: 'int', key: 'dav', min: 0, max: 60, default: 4, ...(SERVER && { label: 'Defending AV total (eligible neighbours included; before Ammo halving)', group: D, rules: ['10.1'] }) },
  { kind: 'int', key: 'dav-x', min: 0, max: 60, default: 0, ...(SERVER && { label: 'AV of defending units without Ammo (part of the total; halved here)', group: D, rules: ['9.4', '10.1'] }) },
  { kind: 'bool', key: 'pa', default: false, ...(SERVER && { label: 'Every attacking Combat unit has a PA on this hex (1 right)', group: S, rules: ['7.3', '9.6.1'] }) },
  { kind: 'bool', key: 'flank', default: false, ...(SERVER && { label: 'Defender Flanked (2 right, +1 to its EC)', group: S, rules: ['9.5'] }) },
  { kind: 'int', key: 'prep', min: 0, max: 7, default: 0, ...(SERVER && { label: 'Prep Bombardment column shifts (right)', group: S, rules: ['13.3'] }) },
  {
    kind: 'choice', key: 'ip', default: '0', options: ['0', '1', '2'],
    ...(SERVER && {
      label: 'Defender in an IP (a lone Fortress: its printed IP)',
      group: S,
      rules: ['14.1', '14.5', '12.2.1'],
      choices: { '0': 'No', '1': 'Level 1 (1 left)', '2': 'Level 2 (2 left)' },
    }),
  },
  {
    kind: 'choice', key: 'river', default: 'none', options: ['none', 'great', 'grand'],
    ...(SERVER && {
      label: 'Every attacker attacks across',
      group: S,
      rules: ['9.6.1'],
      choices: { none: 'No such river', great: 'a Great River (1 left)', grand: 'a Grand River (2 left)' },
    }),
  },
  { kind: 'bool', key: 'uphill', default: false, ...(SERVER && { label: 'Attacking up an elevation (1 left)', group: S, rules: ['3.5', '9.6.1'] }) },
  { kind: 'bool', key: 'naval', default: false, ...(SERVER && { label: 'British Naval Support for an Allied defender on the coast (2 left)', group: S, rules: ['21.2'] }) },
  {
    kind: 'choice', key: 'allied', default: 'attacker', options: ['attacker', 'defender'],
    ...(SERVER && {
      label: 'The Allied side',
      group: RO,
      rules: ['21.1'],
      choices: { attacker: 'Attacks', defender: 'Defends' },
    }),
  },
  { kind: 'int', key: 'gt', min: 1, max: 30, default: 6, ...(SERVER && { label: 'Game turn (Inferior Allied Combat Doctrine in GTs 1-5)', group: RO, rules: ['21.1'] }) },
  { kind: 'bool', key: 'ai', default: false, ...(SERVER && { label: 'Attacker declares Intense', group: RO, rules: ['9.8'] }) },
  { kind: 'bool', key: 'di', default: false, ...(SERVER && { label: 'Defender declares Intense', group: RO, rules: ['9.8'] }) },
  {
    kind: 'choice', key: 'rounding', default: 'down', options: ['down', 'up'],
    ...(SERVER && {
      label: 'Rounding the odds',
      group: RD,
      rules: ['9.1.1', '7.4'],
      ambiguity: 'Step e of 9.1.1 rounds the ratio down; both Repulse examples of 7.4 round up (7:2 to 4-1, 7:1 to 8:1). Default: down, as the rule says.',
      choices: { down: 'Down (9.1.1)', up: 'Up, as the Repulse examples do' },
    }),
  },
  {
    kind: 'choice', key: 'ammo', default: 'exact', options: ['exact', 'up', 'down'],
    ...(SERVER && {
      label: 'Halving for lack of Ammo',
      group: RD,
      rules: ['9.4', '10.1'],
      ambiguity: '9.4 halves the strength and AV of units without Ammo but does not say how to round (halved here as one sum per side). Default: keep the half point and let the round-down of the odds do it (combat.mdx at 9.4); the Artillery Table needs a whole AV, so a half AV is then rounded up, as 10.1 does when an escarpment halves AV.',
      choices: { exact: 'Exact (AV rounded up)', up: 'Round up', down: 'Round down' },
    }),
  },
  {
    kind: 'choice', key: 'c61', default: '-1', options: ['-1', '+1'],
    ...(SERVER && {
      label: "Attacker's DRM in the 6:1 cell of the 19.2 example (white 0, black 4)",
      group: RD,
      rules: ['9.9', '19.2'],
      ambiguity: 'The rulebook text we have prints this result "1/+4u": the sign before the 1 is lost. Default −1 (that text drops minus signs and keeps plus signs), as the CRT note of 9.9 says; the other reading is +1.',
      choices: { '-1': '−1/+4❶', '+1': '+1/+4❶' },
    }),
  },
  { kind: 'bool', key: 'typed', default: false, ...(SERVER && { label: 'I have read the result on my card', group: Y, rules: ['9.9.1'] }) },
  { kind: 'bool', key: 'a-e', default: false, when: typed, ...(SERVER && { label: 'Attacker: E (one CE level per Force)', group: Y, rules: ['9.9.2'] }) },
  { kind: 'int', key: 'a-drm', min: -9, max: 9, default: 0, when: typed, ...(SERVER && { label: 'Attacker: EC DRM (+# or −#)', group: Y, rules: ['9.9.2'] }) },
  { kind: 'int', key: 'a-s', min: 0, max: 3, default: 0, when: typed, ...(SERVER && { label: "Attacker: number of s (SRs)", group: Y, rules: ['9.9.3'] }) },
  { kind: 'bool', key: 'd-e', default: false, when: typed, ...(SERVER && { label: 'Defender: E (one CE level per Force)', group: Y, rules: ['9.9.2'] }) },
  { kind: 'int', key: 'd-drm', min: -9, max: 9, default: 0, when: typed, ...(SERVER && { label: 'Defender: EC DRM (+# or −#)', group: Y, rules: ['9.9.2'] }) },
  { kind: 'int', key: 'd-s', min: 0, max: 3, default: 0, when: typed, ...(SERVER && { label: 'Defender: number of s (SRs)', group: Y, rules: ['9.9.3'] }) },
  {
    kind: 'choice', key: 'ret', default: 'none', when: typed, options: (['none', 'b1', 'b2', 'w1'] as Retreat[]),
    ...(SERVER && { choices: labelled((['none', 'b1', 'b2', 'w1'] as Retreat[]), (r) => RETREAT_TEXT[r]),
      label: 'Retreat glyph',
      group: Y,
      rules: ['9.9.2', '9.8'],
      ambiguity: 'The circled symbols are missing from the rulebook text we have. Read here as in 9.8 and the 11.2 example: the "j" of the examples is the white-circled retreat 1, active only in Attacker Intense combat.',
    }),
  },
  { kind: 'int', key: 'ezoc', min: 0, max: 3, default: 0, when: typed, ...(SERVER && { label: 'Defender: enemy ZOC hexes its retreat enters (not negated by a friendly unit)', group: Y, rules: ['11.1.3'] }) },
  { kind: 'bool', key: 'ridge', default: false, when: typed, ...(SERVER && { label: 'Defender: its retreat crosses a Mountain Ridge or Grand River hexside', group: Y, rules: ['11.1.4'] }) },
  { kind: 'int', key: 'short', min: 0, max: 3, default: 0, when: typed, ...(SERVER && { label: 'Defender: hexes of the retreat it cannot make', group: Y, rules: ['11.1.5'] }) },
  { kind: 'bool', key: 'isodem', default: false, when: typed, ...(SERVER && { label: 'Defender: Isolated, and Demoralized (or Demoralized by what this retreat costs)', group: Y, rules: ['11.1.6', '15.5', '6.1.3'] }) },
  { kind: 'int', key: 'art-d', min: -9, max: 9, default: 0, when: artilleryAsked('defender'), ...(SERVER && { label: "Artillery DRM to the defender (attacker's AV; from your card, where the table's cell is not known here)", group: Y, rules: ['10.1'] }) },
  { kind: 'int', key: 'art-a', min: -9, max: 9, default: 0, when: artilleryAsked('attacker'), ...(SERVER && { label: "Artillery DRM to the attacker (defender's AV; from your card, where the table's cell is not known here)", group: Y, rules: ['10.1'] }) },
  { kind: 'int', key: 'prep-e', min: 0, max: 9, default: 0, when: typed, ...(SERVER && { label: 'Prep Bombardment "#E" (+# to the defender\'s EC)', group: Y, rules: ['13.3'] }) },
  { kind: 'int', key: 'prep-s', min: 0, max: 3, default: 0, when: typed, ...(SERVER && { label: 'Prep Bombardment "s" (SRs to the defender)', group: Y, rules: ['13.3'] }) },
];

const ammoOf = (v: Values) => pick(v, 'ammo', ['exact', 'up', 'down'] as const);

function validate(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  const stack = combatStacking(Number(str(v, 'dde')), num(v, 'assets'), bool(v, 'steep'));
  if (stack) e.dde = stack;
  // 3.1.2 limits each attacking hex too: 1¼ DE attacking into or out of Steep Mountain, or across its hexside
  const from = combatStacking(Number(str(v, 'ahde')), num(v, 'ahassets'), bool(v, 'steep') || bool(v, 'asteep'));
  if (from) e.ahde = `From one attacking hex: ${from}`;
  for (const [x, of] of [['as-x', 'as'], ['ds-x', 'ds'], ['aav-x', 'aav'], ['dav-x', 'dav']] as const)
    if (num(v, x) > num(v, of)) e[x] = `This is part of the total above (${num(v, of)}): it cannot be larger.`;
  if (!e['as-x'] && halveWithoutAmmo(num(v, 'as'), num(v, 'as-x'), ammoOf(v)) <= 0) e['as-x'] = 'Halved and rounded down, no Attack Strength is left (9.4).';
  if (!e['ds-x'] && halveWithoutAmmo(num(v, 'ds'), num(v, 'ds-x'), ammoOf(v)) + num(v, 'terrain') <= 0) e['ds-x'] = 'Halved and rounded down, no Defence Strength is left (9.4).';
  if (num(v, 'corps') > 2) e.corps = 'Units of more than two corps never combine: withhold the others (9.2.2).';
  if (bool(v, 'armies')) e.armies = 'Units of different armies never combine (9.2.2).';
  if (bool(v, 'fortress') && bool(v, 'flank')) e.flank = 'A hex with a Fortress cannot be flanked (9.5, 12.2.1).';
  if (bool(v, 'naval') && v.allied !== 'defender') e.naval = 'British Naval Support helps an Allied defender (21.2).';
  return e;
}

const retreatText = (n: number) => (n === 0 ? 'none' : n === 1 ? '1 hex' : `${n} hexes`);
const AMMO_TEXT = { exact: 'kept exact', up: 'rounded up', down: 'rounded down' } as const;

/** The strengths after Ammo halving (9.4), the initial odds and the shifts: what compute shows and the defender's EC link reads. */
function odds(v: Values) {
  const ammo = ammoOf(v);
  const as = halveWithoutAmmo(num(v, 'as'), num(v, 'as-x'), ammo);
  const dsUnits = halveWithoutAmmo(num(v, 'ds'), num(v, 'ds-x'), ammo);
  const ds = dsUnits + num(v, 'terrain');
  const rounding = pick(v, 'rounding', ['down', 'up'] as const);
  const i = initialPosition(as, ds, rounding);
  const sh = shifts({
    pa: bool(v, 'pa'), flanked: bool(v, 'flank'), prep: num(v, 'prep'), ip: Number(str(v, 'ip')) as 0 | 1 | 2,
    river: pick(v, 'river', ['none', 'great', 'grand'] as const), uphill: bool(v, 'uphill'), naval: bool(v, 'naval'), fortress: bool(v, 'fortress'),
  });
  return { ammo, as, dsUnits, ds, rounding, i, sh, f: finalColumn(i, sh.net) };
}

type Odds = ReturnType<typeof odds>;
/** What the steps below fill in, in the order the page shows it. */
type Result = Filling<'summary' | 'actions' | 'notes' | 'assumptions' | 'carry'>;
type Artillery = ReturnType<typeof artillery>['drm'];

/** "X 12, of which 4 without Ammo halved (kept exact)": a total with the part 9.4 halves. */
function halvedText(v: Values, ammo: Odds['ammo'], what: string, total: string, part: string, whole = false) {
  const x = num(v, part);
  return `${what} ${num(v, total)}, of which ${x} without Ammo halved (${whole && ammo === 'exact' && x % 2 ? 'rounded up, as 10.1 does' : AMMO_TEXT[ammo]})`;
}

/** 9.1.1-9.6.2: the strengths after Ammo halving and terrain, the initial odds, every shift and the final column. */
function oddsSteps(v: Values, o: Odds, res: Result) {
  const { as, dsUnits, ds, rounding, i, sh, f } = o;
  const s = res.steps;
  s.push({ label: num(v, 'as-x') ? halvedText(v, o.ammo, 'Attack Strength', 'as', 'as-x') : 'Attack Strength', value: halfText(as), rules: num(v, 'as-x') ? ['9.1.1', '9.4'] : ['9.1.1'] });
  if (num(v, 'ds-x')) s.push({ label: halvedText(v, o.ammo, 'Defence Strength', 'ds', 'ds-x'), value: halfText(dsUnits), rules: ['9.4'] });
  s.push({ label: num(v, 'terrain') ? `Defence Strength ${halfText(dsUnits)} + terrain ${num(v, 'terrain')}` : 'Defence Strength', value: halfText(ds), rules: ['9.3'] });
  s.push({ label: `Initial odds: ${halfText(as)} : ${halfText(ds)}, rounded ${rounding}`, value: label(i), rules: ['9.6', '9.1.1'] });
  for (const l of sh.lines) s.push({ label: l.label, value: l.counted ? arrow(l.shift) : `${arrow(l.shift)} not counted: ${l.why}`, rules: [l.rule] });
  s.push({ label: 'Net shift', value: sh.net === 0 ? '0' : arrow(sh.net), rules: ['9.6.2'] });
  s.push({ label: 'Final odds', value: f.clamped ? `${label(f.position)}: resolved on ${f.column}` : f.column, rules: ['9.6.2', '9.9'] });
}

/** 9.7, 21.1, 9.8 and 10.0: the PR DRM on the white die, the Allied re-roll, Combat Intensity, and no defender EC below 1:4. */
function rollSteps(v: Values, o: Odds, res: Result) {
  const fortress = bool(v, 'fortress');
  const ch = str(v, 'chasseurs');
  const dpr = (fortress ? 5 : num(v, 'dpr')) + (ch === 'defender' ? 1 : 0);
  const apr = num(v, 'apr') + (ch === 'attacker' ? 1 : 0);
  const drm = prDrm(dpr, apr);
  res.steps.push({ label: `PR DRM: defending ${dpr}${fortress ? ' (Fortress)' : ''} − attacking ${apr}`, value: `${signed(drm)} on the white die`, rules: ['9.7', '9.7.1', '9.7.2'] });
  const reroll = doctrineReroll(num(v, 'gt'), pick(v, 'allied', ['attacker', 'defender'] as const));
  if (reroll !== 'none')
    res.steps.push({ label: `GT ${num(v, 'gt')}: Inferior Allied Combat Doctrine`, value: reroll === 'allied-attacker' ? 'black 1: roll both dice again' : 'black 6: roll both dice again', rules: ['21.1'] });
  const intensity = intensityOf(bool(v, 'ai'), bool(v, 'di'));
  res.steps.push({ label: 'Combat Intensity', value: INTENSITY_TEXT[intensity], rules: ['9.8'] });
  const noDefEc = o.f.position < 0;
  if (noDefEc) res.steps.push({ label: 'Odds below 1:4', value: 'the defender takes no EC', rules: ['10.0'] });
  return { drm, reroll, intensity, noDefEc };
}
type Roll = ReturnType<typeof rollSteps>;

/** 10.1: each side's AV (after Ammo halving) against the enemy's division-equivalents on the Artillery Table. */
function artillerySteps(v: Values, ctx: CalcContext | undefined, o: Odds, res: Result) {
  const { av: aav, drm: artD } = artillery(v, ctx, 'defender');
  const { av: dav, drm: artA } = artillery(v, ctx, 'attacker');
  if (num(v, 'aav-x')) res.steps.push({ label: halvedText(v, o.ammo, "Attacker's AV", 'aav', 'aav-x', true), value: String(aav), rules: ['9.4', '10.1'] });
  if (num(v, 'dav-x')) res.steps.push({ label: halvedText(v, o.ammo, "Defender's AV", 'dav', 'dav-x', true), value: String(dav), rules: ['9.4', '10.1'] });
  res.steps.push({ label: `Artillery: attacker's AV ${aav} against ${deLabel(Number(str(v, 'dde')))} DE`, value: artD ? `${artD.text} to the defender` : 'read your card', rules: ['10.1'] });
  res.steps.push({ label: `Artillery: defender's AV ${dav} against ${deLabel(Number(str(v, 'ade')))} DE`, value: artA ? `${artA.text} to the attacker` : 'read your card', rules: ['10.1'] });
  return { artA, artD };
}

/** 9.8: a CRT result with the SRs and the retreat Combat Intensity adds. */
const withIntensity = (r: CrtResult, intensity: Roll['intensity']) => {
  const x = applyIntensity(r, intensity);
  return { retreat: x.retreat, asr: r.attacker.s + x.attackerSr, dsr: r.defender.s + x.defenderSr };
};

/** 9.9: the final column read with the white die's DRM: exact where every cell is known, else "read your card" and the cells known. */
function crtColumn(v: Values, ctx: CalcContext | undefined, o: Odds, roll: Roll, res: Result) {
  const { f } = o;
  const col = readColumn(f.column, roll.drm, roll.reroll, ctx?.charts?.[CRT_ID], v.c61 === '+1' ? PLUS_ONE_AT_6_1 : undefined);
  if (!col.complete) {
    res.summary.push({ label: 'Result', value: 'read your card' });
    res.notes.push(
      `Read your card: column ${f.column}, white die ${signed(roll.drm)}, black die as rolled. ${col.known.length ? `Of the rolls this attack can give, the cells known are ${col.known.map((k) => `white ${k.white}, black ${k.black}: ${k.text}`).join('; ')}.` : 'Our source gives no cell of this column for these rolls.'} Enter your card's column under Charts for the exact distribution, or tick "I have read the result on my card" and type it.`,
    );
    return;
  }
  const rows = col.outcomes.map((c) => {
    const x = withIntensity(c.result, roll.intensity);
    return { cells: [c.text, retreatText(x.retreat), String(x.asr), String(x.dsr), c.prob] as (string | Fraction)[], retreat: x.retreat > 0 };
  });
  res.tables.push({
    title: `CRT column ${f.column}, white die ${signed(roll.drm)}${roll.reroll !== 'none' ? ', with the re-roll' : ''}`,
    caption: `From the cells our source gives and those you entered under Charts, with ${INTENSITY_TEXT[roll.intensity]} applied (9.8). Exact.`,
    columns: [{ label: 'Result' }, { label: 'Defender retreats' }, { label: 'Attacker SRs' }, { label: 'Defender SRs' }, { label: 'Probability', kind: 'prob' }],
    rows: rows.map((r) => ({ cells: r.cells })),
    barColumn: 4,
  });
  res.summary.push({ label: 'Defender retreats', value: rows.filter((r) => r.retreat).reduce((s, r) => s.add(r.cells[4] as Fraction), Fraction.ZERO) });
}

/** 9.9.2: the result the player read on the card, as typed. */
const typedResult = (v: Values): CrtResult => ({
  attacker: { e: bool(v, 'a-e'), drm: num(v, 'a-drm'), s: num(v, 'a-s') },
  defender: { e: bool(v, 'd-e'), drm: num(v, 'd-drm'), s: num(v, 'd-s') },
  retreat: pick<Retreat>(v, 'ret', ['none', 'b1', 'b2', 'w1']),
});

/**
 * 11.1.3-11.1.6: what the CRT retreat costs each defending Force before its EC. The hexes it cannot
 * make are not entered, so no EZOC or ridge is crossed on them (11.1.5); an Isolated, Demoralized Force
 * that cannot make its retreat or must enter an unnegated EZOC surrenders (11.1.6).
 */
function retreatCost(v: Values, retreat: number) {
  const short = Math.min(num(v, 'short'), retreat);
  const moved = retreat - short;
  const ezoc = Math.min(num(v, 'ezoc'), moved);
  const ridge = moved > 0 && bool(v, 'ridge') ? 1 : 0;
  return { short, ezoc, ridge, ce: ezoc + ridge + short, sr: ridge + short, surrenders: bool(v, 'isodem') && (short > 0 || ezoc > 0) };
}

/**
 * 10.0-10.1: both sides' EC DRMs from the typed result: the CRT's, the Artillery Table's where its
 * cell is known (else the one typed), flanking and the Prep Bombardment's #E for the defender.
 */
function ecDrmSteps(v: Values, r: CrtResult, art: { artA: Artillery; artD: Artillery }, noDefEc: boolean, res: Result) {
  const { artA, artD } = art;
  const flank = bool(v, 'flank') && !bool(v, 'fortress') ? 1 : 0;
  const artAUsed = artA ? artA.value : num(v, 'art-a');
  const artDUsed = artD ? artD.value : num(v, 'art-d');
  const aEc = r.attacker.drm + artAUsed;
  const dEc = r.defender.drm + artDUsed + flank + num(v, 'prep-e');
  const artText = (known: Artillery, used: number) => `artillery ${known ? `${known.text}${known.fromTable ? ' (Artillery Table)' : ''}` : `${signed(used)} (typed)`}`;
  res.steps.push({ label: `Attacker's EC DRM: CRT ${signed(r.attacker.drm)}, ${artText(artA, artAUsed)}`, value: signed(aEc), rules: ['10.0', '10.1'] });
  res.steps.push({
    label: `Defender's EC DRM: CRT ${signed(r.defender.drm)}, ${artText(artD, artDUsed)}${flank ? ', flanked +1' : ''}${num(v, 'prep-e') ? `, Prep ${signed(num(v, 'prep-e'))}` : ''}`,
    value: noDefEc ? 'no EC' : signed(dEc),
    rules: ['10.0', '10.1'],
  });
  for (const [known, key, to] of [[artA, 'art-a', 'attacker'], [artD, 'art-d', 'defender']] as const) {
    if (known && num(v, key) !== 0 && num(v, key) !== known.value)
      res.notes.push(`You typed ${signed(num(v, key))} for the artillery DRM to the ${to}; the Artillery Table gives ${known.text}, which is used (10.1).`);
    if (!known && num(v, key) === 0) res.assumptions.push({ text: `no artillery DRM to the ${to}'s EC (the Artillery Table cell is not known)`, field: key });
  }
  res.carry['art-a'] = String(artAUsed);
  res.carry['art-d'] = String(artDUsed);
  return { aEc, dEc };
}

/** 9.9.2-11.2: from the result typed, what each side does, the attacker first (9.9.4). */
function typedActions(v: Values, roll: Roll, art: { artA: Artillery; artD: Artillery }, res: Result) {
  const r = typedResult(v);
  const x = withIntensity(r, roll.intensity);
  const { aEc, dEc } = ecDrmSteps(v, r, art, roll.noDefEc, res);
  const cost = retreatCost(v, x.retreat);
  const prepS = num(v, 'prep-s');
  const dSr = x.dsr + prepS;
  const fortress = bool(v, 'fortress');
  res.summary[2] = { label: 'Defender retreats', value: retreatText(x.retreat) };
  res.actions.push({
    title: 'Attacker (apply first)',
    items: [
      `${x.asr ? `${x.asr} SR${x.asr > 1 ? 's' : ''} (CRT ${r.attacker.s}, Intensity ${x.asr - r.attacker.s}): one unit each, a Formation first (9.9.4).` : 'No SR.'}`,
      ...(r.attacker.e ? ['E: every attacking Force loses one CE level.'] : []),
      `Post-Combat EC at ${signed(aEc)}, one roll per hex (10.0, 10.2).`,
    ],
  });
  res.actions.push({
    title: 'Defender',
    items: [
      x.retreat
        ? `Retreat ${retreatText(x.retreat)}${cost.ce ? `: ${cost.ce} CE level${cost.ce > 1 ? 's' : ''} lost on the way (${cost.ezoc} enemy ZOC, ${cost.ridge} ridge or Grand River, ${cost.short} hex${cost.short === 1 ? '' : 'es'} not made) and ${cost.sr} SR${cost.sr === 1 ? '' : 's'}` : ''}; a Force that cannot retreat may first try a Repulse (7.4, 11.1).`
        : 'No CRT retreat.',
      ...(cost.surrenders ? [`Surrenders: an Isolated, Demoralized Force that ${cost.short ? 'cannot make its whole retreat' : 'must retreat into an enemy ZOC'} is eliminated for good (11.1.6).`] : []),
      ...(fortress && x.retreat ? ['The CRT retreat flips the Fortress unit to its back (11.1.2).'] : []),
      `${dSr ? `${dSr} SR${dSr > 1 ? 's' : ''} (CRT ${r.defender.s}, Intensity ${x.dsr - r.defender.s}${prepS ? `, Prep ${prepS}` : ''}).` : 'No SR.'}`,
      ...(r.defender.e ? ['E: every defending Force loses one CE level.'] : []),
      roll.noDefEc ? 'No EC: the odds were below 1:4 (10.0).' : `Post-Combat EC at ${signed(dEc)} (10.0, 10.2).`,
      'If the hex is vacated, the attacker may advance one hex (11.2).',
    ],
  });
  res.notes.push('The Effectiveness Check links below take these EC DRMs with them; set the CE status there after any CE the retreat cost.');
}

/** What holds whatever the dice: the Artillery Table's absence (10.1), Intensity's limits (9.8, 26.2). */
function closingNotes(v: Values, roll: Roll, artA: Artillery, res: Result) {
  if (Number(str(v, 'ade')) > 0 && !artA) res.notes.push(`The Artillery Table is absent from our source: read your card, or enter it under Charts (${ARTILLERY.title}).`);
  if (roll.intensity === 'defender' || roll.intensity === 'both') res.notes.push('A Fortress defending alone may not declare Intense (9.8).');
  // 26.2 binds them when they attack; as defenders they choose freely (the reading of the note at 9.8)
  if (roll.intensity === 'none' || roll.intensity === 'defender') res.notes.push('Infantry Formations whose army follows a Strategic Plan have to declare Intense when they attack (26.2).');
}

/** The procedure of 9-11 in its order: odds and shifts, the roll's DRM, artillery, the CRT, then the result read. */
function compute(v: Values, ctx?: CalcContext): CalcResult {
  const o = odds(v);
  const res: Result = { summary: [], steps: [], tables: [], actions: [], notes: [], assumptions: [], carry: {} };
  oddsSteps(v, o, res);
  const roll = rollSteps(v, o, res);
  const art = artillerySteps(v, ctx, o, res);
  res.summary.push({ label: 'Column', value: o.f.column }, { label: 'White die DRM', value: signed(roll.drm) });
  crtColumn(v, ctx, o, roll, res);
  if (typed(v)) typedActions(v, roll, art, res);
  else res.notes.push('Once you have read the result on your card, tick "I have read the result" and type it: the retreats, SRs and both EC DRMs follow, and the Effectiveness Check links below take them along.');
  closingNotes(v, roll, art.artA, res);
  return res;
}

const def: CalculatorDef = {
  id: 'combat',
  fields,
  ...readsCharts(CRT, ARTILLERY),
  validate,
  compute,
  handoff: [
    // below 1:4 the defender takes no EC (10.0)
    { label: "Defender's Effectiveness Check", calc: 'effectiveness', params: { 'd-drm': 'crt', 'art-d': 'art', flank: 'flank', 'prep-e': 'prep' }, derive: offeredWhen(() => def, (v) => odds(v).f.position >= 0) },
    { label: "Attacker's Effectiveness Check", calc: 'effectiveness', params: { 'a-drm': 'crt', 'art-a': 'art' } },
  ],
  ...(SERVER && {
    title: 'Combat',
    summary: 'Odds with their rounding and extension, every column shift, the PR DRM, the Allied re-roll and Intensity; your CRT column exactly, or the result you read, carried to both Effectiveness Checks.',
    rules: ['9.1.1', '9.6', '9.6.1', '9.6.2', '9.7', '9.8', '9.9', '10.0', '10.1', '11.1', '21.1'],
  }),
};

export default def;
