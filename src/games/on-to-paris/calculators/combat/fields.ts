/** The combat calculator's fields (13.2) and the reading of one side's entries. */
import type { FieldSpec, Values } from '../../../../lib/calculator.ts';
import { bool, num } from '../../../../lib/calculator.ts';
import { ASSAULT_DOCTRINE, boxes, TIME_FUSE } from '../../combat/tracks.ts';

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
  const g = `${name}`;
  const L = `${name}'s leaders`;
  const out: FieldSpec[] = [
    { kind: 'int', key: `${p}-reg`, label: 'Regular Infantry SPs', group: g, min: 0, max: 99, default: p === 'a' ? 6 : 4, rules: ['13.4'] },
    { kind: 'int', key: `${p}-res`, label: 'Reserve Infantry SPs (Mobile, Landwehr)', group: g, min: 0, max: 99, default: 0, rules: ['13.4', '13.9.3'] },
    { kind: 'int', key: `${p}-ft`, label: 'Franc-Tireur SPs', group: g, min: 0, max: 99, default: 0, rules: ['13.4', '13.9.3'], when: (v) => french(v, p) },
    { kind: 'int', key: `${p}-cav`, label: 'Cavalry SPs (never count for odds or size)', group: g, min: 0, max: 99, default: 0, rules: ['13.4', '13.10'] },
    { kind: 'bool', key: `${p}-dem`, label: 'Began the combat Demoralized', group: g, default: false, rules: ['13.7', '13.14', '13.5'] },
    { kind: 'bool', key: `${p}-sup`, label: 'Out of Combat Supply', group: g, default: false, rules: ['9.3', '13.14'] },
    { kind: 'int', key: `${p}-art`, label: 'Artillery Strength (sum of its factors, fractions dropped; before any Time Fuse halving)', group: g, min: 0, max: 99, default: 0, rules: ['13.3', '13.3.2', '15.2'] },
    { kind: 'int', key: `${p}-armies`, label: 'Armies in the combat, each with its leader', group: L, min: 0, max: MAX_ARMIES, default: 0, rules: ['13.9.1', '13.9.2', '13.12.1'] },
    { kind: 'int', key: `${p}-attd`, label: 'Other Armies with an Attached Corps or Cavalry Division in the combat', group: L, min: 0, max: MAX_ARMIES, default: 0, rules: ['13.9.1'] },
    { kind: 'bool', key: `${p}-unatt`, label: 'An unattached Formation takes part (+1 Army in all)', group: L, default: false, rules: ['13.9.1'] },
  ];
  for (let i = 1; i <= MAX_ARMIES; i++)
    out.push({ kind: 'int', key: `${p}-ar${i}`, label: `Army leader ${i}: Army Re-roll Rating`, group: L, ...TR, default: 0, rules: ['13.9.2'], when: (v) => num(v, `${p}-armies`) >= i });
  out.push({ kind: 'int', key: `${p}-corps`, label: 'Corps leaders whose Corps kept an SP after artillery', group: L, min: 0, max: MAX_CORPS, default: 0, rules: ['13.9.2'] });
  for (let i = 1; i <= MAX_CORPS; i++)
    out.push({ kind: 'int', key: `${p}-tr${i}`, label: `Corps leader ${i}: Tactical Rating`, group: L, ...TR, default: 0, rules: ['13.9.2'], when: (v) => num(v, `${p}-corps`) >= i });
  out.push(
    { kind: 'int', key: `${p}-ndiv`, label: 'Division leaders in the combat', group: L, min: 0, max: 4, default: 0, rules: ['13.9.2', '13.12'] },
    { kind: 'int', key: `${p}-dtr`, label: 'Tactical Rating of the one Division leader leading lone SPs (0 if none)', group: L, ...TR, default: 0, rules: ['13.9.2'], when: (v) => num(v, `${p}-ndiv`) > 0 },
  );
  return out;
}

