/**
 * 1914 Ammo for one combat (9.4): one increment per division-equivalent, the
 * combat's total rounded up; nothing is recorded unless a providing Depot or
 * Corps Train is on its Extended side (an Ammo Provided marker on each, up to
 * its Provision Limit, then "No More Ammo") or the receiving army bears an
 * Ammo Shortage marker (from GT 13, 15.8) or a Base Transfer marker (BEF or
 * Belgian, 4 per GT, 23.1.2, 24.3), which takes the marker instead; once an
 * army's limit is spent, no unit in its AoA gets Ammo. Ports and Fortified
 * Camp magazines give Ammo unrecorded (9.4.3); a German Truck marker gives it
 * without touching the Depot's limit (25.3). A combat of units worth 0 DE only
 * (cavalry regiments, with or without artillery, 1.1) takes 0 increments: the
 * source must still reach them, nothing is recorded, and a spent limit still
 * leaves them without Ammo. Provision Limits are printed on
 * the counters and markers, not in our source: a limit not entered is null.
 */
import type { Step, Working } from '../../../lib/calculator.ts';
import { count } from '../../../lib/guard.ts';
import { oneOf, yesNo } from '../../../lib/answers.ts';
import { deLabel, DE_QUARTERS } from '../combat/stacking.ts';

export type Army = 'french' | 'alsace' | 'bef' | 'belgian' | 'german' | 'third' | 'ag-belgien';
/** where this Ammo comes from (9.4.1, 9.4.3, 25.3) */
export type Source = 'depot' | 'train' | 'train-depot' | 'rail' | 'magazine' | 'none';
export type TruckState = 'unused' | 'flipped';
/** does Ammo that never touches the Depot (trucks, RR lines) still count on the army's marker? */
export type MarkerReading = 'counts' | 'free';

export const ARMIES: readonly Army[] = ['french', 'alsace', 'bef', 'belgian', 'german', 'third', 'ag-belgien'];
export const SOURCES: readonly Source[] = ['depot', 'train', 'train-depot', 'rail', 'magazine', 'none'];
export const TRUCK_STATES: readonly TruckState[] = ['unused', 'flipped'];
export const MARKER_READINGS: readonly MarkerReading[] = ['counts', 'free'];
/** the first GT on which Ammo Shortage markers are placed (4.2.3, 15.8.2) */
export const SHORTAGE_FROM_GT = 13;
/** the Provision Limit of a Base Transfer marker, per GT (23.1.2, 24.3) */
export const TRANSFER_LIMIT = 4;
/** the most the fields let a marker hold */
export const MAX_AMMO = 40;

export const isGerman = (a: Army): boolean => a === 'german' || a === 'third' || a === 'ag-belgien';
/** armies that may never bear an Ammo Shortage marker (15.8.2) */
export const mayBearShortage = (a: Army): boolean => a !== 'alsace' && a !== 'belgian' && a !== 'ag-belgien';
/** armies that a Base Transfer marker limits (23.1.2, 24.3) */
export const hasBaseTransfer = (a: Army): boolean => a === 'bef' || a === 'belgian';
export const usesDepot = (s: Source): boolean => s === 'depot' || s === 'train-depot';
export const usesTrain = (s: Source): boolean => s === 'train' || s === 'train-depot';

/** An Ammo Provided count kept on a supply unit or a marker: used so far this GT, and its limit (null: not entered). */
export interface Tally {
  used: number;
  limit: number | null;
}

export interface AmmoInput {
  gt: number;
  army: Army;
  /** units given Ammo, by size: 1 DE, ½ DE, ¼ DE, 0 DE (artillery; rgt: cavalry regiments, Combat units of 0 DE, 1.1) */
  units: { one: number; half: number; quarter: number; none: number; rgt?: number };
  /** provide it (false: the player saves it, 9.4) */
  give: boolean;
  source: Source;
  depotExtended: boolean;
  depot: Tally;
  trainExtended: boolean;
  train: Tally;
  /** the army bears an Ammo Shortage marker */
  shortage: boolean;
  shortageTally: Tally;
  /** a Base Transfer marker is in play for this army */
  transfer: boolean;
  transferUsed: number;
  /** German: a Truck marker on the Depot provides it */
  truck: boolean;
  truckState: TruckState;
  truckReading: MarkerReading;
  railReading: MarkerReading;
}

