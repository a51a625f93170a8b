/**
 * On To Paris! supply checker (9): yes/no questions about the map, one at a
 * time, that walk the supply check (supply/check.ts) or ask whether one hex
 * blocks a path (supply/blocks.ts). Each question shows only while the answers
 * before it leave the verdict open. The Unit Supply Path lengths are not in
 * our source: they are read from the player's supply-paths chart when entered.
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Step, Values } from '../../../lib/calculator.ts';
import { bool, pick } from '../../../lib/calculator.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { checkSupply, type RailEnd, type Role } from '../supply/check.ts';
import { hexBlocks } from '../supply/blocks.ts';
import { depotLegLength, SUPPLY_PATHS, SUPPLY_PATHS_ID, unitPathLength } from '../supply/lengths.ts';
import type { Line } from '../supply/types.ts';
import { SERVER } from '../../../lib/words.ts';

type Mode = 'movement' | 'combat' | 'hex' | 'block';
const MODES: readonly Mode[] = ['movement', 'combat', 'hex', 'block'];
const G = 'The check';
const P = 'The supply path';
const H = 'The hex';
const S = 'Readings';

// ---------------------------------------------------------------- which question is next
const mode = (v: Values) => pick(v, 'check', MODES);
const yes = (v: Values, k: string) => v[k] === true;
const unitCheck = (v: Values) => mode(v) === 'movement' || mode(v) === 'combat';
/** a unit (or a hex) that traces a Unit Supply Path */
const traces = (v: Values) =>
  mode(v) === 'hex' ||
  (unitCheck(v) && v.who === 'unit' && !(mode(v) === 'movement' && v.mover === 'non-active') && !(mode(v) === 'combat' && v.role === 'attacker' && yes(v, 'out-move')));
const askRail = (v: Values) => traces(v) && !yes(v, 'src');
const askRailEnd = (v: Values) => askRail(v) && yes(v, 'rail');
const askDepot = (v: Values) => askRail(v) && (!yes(v, 'rail') || v['rail-end'] === 'none');
const askDepotPath = (v: Values) => mode(v) === 'combat' && askDepot(v) && yes(v, 'depot');
const askDepotRail = (v: Values) => askDepotPath(v) && v['depot-path'] === 'rail';
const askSpend = (v: Values) => askDepotPath(v) && (v['depot-path'] === 'none' || (v['depot-path'] === 'rail' && v['depot-rail'] === 'none'));
const askRailDepot = (v: Values) => mode(v) === 'combat' && ((askRailEnd(v) && v['rail-end'] === 'depot') || (askDepotRail(v) && v['depot-rail'] === 'depot'));
const gun = (v: Values) => unitCheck(v) && v.who === 'siege-gun';
// the hex questions
const block = (v: Values) => mode(v) === 'block';
const askEnter = (v: Values) => block(v) && !yes(v, 'b-enemy');
const askCity = (v: Values) => askEnter(v) && !yes(v, 'b-enter');
const askCav = (v: Values) => askCity(v) && !yes(v, 'b-city');
const askDefender = (v: Values) => askCav(v) && (!yes(v, 'b-cav') || yes(v, 'b-cav-ok'));
const askEntry = (v: Values) => askDefender(v) && yes(v, 'b-def');
const askBeside = (v: Values) => askEntry(v) && !yes(v, 'b-entry');
const askRailway = (v: Values) => askDefender(v) && (!yes(v, 'b-def') || (!yes(v, 'b-entry') && (!yes(v, 'b-beside') || yes(v, 'b-def-ok'))));
const askFort = (v: Values) => askRailway(v) && yes(v, 'b-railway');

