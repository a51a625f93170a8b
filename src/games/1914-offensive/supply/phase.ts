/**
 * 1914 Supply Phase (15.4) as a walk of answers about the map, in the
 * rulebook's order: (1) the army Depot's LOC, (2) the Corps Train, (3) the
 * Force's sources (15.1, 15.2, 15.3) and, when none reaches it, Isolation
 * (15.5: a path, however long, to a friendly operational RR hex, or a Port for
 * the Allies, through at most six enemy-controlled hexes), (4) the CEL
 * penalty (supply/penalty.ts) and (5) the markers coming off. Every step says
 * what was asked, the answer and the rule.
 */
import type { Step, Working } from '../../../lib/calculator.ts';
import { count } from '../../../lib/guard.ts';
import { oneOf, yesNo } from '../../../lib/answers.ts';

export type Side = 'allied' | 'german';
/** who the Force is, for the sources it may use (15.2, 5.5.1) */
export type ForceKind = 'corps' | 'independent' | 'cavalry' | 'asset';
/** a place or a rule that supplies the Force by itself */
export type Local = 'none' | 'fortress' | 'port' | 'paris' | 'samson';
/** the army Depot at step 1: a valid LOC, or displaced to get one (and flipped) */
export type DepotState = 'loc' | 'displaced';
/** the Corps Train(s) the Force may use, at step 2: one with its own LOC, one inside its Depot's range, or none */
export type TrainState = 'loc' | 'depot' | 'none';
/** can a supply unit trace to the Force: within its Normal range, only when flipped to Extended, or not at all */
export type Reach = 'normal' | 'extended' | 'no';
export type Verdict = 'full' | 'out' | 'isolated';

export const SIDES: readonly Side[] = ['allied', 'german'];
export const FORCES: readonly ForceKind[] = ['corps', 'independent', 'cavalry', 'asset'];
export const LOCALS: readonly Local[] = ['none', 'fortress', 'port', 'paris', 'samson'];
export const DEPOT_STATES: readonly DepotState[] = ['loc', 'displaced'];
export const TRAIN_STATES: readonly TrainState[] = ['loc', 'depot', 'none'];
export const REACHES: readonly Reach[] = ['normal', 'extended', 'no'];
/** Isolation: the most enemy-controlled hexes the path may pass through (15.5) */
export const ISOLATION_ENEMY_HEXES = 6;
/** the supply range of a friendly operational RR line, in hexes (15.1) */
export const RR_RANGE = 5;

export interface PhaseAnswers {
  side: Side;
  force: ForceKind;
  depot: DepotState;
  train: TrainState;
  local: Local;
  /** the army Depot (or its Secondary Depot) traces a supply line to the Force */
  fromDepot: Reach;
  /** a Corps Train the Force may use, one in supply at step 2, traces to it */
  fromTrain: Reach;
  /** within 5 hexes of a friendly operational RR hex, by a path that may carry supply */
  fromRail: boolean;
  /** Isolation: some path, however long, to a friendly operational RR (or Allied Port) hex avoids enemy units and uncovered EZOCs */
  escape: boolean;
  /** the fewest enemy-controlled hexes such a path passes through */
  enemyHexes: number;
}

export interface PhaseResult {
  verdict: Verdict;
  /** what supplied the Force, when it is in Full Supply */
  source?: string;
  /** supply units flipped to Extended by this phase */
  extended: string[];
  steps: Step[];
  /** what the player does, in order */
  actions: string[];
}

/** May this Force draw on a Corps Train at all (15.2; a lone Asset: any Corps Train in its AoA, 5.5.1)? */
export const usesTrain = (f: ForceKind): boolean => f !== 'independent';
/** Which Corps Trains step 2 asks about for this Force: its corps' own; for cavalry, any of its army's (15.2 with 5.3: never another army's); for a lone Asset, any in its army's AoA (5.5.1). */
export const trainsOf = (f: ForceKind): string =>
  f === 'corps' ? 'its corps’ Corps Train' : f === 'asset' ? 'any Corps Train in its army’s AoA' : 'any Corps Train of its army';
const TRAIN_RULES: Record<ForceKind, string[]> = { corps: ['15.2'], independent: ['15.2'], cavalry: ['15.2', '5.3'], asset: ['15.2', '5.5.1'] };