export interface Record {
  /** the supply unit or marker */
  on: string;
  before: number;
  after: number;
  limit: number | null;
  /** the limit is reached by this provision */
  exhausted: boolean;
  rules: string[];
}

export interface AmmoResult {
  /** DE of the units given Ammo, in quarters */
  quarters: number;
  /** increments this combat takes: the DE rounded up */
  increments: number;
  /** the units fight with Ammo (full strength) or without (halved) */
  supplied: boolean;
  /** increments the recording limits still allow (null: a limit not entered, or nothing recorded) */
  room: number | null;
  records: Record[];
  /** the truck after this use */
  truckAfter?: 'flipped' | 'removed';
  steps: Step[];
  /** what follows, in order */
  actions: string[];
}

function tally(name: string, t: Tally): Tally {
  count(`${name} used`, t.used, { max: MAX_AMMO });
  if (t.limit !== null) {
    count(`${name} limit`, t.limit, { min: 1, max: MAX_AMMO });
    if (t.used > t.limit) throw new RangeError(`${name} used (${t.used}) is over its limit (${t.limit})`);
  }
  return t;
}

function checked(a: AmmoInput): AmmoInput {
  count('game turn', a.gt, { min: 1, max: 30 });
  oneOf('army', a.army, ARMIES);
  for (const k of ['one', 'half', 'quarter', 'none'] as const) count(`units (${k})`, a.units[k], { max: 9 });
  if (a.units.rgt !== undefined) count('units (rgt)', a.units.rgt, { max: 9 });
  yesNo('give', a.give);
  oneOf('source', a.source, SOURCES);
  yesNo('depotExtended', a.depotExtended);
  yesNo('trainExtended', a.trainExtended);
  yesNo('shortage', a.shortage);
  yesNo('transfer', a.transfer);
  yesNo('truck', a.truck);
  oneOf('truckState', a.truckState, TRUCK_STATES);
  oneOf('truckReading', a.truckReading, MARKER_READINGS);
  oneOf('railReading', a.railReading, MARKER_READINGS);
  tally('Depot', a.depot);
  tally('Corps Train', a.train);
  tally('Ammo Shortage marker', a.shortageTally);
  count('Base Transfer marker used', a.transferUsed, { max: TRANSFER_LIMIT });
  if (a.shortage && (a.gt < SHORTAGE_FROM_GT || !mayBearShortage(a.army))) throw new RangeError('this army cannot bear an Ammo Shortage marker now');
  if (a.transfer && !hasBaseTransfer(a.army)) throw new RangeError('only the BEF and the Belgian Army have a Base Transfer marker');
  if (a.truck && (!isGerman(a.army) || !usesDepot(a.source))) throw new RangeError('a Truck marker serves only a German army, from its Depot');
  if (a.army === 'third' && a.truckState === 'flipped') throw new RangeError('the Third Army’s Truck marker has one side only');
  return a;
}

export const quartersOf = (u: AmmoInput['units']): number => u.one * DE_QUARTERS.one + u.half * DE_QUARTERS.half + u.quarter * DE_QUARTERS.quarter;

/** A supply unit or marker this provision is recorded on (9.4.2). */
interface Recorded {
  on: string;
  t: Tally;
  rules: string[];
  /** the army's own marker (its limit bars every unit of its AoA) rather than a supply unit */
  army: boolean;
}
const NEXT_PHASE = 'In your next Supply Phase (step 1) every Ammo Provided marker comes off and Extended supply units flip back; Ammo Shortage markers are placed again each GT.';