const ART = 'Artillery results (13.3.5)';
function artilleryFields(p: P, name: string): FieldSpec[] {
  const shown = (v: Values) => num(v, `${p}-art`) > 0;
  return [
    { kind: 'int', key: `${p}-amod`, label: `${name}'s artillery roll modifier (town or city for both; an enemy Fortification replaces the other terrain)`, group: ART, min: -9, max: 9, default: 0, rules: ['13.3.3', '13.3.4'], when: shown },
    { kind: 'int', key: `${p}-adrm`, label: `${name}'s result: DRM on its own CRT roll (+1 or +2)`, group: ART, min: 0, max: 2, default: 0, rules: ['13.3.5'], when: shown },
    { kind: 'bool', key: `${p}-aD`, label: `${name}'s result has a D (the enemy is Demoralized after Battle Impact)`, group: ART, default: false, rules: ['13.3.5'], when: shown },
    { kind: 'int', key: `${p}-aloss`, label: `${name}'s result: whole SPs the enemy loses`, group: ART, min: 0, max: 4, default: 0, rules: ['13.3.5'], when: shown },
    { kind: 'bool', key: `${p}-ahalf`, label: `${name}'s result has a ½`, group: ART, default: false, rules: ['13.3.5'], when: shown },
    { kind: 'bool', key: `${p}-ahalfx`, label: `The ½ die came up 1-3: one more SP`, group: ART, default: false, rules: ['13.3.5'], when: (v) => shown(v) && bool(v, `${p}-ahalf`) },
  ];
}

const AFTER = 'After the CRT (13.12-13.16)';
const TRACKS = 'Penalty tracks (13.8, 15.1)';
const SH = 'Column shifts (13.6-13.10)';
const R = 'Readings';
const lead = (v: Values) => num(v, 'a-cav') - num(v, 'd-cav');

