/**
 * Nations in Arms naval battle (10.1-10.6): per-fleet 1D6 + admiral bonus
 * summed per side, the difference bands, coastal batteries of an attacked
 * harbor, decoys, and the chance an admiral dies. Exact over every die.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, plural, signed } from '../../../lib/calculator.ts';
import type { Dist } from '../../../lib/dice.ts';
import { admiralDeath, batteryDrm, battle, fleetsLost, fortressAlone, sideTotal, type Band } from '../naval/battle.ts';
import { SERVER } from '../../../lib/words.ts';

const P = 'Phasing side';
const O = 'Other side';
const R = 'Readings';
const BANDS: { band: Exclude<Band, 'tie'>; words: string }[] = [
  { band: 'retreat', words: 'by 1-3: retreats, no loss' },
  { band: 'one', words: 'by 4-7: loses 1 fleet' },
  { band: 'two', words: 'by 8-11: loses 2 fleets' },
  { band: 'all', words: 'by 12 or more: eliminated' },
];

const bonusField = (side: 'a' | 'b', i: number, group: string): FieldSpec => ({
  kind: 'int', key: `${side}${i}`, min: -3, max: 5, default: 0, when: (v) => Number(v[`${side}-fleets`]) >= i,
  ...(SERVER && { label: `Fleet ${i}: admiral's combat bonus`, group, rules: ['10.1'] }),
});

const fields: FieldSpec[] = [
  { kind: 'int', key: 'a-fleets', min: 1, max: 3, default: 2, ...(SERVER && { label: 'Fleets in the battle (decoys apart)', group: P, rules: ['10.1', '4.1.2'] }) },
  bonusField('a', 1, P), bonusField('a', 2, P), bonusField('a', 3, P),
  { kind: 'int', key: 'a-decoys', min: 0, max: 2, default: 0, ...(SERVER && { label: 'Decoys with them', group: P, rules: ['10.6'] }) },
  {
    kind: 'choice', key: 'where', default: 'sea', options: ['sea', 'harbor'],
    ...(SERVER && {
      label: 'Where the other side is',
      group: O,
      rules: ['10.4'],
      choices: { sea: 'At sea (or in a blockade box)', harbor: 'In the harbor the phasing side attacks' },
    }),
  },
  { kind: 'int', key: 'b-fleets', min: 0, max: 3, default: 1, ...(SERVER && { label: 'Fleets in the battle (decoys apart; 0 = the harbor fortress fights alone)', group: O, rules: ['10.1', '10.4'] }) },
  bonusField('b', 1, O), bonusField('b', 2, O), bonusField('b', 3, O),
  { kind: 'int', key: 'b-decoys', min: 0, max: 2, default: 0, ...(SERVER && { label: 'Decoys with them', group: O, rules: ['10.6'] }) },
  { kind: 'int', key: 'level', min: 0, max: 3, default: 2, when: (v) => v.where === 'harbor', ...(SERVER && { label: 'Harbor fortress level (0 = no fortress, no batteries)', group: O, rules: ['10.4', '5.2.10'] }) },
  {
    kind: 'int', key: 'lost', min: 0, max: 3, default: 0, when: (v) => v.where === 'harbor' && Number(v['b-fleets']) > 0 && Number(v.level) > 0,
    ...(SERVER && {
      label: 'Its permanent points destroyed in sieges',
      group: O,
      rules: ['10.4', '9.3'],
      help: 'With fleets in the harbor, each point still standing gives +2; a fortress alone rolls by its level.',
    }),
  },
  {
    kind: 'choice', key: 'battery', default: 'once', when: (v) => v.where === 'harbor' && Number(v['b-fleets']) + (v.decoy === 'die' ? Number(v['b-decoys']) : 0) > 1, options: ['once', 'each'],
    ...(SERVER && {
      label: 'Coastal batteries with several fleets in the harbor',
      group: R,
      rules: ['10.4'],
      ambiguity: 'The rule gives +2 per permanent fortress point "to the 1D6 roll" and its example has a single fleet; it does not say whether each defending fleet gets it. Default: once for the side.',
      choices: { once: 'Once for the side', each: 'On every defending fleet\'s die' },
    }),
  },
  {
    kind: 'choice', key: 'decoy', default: 'no-die', when: (v) => Number(v['a-decoys']) + Number(v['b-decoys']) > 0, options: ['no-die', 'die'],
    ...(SERVER && {
      label: 'Does a decoy roll a die?',
      group: R,
      rules: ['10.6', '10.1'],
      ambiguity: 'A decoy has a maneuver value but no combat value and is destroyed in any battle; the rules do not say whether it adds a 1D6 to its side. Default: it rolls nothing.',
      choices: { 'no-die': 'No die', die: '1D6 with no bonus' },
    }),
  },
  { kind: 'bool', key: 'phasing-harbor', default: false, when: (v) => v.where === 'harbor', ...(SERVER && { label: 'The phasing side was already blockading the harbor and attacks out of its blockade box', group: P, rules: ['10.4'] }) },
];

function validate(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (num(v, 'a-fleets') + num(v, 'a-decoys') > 3) e['a-decoys'] = 'At most 3 fleets of one side in a sea area, box or harbor (4.1.2), decoys included.';
  if (num(v, 'b-fleets') + num(v, 'b-decoys') > 3) e['b-decoys'] = 'At most 3 fleets of one side in a sea area, box or harbor (4.1.2), decoys included.';
  if (v.where === 'harbor' && num(v, 'b-fleets') > 0 && num(v, 'lost') > num(v, 'level')) e.lost = 'At most the fortress level.';
  if (num(v, 'b-fleets') === 0 && !(v.where === 'harbor' && num(v, 'level') > 0))
    e['b-fleets'] = 'With no fleet, only a harbor with a fortress fights (10.4): pick "In the harbor" and its fortress points, or at least 1 fleet.';
  return e;
}

type Side = 'a' | 'b';
type Steps = CalcResult['steps'];
type Rows = CalcResult['tables'][number]['rows'];
type Battle = ReturnType<typeof battle>;

/** 10.1, 10.6: a side's dice, one 1D6 per fleet with its admiral's bonus (decoys roll a bare die on that reading). */
function sideBonuses(v: Values, side: Side): number[] {
  const bs = Array.from({ length: num(v, `${side}-fleets`) }, (_, i) => num(v, `${side}${i + 1}`));
  return pick(v, 'decoy', ['no-die', 'die'] as const) === 'die' ? [...bs, ...Array<number>(num(v, `${side}-decoys`)).fill(0)] : bs;
}

