/** The combat calculator's fields (13.2) and the reading of one side's entries. */
import type { FieldSpec, Values } from '../../../../lib/calculator.ts';
import { bool, num } from '../../../../lib/calculator.ts';
import { ASSAULT_DOCTRINE, boxes, TIME_FUSE } from '../../combat/charts.ts';
import { SERVER } from '../../../../lib/words.ts';

export const SIDES = [
  ['a', 'Attacker'],
  ['d', 'Defender'],
] as const;
export type P = 'a' | 'd';
export const NAME: Record<P, string> = { a: 'Attacker', d: 'Defender' };
const MAX_ARMIES = 4;
const MAX_CORPS = 4;

export const french = (v: Values, p: P) => (v.att === 'french') === (p === 'a');
const TR = { min: -3, max: 6 };

function sideFields(p: P, name: string): FieldSpec[] {
  const g = name;
  const L = SERVER ? `${name}'s leaders` : '';
  const out: FieldSpec[] = [
    { kind: 'int', key: `${p}-reg`, min: 0, max: 99, default: p === 'a' ? 6 : 4, ...(SERVER && { label: 'Regular Infantry SPs', group: g, rules: ['13.4'] }) },
    { kind: 'int', key: `${p}-res`, min: 0, max: 99, default: 0, ...(SERVER && { label: 'Reserve Infantry SPs (Mobile, Landwehr)', group: g, rules: ['13.4', '13.9.3'] }) },
    { kind: 'int', key: `${p}-ft`, min: 0, max: 99, default: 0, when: (v) => french(v, p), ...(SERVER && { label: 'Franc-Tireur SPs', group: g, rules: ['13.4', '13.9.3'] }) },
    { kind: 'int', key: `${p}-cav`, min: 0, max: 99, default: 0, ...(SERVER && { label: 'Cavalry SPs (never count for odds or size)', group: g, rules: ['13.4', '13.10'] }) },
    { kind: 'bool', key: `${p}-dem`, default: false, ...(SERVER && { label: 'Began the combat Demoralized', group: g, rules: ['13.7', '13.14', '13.5'] }) },
    { kind: 'bool', key: `${p}-sup`, default: false, ...(SERVER && { label: 'Out of Combat Supply', group: g, rules: ['9.3', '13.14'] }) },
    { kind: 'int', key: `${p}-art`, min: 0, max: 99, default: 0, ...(SERVER && { label: 'Artillery Strength (sum of its factors, fractions dropped; before any Time Fuse halving)', group: g, rules: ['13.3', '13.3.2', '15.2'] }) },
    { kind: 'int', key: `${p}-armies`, min: 0, max: MAX_ARMIES, default: 0, ...(SERVER && { label: 'Armies in the combat, each with its leader', group: L, rules: ['13.9.1', '13.9.2', '13.12.1'] }) },
    { kind: 'int', key: `${p}-attd`, min: 0, max: MAX_ARMIES, default: 0, ...(SERVER && { label: 'Other Armies with an Attached Corps or Cavalry Division in the combat', group: L, rules: ['13.9.1'] }) },
    { kind: 'bool', key: `${p}-unatt`, default: false, ...(SERVER && { label: 'An unattached Formation takes part (+1 Army in all)', group: L, rules: ['13.9.1'] }) },
  ];
  for (let i = 1; i <= MAX_ARMIES; i++)
    out.push({ kind: 'int', key: `${p}-ar${i}`, ...TR, default: 0, when: (v) => num(v, `${p}-armies`) >= i, ...(SERVER && { label: `Army leader ${i}: Army Re-roll Rating`, group: L, rules: ['13.9.2'] }) });
  out.push({ kind: 'int', key: `${p}-corps`, min: 0, max: MAX_CORPS, default: 0, ...(SERVER && { label: 'Corps leaders whose Corps kept an SP after artillery', group: L, rules: ['13.9.2'] }) });
  for (let i = 1; i <= MAX_CORPS; i++)
    out.push({ kind: 'int', key: `${p}-tr${i}`, ...TR, default: 0, when: (v) => num(v, `${p}-corps`) >= i, ...(SERVER && { label: `Corps leader ${i}: Tactical Rating`, group: L, rules: ['13.9.2'] }) });
  out.push(
    { kind: 'int', key: `${p}-ndiv`, min: 0, max: 4, default: 0, ...(SERVER && { label: 'Division leaders in the combat', group: L, rules: ['13.9.2', '13.12'] }) },
    { kind: 'int', key: `${p}-dtr`, ...TR, default: 0, when: (v) => num(v, `${p}-ndiv`) > 0, ...(SERVER && { label: 'Tactical Rating of the one Division leader leading lone SPs (0 if none)', group: L, rules: ['13.9.2'] }) },
  );
  return out;
}

