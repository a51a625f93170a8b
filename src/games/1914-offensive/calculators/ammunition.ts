/**
 * 1914 Ammo tracker (9.4): for one side of one combat, the increments it
 * takes (DE rounded up), whether anything is recorded and on what (Extended
 * Depot or Corps Train, Ammo Shortage marker from GT 13, Base Transfer
 * marker), what the Provision Limits leave, the Truck markers, "No More Ammo",
 * and the reset at the next Supply Phase. Limits printed on counters and
 * markers are typed by the player (0: not entered, "read your counter").
 */
import type { Assumption, CalcResult, CalculatorDef, FieldSpec, FieldWords, Values } from '../../../lib/calculator.ts';
import { bool, num, pick } from '../../../lib/calculator.ts';
import { SERVER } from '../../../lib/words.ts';
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
const units = (key: string, def: number, words: false | Pick<FieldWords, 'label'>): FieldSpec => ({
  kind: 'int', key, min: 0, max: 9, default: def, ...(SERVER && words && { ...words, group: U, rules: ['1.1', '9.4'] }),
});
const used = (key: string, when: (v: Values) => boolean, words: false | Pick<FieldWords, 'label' | 'help'>, max = MAX_AMMO): FieldSpec => ({
  kind: 'int', key, min: 0, max, default: 0, when, ...(SERVER && words && { ...words, group: K, rules: ['9.4.2'] }),
});
const limit = (key: string, when: (v: Values) => boolean, words: false | Pick<FieldWords, 'label' | 'rules'>): FieldSpec => ({
  kind: 'int', key, min: 0, max: MAX_AMMO, default: 0, when,
  ...(SERVER && words && { ...words, group: K, help: 'Printed on the counter or marker; our source does not give it. 0: not entered.' }),
});

