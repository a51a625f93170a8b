/**
 * 1914 Ammo tracker (9.4): for one side of one combat, the increments it
 * takes (DE rounded up), whether anything is recorded and on what (Extended
 * Depot or Corps Train, Ammo Shortage marker from GT 13, Base Transfer
 * marker), what the Provision Limits leave, the Truck markers, "No More Ammo",
 * and the reset at the next Supply Phase. Limits printed on counters and
 * markers are typed by the player (0: not entered, "read your counter").
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick } from '../../../lib/calculator.ts';
import {
  ARMIES, hasBaseTransfer, isGerman, MARKER_READINGS, MAX_AMMO, mayBearShortage, provideAmmo, SHORTAGE_FROM_GT, SOURCES, TRANSFER_LIMIT, TRUCK_STATES, usesDepot, usesTrain, type Tally,
} from '../ammunition/provision.ts';

const C = 'The combat';
const U = 'Units given Ammo';
const W = 'Where it comes from';
const K = 'What the markers show now';
const R = 'Readings';
const army = (v: Values) => pick(v, 'army', ARMIES);
const src = (v: Values) => pick(v, 'source', SOURCES);
const giving = (v: Values) => v.give === 'give';
const depot = (v: Values) => giving(v) && usesDepot(src(v));
const truck = (v: Values) => depot(v) && isGerman(army(v)) && bool(v, 'truck');
const depotTally = (v: Values) => depot(v) && !truck(v) && bool(v, 'd-ext');
const train = (v: Values) => giving(v) && usesTrain(src(v));
const recorded = (v: Values) => giving(v) && src(v) !== 'magazine' && src(v) !== 'none';
const shortage = (v: Values) => recorded(v) && num(v, 'gt') >= SHORTAGE_FROM_GT && mayBearShortage(army(v));
const transfer = (v: Values) => recorded(v) && hasBaseTransfer(army(v));
const armyMarker = (v: Values) => (shortage(v) && bool(v, 'short')) || (transfer(v) && bool(v, 'transfer'));
const units = (key: string, label: string, def: number): FieldSpec => ({ kind: 'int', key, label, group: U, min: 0, max: 9, default: def, rules: ['1.1', '9.4'] });
const used = (key: string, label: string, when: (v: Values) => boolean, max = MAX_AMMO): FieldSpec => ({ kind: 'int', key, label, group: K, min: 0, max, default: 0, rules: ['9.4.2'], when });
const limit = (key: string, label: string, rules: string[], when: (v: Values) => boolean): FieldSpec => ({
  kind: 'int', key, label, group: K, min: 0, max: MAX_AMMO, default: 0, rules, when, help: 'Printed on the counter or marker; our source does not give it. 0: not entered.',
});

const fields: FieldSpec[] = [
  { kind: 'int', key: 'gt', label: 'Game turn', group: C, min: 1, max: 30, default: 1, rules: ['4.2.3', '15.8.2'] },
  {
    kind: 'choice', key: 'army', label: 'Army of the units', group: C, default: 'french', rules: ['15.8.2', '23.1.2', '24.3', '25.3'],
    options: [
      { value: 'alsace', label: 'The French Alsace Army' },
      { value: 'french', label: 'Another French army' },
      { value: 'bef', label: 'The BEF' },
      { value: 'belgian', label: 'The Army of Belgium' },
      { value: 'third', label: 'The German Third Army' },
      { value: 'ag-belgien', label: 'A-G Belgien' },
      { value: 'german', label: 'Another German army' },
    ],
  },
  units('one', 'Infantry divisions and cavalry corps (1 DE each)', 2),
  units('half', 'Cavalry divisions and infantry brigades (½ DE)', 0),
  units('quarter', 'Cavalry brigades and infantry regiments (¼ DE)', 0),
  units('rgt', 'Cavalry regiments (0 DE)', 0),
  units('art', 'Artillery units (0 DE)', 0),
  {
    kind: 'choice', key: 'give', label: 'Provide Ammo?', group: W, default: 'give', rules: ['9.4'],
    options: [{ value: 'give', label: 'Yes' }, { value: 'save', label: 'No, save it (they fight halved)' }],
  },
  {
    kind: 'choice', key: 'source', label: 'Which source traces a supply path to them now?', group: W, default: 'train-depot', rules: ['9.4.1', '9.4.3', '15.3'], when: giving,
    options: [
      { value: 'depot', label: 'The army Depot' },
      { value: 'train', label: 'A Corps Train with a valid LOC' },
      { value: 'train-depot', label: 'A Corps Train without LOC, the Depot tracing to it' },
      { value: 'rail', label: 'A friendly operational RR hex within 5 hexes' },
      { value: 'magazine', label: 'A Port (Allied) or a supply-symbol Fortified Camp' },
      { value: 'none', label: 'None, even on Extended sides' },
    ],
  },
  { kind: 'bool', key: 'truck', label: 'A Truck marker on the Depot provides it', group: W, default: false, rules: ['25.3'], when: (v) => depot(v) && isGerman(army(v)) },
  {
    kind: 'choice', key: 'truck-state', label: 'The Truck marker', group: W, default: 'unused', rules: ['25.3'], when: (v) => truck(v) && army(v) !== 'third',
    options: [{ value: 'unused', label: 'Front side (not used yet)' }, { value: 'flipped', label: 'Flipped (used once)' }],
  },
  { kind: 'bool', key: 'd-ext', label: 'The Depot is on its Extended side (flip it now to reach)', group: W, default: true, rules: ['9.4.2', '15.6'], when: (v) => depot(v) && !truck(v) },
  { kind: 'bool', key: 't-ext', label: 'The Corps Train is on its Extended side', group: W, default: true, rules: ['9.4.2', '15.6'], when: train },
  { kind: 'bool', key: 'short', label: 'The army bears an Ammo Shortage marker', group: W, default: false, rules: ['9.4.2', '15.8.2'], when: shortage },
  { kind: 'bool', key: 'transfer', label: 'A Base Transfer marker is in play (limit 4 per GT; the Belgians’ stays for good once they flee Oostende)', group: W, default: false, rules: ['9.4.2', '23.1.2', '24.3', '24.3.2'], when: transfer },
  { ...used('d-used', 'Ammo Provided on the Depot so far this GT', depotTally), help: 'A Secondary Depot’s Ammo is tracked on the primary Depot (15.7).' },
  limit('d-limit', 'The Depot’s Provision Limit (white box on its back)', ['2.6.2'], depotTally),
  used('t-used', 'Ammo Provided on the Corps Train so far this GT', (v) => train(v) && bool(v, 't-ext')),
  limit('t-limit', 'The Corps Train’s Provision Limit', ['2.6.2'], (v) => train(v) && bool(v, 't-ext')),
  used('s-used', 'Ammo Provided on the Ammo Shortage marker so far this GT', (v) => shortage(v) && bool(v, 'short')),
  limit('s-limit', 'The Provision Limit printed on the Ammo Shortage marker', ['15.8.2'], (v) => shortage(v) && bool(v, 'short')),
  used('b-used', 'Ammo Provided on the Base Transfer marker so far this GT', (v) => transfer(v) && bool(v, 'transfer'), TRANSFER_LIMIT),
  {
    kind: 'choice', key: 'truck-marker', label: 'Truck Ammo and the army’s marker', group: R, default: 'counts', rules: ['25.3', '9.4.2'], when: (v) => truck(v) && armyMarker(v),
    ambiguity: 'Truck Ammo does not count against the Depot’s Provision Limit (25.3); nothing is said of an Ammo Shortage marker, which limits the army (9.4.2). Default: it counts on the marker, as every provision to that army does.',
    options: [{ value: 'counts', label: 'Counts on the army’s marker' }, { value: 'free', label: 'Does not count' }],
  },
  {
    kind: 'choice', key: 'rail-marker', label: 'RR line Ammo and the army’s marker', group: R, default: 'counts', rules: ['9.4.1', '9.4.2'], when: (v) => src(v) === 'rail' && armyMarker(v),
    ambiguity: 'The marker case of 9.4.2 turns on the receiving unit’s army, not on the source; Ammo drawn from an RR line involves no supply unit. Default: it counts on the marker, as written.',
    options: [{ value: 'counts', label: 'Counts on the army’s marker' }, { value: 'free', label: 'Does not count' }],
  },
];

const limitOf = (v: Values, k: string): number | null => (num(v, k) > 0 ? num(v, k) : null);
const tallyOf = (v: Values, u: string, l: string, on: boolean): Tally => (on ? { used: num(v, u), limit: limitOf(v, l) } : { used: 0, limit: null });

function validate(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (num(v, 'one') + num(v, 'half') + num(v, 'quarter') + num(v, 'rgt') === 0)
    e.one = 'Give Ammo to at least one Combat unit: artillery (0 DE, 1.1) fights only stacked with a Combat unit (8.8).';
  for (const [u, l] of [['d-used', 'd-limit'], ['t-used', 't-limit'], ['s-used', 's-limit']] as const) {
    const f = fields.find((x) => x.key === u)!;
    if ((!f.when || f.when(v)) && num(v, l) > 0 && num(v, u) > num(v, l)) e[u] = `More than its limit of ${num(v, l)}: enter at most ${num(v, l)}.`;
  }
  return e;
}

function compute(v: Values): CalcResult {
  const a = army(v);
  const r = provideAmmo({
    gt: num(v, 'gt'),
    army: a,
    units: { one: num(v, 'one'), half: num(v, 'half'), quarter: num(v, 'quarter'), none: num(v, 'art'), rgt: num(v, 'rgt') },
    give: giving(v),
    source: giving(v) ? src(v) : 'none',
    depotExtended: depotTally(v),
    depot: tallyOf(v, 'd-used', 'd-limit', depotTally(v)),
    trainExtended: train(v) && bool(v, 't-ext'),
    train: tallyOf(v, 't-used', 't-limit', train(v) && bool(v, 't-ext')),
    shortage: shortage(v) && bool(v, 'short'),
    shortageTally: tallyOf(v, 's-used', 's-limit', shortage(v) && bool(v, 'short')),
    transfer: transfer(v) && bool(v, 'transfer'),
    transferUsed: transfer(v) && bool(v, 'transfer') ? num(v, 'b-used') : 0,
    truck: truck(v),
    truckState: a === 'third' ? 'unused' : pick(v, 'truck-state', TRUCK_STATES),
    truckReading: pick(v, 'truck-marker', MARKER_READINGS),
    railReading: pick(v, 'rail-marker', MARKER_READINGS),
  });
  const strength = r.supplied ? 'Full strength' : r.room !== null && r.room > 0 ? `Ammo for ${r.room} DE only` : 'Halved (strength and AV)';
  const summary: NonNullable<CalcResult['summary']> = [
    { label: 'Increments', value: String(r.increments) },
    { label: 'Strength', value: strength },
    { label: 'Recorded', value: r.records.length ? r.records.map((x) => `${x.on.replace(/^the /, '')} ${x.after}${x.limit === null ? '' : `/${x.limit}`}`).join(', ') : 'nothing' },
  ];
  const tables = r.records.length
    ? [{
        title: 'Ammo Provided markers',
        columns: [{ label: 'On' }, { label: 'Before' }, { label: 'After' }, { label: 'Limit' }, { label: 'Then' }],
        rows: r.records.map((x) => ({
          cells: [x.on, x.before, x.after, x.limit === null ? 'read it' : x.limit, x.exhausted ? (x.on.endsWith('marker') ? 'army spent' : 'No More Ammo') : x.limit === null ? 'check' : `${x.limit - x.after} left`],
          emphasis: x.exhausted,
        })),
      }]
    : [];
  const notes: string[] = [];
  if (num(v, 'gt') < SHORTAGE_FROM_GT && mayBearShortage(a)) notes.push(`No Ammo Shortage markers before GT ${SHORTAGE_FROM_GT} (15.8.2).`);
  if (r.increments === 0 && r.supplied) notes.push('Cavalry regiments and artillery count 0 DE (1.1): one increment supplies one DE (9.4), so a combat of them alone takes none, though a source must still trace a supply path to them.');
  if (num(v, 'art') > 0) notes.push('Artillery counts 0 DE (1.1), so it adds no increment; without Ammo its AV is halved like the rest (9.4).');
  notes.push('Units drawing on different sources: 9.4 rounds up the total for the combat but does not say how to split it between sources. Working out each source on its own, each rounded up (our reading), can cost one increment more.');
  return { summary, steps: r.steps, tables, actions: [{ title: 'What follows', items: r.actions }], notes };
}

const def: CalculatorDef = {
  id: 'ammunition',
  title: 'Ammo for a combat',
  summary: 'One side of one combat: increments (DE rounded up), whether Extended supply units or the army’s Ammo Shortage or Base Transfer marker record it, what the limits leave, Truck markers and No More Ammo.',
  rules: ['9.4', '9.4.1', '9.4.2', '9.4.3', '2.6.2', '15.8.2', '23.1.2', '24.3', '25.3', '4.2.3'],
  fields,
  validate,
  compute,
  handoff: [{ label: 'Supply Phase check', calc: 'supply', params: { gt: 'gt' } }],
};

export default def;
