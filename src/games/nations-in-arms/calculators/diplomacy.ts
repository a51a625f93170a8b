/**
 * Nations in Arms diplomacy dice: minor countries (11.2.3), unplayed major
 * powers (11.2.4), breaking a mandatory alliance (13.3), Spanish instability
 * (14.4.1, targets from the chart, the lost 1808 target shown for every
 * possible value), Turkish instability (14.2) and the length of a mandatory
 * peace (13.3).
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed, labelled } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { chanceWords, neededWords, rollAgainst, twoD6 } from '../../../lib/target-roll.ts';
import { mandatoryPeaceLengths, peaceEnds, SEASONS } from '../diplomacy/peace.ts';
import { DIPLOMACY_TARGET, majorDrm, minorDrm, spainDrm, spanishTarget, SPANISH_YEARS, TURKISH_FACES, total, type Line, type PriorWar, type SpanishYear } from '../diplomacy/checks.ts';
import { SERVER } from '../../../lib/words.ts';

const KINDS = ['minor', 'major', 'alliance', 'spain', 'turkey', 'peace'] as const;
type Kind = (typeof KINDS)[number];
const is = (...ks: Kind[]) => (v: Values) => ks.includes(v.kind as Kind);
const C = 'Check';
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const D = 'Modifiers';

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'kind', default: 'minor', options: ['minor', 'major', 'alliance', 'spain', 'turkey', 'peace'],
    ...(SERVER && {
      label: 'Check',
      group: C,
      rules: ['11.2.3', '11.2.4', '13.3', '14.4.1', '14.2'],
      choices: { minor: 'Minor country (11.2.3)', major: 'Unplayed major power (11.2.4)', alliance: 'Breaking a mandatory alliance (13.3)', spain: 'Spanish instability (14.4.1)', turkey: 'Turkish instability after a succession (14.2)', peace: 'Length of a mandatory peace (13.3)' },
    }),
  },
  {
    kind: 'choice', key: 'season', default: 'winter', when: is('peace'), options: SEASONS,
    ...(SERVER && { choices: labelled(SEASONS, (s) => cap(s)),
      label: 'Season of the defeat',
      group: C,
      rules: ['13.3'],
    }),
  },
  { kind: 'int', key: 'political', min: -5, max: 5, default: 0, when: is('minor'), ...(SERVER && { label: 'Political bonus of the minor for your power (your Diplomacy Modifiers chart)', group: D, rules: ['11.2.3'] }) },
  { kind: 'int', key: 'bribes', min: 0, max: 2, default: 0, when: is('minor'), ...(SERVER && { label: 'DRM bought with bribes (£2 per +1, at most +2)', group: D, rules: ['11.2.3'] }) },
  { kind: 'bool', key: 'after', default: false, when: is('minor'), ...(SERVER && { label: 'Another power already changed a minor\'s status this phase', group: D, rules: ['11.2.2'] }) },
  { kind: 'bool', key: 'cs', default: false, when: is('minor'), ...(SERVER && { label: 'Coalition check on a French ally in the Continental System (not a satellite)', group: D, rules: ['11.2.2', '12.2.3'] }) },
  { kind: 'int', key: 'french', min: 0, max: 30, default: 0, when: (v) => v.kind === 'minor' && v.cs === true, ...(SERVER && { label: 'French steps in that minor', group: D, rules: ['11.2.2'] }) },
  { kind: 'int', key: 'national', min: -5, max: 5, default: 0, when: is('major', 'alliance'), ...(SERVER && { label: 'National modifier (your Diplomacy Modifiers chart)', group: D, rules: ['11.2.4'] }) },
  {
    kind: 'choice', key: 'war', default: 'none', when: is('major', 'alliance'), options: ['none', 'won', 'lost'],
    ...(SERVER && {
      label: 'A prior war between your bloc and this power',
      group: D,
      rules: ['11.2.4'],
      choices: { none: 'None', won: 'Your bloc defeated it (-1)', lost: 'It defeated your bloc (+1)' },
    }),
  },
  { kind: 'int', key: 'money', min: 0, max: 2, default: 0, when: is('major', 'alliance'), ...(SERVER && { label: 'DRM bought with money (£4 per +1, at most +2)', group: D, rules: ['11.2.4'] }) },
  {
    kind: 'int', key: 'subsidy', min: 0, max: 2, default: 0, when: is('spain'),
    ...(SERVER && {
      label: 'DRM bought with subsidies (£4 per +1, at most +2: inferred, not stated in 14.4.1)',
      group: D,
      rules: ['14.4.1', '11.2.4'],
      help: 'The rate and the cap are those of 11.2.4; the Spanish rule itself only shows £8 buying +2 in its example.',
    }),
  },
  { kind: 'bool', key: 'defeat', default: false, when: is('alliance'), ...(SERVER && { label: 'The conqueror suffered a major defeat in the previous turn', group: D, rules: ['13.3'] }) },
  { kind: 'int', key: 'years', min: 0, max: 20, default: 0, when: is('alliance'), ...(SERVER && { label: 'Full years since the mandatory alliance began', group: D, rules: ['13.3'] }) },
  {
    kind: 'choice', key: 'year', default: '1807', when: is('spain'), options: SPANISH_YEARS,
    ...(SERVER && {
      choices: { '1804': '1804 or earlier', later: 'The year from which the target is 7 (the year is lost in our source)', '1808': '1808 (target lost in our source)' },
      label: 'Year',
      group: C,
      rules: ['14.4.1'],
    }),
  },
  { kind: 'int', key: 'steps', min: 0, max: 40, default: 0, when: is('spain'), ...(SERVER && { label: "Combat steps of Spain's ally on Spanish national territory", group: D, rules: ['14.4.1'] }) },
];

const AFTER: Record<Exclude<Kind, 'turkey' | 'peace'>, { yes: string; no: string }> = {
  minor: { yes: "The minor's marker moves one box toward your power (enemy ally, neutral, your ally). Final statuses are known only after the last roll of the phase.", no: 'No change.' },
  major: { yes: 'The power becomes your ally, is locked in that status (events, the mandatory alliance and the Spanish and Turkish instabilities apart) and declares war on the other bloc at once.', no: 'No change; the money is spent anyway.' },
  alliance: { yes: 'The power changes sides. The former conqueror\'s units in its territory take the fortress in their hex (a siege starts if the enemy qualifies) or move to an adjacent hex; where there is no fortress, the weaker side is destroyed and the stronger loses as many steps.', no: 'The mandatory alliance holds.' },
  spain: { yes: 'Spain joins the checking bloc. If steps or fleets of the former ally are on Spanish territory, a Liberation War begins.', no: 'Spain stays with its ally; the money is spent anyway.' },
};

function report(kind: Exclude<Kind, 'turkey' | 'peace'>, lines: Line[], target: number, res: CalcResult): void {
  for (const l of lines) res.steps.push({ label: l.label, value: signed(l.value), rules: [l.rule] });
  const net = total(lines);
  const r = rollAgainst(twoD6, target, net);
  res.steps.push({ label: 'Net DRM', value: signed(net) });
  res.steps.push({ label: `Needed: 2D6 ${signed(net)} of ${target} or more`, value: neededWords(r, '2D6') });
  res.steps.push({ label: 'Chance', value: chanceWords(r) });
  res.summary = [{ label: 'Succeeds', value: r.chance }, { label: 'Natural roll', value: r.sure ? 'any' : r.impossible ? 'none' : `${r.natural}+` }];
  res.actions = [{ title: 'On a success', items: [AFTER[kind].yes] }, { title: 'On a failure', items: [AFTER[kind].no] }];
}

/** 14.2: Turkey's instability: after a succession, 1D6 may take it out of its war. */
function turkey(res: CalcResult) {
  const p = new Fraction(TURKISH_FACES.length, 6);
  res.summary = [{ label: 'Turkey leaves its war', value: p }];
  res.steps.push({ label: 'In the diplomacy phase after a succession, roll 1D6', value: `${TURKISH_FACES.join(', ')}: Turkey reverts to neutral`, rules: ['14.2'] });
  res.steps.push({ label: 'Successions', value: 'Mustafa IV in Spring 1807, Mahmut II in Summer 1808 (Selim III until 1806)', rules: ['14.2'] });
  res.actions = [{ title: 'If Turkey leaves its war', items: ['Its units go home and its feudals disband; the provinces it conquered return to their former owners (conquered or reinstated minors stay as they are); with a Turkish player, its alliances break.'] }];
}

