/**
 * Nations in Arms supply (6.0-6.2, 5.2.10, 5.3.2, 14.3): the decision
 * procedure of the research notes (5.3), checked against the rulebook, as
 * answers a player gives at the table. The tests come in order; the first that
 * settles the question decides, and every step says what was asked, the answer
 * and the rule. Nothing here looks at a map: the player traces the line, this
 * says which line counts.
 */
import { count } from '../../../lib/guard.ts';
import { oneOf, yesNo } from '../../../lib/answers.ts';

/** One step of the reasoning, or one effect, with the rules it follows. */
export interface Line {
  text: string;
  /** the short answer beside a step ("yes", "not a source"); effects have none */
  value?: string;
  rules: string[];
}

export type Force = 'land' | 'fleet' | 'insurgent';
/** whose line: a major power's own units, an allied minor's units, or an allied major's corps inside another nation's army */
export type Nation = 'major' | 'minor' | 'in-army';
export type Shelter = 'no' | 'besieged' | 'sheltered';
/** where the supply line ends */
export type Source =
  | 'national-fortress'
  | 'capital'
  | 'minor-capital-fort'
  | 'minor-capital-open'
  | 'major-capital'
  | 'harbor-depot'
  | 'besieged-fortress'
  | 'defeated-fortress'
  | 'none';
/** the links on the way: none needed, all on the list of 6.2.1, or one that is not (a train, a besieged fortress, another major's depot or detachment) */
export type Links = 'direct' | 'valid' | 'bad';
/** A3: what the 4 MP of a hop count */
export type MpReading = 'full' | 'no-rivers';

export const FORCES: readonly Force[] = ['land', 'fleet', 'insurgent'];
export const NATIONS: readonly Nation[] = ['major', 'minor', 'in-army'];
export const SHELTERS: readonly Shelter[] = ['no', 'besieged', 'sheltered'];
export const SOURCES: readonly Source[] = [
  'national-fortress', 'capital', 'minor-capital-fort', 'minor-capital-open', 'major-capital', 'harbor-depot', 'besieged-fortress', 'defeated-fortress', 'none',
];
export const LINKS: readonly Links[] = ['direct', 'valid', 'bad'];
export const MP_READINGS: readonly MpReading[] = ['full', 'no-rivers'];
/** the longest hop of a supply line, in movement points (6.2.1) */
export const HOP_MP = 4;

export interface SupplyAnswers {
  force: Force;
  nation: Nation;
  shelter: Shelter;
  /** the fortress value, when inside a fortress */
  level: number;
  /** the combat steps inside the fortress */
  steps: number;
  source: Source;
  /** sea supply: the harbor is linked to another source by sea areas none of which enemy fleets control exclusively */
  seaOpen: boolean;
  /** sea supply: the harbor is blockaded */
  blockaded: boolean;
  links: Links;
  /** every hop is 4 MP or less, counted from the first hex entered */
  hops: boolean;
  /** the line enters no hex that blocks supply */
  clear: boolean;
  mp: MpReading;
}

export type Verdict = 'in' | 'out' | 'part';

export interface SupplyResult {
  verdict: Verdict;
  /** steps supplied and not, inside a fortress (null elsewhere) */
  supplied: number | null;
  unsupplied: number | null;
  /** the step that decided, as shown */
  decidedBy: string;
  /** that test in a few words ("a hop over 4 MP") */
  reason: string;
  steps: Line[];
}

const SOURCE_WORDS: Record<Source, string> = {
  'national-fortress': 'an active, controlled fortress on its national territory',
  capital: "its own country's capital",
  'minor-capital-fort': "an allied minor's capital holding an active fortress",
  'minor-capital-open': "an allied minor's capital with no active fortress (Munich for France)",
  'major-capital': 'the capital of the major power its minor country is allied to',
  'harbor-depot': 'a depot in a controlled harbor (sea supply)',
  'besieged-fortress': 'a besieged fortress',
  'defeated-fortress': 'a fortress of the country its side defeated, during the mandatory peace',
  none: 'nothing on the list',
};
export const sourceWords = (s: Source): string => SOURCE_WORDS[s];

function checked(a: SupplyAnswers): SupplyAnswers {
  oneOf('force', a.force, FORCES);
  oneOf('nation', a.nation, NATIONS);
  oneOf('shelter', a.shelter, SHELTERS);
  oneOf('source', a.source, SOURCES);
  oneOf('links', a.links, LINKS);
  oneOf('mp', a.mp, MP_READINGS);
  for (const k of ['seaOpen', 'blockaded', 'hops', 'clear'] as const) yesNo(k, a[k]);
  count('fortress value', a.level, { min: 1, max: 3 });
  count('steps in the fortress', a.steps, { min: 1, max: 99 });
  return a;
}

/** Whose supply line the force traces, in words (6.2.1). */
export function whoseLine(n: Nation): string {
  if (n === 'in-army') return "the line of the army marker's nation (allied major corps in another nation's army)";
  if (n === 'minor') return "its own line or its allied major's";
  return 'its own line (each major power traces its own)';
}