const ART = 'Artillery results (13.3.5)';
function artilleryFields(p: P, name: string): FieldSpec[] {
  const shown = (v: Values) => num(v, `${p}-art`) > 0;
  return [
    { kind: 'int', key: `${p}-amod`, min: -9, max: 9, default: 0, when: shown, ...(SERVER && { label: `${name}'s artillery roll modifier (town or city for both; an enemy Fortification replaces the other terrain)`, group: ART, rules: ['13.3.3', '13.3.4'] }) },
    { kind: 'int', key: `${p}-adrm`, min: 0, max: 2, default: 0, when: shown, ...(SERVER && { label: `${name}'s result: DRM on its own CRT roll (+1 or +2)`, group: ART, rules: ['13.3.5'] }) },
    { kind: 'bool', key: `${p}-aD`, default: false, when: shown, ...(SERVER && { label: `${name}'s result has a D (the enemy is Demoralized after Battle Impact)`, group: ART, rules: ['13.3.5'] }) },
    { kind: 'int', key: `${p}-aloss`, min: 0, max: 4, default: 0, when: shown, ...(SERVER && { label: `${name}'s result: whole SPs the enemy loses`, group: ART, rules: ['13.3.5'] }) },
    { kind: 'bool', key: `${p}-ahalf`, default: false, when: shown, ...(SERVER && { label: `${name}'s result has a ½`, group: ART, rules: ['13.3.5'] }) },
    { kind: 'bool', key: `${p}-ahalfx`, default: false, when: (v) => shown(v) && bool(v, `${p}-ahalf`), ...(SERVER && { label: `The ½ die came up 1-3: one more SP`, group: ART, rules: ['13.3.5'] }) },
  ];
}

const AFTER = 'After the CRT (13.12-13.16)';
const TRACKS = 'Penalty tracks (13.8, 15.1)';
const SH = 'Column shifts (13.6-13.10)';
const R = 'Readings';
const lead = (v: Values) => num(v, 'a-cav') - num(v, 'd-cav');