/** 13.3: a mandatory peace lasts 2D6 turns, at least 6, from the turn after the defeat. */
function peace(v: Values, res: CalcResult) {
  const season = pick(v, 'season', SEASONS);
  const lengths = mandatoryPeaceLengths();
  const end = (t: number) => { const e = peaceEnds(season, t); return `${cap(e.season)}, ${e.years ? `${e.years} year${e.years > 1 ? 's' : ''} on` : 'same year'}`; };
  res.summary = [{ label: 'The minimum, 6 turns', value: lengths[0]!.chance }];
  res.steps.push({ label: 'Turns of mandatory peace', value: '2D6, at least 6', rules: ['13.3'] });
  res.steps.push({ label: 'Counted from', value: 'the turn after the defeat (the rulebook example: Winter, a 9, to the end of Spring)', rules: ['13.3'] });
  res.tables.push({
    title: 'Length of the peace',
    caption: 'Exact over the 36 rolls of 2D6. Its last turn is the one in the third column; no war between the two before its end.',
    columns: [{ label: '2D6' }, { label: 'Turns' }, { label: 'Last turn of the peace' }, { label: 'Probability', kind: 'prob' }],
    rows: lengths.map((l) => ({ cells: [l.rolls, String(l.turns), end(l.turns), l.chance] })),
    barColumn: 3,
  });
  res.notes = ['A victor who took the peace condition "a third die" (only after a continuation of war) rolls 3D6 instead; not computed here.'];
}

