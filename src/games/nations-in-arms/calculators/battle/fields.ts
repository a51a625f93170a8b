/** The battle calculator's inputs: the battle, each side (same keys, a- and d-), the readings, and the roll typed in. */
import type { FieldSpec, FieldWords, Values } from '../../../../lib/calculator.ts';
import { forceMorale, type ForceMorale } from '../../battle/morale.ts';
import { SERVER } from '../../../../lib/words.ts';

export type P = 'a' | 'd';
export const NAME: Record<P, string> = { a: 'Attacker', d: 'Defender' };
const B = 'Battle';
const R = 'Readings';
const T = 'After the roll';
const tac = (v: Values) => v.tac === true;
const rolled = (v: Values) => v.rolled === true;
const counted = (v: Values) => v.mm === 'count';
export const MORALES = [1, 2, 3, 4, 5, 6];
/** 8.1.2 from the steps counted; null when none is counted or the choice is not a tied value */
export function countedMorale(v: Values, p: P): ForceMorale | null {
  try {
    return forceMorale(MORALES.map((m) => Number(v[`${p}-m${m}`])), Number(v[`${p}-pick`] ?? 0));
  } catch {
    return null;
  }
}
export const CODES = ['none', '+', 'C', 'L', '+C', '+L', 'CL', '+CL'];

const int = (key: string, min: number, max: number, d: number, words: false | FieldWords, extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'int', key, min, max, default: d, ...words, ...extra }) as FieldSpec;
const yes = (key: string, words: false | FieldWords, extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'bool', key, default: false, ...words, ...extra }) as FieldSpec;

function side(p: P, steps: number): FieldSpec[] {
  const g = NAME[p];
  const k = (s: string) => `${p}-${s}`;
  return [
    int(k('st'), 1, 60, steps, SERVER && { label: 'Combat steps', group: g, rules: ['8.0'], help: 'Not army markers, engineers or supply units.' }),
    int(k('cp'), 1, 99, steps, SERVER && { label: 'Printed combat points', group: g, rules: ['8.1.4', '5.2.8'] }),
    int(k('ov'), 1, 99, steps, SERVER && { label: 'Combat points with terrain (your TEC)', group: g, rules: ['8.1.4'] }, { when: (v) => v.tec === true }),
    int(k('mor'), 1, 6, 3, SERVER && { label: 'Force morale (of the most steps)', group: g, rules: ['8.1.2'] }, { when: (v) => !counted(v) }),
    yes(k('tie'), SERVER && { label: 'Tied with another morale (you chose this one)', group: g, rules: ['8.1.2'] }, { when: (v) => !counted(v) }),
    // counted: the steps of each morale value; the default gives the typed default, morale 3
    ...MORALES.map((m) => int(k(`m${m}`), 0, 60, m === 3 ? steps : 0, SERVER && { label: `Steps of morale ${m}`, group: g, rules: ['8.1.2'] }, { when: counted })),
    int(k('pick'), 0, 6, 0, SERVER && { label: 'On a tie, the morale you choose (0: the highest)', group: g, rules: ['8.1.2'] }, { when: (v) => counted(v) && countedMorale({ ...v, [k('pick')]: 0 }, p)?.tie === true }),
    int(k('cv'), 0, 5, 1, SERVER && { label: "Overall commander's combat value", group: g, rules: ['8.2.2'] }),
    yes(k('army'), SERVER && { label: 'Commanded by an army commander', group: g, rules: ['8.2.5'] }),
    int(k('art'), 0, 40, 2, SERVER && { label: 'Artillery points', group: g, rules: ['8.1.5'], help: 'Corps artillery, army marker front side +2 (Grande Armée +3; the back is not in our source), 1 per fortress point.' }),
    int(k('lc'), 0, 40, 0, SERVER && { label: 'Light cavalry points', group: g, rules: ['8.1.6'], help: 'Whether cossacks count is not stated (8.2.4 calls them cavalry).' }),
    int(k('rc'), 0, 40, 0, SERVER && { label: 'Cuirassier (reserve) cavalry points', group: g, rules: ['8.1.6', '8.1.7'] }),
    int(k('gc'), 0, 40, 0, SERVER && { label: 'Guard cavalry points', group: g, rules: ['8.1.6'] }),
    int(k('cl'), 0, 9, 0, SERVER && { label: 'Cavalry leaders', group: g, rules: ['8.1.6'] }),
    int(k('lead'), -3, 3, 0, SERVER && { label: 'Lead assault unit modifier', group: g, rules: ['8.2.3'], help: 'It takes the first loss. A one-unit force always uses it; cavalry 0 in a siege battle; guerrillas only in difficult terrain, passes and mountains; cossacks only in Winter.' }),
    int(k('sub'), 0, 3, 0, SERVER && { label: "Subordinate leader's modifier (he checks)", group: g, rules: ['8.2.3'] }),
    int(k('ter'), -5, 5, 0, SERVER && { label: 'Terrain DRM (your TEC)', group: g, rules: ['8.2.1'] }),
    yes(k('oos'), SERVER && { label: 'Out of supply (-4, no artillery)', group: g, rules: ['6.1.2', '8.1.5'], help: 'Not for besieged units: the -4 does not apply to them, unless a step sortieing is itself out of supply (6.2).' }),
    yes(k('dem'), SERVER && { label: 'Demoralized (-2, morale -1)', group: g, rules: ['8.3.4'] }),
    yes(k('ref'), SERVER && { label: 'Nation reformed', group: g, rules: ['8.1.3'], help: "France 1794, Russia 1797, Britain 1800, Prussia 1813; the Austrian year is lost. Allied minors use their major's." }, { when: tac }),
    yes(k('col'), SERVER && { label: "Commander's modifier coloured", group: g, rules: ['1.1.4'] }, { when: (v) => tac(v) && v.c2 === 'coloured' }),
    int(k('card'), -5, 5, 0, SERVER && { label: 'Tactics card DRM (your cards)', group: g, rules: ['8.1.3'] }, { when: tac }),
    yes(k('2nd'), SERVER && { label: 'Second card played by a subordinate', group: g, rules: ['8.1.3'] }, { when: (v) => tac(v) && (v.c2 === 'coloured' ? v[k('col')] === true : Number(v[k('cv')]) >= 2) }),
  ];
}