/** 1.1, 9.4: the division-equivalents given Ammo, and the increments they take (one per DE, the total rounded up). */
function incrementsOf(a: AmmoInput, w: Working) {
  const quarters = quartersOf(a.units);
  const increments = Math.ceil(quarters / 4);
  const zero = [a.units.rgt ? `${a.units.rgt} cavalry regiment${a.units.rgt === 1 ? '' : 's'}` : '', a.units.none ? `${a.units.none} artillery` : ''].filter(Boolean).join(' and ');
  w.say(`Division-equivalents given Ammo (${zero ? `${zero} at 0 DE, ` : ''}1.1)`, `${deLabel(quarters)} DE`, ['1.1', '9.4']);
  w.say('Increments: one per DE for this combat, the total rounded up', increments ? String(increments) : '0: units of 0 DE take none (nothing to round up)', ['9.4', '1.1']);
  return { quarters, increments };
}

/**
 * 9.4.1-9.4.2, 15.8.2, 23.1.2, 24.3, 25.3: what this provision is recorded on: an Extended Depot (unless a
 * Truck marker provides it) or Corps Train, and the army's Ammo Shortage or Base Transfer marker (unless the
 * Ammo never touches the Depot and the reading chosen leaves it off them).
 */
function recordedOn(a: AmmoInput, w: Working): Recorded[] {
  const tallies: Recorded[] = [];
  if (usesDepot(a.source)) {
    if (a.truck) w.say(`A Truck marker on the Depot provides it (${a.army === 'third' ? 'the Third Army’s one-use marker' : a.truckState === 'unused' ? 'first use' : 'second use'})`, 'not counted on the Depot', ['25.3']);
    else if (a.depotExtended) tallies.push({ on: 'the Depot', t: a.depot, rules: ['9.4.2', '2.6.2'], army: false });
    w.say('The army Depot on its Extended side?', a.depotExtended ? 'yes: record on it' : 'no: no limit on its front', ['9.4.2', '2.6.2', '15.6']);
  }
  if (usesTrain(a.source)) {
    if (a.trainExtended) tallies.push({ on: 'the Corps Train', t: a.train, rules: ['9.4.2', '2.6.2'], army: false });
    w.say('The Corps Train on its Extended side?', a.trainExtended ? 'yes: record on it' : 'no: no limit on its front', ['9.4.2', '2.6.2']);
  }
  if (a.source === 'rail') w.say(`From a friendly operational RR line within 5 hexes`, 'no supply unit to record', ['9.4.1']);
  const offDepot = (a.truck && a.truckReading === 'free') || (a.source === 'rail' && a.railReading === 'free');
  if (a.shortage) {
    w.say('The army bears an Ammo Shortage marker', offDepot ? 'not counted (the reading chosen)' : 'record on it', ['9.4.2', '15.8.2']);
    if (!offDepot) tallies.push({ on: 'the Ammo Shortage marker', t: a.shortageTally, rules: ['9.4.2', '15.8.2'], army: true });
  }
  if (a.transfer) {
    const rule = a.army === 'bef' ? '23.1.2' : '24.3';
    w.say(`A Base Transfer marker is in play (limit ${TRANSFER_LIMIT} per GT)`, offDepot ? 'not counted (the reading chosen)' : 'record on it', ['9.4.2', rule]);
    if (!offDepot) tallies.push({ on: 'the Base Transfer marker', t: { used: a.transferUsed, limit: TRANSFER_LIMIT }, rules: ['9.4.2', rule], army: true });
  }
  return tallies;
}

/** 2.6.2, 15.8.2: the increments the entered limits still allow (null: none entered), and the limits not entered. */
function roomLeft(tallies: Recorded[], increments: number, w: Working): number | null {
  const known = tallies.filter((x) => x.t.limit !== null).map((x) => x.t.limit! - x.t.used);
  const room = known.length ? Math.min(...known) : null;
  const unknown = tallies.filter((x) => x.t.limit === null).map((x) => x.on);
  if (unknown.length) w.say(`Provision Limit of ${unknown.join(' and ')}`, 'not entered: read the counter or marker', ['2.6.2', '15.8.2']);
  if (room !== null && room < increments) {
    w.say('Increments the limits still allow', `${room} of ${increments} needed`, tallies[0]!.rules);
    w.actions.push(`Only ${room} increment${room === 1 ? '' : 's'} left: give Ammo to units of at most ${room} DE (rounded up); the others fight at half strength and AV. Or save it all.`);
  }
  return room;
}