/** 11.2.3: a diplomacy check on a minor country: political points, bribes and the Continental System. */
function minor(v: Values, res: CalcResult) {
  report('minor', minorDrm({ political: num(v, 'political'), bribes: num(v, 'bribes'), afterChange: bool(v, 'after'), continentalAlly: bool(v, 'cs'), frenchSteps: bool(v, 'cs') ? num(v, 'french') : 0 }), DIPLOMACY_TARGET, res);
  res.notes = ['One free attempt per player or bloc each turn (in 2-player games also one each for allied Prussia, Austria and Russia); an embassy buys one more for £4. A satellite is immune to Coalition checks.'];
}

/** 11.2.4: a check on an unplayed major power, or to break a mandatory alliance (its conqueror defeated, the years it has lasted). */
function major(v: Values, kind: 'major' | 'alliance', res: CalcResult) {
  const lines = majorDrm({
    national: num(v, 'national'), priorWar: pick(v, 'war', ['none', 'won', 'lost'] as const) as PriorWar, money: num(v, 'money'),
    ...(kind === 'alliance' ? { conquerorDefeated: bool(v, 'defeat'), fullYears: num(v, 'years') } : {}),
  });
  report(kind, lines, DIPLOMACY_TARGET, res);
  res.notes = ['Each attempt costs £4 (an embassy for another attempt costs £4 more). In 2-player games France checks first, then Britain.'];
}

/** 14.4.1: Spanish instability: its target by year (none before 1805; 1808's lost in our source), allied steps and subsidies. */
function spain(v: Values, res: CalcResult) {
  const year = pick(v, 'year', SPANISH_YEARS) as SpanishYear;
  const target = spanishTarget(year);
  const lines = spainDrm({ alliedSteps: num(v, 'steps'), money: num(v, 'subsidy') });
  res.notes = ['Inferred, not stated in 14.4.1: subsidies buy +1 per £4, at most +2, the rate of 11.2.4. The Spanish rule only shows £8 buying +2 in its example, and does not say whether the attempt also costs £4.'];
  if (target === 'none') {
    res.summary = [{ label: 'Succeeds', value: 'no check allowed' }];
    res.steps.push({ label: 'Before 1805', value: 'no Spanish instability check', rules: ['14.4.1'] });
    return;
  }
  if (target === undefined) return spain1808(lines, res);
  res.steps.push({ label: `Target in ${year === 'later' ? 'that year' : year}`, value: `${target} or more`, rules: ['14.4.1'] });
  report('spain', lines, target, res);
}

/** 14.4.1 in 1808, whose target our source lost: the chance for each target it may be. */
function spain1808(lines: Line[], res: CalcResult) {
  const net = total(lines);
  for (const l of lines) res.steps.push({ label: l.label, value: signed(l.value), rules: [l.rule] });
  res.steps.push({ label: 'Net DRM', value: signed(net) });
  res.steps.push({ label: 'Target for 1808', value: 'lost in our source; 11 or less (the Summer 1808 example succeeds with 11)', rules: ['14.4.1'] });
  res.summary = [{ label: 'Target', value: 'read your rulebook' }];
  res.tables.push({
    title: `2D6 ${signed(net)}: the chance for each possible 1808 target`,
    caption: 'The 1808 target did not survive in our source: find yours on the line of your target.',
    columns: [{ label: 'Target' }, { label: 'Natural roll' }, { label: 'Probability', kind: 'prob' }],
    rows: Array.from({ length: 5 }, (_, i) => 7 + i).map((t) => {
      const r = rollAgainst(twoD6, t, net);
      return { cells: [`${t} or more`, r.sure ? 'any' : r.impossible ? 'none' : `${r.natural}+`, r.chance] };
    }),
    barColumn: 2,
  });
  res.actions = [{ title: 'On a success', items: [AFTER.spain.yes] }, { title: 'On a failure', items: [AFTER.spain.no] }];
}

/** The check chosen (11.2.3, 11.2.4, 13.3, 14.2, 14.4.1). */
function compute(v: Values): CalcResult {
  const kind = pick(v, 'kind', KINDS);
  const res: CalcResult = { steps: [], tables: [] };
  if (kind === 'turkey') turkey(res);
  else if (kind === 'peace') peace(v, res);
  else if (kind === 'minor') minor(v, res);
  else if (kind === 'major' || kind === 'alliance') major(v, kind, res);
  else spain(v, res);
  return res;
}

const def: CalculatorDef = {
  id: 'diplomacy',
  fields,
  compute,
  ...(SERVER && {
    title: 'Diplomacy and instability',
    summary: 'Diplomacy checks on minors and unplayed majors (2D6 of 12 with bribes and caps), breaking a mandatory alliance, Spanish and Turkish instability: every DRM and the exact chance; and how long a mandatory peace lasts.',
    rules: ['11.2.3', '11.2.4', '13.3', '14.4.1', '14.2'],
  }),
};

export default def;
