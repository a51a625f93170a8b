/**
 * Input fields of the Metz 1870 fire calculator. The column-shift checkboxes
 * are generated from fire-shifts.yaml, one per 8.4 item, so the chart and the
 * calculator cannot disagree; the items fixed by other inputs (m, n by the
 * firer's side and type, o, p by its ammo markers) are listed in DERIVED.
 */
import type { FieldSpec, Values } from '../../../lib/calculator.ts';
import { arrow, labelled } from '../../../lib/calculator.ts';
import { CONDITION, FIRE_SHIFTS } from './shifts.ts';
import type { ShiftGroup } from './shifts.ts';
import { SERVER } from '../../../lib/words.ts';

export const MAX_UNITS = 3;
export const SP_CHOICES = ['C', ...Array.from({ length: 12 }, (_, i) => String(i + 1))];

/**
 * 8.4 items set by other fields, with the fields that set them: m by the side and type (Prussian
 * artillery), n by the side and type (French infantry or Mitrailleuse), o and p by the firing units'
 * ammo markers (Low, Rationed Ammo).
 */
export const DERIVED: Record<string, string> = { m: 'side,type', n: 'side,type', o: 'ammo', p: 'ammo' };

export const shiftKey = (id: string) => `s-${id}`;
const GROUP: Record<ShiftGroup, string> = {
  terrain: 'Target hex',
  earthworks: 'Target hex',
  target: 'Target hex',
  firer: 'Shot',
  event: 'Events',
};
const HELP: Record<string, string> = {
  a: 'Several terrain types in the hex: only the one shift best for the target counts.',
  d: 'Forested Stream has no fire shift of its own in 8.4; whether the Stream shift applies is not stated.',
  h: 'Also +1 to the target’s TCR (16.2).',
  i: 'Also +2 to the target’s TCR (16.3).',
  q: 'Artillery only (8.4 q).',
  r: 'See 8.1.2.',
  s: 'Flat ◀2 for every repeat, however many.',
};

export const isArtillery = (v: Values) => v.type === 'artillery';
const frenchFirer = (v: Values) => v.side === 'french';
/** When a generated shift field is shown (and counted). */
export function shiftShown(id: string, v: Values): boolean {
  switch (id) {
    case 'l':
      return v.side === 'prussian';
    case 't':
    case 'u':
      return frenchFirer(v);
    case 'q':
      return isArtillery(v) || (v.type === 'mitrailleuse' && v['mit-plunge'] === 'yes');
    default:
      return !(id in DERIVED);
  }
}

const shiftFields: FieldSpec[] = FIRE_SHIFTS.filter((r) => !(r.id in DERIVED)).map((r) => ({
  kind: 'bool', key: shiftKey(r.id), default: false, when: (v: Values) => shiftShown(r.id, v),
  ...(SERVER && {
    help: HELP[r.id],
    label: `${r.id}. ${CONDITION(r.id)} (${arrow(r.shift)})`,
    rules: ['8.4', ...(r.group === 'earthworks' ? [r.id === 'h' ? '16.2' : '16.3'] : []), ...(r.id === 'r' ? ['8.1.2'] : [])],
    group: GROUP[r.group],
  }),
}));

const MARKER_OPTIONS = ['none', 'shaken', 'disrupted'];
const MARKER_WORDS = { none: 'No marker', shaken: 'Shaken (−1 SP)', disrupted: 'Disrupted (−2 SP)' };

function unitFields(i: number): FieldSpec[] {
  const shown = (v: Values) => Number(v.units) >= i;
  const g = `Firing unit ${i}`;
  return [
    {
      kind: 'choice', key: `u${i}-sp`, default: '4', when: shown, options: SP_CHOICES,
      ...(SERVER && {
        choices: { C: 'C (½)' },
        label: 'Printed SP',
        group: g,
        rules: ['3.1.3'],
      }),
    },
    { kind: 'choice', key: `u${i}-marker`, default: 'none', when: shown, options: MARKER_OPTIONS, ...(SERVER && { choices: MARKER_WORDS, label: 'Morale marker', group: g, rules: ['3.1.3', '8.1.1', '8.7'] }) },
    {
      kind: 'bool', key: `u${i}-horse`, default: false, when: (v) => shown(v) && isArtillery(v),
      ...(SERVER && {
        label: 'Horse Artillery firing at half (to keep half its movement)',
        group: g,
        rules: ['8.1.6'],
      }),
    },
    { kind: 'bool', key: `u${i}-cautious`, default: false, when: shown, ...(SERVER && { label: 'Out of Command, Cautious: half SP', group: g, rules: ['14.3'] }) },
    {
      kind: 'choice', key: `u${i}-ammo`, default: 'none', when: shown, options: ['none', 'low', 'rationed'],
      ...(SERVER && {
        label: 'Ammo marker',
        group: g,
        rules: ['8.4', '8.8'],
        choices: { none: 'None', low: 'Low Ammo (◀2)', rationed: 'Rationed Ammo (◀4)' },
      }),
    },
  ];
}