const RAIL_END_OPTIONS = ['source', 'depot', 'none'];
const RAIL_END_WORDS = { source: 'Yes, a Supply Source (not a depot)', depot: 'Only a friendly depot on a rail line hex', none: 'No' };

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'check', default: 'movement', options: ['movement', 'combat', 'hex', 'block'],
    ...(SERVER && {
      label: 'What are you checking?',
      group: G,
      rules: ['9.1', '9.2', '9.3', '9.4.3'],
      choices: { movement: 'Movement Supply: a unit is activated to move', combat: 'Combat Supply: a combat has just been declared', hex: 'A hex: placing a new Army or Corps, a depot or reinforcements there', block: 'One hex: does it block a supply path?' },
    }),
  },
  {
    kind: 'choice', key: 'who', default: 'unit', when: unitCheck, options: ['unit', 'franc-tireur', 'siege-gun'],
    ...(SERVER && {
      label: 'Who is checked?',
      group: G,
      rules: ['9.1', '9.8'],
      choices: { unit: 'An Army, Corps, Cavalry Division or SP', 'franc-tireur': 'A Franc-Tireur SP', 'siege-gun': 'A Siege Gun' },
    }),
  },
  {
    kind: 'choice', key: 'side', default: 'prussian', when: traces, options: ['prussian', 'french'],
    ...(SERVER && {
      label: 'Whose side?',
      group: G,
      rules: ['9.4.4'],
      choices: { prussian: 'Prussian', french: 'French' },
    }),
  },
  {
    kind: 'choice', key: 'status', default: 'empire', when: traces, options: ['empire', 'republic'],
    ...(SERVER && {
      label: 'French government (the path length depends on it)',
      group: G,
      rules: ['9.4.4'],
      choices: { empire: 'The Empire', republic: 'The Republic (the Empire has fallen)' },
    }),
  },
  {
    kind: 'choice', key: 'mover', default: 'active', when: (v) => mode(v) === 'movement' && v.who === 'unit', options: ['active', 'non-active'],
    ...(SERVER && {
      label: 'Whose turn to act is it?',
      group: G,
      rules: ['9.2.1', '9.2.2'],
      choices: { active: 'Mine: I am activating it to move', 'non-active': 'The other player’s: mine is reacting' },
    }),
  },
  {
    kind: 'choice', key: 'role', default: 'attacker', when: (v) => mode(v) === 'combat' && v.who === 'unit', options: ['attacker', 'defender'],
    ...(SERVER && {
      label: 'Attacker or defender?',
      group: G,
      rules: ['9.3'],
      choices: { attacker: 'Attacker', defender: 'Defender' },
    }),
  },
  {
    kind: 'bool', key: 'out-move', default: false, when: (v) => mode(v) === 'combat' && v.who === 'unit' && v.role === 'attacker',
    ...(SERVER && {
      label: 'Was it out of Movement Supply when it was activated this time?',
      group: G,
      rules: ['9.2.1'],
      help: 'A unit that attacks by Reaction was never checked: leave this unticked.',
    }),
  },
  // the Unit Supply Path, then the Railway path, then a depot
  {
    kind: 'bool', key: 'src', default: false, when: traces,
    ...(SERVER && {
      label: 'Within its Unit Supply Path length (see the result), can it reach a Supply Source hex, a friendly Fortress or a city of four or more friendly cities joined by rail?',
      group: P,
      rules: ['9.4.1', '9.4.4'],
      help: 'Do not count the hex it starts in. Go around every blocked hex (ask about a doubtful one with "One hex" above). A depot is the last question.',
    }),
  },
  { kind: 'bool', key: 'rail', default: false, when: askRail, ...(SERVER && { label: 'Within that length, can it reach a friendly-controlled rail line hex?', group: P, rules: ['9.4.4', '9.4.5'] }) },
  {
    kind: 'choice', key: 'rail-end', default: 'source', when: askRailEnd, options: RAIL_END_OPTIONS,
    ...(SERVER && { choices: RAIL_END_WORDS,
      label: 'From there, along friendly-controlled rail hexes only (any distance), does it reach a Supply Source?',
      group: P,
      rules: ['9.4.5'],
      help: 'No enemy Fort(ress) hex on the way, even a besieged one, unless the Prussian Rail Bypass is there.',
    }),
  },
  { kind: 'bool', key: 'depot', default: false, when: askDepot, ...(SERVER && { label: 'Within its Unit Supply Path length, can it reach a friendly Supply Depot?', group: P, rules: ['9.4.1', '9.5'], help: 'A Rail Bypass depot does not count.' }) },
  {
    kind: 'choice', key: 'depot-path', default: 'source', when: askDepotPath, options: ['source', 'rail', 'none'],
    ...(SERVER && {
      label: 'From that depot, in legs of up to three hexes (each leg may end at another depot), where does it get to?',
      group: P,
      rules: ['9.4.6'],
      help: 'Count from the depot’s hex, not counting it, and avoid blocked hexes.',
      choices: { source: 'A Supply Source', rail: 'A friendly rail line hex', none: 'Neither' },
    }),
  },
  { kind: 'choice', key: 'depot-rail', default: 'source', when: askDepotRail, options: RAIL_END_OPTIONS, ...(SERVER && { choices: RAIL_END_WORDS, label: 'From that rail line hex, along friendly-controlled rail only, does it reach a Supply Source?', group: P, rules: ['9.4.5', '9.7'] }) },
  { kind: 'bool', key: 'spend', default: false, when: askSpend, ...(SERVER && { label: 'Use the depot it reached as the source, so that it is eliminated when the combat ends?', group: P, rules: ['9.5.1'] }) },
  {
    kind: 'choice', key: 'rail-depot', default: 'kept', when: askRailDepot, options: ['kept', 'spent'],
    ...(SERVER && {
      label: 'A Railway path that ends at a depot, for Combat Supply',
      group: S,
      rules: ['9.4.5', '9.5.1'],
      ambiguity: '9.4.5 lets a Railway Supply Path end at a depot on a rail line hex for Combat Supply without spending it, while 9.5.1 eliminates a depot that provides Combat Supply. Default: the depot stays (9.4.5 as written).',
      choices: { kept: 'The depot stays (9.4.5)', spent: 'The depot is eliminated after the combat (9.5.1)' },
    }),
  },
  // a Siege Gun
  { kind: 'bool', key: 'gun-rail', default: false, when: gun, ...(SERVER && { label: 'Is the Siege Gun on a rail line hex?', group: P, rules: ['9.8'] }) },
  { kind: 'bool', key: 'gun-path', default: false, when: (v) => gun(v) && yes(v, 'gun-rail'), ...(SERVER && { label: 'From its hex, along friendly-controlled rail only, does it reach a Supply Source?', group: P, rules: ['9.8', '9.4.5'] }) },
  {
    kind: 'bool', key: 'gun-own', default: false, when: (v) => gun(v) && yes(v, 'gun-rail') && yes(v, 'gun-path'),
    ...(SERVER && {
      label: 'For its siege modifier: does it have a rail path of its own to a Supply Source hex, sharing no rail hex with any other Siege Gun’s?',
      group: P,
      rules: ['9.8', '16.2.4'],
    }),
  },
  // one hex
  { kind: 'bool', key: 'b-enemy', default: false, when: block, ...(SERVER && { label: 'Is a non-besieged enemy SP or Formation in it?', group: H, rules: ['9.4.3'], help: 'Enemy Leaders or Siege Guns on their own do not count.' }) },
  { kind: 'bool', key: 'b-enter', default: false, when: askEnter, ...(SERVER && { label: 'Could the tracing unit not enter it, or not cross the hexside into it?', group: H, rules: ['9.4.3'] }) },
  { kind: 'bool', key: 'b-city', default: false, when: askCity, ...(SERVER && { label: 'Does it hold an enemy-controlled city, or an enemy-controlled Fort(ress) that is not besieged?', group: H, rules: ['9.4.3', '10.10'] }) },
  { kind: 'bool', key: 'b-cav', default: false, when: askCav, ...(SERVER && { label: 'Is it in the ZOI of an enemy Cavalry Division?', group: H, rules: ['9.4.3', '6.5'], help: 'Enemy Armies and Corps block only the hexes they stand in, never their ZOIs.' }) },
  { kind: 'bool', key: 'b-cav-ok', default: false, when: (v) => askCav(v) && yes(v, 'b-cav'), ...(SERVER && { label: 'Does it hold something friendly: a city, an SP, a Formation, or a Fort(ress) not under siege?', group: H, rules: ['9.4.3'] }) },
  { kind: 'bool', key: 'b-def', default: false, when: askDefender, ...(SERVER && { label: 'Is this path for a defender’s Combat Supply?', group: H, rules: ['9.4.3'] }) },
  { kind: 'bool', key: 'b-entry', default: false, when: askEntry, ...(SERVER && { label: 'Is it the hex the attacker came from into the defender’s hex?', group: H, rules: ['9.4.3'] }) },
  { kind: 'bool', key: 'b-beside', default: false, when: askBeside, ...(SERVER && { label: 'Is it next to that hex, with the attacker’s ZOI in it just before the attacker moved in?', group: H, rules: ['9.4.3', '6.5'] }) },
  { kind: 'bool', key: 'b-def-ok', default: false, when: (v) => askBeside(v) && yes(v, 'b-beside'), ...(SERVER && { label: 'Does it hold an SP, a Formation, or a Fort(ress) not under siege, of the defender’s side?', group: H, rules: ['9.4.3'] }) },
  { kind: 'bool', key: 'b-railway', default: false, when: askRailway, ...(SERVER && { label: 'Is it on the Railway Supply Path part of the trace?', group: H, rules: ['9.4.5'] }) },
  { kind: 'bool', key: 'b-fort', default: false, when: askFort, ...(SERVER && { label: 'Is an enemy Fort(ress) in it, besieged or not?', group: H, rules: ['9.4.5'] }) },
  { kind: 'bool', key: 'b-bypass', default: false, when: (v) => askFort(v) && yes(v, 'b-fort'), ...(SERVER && { label: 'Is this a Prussian path, with the Prussian Rail Bypass depot in this hex (optional rule)?', group: H, rules: ['9.6', '9.6.2'] }) },
  { kind: 'bool', key: 'b-rail-ok', default: false, when: (v) => askFort(v) && !yes(v, 'b-fort'), ...(SERVER && { label: 'Is it a friendly-controlled rail line hex?', group: H, rules: ['9.4.5', '11.1.2'] }) },
];