const fields: FieldSpec[] = [
  { kind: 'int', key: 'gt', min: 1, max: 30, default: 1, ...(SERVER && { label: 'Game turn', group: C, rules: ['4.2.3', '15.8.2'] }) },
  {
    kind: 'choice', key: 'army', default: 'french', options: ['alsace', 'french', 'bef', 'belgian', 'third', 'ag-belgien', 'german'],
    ...(SERVER && {
      label: 'Army of the units',
      group: C,
      rules: ['15.8.2', '23.1.2', '24.3', '25.3'],
      choices: { alsace: 'The French Alsace Army', french: 'Another French army', bef: 'The BEF', belgian: 'The Army of Belgium', third: 'The German Third Army', 'ag-belgien': 'A-G Belgien', german: 'Another German army' },
    }),
  },
  units('one', 2, SERVER && { label: 'Infantry divisions and cavalry corps (1 DE each)' }),
  units('half', 0, SERVER && { label: 'Cavalry divisions and infantry brigades (½ DE)' }),
  units('quarter', 0, SERVER && { label: 'Cavalry brigades and infantry regiments (¼ DE)' }),
  units('rgt', 0, SERVER && { label: 'Cavalry regiments (0 DE)' }),
  units('art', 0, SERVER && { label: 'Artillery units (0 DE)' }),
  {
    kind: 'choice', key: 'give', default: 'give', options: ['give', 'save'],
    ...(SERVER && {
      label: 'Provide Ammo?',
      group: W,
      rules: ['9.4'],
      choices: { give: 'Yes', save: 'No, save it (they fight halved)' },
    }),
  },
  {
    kind: 'choice', key: 'source', default: 'train-depot', when: giving, options: ['depot', 'train', 'train-depot', 'rail', 'magazine', 'none'],
    ...(SERVER && {
      label: 'Which source traces a supply path to them now?',
      group: W,
      rules: ['9.4.1', '9.4.3', '15.3'],
      choices: { depot: 'The army Depot', train: 'A Corps Train with a valid LOC', 'train-depot': 'A Corps Train without LOC, the Depot tracing to it', rail: 'A friendly operational RR hex within 5 hexes', magazine: 'A Port (Allied) or a supply-symbol Fortified Camp', none: 'None, even on Extended sides' },
    }),
  },
  { kind: 'bool', key: 'truck', default: false, when: (v) => depot(v) && isGerman(army(v)), ...(SERVER && { label: 'A Truck marker on the Depot provides it', group: W, rules: ['25.3'] }) },
  {
    kind: 'choice', key: 'truck-state', default: 'unused', when: (v) => truck(v) && army(v) !== 'third', options: ['unused', 'flipped'],
    ...(SERVER && {
      label: 'The Truck marker',
      group: W,
      rules: ['25.3'],
      choices: { unused: 'Front side (not used yet)', flipped: 'Flipped (used once)' },
    }),
  },
  { kind: 'bool', key: 'd-ext', default: true, when: (v) => depot(v) && !truck(v), ...(SERVER && { label: 'The Depot is on its Extended side (flip it now to reach)', group: W, rules: ['9.4.2', '15.6'] }) },
  { kind: 'bool', key: 't-ext', default: true, when: train, ...(SERVER && { label: 'The Corps Train is on its Extended side', group: W, rules: ['9.4.2', '15.6'] }) },
  { kind: 'bool', key: 'short', default: false, when: shortage, ...(SERVER && { label: 'The army bears an Ammo Shortage marker', group: W, rules: ['9.4.2', '15.8.2'] }) },
  { kind: 'bool', key: 'transfer', default: false, when: transfer, ...(SERVER && { label: 'A Base Transfer marker is in play (limit 4 per GT; the Belgians’ stays for good once they flee Oostende)', group: W, rules: ['9.4.2', '23.1.2', '24.3', '24.3.2'] }) },
  used('d-used', depotTally, SERVER && { label: 'Ammo Provided on the Depot so far this GT', help: 'A Secondary Depot’s Ammo is tracked on the primary Depot (15.7).' }),
  limit('d-limit', depotTally, SERVER && { label: 'The Depot’s Provision Limit (white box on its back)', rules: ['2.6.2'] }),
  used('t-used', (v) => train(v) && bool(v, 't-ext'), SERVER && { label: 'Ammo Provided on the Corps Train so far this GT' }),
  limit('t-limit', (v) => train(v) && bool(v, 't-ext'), SERVER && { label: 'The Corps Train’s Provision Limit', rules: ['2.6.2'] }),
  used('s-used', (v) => shortage(v) && bool(v, 'short'), SERVER && { label: 'Ammo Provided on the Ammo Shortage marker so far this GT' }),
  limit('s-limit', (v) => shortage(v) && bool(v, 'short'), SERVER && { label: 'The Provision Limit printed on the Ammo Shortage marker', rules: ['15.8.2'] }),
  used('b-used', (v) => transfer(v) && bool(v, 'transfer'), SERVER && { label: 'Ammo Provided on the Base Transfer marker so far this GT' }, TRANSFER_LIMIT),
  {
    kind: 'choice', key: 'truck-marker', default: 'counts', when: (v) => truck(v) && armyMarker(v), options: ['counts', 'free'],
    ...(SERVER && {
      label: 'Truck Ammo and the army’s marker',
      group: R,
      rules: ['25.3', '9.4.2'],
      ambiguity: 'Truck Ammo does not count against the Depot’s Provision Limit (25.3); nothing is said of an Ammo Shortage marker, which limits the army (9.4.2). Default: it counts on the marker, as every provision to that army does.',
      choices: { counts: 'Counts on the army’s marker', free: 'Does not count' },
    }),
  },
  {
    kind: 'choice', key: 'rail-marker', default: 'counts', when: (v) => src(v) === 'rail' && armyMarker(v), options: ['counts', 'free'],
    ...(SERVER && {
      label: 'RR line Ammo and the army’s marker',
      group: R,
      rules: ['9.4.1', '9.4.2'],
      ambiguity: 'The marker case of 9.4.2 turns on the receiving unit’s army, not on the source; Ammo drawn from an RR line involves no supply unit. Default: it counts on the marker, as written.',
      choices: { counts: 'Counts on the army’s marker', free: 'Does not count' },
    }),
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

const LIMIT_FIELD: Record<string, string> = { 'the Depot': 'd-limit', 'the Corps Train': 't-limit', 'the Ammo Shortage marker': 's-limit' };

/** A limit printed on a counter and not entered is taken as holding what is recorded on it: the headline says so. */
function limitsAssumed(r: ReturnType<typeof provideAmmo>): Assumption[] {
  return r.records.filter((x) => x.limit === null).map((x) => {
    const n = x.after - x.before;
    return { text: `room for ${n} increment${n === 1 ? '' : 's'} under ${x.on}'s Provision Limit (not entered)`, field: LIMIT_FIELD[x.on] };
  });
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
  return { summary, steps: r.steps, tables, actions: [{ title: 'What follows', items: r.actions }], notes, assumptions: limitsAssumed(r) };
}

const def: CalculatorDef = {
  id: 'ammunition',
  fields,
  validate,
  compute,
  handoff: [{ label: 'Supply Phase check', calc: 'supply', params: { gt: 'gt' } }],
  ...(SERVER && {
    title: 'Ammo for a combat',
    summary: 'One side of one combat: increments (DE rounded up), whether Extended supply units or the army’s Ammo Shortage or Base Transfer marker record it, what the limits leave, Truck markers and No More Ammo.',
    rules: ['9.4', '9.4.1', '9.4.2', '9.4.3', '2.6.2', '15.8.2', '23.1.2', '24.3', '25.3', '4.2.3'],
  }),
};

export default def;
