/**
 * Nations in Arms supply checker (6.0-6.2): questions a player answers at the
 * table, in the order of the decision procedure (supply/check.ts), or the
 * questions about one hex of a line (supply/blocks.ts). Each question shows
 * only while the answers before it leave the verdict open; the working says
 * which test decided, and an out-of-supply verdict lists what follows.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Step, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, labelled } from '../../../lib/calculator.ts';
import { checkSupply, sourceWords, FORCES, LINKS, MP_READINGS, NATIONS, SHELTERS, SOURCES, type Line, type Source } from '../supply/check.ts';
import { hexBlocks } from '../supply/blocks.ts';
import { outOfSupplyEffects, WHEN_CHECKED } from '../supply/effects.ts';
import { SERVER } from '../../../lib/words.ts';

const G = 'The force';
const sourceLabel = (s: Source) => (s === 'none' ? 'None of these within reach' : sourceWords(s).replace(/^(an?|its|the) /, (m) => m[0]!.toUpperCase() + m.slice(1)));
const L = 'The supply line';
const H = 'The hex';
const R = 'Readings';

const yes = (v: Values, k: string) => v[k] === true;
const hex = (v: Values) => v.check === 'hex';
const land = (v: Values) => !hex(v) && v.force === 'land';
const traces = (v: Values) => land(v) && v.shelter === 'no';
/** the line ends at a source this force may use */
const ends = (v: Values) =>
  traces(v) && (['national-fortress', 'capital', 'minor-capital-fort', 'harbor-depot'].includes(String(v.source)) || (v.source === 'major-capital' && v.nation === 'minor'));