const step = (l: Line): Step => ({ label: l.text, value: l.value ?? '', rules: l.rules });
const VERDICT = { in: 'In supply', out: 'Out of supply', 'not-checked': 'Not checked' } as const;

function blockResult(v: Values): CalcResult {
  const r = hexBlocks({
    enemyUnit: yes(v, 'b-enemy'), cannotEnter: yes(v, 'b-enter'), enemyCityOrFort: yes(v, 'b-city'), cavalryZoi: yes(v, 'b-cav'), cavalryCancelled: yes(v, 'b-cav-ok'),
    defender: yes(v, 'b-def'), entryHex: yes(v, 'b-entry'), besideEntryInZoi: yes(v, 'b-beside'), defenderCancels: yes(v, 'b-def-ok'),
    railway: yes(v, 'b-railway'), enemyFort: yes(v, 'b-fort'), railBypass: yes(v, 'b-bypass'), friendlyRail: yes(v, 'b-rail-ok'),
  });
  return {
    summary: [{ label: 'Verdict', value: r.blocks ? 'Blocks the path' : 'Does not block' }],
    steps: r.steps.map(step),
    tables: [],
    actions: [{ title: 'Then', items: [r.blocks ? 'Trace around this hex. If no path of the allowed length avoids it and every other blocked hex, that part of the supply path fails.' : 'Nothing in this hex stops a supply path: count it like any other hex entered.'] }],
  };
}