/** 10.1, 10.4: the other side's total: its fleets' dice with the coastal batteries of a harbor's standing fortress points, or the fortress alone. */
function otherSide(v: Values, harbor: boolean, level: number, steps: Steps): Dist {
  if (num(v, 'b-fleets') === 0) {
    steps.push({ label: `Harbor with no fleet: the level ${level} fortress rolls`, value: `1D6${level > 1 ? signed(2 * (level - 1)) : ''}`, rules: ['10.4'] });
    return fortressAlone(level);
  }
  const each = pick(v, 'battery', ['once', 'each'] as const) === 'each';
  // 10.4: +2 per permanent point still standing (9.3 destroys them; the level stays)
  const points = harbor ? level - num(v, 'lost') : 0;
  const battery = points > 0 ? batteryDrm(points) : 0;
  const bs = sideBonuses(v, 'b');
  const perFleet = each ? bs.map((b) => b + battery) : bs;
  steps.push({ label: 'Other side: one 1D6 per fleet', value: perFleet.map((b) => `1D6${b ? signed(b) : ''}`).join(' + ') + (!each && battery ? ` ${signed(battery)}` : ''), rules: ['10.1'] });
  if (battery) steps.push({ label: `Coastal batteries: ${plural(points, 'permanent fortress point')} x 2${each ? ', on each fleet' : ', once'}`, value: signed(battery), rules: ['10.4'] });
  else if (harbor) steps.push({ label: level ? 'Every permanent point destroyed: no coastal batteries' : 'Harbor without a fortress: no coastal batteries', value: '0', rules: ['10.4', '9.3'] });
  return sideTotal(perFleet, each ? 0 : battery);
}

/** 10.2: each band of the difference with the fleets it sinks, the phasing side's losses first. */
function resultRows(o: Battle, aFleets: number, bFleets: number): Rows {
  const rows: Rows = [];
  for (const b of [...BANDS].reverse()) rows.push({ cells: [`Phasing side loses ${b.words}`, String(fleetsLost(b.band, aFleets)), o.phasingLoses[b.band]] });
  rows.push({ cells: ['Tie: stay or retreat (see below)', '0', o.tie], emphasis: true });
  for (const b of BANDS) rows.push({ cells: [`Other side loses ${b.words}`, bFleets ? String(fleetsLost(b.band, bFleets)) : '–', o.otherLoses[b.band]] });
  return rows;
}