/** 9.4.2: the Ammo Provided marker of each supply unit or army marker moves by the increments given; at its limit it flips to No More Ammo. */
function record(tallies: Recorded[], given: number, w: Working): Record[] {
  const records: Record[] = tallies.map((x) => {
    const after = x.t.used + given;
    return { on: x.on, before: x.t.used, after, limit: x.t.limit, exhausted: x.t.limit !== null && after >= x.t.limit, rules: x.rules };
  });
  if (records.length === 0) w.actions.push('Nothing to record: Ammo in normal range is automatic. The units fight at full strength.');
  for (const r of records) {
    w.actions.push(`Set the Ammo Provided marker on ${r.on} to ${r.after}${r.limit === null ? ' (check it against the limit printed on it)' : ` of ${r.limit}`}.`);
    if (r.exhausted)
      w.actions.push(
        r.on.endsWith('marker')
          ? `The army's limit is now spent: no unit in its AoA can get Ammo again this GT.`
          : `Flip that Ammo Provided marker to No More Ammo: ${r.on} provides no more Ammo this GT.`,
      );
  }
  return records;
}

/** 25.3: a Truck marker flips at its first use and goes at its second (the Third Army's has one use). */
function truckUsed(a: AmmoInput, w: Working): AmmoResult['truckAfter'] {
  if (!a.truck) return undefined;
  const after = a.army === 'third' || a.truckState === 'flipped' ? 'removed' : 'flipped';
  w.actions.push(after === 'removed' ? 'Remove the Truck marker: its uses are spent.' : 'Flip the Truck marker to record its first use; the second use removes it.');
  return after;
}

/** Ammo for one combat (9.4), in the procedure's order: the increments, the source, what records it and its limits, then the records. */
export function provideAmmo(input: AmmoInput): AmmoResult {
  const a = checked(input);
  const steps: Step[] = [];
  const actions: string[] = [];
  const w: Working = { steps, actions, say: (label, value, rules) => steps.push({ label, value, rules }) };
  const { quarters, increments } = incrementsOf(a, w);
  const none = (supplied: boolean): AmmoResult => ({ quarters, increments, supplied, room: null, records: [], steps, actions });
  /** 9.4: without Ammo the units fight at half strength and AV */
  const halved = (why: string, rules: string[]): AmmoResult => {
    w.say(why, 'no Ammo', rules);
    actions.push('Halve the combat strength and the AV of every unit without Ammo in this combat.');
    return none(false);
  };
  if (!a.give) return halved('The player saves the Ammo (providing it is voluntary)', ['9.4']);
  if (a.source === 'none') return halved('No supply source can trace a supply path to the units now (extended ranges included)', ['9.4.1', '15.3']);
  if (a.source === 'magazine') {
    w.say('In a Port (Allied) or a Fortified Camp with a supply-symbol Fortress', 'Ammo, never recorded', ['9.4.3']);
    actions.push('Nothing to record: the units fight at full strength.');
    return none(true);
  }

  const tallies = recordedOn(a, w);
  const spent = tallies.find((x) => x.t.limit !== null && x.t.used >= x.t.limit);
  if (spent)
    return halved(
      spent.army ? `The army's limit is spent (${spent.on} at ${spent.t.limit}): no unit in its AoA gets Ammo this GT` : `${spent.on} shows No More Ammo (${spent.t.limit} of ${spent.t.limit})`,
      spent.rules,
    );
  if (increments === 0) {
    // 0 DE needs 0 increments (1.1, 9.4): the source must still reach the units, and a spent source or army limit (above) still bars them
    w.say('Ammo for 0 DE', 'given; no Ammo Provided marker moves', ['9.4', '9.4.2']);
    actions.push(`Nothing to record${a.truck ? ', and the Truck marker is not used' : ''}: 0 increments. The units fight at full strength.`);
    actions.push(NEXT_PHASE);
    return none(true);
  }
  const room = roomLeft(tallies, increments, w);
  const records = record(tallies, room !== null ? Math.min(room, increments) : increments, w);
  const truckAfter = truckUsed(a, w);
  actions.push(NEXT_PHASE);
  return { quarters, increments, supplied: room === null || room >= increments, room, records, ...(truckAfter ? { truckAfter } : {}), steps, actions };
}