export const fireFields: FieldSpec[] = [
  {
    kind: 'choice', key: 'side', default: 'prussian', options: ['prussian', 'french'],
    ...(SERVER && {
      label: 'Firing side',
      group: 'Shot',
      rules: ['8.4'],
      choices: { prussian: 'Prussian (gray die)', french: 'French (red die)' },
    }),
  },
  {
    kind: 'choice', key: 'type', default: 'infantry', options: ['infantry', 'artillery', 'mitrailleuse', 'inf-mit'],
    ...(SERVER && {
      label: 'Firing unit type',
      group: 'Shot',
      rules: ['8.1.4', '8.7', '4.3'],
      help: 'Units fire together only if of one type in one hex, at one target; infantry and a Mitrailleuse may combine, artillery and its Mitrailleuse never do.',
      choices: { infantry: 'Infantry', artillery: 'Artillery', mitrailleuse: 'Mitrailleuse (French)', 'inf-mit': 'Infantry with a Mitrailleuse, combined (French)' },
    }),
  },
  { kind: 'int', key: 'units', min: 1, max: MAX_UNITS, default: 1, ...(SERVER && { label: 'Units firing together', group: 'Shot', rules: ['8.1.4'] }) },
  {
    kind: 'choice', key: 'range', default: 'effective', options: ['effective', 'extended', 'canister'],
    ...(SERVER && {
      label: 'Range category',
      group: 'Shot',
      rules: ['8.1.3', '8.3'],
      help: 'The Weapon Ranges Table is not in our source: read the category from your card.',
      choices: { effective: 'Effective (×1)', extended: 'Extended (×½)', canister: 'Canister, artillery at an adjacent hex (×1.5, at least +1)' },
    }),
  },
  ...Array.from({ length: MAX_UNITS }, (_, i) => unitFields(i + 1)).flat(),
  ...shiftFields,
  {
    kind: 'choice', key: 't-status', default: 'fresh', options: ['fresh', 'bw'],
    ...(SERVER && {
      label: 'Target unit side',
      group: 'Target unit',
      rules: ['3.3', '8.6'],
      choices: { fresh: 'Fresh', bw: 'Battleworn' },
    }),
  },
  { kind: 'int', key: 't-tcr-fr', min: 1, max: 10, default: 8, when: (v) => v['t-status'] === 'fresh', ...(SERVER && { label: 'TCR on its Fresh side', group: 'Target unit', rules: ['3.1.2'] }) },
  { kind: 'int', key: 't-tcr-bw', min: 1, max: 10, default: 6, ...(SERVER && { label: 'TCR on its Battleworn side', group: 'Target unit', rules: ['3.1.2', '10.1'] }) },
  { kind: 'choice', key: 't-marker', default: 'none', options: MARKER_OPTIONS, ...(SERVER && { choices: labelled(MARKER_OPTIONS, (m) => MARKER_WORDS[m as keyof typeof MARKER_WORDS].replace('SP', 'TCR')), label: 'Morale marker', group: 'Target unit', rules: ['3.1.2', '9.2'] }) },
  { kind: 'bool', key: 't-dusk', default: false, ...(SERVER && { label: 'Dusk or Dawn turn (TCR −1)', group: 'Target unit', rules: ['18.1', '18.4'] }) },
  {
    kind: 'bool', key: 'works-kept', default: false, when: (v) => v[shiftKey('h')] === true || v[shiftKey('i')] === true,
    ...(SERVER && {
      label: 'A retreat ends in a hex with the same earthworks',
      group: 'Target unit',
      rules: ['16.2', '16.3', '12.8'],
      help: 'Otherwise a unit that retreats after a Break Test loses the earthworks TCR bonus for any later test.',
    }),
  },
  {
    kind: 'choice', key: 'works-stack', default: 'stack', options: ['stack', 'terrain'],
    ...(SERVER && {
      label: 'Earthworks and terrain',
      group: 'Readings',
      rules: ['8.4'],
      ambiguity: '8.4 lists earthworks (h, i) apart from the terrain items but does not say whether they add to the single best terrain shift. Default: they add.',
      choices: { stack: 'Earthworks add to the best terrain shift', terrain: 'Earthworks count as terrain: only the single best shift' },
    }),
  },
  {
    kind: 'choice', key: 'mit-plunge', default: 'no', when: (v) => v.type === 'mitrailleuse', options: ['no', 'yes'],
    ...(SERVER && {
      label: 'Plunging Fire for a Mitrailleuse',
      group: 'Readings',
      rules: ['8.4', '8.7'],
      ambiguity: '8.4 q names firing artillery and 8.7 gives the Mitrailleuse its own shifts; whether a Mitrailleuse on higher ground gets 1▶ is not stated. Default: it does not.',
      choices: { no: 'No', yes: 'Yes, as artillery' },
    }),
  },
  {
    kind: 'choice', key: 'ammo-who', default: 'largest', when: (v) => Number(v.units) > 1, options: ['largest', 'owner'],
    ...(SERVER && {
      label: 'Who takes the Ammo Problem',
      group: 'Readings',
      rules: ['8.8'],
      ambiguity: '8.8 first gives the marker to the largest printed-SP unit (owner’s choice if tied), then says the owner chooses. Default: the largest unit.',
      choices: { largest: 'The largest printed SP', owner: 'The owner chooses' },
    }),
  },
  {
    kind: 'choice', key: 'mt-after-retreat', default: 'tests', options: ['tests', 'spared'],
    ...(SERVER && {
      label: 'Morale Test after a Break Test retreat',
      group: 'Readings',
      rules: ['8.5', '10.1'],
      ambiguity: 'With CH+MT, a Battleworn Shaken or Disrupted unit may retreat after the Break Test, before the Morale Test of the units "in the hex". The rules do not say whether it still tests. Default: it does.',
      choices: { tests: 'It still takes the Morale Test', spared: 'It has left the hex: no test' },
    }),
  },
];