export const fields: FieldSpec[] = [
  { kind: 'choice', key: 'round', default: '1', options: ['1', '2'], ...(SERVER && { choices: { '1': 'First', '2': 'Second' }, label: 'Round', group: B, rules: ['8.3.1'] }) },
  { kind: 'choice', key: 'mm', default: 'type', options: ['type', 'count'], ...(SERVER && { choices: { type: "Type each side's morale", count: 'Count the steps at each morale' }, label: 'Force morale', group: B, rules: ['8.1.2'] }) },
  { kind: 'choice', key: 'terrain', default: 'open', options: ['open', 'mountain', 'woods', 'swamp'], ...(SERVER && { choices: { open: 'Other terrain', mountain: 'Mountains', woods: 'Woods', swamp: 'Swamp' }, label: "Defender's hex", group: B, rules: ['8.1.7'] }) },
  yes('winter', SERVER && { label: 'Winter', group: B, rules: ['8.1.7'] }, { when: (v) => v.terrain === 'swamp' }),
  {
    kind: 'choice', key: 'river', default: 'none', options: ['none', 'bridged', 'unbridged', 'engineers'],
    ...(SERVER && { choices: { none: 'No river', bridged: 'A bridge (-1)', unbridged: 'An unbridged river (-3)', engineers: 'Unbridged, with engineers or an army (-1)' },
      label: 'Attacking across',
      group: B,
      rules: ['5.2.10'],
    }),
  },
  yes('icpt', SERVER && { label: 'Defender intercepted the attacker (+1)', group: B, rules: ['5.2.6'] }),
  yes('avoid', SERVER && { label: 'Defender failed to avoid (-1)', group: B, rules: ['5.2.7'] }),
  yes('naval', SERVER && { label: 'Naval invasion (attacker -3)', group: B, rules: ['5.3.3'] }),
  yes('fort', SERVER && { label: 'Defender inside a fortress (no overrun)', group: B, rules: ['5.2.8'] }),
  yes('tec', SERVER && { label: 'Terrain changes the combat points', group: B, rules: ['8.1.4'] }),
  yes('tac', SERVER && { label: 'Tactics cards (optional; major battles)', group: B, rules: ['8.1.3'] }),
  ...side('a', 8),
  ...side('d', 6),
  {
    kind: 'choice', key: 'art2', default: '2', options: ['2', '1', '3'],
    ...(SERVER && { choices: { '2': '+2', '1': '+1', '3': '+3' },
      label: 'Artillery DRM at twice as many points',
      group: R,
      rules: ['8.1.5'],
      ambiguity: 'The value is lost in our source. Default +2, the notes\' reading by parallel with cavalry (8.1.6); check your card.',
    }),
  },
  {
    kind: 'choice', key: 'cav0', default: 'tie', when: (v) => ['a', 'd'].every((p) => ['lc', 'rc', 'gc'].every((k) => Number(v[`${p}-${k}`]) === 0)), options: ['tie', 'none'],
    ...(SERVER && { choices: { tie: 'A tie: more cavalry leaders get +1', none: 'No superiority' },
      label: 'No cavalry on either side (0 : 0)',
      group: R,
      rules: ['8.1.6'],
      ambiguity: '8.1.6 gives a tie to the side with more cavalry leaders and makes no exception for 0 : 0; it may only mean sides that have cavalry. Default: 0 : 0 is a tie.',
    }),
  },
  {
    kind: 'choice', key: 'ovr', default: 'ge', options: ['ge', 'gt'],
    ...(SERVER && { choices: { ge: 'Yes (5 times or more)', gt: 'No (more than 5 times)' },
      label: 'Overrun at exactly five times',
      group: R,
      rules: ['5.2.8'],
      ambiguity: '"Five times greater" may or may not include exactly 5 times. Default: it does, as the 5-1 battle rule.',
    }),
  },
  {
    kind: 'choice', key: 'iov', default: 'no', when: (v) => v.icpt === true, options: ['no', 'yes'],
    ...(SERVER && { choices: { no: 'No, a battle (5.2.6)', yes: 'Yes, if five times (5.2.4)' },
      label: 'Overrun after an interception',
      group: R,
      rules: ['5.2.6', '5.2.4'],
      ambiguity: '5.2.6 says an interception brings on a battle; 5.2.4 checks overrun after interception. Default: a battle (5.2.6).',
    }),
  },
  {
    kind: 'choice', key: 'raw', default: 'round', options: ['round', 'raw'],
    ...(SERVER && { choices: { round: 'The rounded odds (4.5 is 5-1)', raw: 'The ratio itself (4.5 is under 5)' },
      label: '5-1 and 3-1 are tested on',
      group: R,
      rules: ['8.1.4'],
      ambiguity: '8.1.4 rounds the odds for the table; whether 5-1 and 3-1 use them or the bare ratio is not said. Default: the rounded odds.',
    }),
  },
  {
    kind: 'choice', key: 'c2', default: 'value', when: tac, options: ['value', 'coloured'],
    ...(SERVER && { choices: { value: 'Combat value 2 or more (8.1.3)', coloured: 'A coloured modifier (1.1.4)' },
      label: 'A second tactics card needs',
      group: R,
      rules: ['8.1.3', '1.1.4'],
      ambiguity: '8.1.3 gives it to a commander of combat value 2 or more, 1.1.4 to a coloured modifier. Default: 8.1.3, the battle rule.',
    }),
  },
  {
    kind: 'choice', key: 'c1', default: 'crt', options: ['crt', 'all'],
    ...(SERVER && { choices: { crt: 'L-result checks only (8.1.4)', all: 'Every check (8.2.5)' },
      label: 'At 3-1 or more, the stronger side skips',
      group: R,
      rules: ['8.1.4', '8.2.5'],
      ambiguity: '8.1.4 waives only the checks the CRT calls for; 8.2.5 says no checks at all. Default: 8.1.4, the more precise.',
    }),
  },
  {
    kind: 'choice', key: 'lwho', default: 'own', options: ['own', 'enemy'],
    ...(SERVER && { choices: { own: "The roller's own leader", enemy: "The enemy's leader" },
      label: 'An L result hits',
      group: R,
      rules: ['8.2.4', '8.2.5'],
      ambiguity: 'The text does not say whose leader an L sends to the table. Default: the side whose roll shows it, as our 8.2.5 page reads it; or the enemy, as the box is what the roll does to the enemy.',
    }),
  },
  {
    kind: 'choice', key: 'ldiff', default: 'none', options: ['none', 'signed'],
    ...(SERVER && { choices: { none: 'Gets no modifier', signed: 'Gets +1 per point less' },
      label: 'A loser who lost less than the winner',
      group: R,
      rules: ['8.3.3'],
      ambiguity: '8.3.3 gives -1 per point of the loser\'s losses less the winner\'s; its example only has a loser who lost more. Default: no modifier.',
    }),
  },
  yes('rolled', SERVER && { label: 'Type the results rolled', group: T, rules: ['8.3'] }),
  int('ra', 0, 30, 0, SERVER && { label: "Attacker's result (combat points)", group: T, rules: ['8.2.4'] }, { when: rolled }),
  { kind: 'choice', key: 'rac', default: 'none', when: rolled, options: CODES, ...(SERVER && { label: "Attacker's codes", group: T, rules: ['8.2.4'] }) },
  int('rd', 0, 30, 0, SERVER && { label: "Defender's result (combat points)", group: T, rules: ['8.2.4'] }, { when: rolled }),
  { kind: 'choice', key: 'rdc', default: 'none', when: rolled, options: CODES, ...(SERVER && { label: "Defender's codes", group: T, rules: ['8.2.4'] }) },
  {
    kind: 'choice', key: 'rr', default: 'none', when: rolled, options: ['none', 'unbridged', 'engineers'],
    ...(SERVER && { choices: { none: 'No unbridged river', unbridged: 'An unbridged river (2 steps)', engineers: 'One, with engineers or an army (1 step)' },
      label: "Loser's retreat crosses",
      group: T,
      rules: ['8.3.2'],
    }),
  },
  int('zoi', 0, 2, 0, SERVER && { label: 'Enemy ZOI hexes entered (2 steps each)', group: T, rules: ['8.3.2'] }, { when: rolled }),
  int('contact', 0, 2, 0, SERVER && { label: 'Enemy contact hexes entered (3 each)', group: T, rules: ['8.3.2'] }, { when: rolled }),
  int('friendly', 0, 2, 0, SERVER && { label: 'Of those, with a friendly unit or fortress (-1 each)', group: T, rules: ['8.3.2'] }, { when: rolled }),
  int('rov', 0, 20, 0, SERVER && { label: 'Enemy steps it overruns on the way (1 step each)', group: T, rules: ['8.3.2'] }, { when: rolled }),
  yes('killed', SERVER && { label: "Loser's commander (not an army's) killed", group: T, rules: ['8.3.3'] }, { when: rolled }),
  yes('guard', SERVER && { label: 'Old Guard spearhead lost a step (optional)', group: T, rules: ['15.3'] }, { when: rolled }),
  int('pl', 0, 20, 0, SERVER && { label: "Winner's pursuing light cavalry steps", group: T, rules: ['8.3.4'] }, { when: rolled }),
  int('pg', 0, 20, 0, SERVER && { label: "Winner's pursuing Guard cavalry steps", group: T, rules: ['8.3.4'] }, { when: rolled }),
  int('pc', 0, 40, 0, SERVER && { label: "Winner's pursuing cuirassier points", group: T, rules: ['8.3.4'] }, { when: rolled }),
];

export function validate(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.rolled === true && (v.friendly as number) > (v.zoi as number) + (v.contact as number)) e.friendly = 'At most the ZOI and contact hexes entered.';
  if (v.rolled === true && (v.zoi as number) + (v.contact as number) > 2) e.contact = 'A retreat is one or two hexes.';
  if (counted(v))
    for (const p of ['a', 'd'] as const) {
      if (MORALES.every((m) => v[`${p}-m${m}`] === 0)) e[`${p}-m3`] = 'Count at least one step.';
      else if (!countedMorale(v, p)) e[`${p}-pick`] = `On this tie choose ${countedMorale({ ...v, [`${p}-pick`]: 0 }, p)!.tied.join(' or ')} (or 0).`;
    }
  return e;
}
