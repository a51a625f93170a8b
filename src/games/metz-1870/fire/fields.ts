/**
 * Input fields of the Metz 1870 fire calculator. The column-shift checkboxes
 * are generated from fire-shifts.yaml, one per 8.4 item, so the chart and the
 * calculator cannot disagree; the items fixed by other inputs (m, n by the
 * firer's side and type, o, p by its ammo markers) are listed in DERIVED.
 */
import type { FieldSpec, Values } from '../../../lib/calculator.ts';
import { arrow } from '../../../lib/calculator.ts';
import { FIRE_SHIFTS } from './shifts.ts';
import type { ShiftGroup } from './shifts.ts';

export const MAX_UNITS = 3;
export const SP_CHOICES = ['C', ...Array.from({ length: 12 }, (_, i) => String(i + 1))];

/** 8.4 items set by other fields, with the field that sets them. */
export const DERIVED: Record<string, string> = {
  m: 'side and type (Prussian artillery)',
  n: 'side and type (French infantry or Mitrailleuse)',
  o: 'the firing units’ ammo markers (Low Ammo)',
  p: 'the firing units’ ammo markers (Rationed Ammo)',
};

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
  kind: 'bool',
  key: shiftKey(r.id),
  label: `${r.id}. ${r.condition} (${arrow(r.shift)})`,
  default: false,
  rules: ['8.4', ...(r.group === 'earthworks' ? [r.id === 'h' ? '16.2' : '16.3'] : []), ...(r.id === 'r' ? ['8.1.2'] : [])],
  group: GROUP[r.group],
  when: (v: Values) => shiftShown(r.id, v),
  ...(HELP[r.id] ? { help: HELP[r.id] } : {}),
}));

const MARKER_OPTIONS = [
  { value: 'none', label: 'No marker' },
  { value: 'shaken', label: 'Shaken (−1 SP)' },
  { value: 'disrupted', label: 'Disrupted (−2 SP)' },
];

function unitFields(i: number): FieldSpec[] {
  const shown = (v: Values) => Number(v.units) >= i;
  const g = `Firing unit ${i}`;
  return [
    {
      kind: 'choice', key: `u${i}-sp`, label: 'Printed SP', group: g, default: '4', rules: ['3.1.3'], when: shown,
      options: SP_CHOICES.map((s) => ({ value: s, label: s === 'C' ? 'C (½)' : s })),
    },
    { kind: 'choice', key: `u${i}-marker`, label: 'Morale marker', group: g, default: 'none', rules: ['3.1.3', '8.1.1', '8.7'], when: shown, options: MARKER_OPTIONS },
    {
      kind: 'bool', key: `u${i}-horse`, label: 'Horse Artillery firing at half (to keep half its movement)', group: g, default: false, rules: ['8.1.6'],
      when: (v) => shown(v) && isArtillery(v),
    },
    { kind: 'bool', key: `u${i}-cautious`, label: 'Out of Command, Cautious: half SP', group: g, default: false, rules: ['14.3'], when: shown },
    {
      kind: 'choice', key: `u${i}-ammo`, label: 'Ammo marker', group: g, default: 'none', rules: ['8.4', '8.8'], when: shown,
      options: [
        { value: 'none', label: 'None' },
        { value: 'low', label: 'Low Ammo (◀2)' },
        { value: 'rationed', label: 'Rationed Ammo (◀4)' },
      ],
    },
  ];
}