export const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'att', default: 'prussian', options: ['prussian', 'french'],
    ...(SERVER && {
      label: 'Attacker',
      group: 'Combat',
      rules: ['13.1'],
      choices: { prussian: 'Prussian (the French defend)', french: 'French (the Prussians defend)' },
    }),
  },
  {
    kind: 'choice', key: 'fort', default: 'none', options: ['none', 'fort', 'fortress', 'improved-fortress'],
    ...(SERVER && {
      label: "Fortification in the hex held by the Defender",
      group: 'Combat',
      rules: ['16.1', '13.3.4'],
      choices: { none: 'None', fort: 'Fort', fortress: 'Fortress (+1)', 'improved-fortress': 'Improved Fortress (+2)' },
    }),
  },
  { kind: 'bool', key: 'clear', default: false, ...(SERVER && { label: 'The combat hex is clear terrain', group: 'Combat', rules: ['15.2'] }) },
  ...SIDES.flatMap(([p, n]) => sideFields(p, n)),
  ...SIDES.flatMap(([p, n]) => artilleryFields(p, n)),
  { kind: 'int', key: 'hex', min: 0, max: 5, default: 0, ...(SERVER && { label: "Left shifts of the Defender's hex terrain (your TEC)", group: SH, rules: ['13.6'] }) },
  { kind: 'int', key: 'side', min: 0, max: 5, default: 0, ...(SERVER && { label: 'Left shifts of the hexside the Attacker names (the smallest effect above 0 among those crossed)', group: SH, rules: ['13.6'] }) },
  { kind: 'int', key: 'ff', min: 0, max: 5, default: 0, ...(SERVER && { label: 'Left shifts of a Field Fortification (from your card)', group: SH, rules: ['16.1.1'] }) },
  {
    kind: 'choice', key: 'cdrm', default: 'roll', when: (v) => num(v, 'a-cav') + num(v, 'd-cav') > 0 || v.cs0 === 'roll', options: ['roll', 'attacker', 'defender', 'tie'],
    ...(SERVER && {
      label: 'Cavalry Superiority DRM roll',
      group: SH,
      rules: ['13.10.1'],
      choices: { roll: 'Not rolled yet (odds over the roll)', attacker: 'Attacker won', defender: 'Defender won', tie: 'Tie' },
    }),
  },
  {
    kind: 'choice', key: 'cshift', default: 'roll', when: (v) => lead(v) !== 0 && (v.cdrm === 'roll' || v.cdrm === (lead(v) > 0 ? 'attacker' : 'defender')), options: ['roll', 'yes', 'no'],
    ...(SERVER && {
      label: 'Cavalry Superiority column shift',
      group: SH,
      rules: ['13.10.2'],
      choices: { roll: 'Will try, not rolled yet (odds over the roll)', yes: 'Won', no: 'Not tried or failed' },
    }),
  },
  { kind: 'bool', key: 'ad', default: false, ...(SERVER && { label: 'German Infantry Assault Doctrine Penalty in force', group: TRACKS, rules: ['13.8'] }) },
  {
    kind: 'choice', key: 'ad-box', default: 'Start', when: (v) => bool(v, 'ad'), options: boxes(ASSAULT_DOCTRINE),
    ...(SERVER && {
      label: 'Its marker is in box',
      group: TRACKS,
      rules: ['13.8.2'],
    }),
  },
  { kind: 'bool', key: 'tf', default: false, ...(SERVER && { label: 'French Artillery Time Fuse Penalty in force', group: TRACKS, rules: ['15.1', '15.2'] }) },
  {
    kind: 'choice', key: 'tf-box', default: '1', when: (v) => bool(v, 'tf'), options: boxes(TIME_FUSE),
    ...(SERVER && {
      label: 'Its marker is in box',
      group: TRACKS,
      rules: ['15.1'],
    }),
  },
  { kind: 'bool', key: 'rolled', default: false, ...(SERVER && { label: 'I have rolled the CRT: enter its results', group: AFTER, rules: ['13.11'] }) },
  ...SIDES.flatMap(([p, n]): FieldSpec[] => [
    { kind: 'int', key: `${p}-closs`, min: 0, max: 9, default: 0, when: (v) => bool(v, 'rolled'), ...(SERVER && { label: `${n}'s SPs lost on the CRT`, group: AFTER, rules: ['13.11'] }) },
    { kind: 'bool', key: `${p}-cD`, default: false, when: (v) => bool(v, 'rolled'), ...(SERVER && { label: `${n} got a D on the CRT`, group: AFTER, rules: ['13.11', '13.14'] }) },
    { kind: 'bool', key: `${p}-ride`, default: false, when: (v) => bool(v, 'rolled'), ...(SERVER && { label: `${n} used a Cavalry Death Ride`, group: AFTER, rules: ['13.15', '14.5'] }) },
  ]),
  ...SIDES.map(([p, n]): FieldSpec => ({ kind: 'int', key: `${p}-bil`, min: -9, max: 9, default: 0, ...(SERVER && { label: `${n}'s Battle Impact leadership (one Army re-roll rating plus one Corps or Division TR, signed; a positive one halved, down, if it began Demoralized)`, group: AFTER, rules: ['13.13.3'] }) })),
  { kind: 'int', key: 'bit', min: -5, max: 5, default: 0, ...(SERVER && { label: 'Battle Impact terrain modifier (your card; both rolls)', group: AFTER, rules: ['13.13.3'] }) },
  { kind: 'int', key: 'conc', min: 0, max: 5, default: 0, ...(SERVER && { label: 'Concentric attack bonus for the Attacker (your card; 3 hexsides +2)', group: AFTER, rules: ['13.13.3'] }) },
  { kind: 'int', key: 'rzoi', min: 0, max: 5, default: 0, ...(SERVER && { label: "Retreat hexes in an enemy Army or Corps ZOI (the loser's path)", group: AFTER, rules: ['13.16', '13.16.1'] }) },
  {
    kind: 'choice', key: 'cap', default: 'cap-6', options: ['cap-6', 'no-cap'],
    ...(SERVER && {
      label: "A side's Tactical Rating DRM or Re-roll Value above +6",
      group: R,
      rules: ['13.9.2'],
      ambiguity: 'The sentence on these above +6 is cut off in our source. Default: they count as +6.',
      choices: { 'cap-6': 'Count as +6', 'no-cap': 'Count in full' },
    }),
  },
  {
    kind: 'choice', key: 'rrneg', default: 'net', when: (v) => num(v, 'a-armies') * num(v, 'd-armies') > 0, options: ['net', 'move'],
    ...(SERVER && {
      label: 'Both Army Re-roll Values negative',
      group: R,
      rules: ['13.9.2'],
      ambiguity: 'A negative value goes to the opponent, added to his own value; whether a negative own value still counts is not said. Default: it counts.',
      choices: { net: 'Own value counts (−1, −1: none)', move: 'Own value drops (−1, −1: 1 each)' },
    }),
  },
  {
    kind: 'choice', key: 'beyond', default: 'hold', options: ['hold', 'unstated'],
    ...(SERVER && {
      label: 'A final column right of 5:1',
      group: R,
      rules: ['13.11', '13.4.3'],
      ambiguity: 'Our source says a column left of 1:3 uses 1:3 but not what happens right of 5:1. Default: 5:1.',
      choices: { hold: 'Use 5:1', unstated: 'Unknown: read your card' },
    }),
  },
  {
    kind: 'choice', key: 'cs0', default: 'skip', when: (v) => num(v, 'a-cav') + num(v, 'd-cav') === 0, options: ['skip', 'roll'],
    ...(SERVER && {
      label: 'Cavalry Superiority roll with no CSP on either side',
      group: R,
      rules: ['13.10.1'],
      ambiguity: 'Both players roll 1D6 plus their CSPs "if any", and a side without cavalry may win; nothing says a combat without cavalry skips the roll. Default: no roll.',
      choices: { skip: 'No roll', roll: 'Both roll 1D6, the higher +1' },
    }),
  },
  {
    kind: 'choice', key: 'ovft', default: 'infantry', options: ['infantry', 'with-ft'],
    ...(SERVER && {
      label: 'The 12:1 Overrun test before artillery',
      group: R,
      rules: ['13.5'],
      ambiguity: 'The test counts Infantry SPs; it does not say whether Franc-Tireur SPs count. Default: Infantry only (a side of Franc-Tireurs alone is never overrun by this test).',
      choices: { infantry: 'Infantry SPs only', 'with-ft': 'Franc-Tireur SPs count too' },
    }),
  },
];

export interface Sd {
  reg: number;
  res: number;
  ft: number;
  cav: number;
  dem: boolean;
  art: number;
}
export const readSide = (v: Values, p: P): Sd => ({
  reg: num(v, `${p}-reg`),
  res: num(v, `${p}-res`),
  ft: french(v, p) ? num(v, `${p}-ft`) : 0,
  cav: num(v, `${p}-cav`),
  dem: bool(v, `${p}-dem`),
  art: num(v, `${p}-art`),
});