const sea = (v: Values) => ends(v) && v.source === 'harbor-depot';
const seaOk = (v: Values) => !sea(v) || (!yes(v, 'blockaded') && yes(v, 'sea'));
const askLinks = (v: Values) => ends(v) && seaOk(v);
const askHops = (v: Values) => askLinks(v) && v.links !== 'bad';
const askClear = (v: Values) => askHops(v) && yes(v, 'hops');
const zoi = (v: Values) => hex(v) && yes(v, 'b-zoi');
const zoiOpen = (v: Values) => !yes(v, 'b-zoi') || yes(v, 'b-demo') || yes(v, 'b-battle');
const askContact = (v: Values) => hex(v) && zoiOpen(v);
const askLeader = (v: Values) => askContact(v) && !yes(v, 'b-contact');
const askUnits = (v: Values) => askLeader(v) && !yes(v, 'b-leader');
const askFort = (v: Values) => askUnits(v) && !yes(v, 'b-units');
const askTerrain = (v: Values) => askFort(v) && !yes(v, 'b-fort');

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'check', default: 'force', options: ['force', 'hex'],
    ...(SERVER && {
      label: 'What are you checking?',
      group: G,
      rules: ['6.1.1', '6.2', '6.2.1'],
      choices: { force: 'A force: is it in supply?', hex: 'One hex: does it block a supply line?' },
    }),
  },
  {
    kind: 'choice', key: 'force', default: 'land', when: (v) => !hex(v), options: ['land', 'fleet', 'insurgent'],
    ...(SERVER && {
      label: 'What is checked?',
      group: G,
      rules: ['6.0', '14.3', '7.1'],
      help: 'Our reading: guerrillas trace supply like any land force. 7.1 says they never check supply, but it sits in the attrition rules and most likely means attrition (an open point of our source).',
      choices: { land: 'A land force', fleet: 'A fleet', insurgent: 'National insurgents (from an event)' },
    }),
  },
  {
    kind: 'choice', key: 'nation', default: 'major', when: land, options: ['major', 'minor', 'in-army'],
    ...(SERVER && {
      label: 'Whose units?',
      group: G,
      rules: ['6.2', '6.2.1'],
      choices: { major: "A major power's own units", minor: "An allied minor country's units", 'in-army': "An allied major's corps inside another nation's army (use the army marker's nation)" },
    }),
  },
  {
    kind: 'choice', key: 'shelter', default: 'no', when: land, options: ['no', 'besieged', 'sheltered'],
    ...(SERVER && {
      label: 'Is it inside a fortress?',
      group: G,
      rules: ['6.2', '5.2.10'],
      choices: { no: 'No', besieged: 'Yes, besieged', sheltered: 'Yes, sheltering in a fortress that is not besieged' },
    }),
  },
  { kind: 'int', key: 'level', min: 1, max: 3, default: 2, when: (v) => land(v) && v.shelter !== 'no', ...(SERVER && { label: 'Fortress value (1 to 3, as printed)', group: G, rules: ['6.2'] }) },
  { kind: 'int', key: 'steps', min: 1, max: 99, default: 3, when: (v) => land(v) && v.shelter !== 'no', ...(SERVER && { label: 'Combat steps inside it (not counting the fortress points)', group: G, rules: ['6.2'] }) },
  {
    kind: 'choice', key: 'source', default: 'capital', when: traces, options: SOURCES,
    ...(SERVER && { choices: labelled(SOURCES, (s) => sourceLabel(s)),
      label: 'Where can a line from it end?',
      group: L,
      rules: ['6.2', '6.2.2'],
      help: 'Pick the best the map offers: a line counts only if it ends at a source of the force’s nation.',
    }),
  },
  { kind: 'bool', key: 'blockaded', default: false, when: sea, ...(SERVER && { label: 'Is that harbor blockaded by enemy fleets?', group: L, rules: ['5.3.2'] }) },
  {
    kind: 'bool', key: 'sea', default: true, when: (v) => sea(v) && !yes(v, 'blockaded'),
    ...(SERVER && {
      label: 'Does the harbor link to another supply source through sea areas none of which enemy fleets control exclusively?',
      group: L,
      rules: ['6.2.2'],
      help: 'Straits do not block; a harbor under siege still counts.',
    }),
  },
  {
    kind: 'choice', key: 'links', default: 'direct', when: askLinks, options: ['direct', 'valid', 'bad'],
    ...(SERVER && {
      label: 'The links between the force and that source',
      group: L,
      rules: ['6.2.1', '6.2.2', '13.3'],
      help: 'In a mandatory peace only the victor’s own detachments and depots link across the defeated country; in a mandatory alliance its fortresses link too.',
      choices: { direct: 'None: the source itself is within 4 MP', valid: 'Each is an allied unbesieged fortress, a reactivated captured fortress, a national fortress, or a depot or detachment of its own line', bad: 'One is something else (a train, a besieged fortress, another major’s depot or detachment, a defeated country’s fortress in the mandatory peace)' },
    }),
  },
  {
    kind: 'bool', key: 'hops', default: true, when: askHops,
    ...(SERVER && {
      label: 'Is every hop (force to link, link to link, link to source) 4 MP or less?',
      group: L,
      rules: ['6.2.1'],
      help: 'Count from the first hex entered to the link or source; the hex the force stands in does not count.',
    }),
  },
  {
    kind: 'bool', key: 'clear', default: true, when: askClear,
    ...(SERVER && {
      label: 'Does such a line avoid every hex that blocks supply?',
      group: L,
      rules: ['6.2.1'],
      help: 'Ask about a doubtful hex with “One hex” above.',
    }),
  },
  {
    kind: 'choice', key: 'mp', default: 'full', when: askHops, options: ['full', 'no-rivers'],
    ...(SERVER && {
      label: 'What a hop’s 4 MP count',
      group: R,
      rules: ['6.2.1', '5.2.10'],
      ambiguity: 'The rulebook measures supply links in movement points without saying whether every cost counts, unbridged rivers (+2, +1 with engineers) included; its pontoon clause for supply suggests rivers count. Default: every movement cost (notes A3).',
      choices: { full: 'Every movement cost, rivers included', 'no-rivers': 'Terrain costs only, river crossings left out' },
    }),
  },
  // one hex
  { kind: 'bool', key: 'b-zoi', default: false, when: hex, ...(SERVER && { label: 'Is it inside an enemy army\'s area of influence?', group: H, rules: ['6.2.1'], help: 'Friendly units or a friendly fortress there do not help.' }) },
  { kind: 'bool', key: 'b-demo', default: false, when: zoi, ...(SERVER && { label: 'Is that army demoralized?', group: H, rules: ['8.3.4'] }) },
  { kind: 'bool', key: 'b-battle', default: false, when: (v) => zoi(v) && !yes(v, 'b-demo'), ...(SERVER && { label: 'Is that army in a battle hex?', group: H, rules: ['6.2.1'] }) },
  { kind: 'bool', key: 'b-contact', default: false, when: askContact, ...(SERVER && { label: 'Is it in the contact area of an enemy army?', group: H, rules: ['6.2.1'] }) },
  { kind: 'bool', key: 'b-leader', default: false, when: askLeader, ...(SERVER && { label: 'Is it the main contact hex of an enemy leader without an army (not one of the two beside it)?', group: H, rules: ['6.2.1'] }) },
  { kind: 'bool', key: 'b-units', default: false, when: askUnits, ...(SERVER && { label: 'Are enemy combat units, guerrillas, cossacks or a depot in it?', group: H, rules: ['6.2.1'] }) },
  { kind: 'bool', key: 'b-fort', default: false, when: askFort, ...(SERVER && { label: 'Is an enemy fortress in it that is not besieged?', group: H, rules: ['6.2.1'] }) },
  { kind: 'bool', key: 'b-terrain', default: false, when: askTerrain, ...(SERVER && { label: 'Is it terrain the line may not enter?', group: H, rules: ['6.2.1'] }) },
];