function compute(v: Values, ctx?: CalcContext): CalcResult {
  if (mode(v) === 'block') return blockResult(v);
  const check = mode(v) as 'movement' | 'combat' | 'hex';
  const side = pick(v, 'side', ['prussian', 'french'] as const);
  const status = pick(v, 'status', ['empire', 'republic'] as const);
  const role: Role = check === 'movement' ? pick(v, 'mover', ['active', 'non-active'] as const) : check === 'combat' ? pick(v, 'role', ['attacker', 'defender'] as const) : 'active';
  const unitPath = unitPathLength(side, status, ctx?.charts?.[SUPPLY_PATHS_ID]);
  const railEnd = (k: string): RailEnd => pick(v, k, ['source', 'depot', 'none'] as const);
  const r = checkSupply({
    check, side, role, unitPath,
    who: pick(v, 'who', ['unit', 'franc-tireur', 'siege-gun'] as const),
    outAtActivation: bool(v, 'out-move'),
    toSource: bool(v, 'src'), toRail: bool(v, 'rail'), railEnd: railEnd('rail-end'), toDepot: bool(v, 'depot'),
    depotPath: pick(v, 'depot-path', ['source', 'rail', 'none'] as const), depotRailEnd: railEnd('depot-rail'), spendDepot: bool(v, 'spend'),
    railDepot: pick(v, 'rail-depot', ['kept', 'spent'] as const),
    gunOnRail: bool(v, 'gun-rail'), gunRailToSource: bool(v, 'gun-path'), gunOwnPath: bool(v, 'gun-own'),
  });
  const summary: NonNullable<CalcResult['summary']> = [{ label: 'Verdict', value: VERDICT[r.verdict] }];
  if (r.depot !== 'none') summary.push({ label: 'Depot', value: r.depot === 'spent' ? 'eliminated after the combat' : 'stays' });
  const steps = r.steps.map(step);
  if (check === 'combat' && askDepotPath(v)) steps.push({ label: 'Supply Depot Path leg', value: `up to ${depotLegLength()} hexes each`, rules: ['9.4.6'] });
  if (r.route.length) steps.push({ label: 'Path used', value: r.route.join(' → '), rules: ['9.7'] });
  const notes: string[] = [];
  if (traces(v)) {
    const who = side === 'prussian' ? 'Prussian' : 'French';
    const gov = status === 'empire' ? 'the Empire' : 'the Republic';
    if (unitPath.hexes === null)
      notes.push(
        `Read your card for the ${who} Unit Supply Path length under ${gov}: the player aid card that lists it is not in our source. Enter it under Charts and the questions count to it. (The 9.4.6 example has a Prussian Army that cannot reach a rail hex more than four hexes away, but does not say which government ruled France.)`,
      );
  }
  return {
    summary,
    steps,
    tables: [],
    actions: [{ title: r.verdict === 'out' ? 'Effects of being out of supply' : 'What follows', items: r.effects.map((e) => `${e.text} (${e.rules.join(', ')})`) }],
    ...(notes.length ? { notes } : {}),
  };
}

const def: CalculatorDef = {
  id: 'supply',
  fields,
  ...readsCharts(SUPPLY_PATHS),
  compute,
  ...(SERVER && {
    title: 'Supply',
    summary: 'Movement or Combat Supply as yes/no questions about the map: the path parts in order, what blocks a hex, whether a depot is used up, and what being out of supply does.',
    rules: ['9.1', '9.2', '9.3', '9.4', '9.4.2', '9.4.3', '9.4.4', '9.4.5', '9.4.6', '9.5.1', '9.7', '9.8'],
  }),
};

export default def;