export function checkSupply(input: SupplyAnswers): SupplyResult {
  const a = checked(input);
  const steps: Line[] = [];
  const say = (text: string, value: string, rules: string[]) => steps.push({ text, value, rules });
  const done = (reason: string, verdict: Verdict, text: string, value: string, rules: string[], supplied: number | null = null, unsupplied: number | null = null): SupplyResult => {
    say(text, value, rules);
    return { verdict, supplied, unsupplied, decidedBy: text, reason, steps };
  };

  // 1. who never lacks supply
  if (a.force === 'fleet') return done('a fleet', 'in', 'A fleet?', 'yes: always in supply', ['6.0']);
  if (a.force === 'insurgent') return done('national insurgents', 'in', 'National insurgents raised by an event?', 'yes: always in supply', ['14.3']);
  say('A fleet or national insurgents (always in supply)?', 'no: trace a line', ['6.0', '14.3']);

  // 2. inside a fortress: the fortress value caps what it supplies
  if (a.shelter !== 'no') {
    const sup = Math.min(a.steps, a.level);
    const un = a.steps - sup;
    const besieged = a.shelter === 'besieged';
    const rules = besieged ? ['6.2'] : ['5.2.10', '6.2'];
    const what = besieged
      ? `Besieged in a fortress of value ${a.level} with ${a.steps} ${a.steps === 1 ? 'step' : 'steps'}: a besieged fortress is neither source nor link, and it supplies as many steps as its value`
      : `Sheltering in a fortress of value ${a.level} with ${a.steps} ${a.steps === 1 ? 'step' : 'steps'}: only as many steps as its value are supplied`;
    return done('the fortress cap', un === 0 ? 'in' : 'part', what, un === 0 ? `all ${sup} supplied` : `${sup} supplied, ${un} not`, rules, sup, un);
  }
  say('Inside a fortress (besieged or sheltering)?', 'no', ['6.2', '5.2.10']);
  say('Whose supply line', whoseLine(a.nation), ['6.2.1']);

  // 3. the end of the line must be a source for this force's nationality
  const src = a.source;
  const srcText = `The line ends at ${SOURCE_WORDS[src]}`;
  if (src === 'none') return done('no source', 'out', 'Can a line reach any supply source listed for it?', 'no source: out of supply', ['6.2']);
  if (src === 'besieged-fortress') return done('not a source', 'out', srcText, 'never a source or a link', ['6.2']);
  if (src === 'defeated-fortress') return done('not a source', 'out', srcText, "neither a source nor a link for the victor", ['13.3']);
  if (src === 'minor-capital-open') return done('not a source', 'out', srcText, 'not a source (only an allied capital with an active fortress is)', ['6.2']);
  if (src === 'major-capital' && a.nation !== 'minor')
    return done('not a source', 'out', srcText, "a source for the minor's own units only", ['6.2']);
  if (src === 'harbor-depot') {
    say(srcText, 'a source if the sea is open', ['6.2.2']);
    if (a.blockaded) return done('a blockade', 'out', 'Is that harbor blockaded?', 'yes: a blockade stops sea supply', ['5.3.2']);
    say('Is that harbor blockaded?', 'no', ['5.3.2']);
    if (!a.seaOpen)
      return done('enemy control of the sea', 'out', 'Does it link to another supply source through sea areas none of which enemy fleets control exclusively (straits do not block)?', 'no: not a source', ['6.2.2']);
    say('Linked to another source by sea areas free of exclusive enemy control?', 'yes: a source', ['6.2.2']);
  } else say(srcText, 'a source', ['6.2']);

  // 4. the links on the way
  if (a.links === 'bad')
    return done(
      'a link not on the list', 'out',
      'A link on the way that is not on the list (a train, a besieged fortress, another major power’s depot or detachment, a defeated country’s fortress during the mandatory peace)?',
      'yes: that line does not count', ['6.2.1', '6.2.2', '6.2', '13.3'],
    );
  say(
    a.links === 'direct' ? 'Links on the way' : 'Every link an allied unbesieged fortress, a reactivated captured fortress, a national fortress, a depot or a detachment?',
    a.links === 'direct' ? 'none needed: the source is one hop away' : 'yes',
    ['6.2.1'],
  );

  // 5. the 4 MP hops
  const mpWords = a.mp === 'full' ? 'every movement cost, unbridged rivers included' : 'terrain costs, river crossings left out';
  if (!a.hops)
    return done('a hop over 4 MP', 'out', `Every hop ${HOP_MP} MP or less, from the first hex entered (${mpWords})?`, 'no: out of supply', ['6.2.1']);
  say(`Every hop ${HOP_MP} MP or less, from the first hex entered (${mpWords})?`, 'yes', ['6.2.1']);

  // 6. what blocks
  if (!a.clear) return done('a blocked hex', 'out', 'Does every such line have to enter a hex that blocks supply?', 'yes: out of supply', ['6.2.1']);
  return done('a clear line', 'in', 'A line of such hops that enters no blocked hex?', 'yes: in supply', ['6.2.1']);
}