/** 10.2-10.6: what follows the round: a tie, the loser's retreat, a harbor's blockade, the decoys. */
function afterRound(v: Values, harbor: boolean): string[] {
  const decoys = num(v, 'a-decoys') + num(v, 'b-decoys');
  return [
    'Tie: the non-phasing side says first whether it stays or retreats (retreating loses); then the phasing side; if both stay, fight another round (10.2).',
    'The loser retreats: into a harbor of the same sea area (ending a phasing fleet\'s move), to a friendly harbor within its MF, or, phasing, back to the area it came from for 1 MP; never back into the battle area (10.3).',
    ...(harbor ? ['An attacker that was already blockading and loses returns to its blockade box, still blockading; a harbor defender that loses falls back to a friendly harbor within its MF and can be intercepted as it goes (10.4).'] : []),
    ...(decoys ? [`${plural(decoys, 'decoy')} in this battle ${decoys === 1 ? 'is' : 'are'} destroyed whatever the result (10.6).`] : []),
    'Geographically named fleets have no admiral to lose (10.5).',
  ];
}

/** One round of a naval battle in its order (10.1-10.6): both sides' dice, the difference, the fleets lost, the admirals, what follows. */
function compute(v: Values): CalcResult {
  const harbor = pick(v, 'where', ['sea', 'harbor'] as const) === 'harbor';
  const level = harbor ? num(v, 'level') : 0;
  const steps: Steps = [];
  const aB = sideBonuses(v, 'a');
  steps.push({ label: 'Phasing side: one 1D6 per fleet', value: aB.length ? aB.map((b) => `1D6${b ? signed(b) : ''}`).join(' + ') : 'no die', rules: ['10.1'] });
  const other = otherSide(v, harbor, level, steps);
  const a = sideTotal(aB.length ? aB : [0]);
  const o = battle(a, other);
  steps.push({ label: 'Totals', value: `phasing ${a.min()}-${a.max()}, other ${other.min()}-${other.max()}; difference ${o.difference.min()} to ${o.difference.max()}`, rules: ['10.1'] });
  const aFleets = num(v, 'a-fleets');
  const bFleets = num(v, 'b-fleets');
  const sumOf = (r: typeof o.phasingLoses) => Object.values(r).reduce((x, y) => x.add(y));
  const most = Math.max(1, aFleets, bFleets);
  const res: CalcResult = {
    summary: [
      { label: 'Phasing side wins', value: sumOf(o.otherLoses) },
      { label: 'Tie', value: o.tie },
      { label: 'Other side wins', value: sumOf(o.phasingLoses) },
    ],
    steps,
    tables: [
      {
        title: 'Result of one round',
        caption: `Over all ${o.difference.total} equally likely rolls. Fleets lost: the owner picks which, empty fleets first (their cargo sinks with a loaded fleet).`,
        columns: [{ label: 'Outcome' }, { label: 'Fleets lost' }, { label: 'Probability', kind: 'prob' }],
        rows: resultRows(o, aFleets, bFleets),
        barColumn: 2,
      },
      {
        title: 'Admiral killed (10.5): 2D6 of 12 for each named admiral whose fleet sank',
        columns: [{ label: 'Named admirals sunk' }, { label: 'At least one killed', kind: 'prob' }],
        rows: Array.from({ length: most }, (_, i) => ({ cells: [String(i + 1), admiralDeath(i + 1)] })),
        barColumn: 1,
      },
    ],
    actions: [{ title: 'Then', items: afterRound(v, harbor) }],
  };
  if (bool(v, 'phasing-harbor')) res.notes = ['Attacking from the blockade box with the blockade in place: if beaten, no further round and the blockade stays.'];
  return res;
}

const def: CalculatorDef = {
  id: 'naval',
  fields,
  validate,
  compute,
  ...(SERVER && {
    title: 'Naval battle',
    summary: 'One 1D6 per fleet with its admiral\'s bonus, summed by side; the exact chance of each difference band, coastal batteries, decoys and the admiral killed on a 12.',
    rules: ['10.1', '10.2', '10.3', '10.4', '10.5', '10.6'],
  }),
};

export default def;