function checked(a: PhaseAnswers): PhaseAnswers {
  oneOf('side', a.side, SIDES);
  oneOf('force', a.force, FORCES);
  oneOf('depot', a.depot, DEPOT_STATES);
  oneOf('train', a.train, TRAIN_STATES);
  oneOf('local', a.local, LOCALS);
  oneOf('fromDepot', a.fromDepot, REACHES);
  oneOf('fromTrain', a.fromTrain, REACHES);
  yesNo('fromRail', a.fromRail);
  yesNo('escape', a.escape);
  count('enemy-controlled hexes', a.enemyHexes, { max: 99 });
  if (a.side === 'german' && (a.local === 'port' || a.local === 'paris' || a.local === 'samson'))
    throw new RangeError(`local must be none or fortress for a German Force, not ${a.local}`);
  return a;
}

const LOCAL_TEXT: Record<Exclude<Local, 'none'>, [string, string[]]> = {
  fortress: ['Inside a Fortified Camp with a Fortress unit showing a supply symbol', ['15.1']],
  port: ['An Allied unit in a Port hex', ['15.1']],
  paris: ['A French unit inside the Paris Garrison Area (the Paris Depot is always active)', ['22.2', '15.1']],
  samson: ['Samson: a valid supply path of any length reaches a French Port hex', ['23.2']],
};

/** What the steps below fill in: the lines shown, what the player does, and the supply units flipped to Extended. */
type PhaseWorking = Working & { extended: string[] };

/** 15.4 step 1: does the army Depot have a valid LOC? If not, it is displaced (15.6.2) and flipped to Extended. */
function depotStep(a: PhaseAnswers, w: PhaseWorking) {
  if (a.depot === 'loc') return w.say('1. Does the army Depot have a valid LOC (its RR hex, friendly operational RR up to a friendly map edge or an Army Base, no uncovered EZOC)?', 'yes', ['15.4', '15.0']);
  w.say('1. Does the army Depot have a valid LOC?', 'no: displace it', ['15.4', '15.6.2']);
  w.actions.push('Displace the Depot (15.4 names a procedure whose number is lost; we read it as the displacement of 15.6.2): place it on a friendly operational RR hex where it has a valid LOC, flipped to its Extended side (its range grows, its Ammo is limited and recorded until your next Supply Phase).');
  w.extended.push('Depot');
}

/**
 * 15.4 step 2: the Corps Trains this Force may use (its corps' own, or for cavalry and Assets any of its army's,
 * 15.2, 5.3; a lone Asset: its AoA's, 5.5.1), each a supply source with a LOC or inside its Depot's range.
 */
function trainStep(a: PhaseAnswers, w: PhaseWorking) {
  const train = usesTrain(a.force);
  const trains = trainsOf(a.force);
  if (!train) w.say('2. The Corps Train: this Force may not use one (an Independent Formation that is not cavalry)', 'Depot, RR line or a place only', ['15.2']);
  else if (a.train === 'loc') w.say(`2. Does ${trains} have a valid LOC?`, 'yes: a supply source', ['15.4', '15.1', ...TRAIN_RULES[a.force]]);
  else if (a.train === 'depot') w.say(`2. No LOC, but is ${trains} in Full Supply (inside its army Depot’s supply range)?`, 'yes: a supply source', ['15.4', '15.1', ...TRAIN_RULES[a.force]]);
  else {
    w.say(`2. Does ${trains} have a valid LOC or lie inside its Depot’s supply range?`, 'neither: Out of Supply, it supplies no one', ['15.4', ...TRAIN_RULES[a.force]]);
    w.actions.push(`Put an Out of Supply marker on ${a.force === 'corps' ? 'the Corps Train' : 'each such Corps Train'}: it is no supply source this phase.`);
  }
  return { train, trains };
}

/**
 * 15.4 step 3 (15.1-15.3): the Force's supply source: a place that supplies it, the army Depot, a Corps Train
 * (either on its Extended side if the player flips it) or an RR line. The verdict when one reaches it, else null.
 */