const step = (l: Line): Step => ({ label: l.text, value: l.value ?? '', rules: l.rules });
const VERDICT = { in: 'In supply', out: 'Out of supply', part: 'Partly in supply' } as const;

function hexResult(v: Values): CalcResult {
  const r = hexBlocks({
    zoi: yes(v, 'b-zoi'), zoiDemoralized: yes(v, 'b-demo'), zoiBattle: yes(v, 'b-battle'), contact: yes(v, 'b-contact'),
    leaderContact: yes(v, 'b-leader'), enemyUnits: yes(v, 'b-units'), enemyFortress: yes(v, 'b-fort'), forbidden: yes(v, 'b-terrain'),
  });
  return {
    summary: [{ label: 'Verdict', value: r.blocks ? 'Blocks the line' : 'Does not block' }],
    steps: r.steps.map(step),
    tables: [],
    actions: [{
      title: 'Then',
      items: [r.blocks ? 'Trace around this hex; if no line of hops of at most 4 MP avoids it and every other blocked hex, the force is out of supply.' : 'Count this hex’s movement cost like any other hex entered.'],
    }],
  };
}

function compute(v: Values): CalcResult {
  if (hex(v)) return hexResult(v);
  const r = checkSupply({
    force: pick(v, 'force', FORCES), nation: pick(v, 'nation', NATIONS), shelter: pick(v, 'shelter', SHELTERS),
    level: num(v, 'level'), steps: num(v, 'steps'), source: pick(v, 'source', SOURCES),
    seaOpen: bool(v, 'sea'), blockaded: bool(v, 'blockaded'), links: pick(v, 'links', LINKS),
    hops: bool(v, 'hops'), clear: bool(v, 'clear'), mp: pick(v, 'mp', MP_READINGS),
  });
  const summary: NonNullable<CalcResult['summary']> = [{ label: 'Verdict', value: VERDICT[r.verdict] }];
  if (r.supplied !== null) summary.push({ label: 'Steps supplied', value: `${r.supplied} of ${r.supplied + r.unsupplied!}` });
  summary.push({ label: 'Decided by', value: `${r.reason} (${r.steps[r.steps.length - 1]!.rules.join(', ')})` });
  const steps = r.steps.map(step);
  steps.push({ label: 'Verdict', value: VERDICT[r.verdict], rules: r.steps[r.steps.length - 1]!.rules });
  const actions: NonNullable<CalcResult['actions']> = [];
  if (r.verdict !== 'in')
    actions.push({
      title: r.verdict === 'part' ? `Effects on the ${r.unsupplied} unsupplied ${r.unsupplied === 1 ? 'step' : 'steps'}` : 'Effects of being out of supply',
      items: outOfSupplyEffects(v.shelter !== 'no').map((e) => `${e.text} (${e.rules.join(', ')})`),
    });
  else actions.push({ title: 'In supply', items: ['No out-of-supply effect until supply is next checked.'] });
  actions.push({ title: 'Next check', items: [`${WHEN_CHECKED.text} (${WHEN_CHECKED.rules.join(', ')})`] });
  const notes =
    v.shelter === 'sheltered' && r.verdict === 'part'
      ? ['5.2.10 and 6.2 say only as many steps as the fortress value are supplied by it and the rest check attrition; whether those other steps could still trace a line of their own to another source, the rulebook does not say.']
      : [];
  return { summary, steps, tables: [], actions, ...(notes.length ? { notes } : {}) };
}

const def: CalculatorDef = {
  id: 'supply',
  fields,
  compute,
  ...(SERVER && {
    title: 'Supply',
    summary: 'Is a force in supply? The sources for its nation, the links, the 4 MP hops, what blocks a line and the fortress cap, with the test that decided and what being out of supply does.',
    rules: ['6.0', '6.1.1', '6.1.2', '6.2', '6.2.1', '6.2.2', '5.3.2', '13.3', '14.3'],
  }),
};

export default def;