export const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'att', label: 'Attacker', group: 'Combat', default: 'prussian', rules: ['13.1'],
    options: [{ value: 'prussian', label: 'Prussian (the French defend)' }, { value: 'french', label: 'French (the Prussians defend)' }],
  },
  {
    kind: 'choice', key: 'fort', label: "Fortification in the hex held by the Defender", group: 'Combat', default: 'none', rules: ['16.1', '13.3.4'],
    options: [{ value: 'none', label: 'None' }, { value: 'fort', label: 'Fort' }, { value: 'fortress', label: 'Fortress (+1)' }, { value: 'improved-fortress', label: 'Improved Fortress (+2)' }],
  },
  { kind: 'bool', key: 'clear', label: 'The combat hex is clear terrain', group: 'Combat', default: false, rules: ['15.2'] },
  ...SIDES.flatMap(([p, n]) => sideFields(p, n)),
  ...SIDES.flatMap(([p, n]) => artilleryFields(p, n)),
  { kind: 'int', key: 'hex', label: "Left shifts of the Defender's hex terrain (your TEC)", group: SH, min: 0, max: 5, default: 0, rules: ['13.6'] },
  { kind: 'int', key: 'side', label: 'Left shifts of the hexside the Attacker names (the smallest effect above 0 among those crossed)', group: SH, min: 0, max: 5, default: 0, rules: ['13.6'] },
  { kind: 'int', key: 'ff', label: 'Left shifts of a Field Fortification (from your card)', group: SH, min: 0, max: 5, default: 0, rules: ['16.1.1'] },
  {
    kind: 'choice', key: 'cdrm', label: 'Cavalry Superiority DRM roll', group: SH, default: 'roll', rules: ['13.10.1'], when: (v) => num(v, 'a-cav') + num(v, 'd-cav') > 0 || v.cs0 === 'roll',
    options: [{ value: 'roll', label: 'Not rolled yet (odds over the roll)' }, { value: 'attacker', label: 'Attacker won' }, { value: 'defender', label: 'Defender won' }, { value: 'tie', label: 'Tie' }],
  },
  {
    kind: 'choice', key: 'cshift', label: 'Cavalry Superiority column shift', group: SH, default: 'roll', rules: ['13.10.2'], when: (v) => lead(v) !== 0 && (v.cdrm === 'roll' || v.cdrm === (lead(v) > 0 ? 'attacker' : 'defender')),
    options: [{ value: 'roll', label: 'Will try, not rolled yet (odds over the roll)' }, { value: 'yes', label: 'Won' }, { value: 'no', label: 'Not tried or failed' }],
  },
  { kind: 'bool', key: 'ad', label: 'German Infantry Assault Doctrine Penalty in force', group: TRACKS, default: false, rules: ['13.8'] },
  {
    kind: 'choice', key: 'ad-box', label: 'Its marker is in box', group: TRACKS, default: 'Start', rules: ['13.8.2'], when: (v) => bool(v, 'ad'),
    options: boxes(ASSAULT_DOCTRINE).map((b) => ({ value: b, label: b })),
  },
  { kind: 'bool', key: 'tf', label: 'French Artillery Time Fuse Penalty in force', group: TRACKS, default: false, rules: ['15.1', '15.2'] },
  {
    kind: 'choice', key: 'tf-box', label: 'Its marker is in box', group: TRACKS, default: '1', rules: ['15.1'], when: (v) => bool(v, 'tf'),
    options: boxes(TIME_FUSE).map((b) => ({ value: b, label: b })),
  },
  { kind: 'bool', key: 'rolled', label: 'I have rolled the CRT: enter its results', group: AFTER, default: false, rules: ['13.11'] },
  ...SIDES.flatMap(([p, n]): FieldSpec[] => [
    { kind: 'int', key: `${p}-closs`, label: `${n}'s SPs lost on the CRT`, group: AFTER, min: 0, max: 9, default: 0, rules: ['13.11'], when: (v) => bool(v, 'rolled') },
    { kind: 'bool', key: `${p}-cD`, label: `${n} got a D on the CRT`, group: AFTER, default: false, rules: ['13.11', '13.14'], when: (v) => bool(v, 'rolled') },
    { kind: 'bool', key: `${p}-ride`, label: `${n} used a Cavalry Death Ride`, group: AFTER, default: false, rules: ['13.15', '14.5'], when: (v) => bool(v, 'rolled') },
  ]),
  ...SIDES.map(([p, n]): FieldSpec => ({ kind: 'int', key: `${p}-bil`, label: `${n}'s Battle Impact leadership (one Army re-roll rating plus one Corps or Division TR, signed; a positive one halved, down, if it began Demoralized)`, group: AFTER, min: -9, max: 9, default: 0, rules: ['13.13.3'] })),
  { kind: 'int', key: 'bit', label: 'Battle Impact terrain modifier (your card; both rolls)', group: AFTER, min: -5, max: 5, default: 0, rules: ['13.13.3'] },
  { kind: 'int', key: 'conc', label: 'Concentric attack bonus for the Attacker (your card; 3 hexsides +2)', group: AFTER, min: 0, max: 5, default: 0, rules: ['13.13.3'] },
  { kind: 'int', key: 'rzoi', label: "Retreat hexes in an enemy Army or Corps ZOI (the loser's path)", group: AFTER, min: 0, max: 5, default: 0, rules: ['13.16', '13.16.1'] },
  {
    kind: 'choice', key: 'cap', label: "A side's Tactical Rating DRM or Re-roll Value above +6", group: R, default: 'cap-6', rules: ['13.9.2'],
    ambiguity: 'The sentence on these above +6 is cut off in our source. Default: they count as +6.',
    options: [{ value: 'cap-6', label: 'Count as +6' }, { value: 'no-cap', label: 'Count in full' }],
  },
  {
    kind: 'choice', key: 'rrneg', label: 'Both Army Re-roll Values negative', group: R, default: 'net', rules: ['13.9.2'], when: (v) => num(v, 'a-armies') * num(v, 'd-armies') > 0,
    ambiguity: 'A negative value goes to the opponent, added to his own value; whether a negative own value still counts is not said. Default: it counts.',
    options: [{ value: 'net', label: 'Own value counts (−1, −1: none)' }, { value: 'move', label: 'Own value drops (−1, −1: 1 each)' }],
  },
  {
    kind: 'choice', key: 'beyond', label: 'A final column right of 5:1', group: R, default: 'hold', rules: ['13.11', '13.4.3'],
    ambiguity: 'Our source says a column left of 1:3 uses 1:3 but not what happens right of 5:1. Default: 5:1.',
    options: [{ value: 'hold', label: 'Use 5:1' }, { value: 'unstated', label: 'Unknown: read your card' }],
  },
  {
    kind: 'choice', key: 'cs0', label: 'Cavalry Superiority roll with no CSP on either side', group: R, default: 'skip', rules: ['13.10.1'], when: (v) => num(v, 'a-cav') + num(v, 'd-cav') === 0,
    ambiguity: 'Both players roll 1D6 plus their CSPs "if any", and a side without cavalry may win; nothing says a combat without cavalry skips the roll. Default: no roll.',
    options: [{ value: 'skip', label: 'No roll' }, { value: 'roll', label: 'Both roll 1D6, the higher +1' }],
  },
  {
    kind: 'choice', key: 'ovft', label: 'The 12:1 Overrun test before artillery', group: R, default: 'infantry', rules: ['13.5'],
    ambiguity: 'The test counts Infantry SPs; it does not say whether Franc-Tireur SPs count. Default: Infantry only (a side of Franc-Tireurs alone is never overrun by this test).',
    options: [{ value: 'infantry', label: 'Infantry SPs only' }, { value: 'with-ft', label: 'Franc-Tireur SPs count too' }],
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