function sourceStep(a: PhaseAnswers, w: PhaseWorking, train: boolean, trains: string): PhaseResult | null {
  const { say, actions, extended } = w;
  const full = (source: string, label: string, value: string, rules: string[]): PhaseResult => {
    say(label, value, rules);
    say('4. Penalty', 'none: Full Supply', ['15.4']);
    actions.push('Remove every Out of Supply/Isolation marker (step 5).');
    return { verdict: 'full', source, extended, steps: w.steps, actions };
  };
  if (a.local !== 'none') {
    const [text, rules] = LOCAL_TEXT[a.local];
    return full(text, `3. ${text}?`, 'yes: Full Supply', rules);
  }
  const reach = (r: Reach, who: string, flip: string[]) => {
    if (r === 'extended' && !flip.every((f) => extended.includes(f))) {
      for (const f of flip) if (!extended.includes(f)) extended.push(f);
      actions.push(`Flip the ${flip.join(' and the ')} to Extended (voluntary, in your Supply Phase): it stays flipped until your next Supply Phase${flip.includes('Depot') ? '; the primary and Secondary Depot flip together' : ''}.`);
    }
    return `${who}${r === 'extended' ? ' (flipped to its Extended side)' : ''}`;
  };
  if (a.fromDepot !== 'no')
    return full(reach(a.fromDepot, 'the army Depot', ['Depot']), '3a. Can the army Depot (or its Secondary Depot) trace a supply line to it within range, each hex counting one?', a.fromDepot === 'normal' ? 'yes' : 'yes, on its Extended side', ['15.1', '15.2', '15.3']);
  say('3a. Can the army Depot (or its Secondary Depot) trace to it within range?', 'no', ['15.1', '15.3']);
  if (train && a.train !== 'none') {
    if (a.fromTrain !== 'no')
      return full(reach(a.fromTrain, 'a Corps Train', ['Corps Train']), `3b. Can ${trains}, one in supply, trace to it within range?`, a.fromTrain === 'normal' ? 'yes' : 'yes, on its Extended side', ['15.3', ...TRAIN_RULES[a.force]]);
    say(`3b. Can ${trains}, one in supply, trace to it within range?`, 'no', ['15.3', ...TRAIN_RULES[a.force]]);
  }
  if (a.fromRail) return full('a friendly operational RR line', `3c. Is it within ${RR_RANGE} hexes of a friendly operational RR hex?`, 'yes', ['15.1', '15.3']);
  say(`3c. Is it within ${RR_RANGE} hexes of a friendly operational RR hex?`, 'no: Out of Supply', ['15.1', '15.4']);
  return null;
}

/** 15.5: out of supply, is the Force also Isolated (no escape path, or one through too many enemy-controlled hexes)? */
function isolationStep(a: PhaseAnswers, w: PhaseWorking): PhaseResult {
  const target = a.side === 'allied' ? 'a friendly operational RR hex or a Port hex' : 'a friendly operational RR hex';
  let isolated: boolean;
  if (!a.escape) {
    w.say(`3d. Isolation: a path of any length to ${target}, avoiding enemy units and EZOC hexes neither friendly-occupied nor in a friendly ZOC (its own ZOC counts here)?`, 'none: Isolated', ['15.5']);
    isolated = true;
  } else {
    w.say(`3d. Isolation: a path of any length to ${target}, avoiding enemy units and uncovered EZOCs (its own ZOC counts)?`, 'yes', ['15.5']);
    isolated = a.enemyHexes > ISOLATION_ENEMY_HEXES;
    w.say(`3d. Enemy-controlled hexes on the best such path (at most ${ISOLATION_ENEMY_HEXES})`, `${a.enemyHexes}: ${isolated ? 'too many, Isolated' : 'not Isolated'}`, ['15.5', '3.3']);
  }
  w.actions.push(`Put an ${isolated ? 'Isolation' : 'Out of Supply'} marker on the Force, then take the penalty (step 4).`);
  w.actions.push('Remove every Out of Supply/Isolation marker (step 5).');
  return { verdict: isolated ? 'isolated' : 'out', extended: w.extended, steps: w.steps, actions: w.actions };
}

/** The Supply Phase for one Force, in the order of 15.4: the Depot, the Corps Trains, the Force's source, then Isolation. */
export function supplyPhase(input: PhaseAnswers): PhaseResult {
  const a = checked(input);
  const steps: Step[] = [];
  const w: PhaseWorking = { steps, actions: [], extended: [], say: (label, value, rules) => steps.push({ label, value, rules }) };
  depotStep(a, w);
  const { train, trains } = trainStep(a, w);
  return sourceStep(a, w, train, trains) ?? isolationStep(a, w);
}

/** The CEL reductions step 4 of 15.4 gives: none, 1 Out of Supply, 3 Isolated. */
export const PENALTY: Record<Verdict, number> = { full: 0, out: 1, isolated: 3 };