export const fireFields: FieldSpec[] = [
  {
    kind: 'choice', key: 'side', label: 'Firing side', group: 'Shot', default: 'prussian', rules: ['8.4'],
    options: [{ value: 'prussian', label: 'Prussian (gray die)' }, { value: 'french', label: 'French (red die)' }],
  },
  {
    kind: 'choice', key: 'type', label: 'Firing unit type', group: 'Shot', default: 'infantry', rules: ['8.1.4', '8.7', '4.3'],
    options: [
      { value: 'infantry', label: 'Infantry' },
      { value: 'artillery', label: 'Artillery' },
      { value: 'mitrailleuse', label: 'Mitrailleuse (French)' },
      { value: 'inf-mit', label: 'Infantry with a Mitrailleuse, combined (French)' },
    ],
    help: 'Units fire together only if of one type in one hex, at one target; infantry and a Mitrailleuse may combine, artillery and its Mitrailleuse never do.',
  },
  { kind: 'int', key: 'units', label: 'Units firing together', group: 'Shot', min: 1, max: MAX_UNITS, default: 1, rules: ['8.1.4'] },
  {
    kind: 'choice', key: 'range', label: 'Range category', group: 'Shot', default: 'effective', rules: ['8.1.3', '8.3'],
    options: [
      { value: 'effective', label: 'Effective (×1)' },
      { value: 'extended', label: 'Extended (×½)' },
      { value: 'canister', label: 'Canister, artillery at an adjacent hex (×1.5, at least +1)' },
    ],
    help: 'The Weapon Ranges Table is not in our source: read the category from your card.',
  },
  ...Array.from({ length: MAX_UNITS }, (_, i) => unitFields(i + 1)).flat(),
  ...shiftFields,
  {
    kind: 'choice', key: 't-status', label: 'Target unit side', group: 'Target unit', default: 'fresh', rules: ['3.3', '8.6'],
    options: [{ value: 'fresh', label: 'Fresh' }, { value: 'bw', label: 'Battleworn' }],
  },
  { kind: 'int', key: 't-tcr-fr', label: 'TCR on its Fresh side', group: 'Target unit', min: 1, max: 10, default: 8, rules: ['3.1.2'], when: (v) => v['t-status'] === 'fresh' },
  { kind: 'int', key: 't-tcr-bw', label: 'TCR on its Battleworn side', group: 'Target unit', min: 1, max: 10, default: 6, rules: ['3.1.2', '10.1'] },
  { kind: 'choice', key: 't-marker', label: 'Morale marker', group: 'Target unit', default: 'none', rules: ['3.1.2', '9.2'], options: MARKER_OPTIONS.map((o) => ({ ...o, label: o.label.replace('SP', 'TCR') })) },
  { kind: 'bool', key: 't-dusk', label: 'Dusk or Dawn turn (TCR −1)', group: 'Target unit', default: false, rules: ['18.1', '18.4'] },
  {
    kind: 'bool', key: 'works-kept', label: 'A retreat ends in a hex with the same earthworks', group: 'Target unit', default: false, rules: ['16.2', '16.3', '12.8'],
    when: (v) => v[shiftKey('h')] === true || v[shiftKey('i')] === true,
    help: 'Otherwise a unit that retreats after a Break Test loses the earthworks TCR bonus for any later test.',
  },
  {
    kind: 'choice', key: 'works-stack', label: 'Earthworks and terrain', group: 'Readings', default: 'stack', rules: ['8.4'],
    ambiguity: '8.4 lists earthworks (h, i) apart from the terrain items but does not say whether they add to the single best terrain shift. Default: they add.',
    options: [{ value: 'stack', label: 'Earthworks add to the best terrain shift' }, { value: 'terrain', label: 'Earthworks count as terrain: only the single best shift' }],
  },
  {
    kind: 'choice', key: 'mit-plunge', label: 'Plunging Fire for a Mitrailleuse', group: 'Readings', default: 'no', rules: ['8.4', '8.7'],
    when: (v) => v.type === 'mitrailleuse',
    ambiguity: '8.4 q names firing artillery and 8.7 gives the Mitrailleuse its own shifts; whether a Mitrailleuse on higher ground gets 1▶ is not stated. Default: it does not.',
    options: [{ value: 'no', label: 'No' }, { value: 'yes', label: 'Yes, as artillery' }],
  },
  {
    kind: 'choice', key: 'ammo-who', label: 'Who takes the Ammo Problem', group: 'Readings', default: 'largest', rules: ['8.8'],
    when: (v) => Number(v.units) > 1,
    ambiguity: '8.8 first gives the marker to the largest printed-SP unit (owner’s choice if tied), then says the owner chooses. Default: the largest unit.',
    options: [{ value: 'largest', label: 'The largest printed SP' }, { value: 'owner', label: 'The owner chooses' }],
  },
  {
    kind: 'choice', key: 'mt-after-retreat', label: 'Morale Test after a Break Test retreat', group: 'Readings', default: 'tests', rules: ['8.5', '10.1'],
    ambiguity: 'With CH+MT, a Battleworn Shaken or Disrupted unit may retreat after the Break Test, before the Morale Test of the units "in the hex". The rules do not say whether it still tests. Default: it does.',
    options: [{ value: 'tests', label: 'It still takes the Morale Test' }, { value: 'spared', label: 'It has left the hex: no test' }],
  },
];
