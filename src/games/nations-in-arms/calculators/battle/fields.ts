/** The battle calculator's inputs: the battle, each side (same keys, a- and d-), the readings, and the roll typed in. */
import type { FieldSpec, Values } from '../../../../lib/calculator.ts';
import { forceMorale, type ForceMorale } from '../../battle/morale.ts';

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

const int = (key: string, label: string, group: string, min: number, max: number, d: number, rules: string[], extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'int', key, label, group, min, max, default: d, rules, ...extra }) as FieldSpec;
const yes = (key: string, label: string, group: string, rules: string[], extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'bool', key, label, group, default: false, rules, ...extra }) as FieldSpec;
const opts = (...xs: [string, string][]) => xs.map(([value, label]) => ({ value, label }));

function side(p: P, steps: number): FieldSpec[] {
  const g = NAME[p];
  const k = (s: string) => `${p}-${s}`;
  return [
    int(k('st'), 'Combat steps', g, 1, 60, steps, ['8.0'], { help: 'Not army markers, engineers or supply units.' }),
    int(k('cp'), 'Printed combat points', g, 1, 99, steps, ['8.1.4', '5.2.8']),
    int(k('ov'), 'Combat points with terrain (your TEC)', g, 1, 99, steps, ['8.1.4'], { when: (v) => v.tec === true }),
    int(k('mor'), 'Force morale (of the most steps)', g, 1, 6, 3, ['8.1.2'], { when: (v) => !counted(v) }),
    yes(k('tie'), 'Tied with another morale (you chose this one)', g, ['8.1.2'], { when: (v) => !counted(v) }),
    // counted: the steps of each morale value; the default gives the typed default, morale 3
    ...MORALES.map((m) => int(k(`m${m}`), `Steps of morale ${m}`, g, 0, 60, m === 3 ? steps : 0, ['8.1.2'], { when: counted })),
    int(k('pick'), 'On a tie, the morale you choose (0: the highest)', g, 0, 6, 0, ['8.1.2'], {
      when: (v) => counted(v) && countedMorale({ ...v, [k('pick')]: 0 }, p)?.tie === true,
    }),
    int(k('cv'), "Overall commander's combat value", g, 0, 5, 1, ['8.2.2']),
    yes(k('army'), 'Commanded by an army commander', g, ['8.2.5']),
    int(k('art'), 'Artillery points', g, 0, 40, 2, ['8.1.5'], { help: 'Corps artillery, army marker front side +2 (Grande Armée +3; the back is not in our source), 1 per fortress point.' }),
    int(k('lc'), 'Light cavalry points', g, 0, 40, 0, ['8.1.6'], { help: 'Whether cossacks count is not stated (8.2.4 calls them cavalry).' }),
    int(k('rc'), 'Cuirassier (reserve) cavalry points', g, 0, 40, 0, ['8.1.6', '8.1.7']),
    int(k('gc'), 'Guard cavalry points', g, 0, 40, 0, ['8.1.6']),
    int(k('cl'), 'Cavalry leaders', g, 0, 9, 0, ['8.1.6']),
    int(k('lead'), 'Lead assault unit modifier', g, -3, 3, 0, ['8.2.3'], { help: 'It takes the first loss. A one-unit force always uses it; cavalry 0 in a siege battle; guerrillas only in difficult terrain, passes and mountains; cossacks only in Winter.' }),
    int(k('sub'), "Subordinate leader's modifier (he checks)", g, 0, 3, 0, ['8.2.3']),
    int(k('ter'), 'Terrain DRM (your TEC)', g, -5, 5, 0, ['8.2.1']),
    yes(k('oos'), 'Out of supply (-4, no artillery)', g, ['6.1.2', '8.1.5'], { help: 'Not for besieged units: the -4 does not apply to them, unless a step sortieing is itself out of supply (6.2).' }),
    yes(k('dem'), 'Demoralized (-2, morale -1)', g, ['8.3.4']),
    yes(k('ref'), 'Nation reformed', g, ['8.1.3'], { when: tac, help: "France 1794, Russia 1797, Britain 1800, Prussia 1813; the Austrian year is lost. Allied minors use their major's." }),
    yes(k('col'), "Commander's modifier coloured", g, ['1.1.4'], { when: (v) => tac(v) && v.c2 === 'coloured' }),
    int(k('card'), 'Tactics card DRM (your cards)', g, -5, 5, 0, ['8.1.3'], { when: tac }),
    yes(k('2nd'), 'Second card played by a subordinate', g, ['8.1.3'], { when: (v) => tac(v) && (v.c2 === 'coloured' ? v[k('col')] === true : Number(v[k('cv')]) >= 2) }),
  ];
}

export const fields: FieldSpec[] = [
  { kind: 'choice', key: 'round', label: 'Round', group: B, default: '1', rules: ['8.3.1'], options: opts(['1', 'First'], ['2', 'Second']) },
  { kind: 'choice', key: 'mm', label: 'Force morale', group: B, default: 'type', rules: ['8.1.2'], options: opts(['type', 'Type each side\'s morale'], ['count', 'Count the steps at each morale']) },
  { kind: 'choice', key: 'terrain', label: "Defender's hex", group: B, default: 'open', rules: ['8.1.7'], options: opts(['open', 'Other terrain'], ['mountain', 'Mountains'], ['woods', 'Woods'], ['swamp', 'Swamp']) },
  yes('winter', 'Winter', B, ['8.1.7'], { when: (v) => v.terrain === 'swamp' }),
  {
    kind: 'choice', key: 'river', label: 'Attacking across', group: B, default: 'none', rules: ['5.2.10'],
    options: opts(['none', 'No river'], ['bridged', 'A bridge (-1)'], ['unbridged', 'An unbridged river (-3)'], ['engineers', 'Unbridged, with engineers or an army (-1)']),
  },
  yes('icpt', 'Defender intercepted the attacker (+1)', B, ['5.2.6']),
  yes('avoid', 'Defender failed to avoid (-1)', B, ['5.2.7']),
  yes('naval', 'Naval invasion (attacker -3)', B, ['5.3.3']),
  yes('fort', 'Defender inside a fortress (no overrun)', B, ['5.2.8']),
  yes('tec', 'Terrain changes the combat points', B, ['8.1.4']),
  yes('tac', 'Tactics cards (optional; major battles)', B, ['8.1.3']),
  ...side('a', 8),
  ...side('d', 6),
  {
    kind: 'choice', key: 'art2', label: 'Artillery DRM at twice as many points', group: R, default: '2', rules: ['8.1.5'],
    ambiguity: 'The value is lost in our source. Default +2, the notes\' reading by parallel with cavalry (8.1.6); check your card.',
    options: opts(['2', '+2'], ['1', '+1'], ['3', '+3']),
  },
  {
    kind: 'choice', key: 'cav0', label: 'No cavalry on either side (0 : 0)', group: R, default: 'tie', rules: ['8.1.6'],
    when: (v) => ['a', 'd'].every((p) => ['lc', 'rc', 'gc'].every((k) => Number(v[`${p}-${k}`]) === 0)),
    ambiguity: '8.1.6 gives a tie to the side with more cavalry leaders and makes no exception for 0 : 0; it may only mean sides that have cavalry. Default: 0 : 0 is a tie.',
    options: opts(['tie', 'A tie: more cavalry leaders get +1'], ['none', 'No superiority']),
  },
  {
    kind: 'choice', key: 'ovr', label: 'Overrun at exactly five times', group: R, default: 'ge', rules: ['5.2.8'],
    ambiguity: '"Five times greater" may or may not include exactly 5 times. Default: it does, as the 5-1 battle rule.',
    options: opts(['ge', 'Yes (5 times or more)'], ['gt', 'No (more than 5 times)']),
  },
  {
    kind: 'choice', key: 'iov', label: 'Overrun after an interception', group: R, default: 'no', rules: ['5.2.6', '5.2.4'], when: (v) => v.icpt === true,
    ambiguity: '5.2.6 says an interception brings on a battle; 5.2.4 checks overrun after interception. Default: a battle (5.2.6).',
    options: opts(['no', 'No, a battle (5.2.6)'], ['yes', 'Yes, if five times (5.2.4)']),
  },
  {
    kind: 'choice', key: 'raw', label: '5-1 and 3-1 are tested on', group: R, default: 'round', rules: ['8.1.4'],
    ambiguity: '8.1.4 rounds the odds for the table; whether 5-1 and 3-1 use them or the bare ratio is not said. Default: the rounded odds.',
    options: opts(['round', 'The rounded odds (4.5 is 5-1)'], ['raw', 'The ratio itself (4.5 is under 5)']),
  },
  {
    kind: 'choice', key: 'c2', label: 'A second tactics card needs', group: R, default: 'value', rules: ['8.1.3', '1.1.4'], when: tac,
    ambiguity: '8.1.3 gives it to a commander of combat value 2 or more, 1.1.4 to a coloured modifier. Default: 8.1.3, the battle rule.',
    options: opts(['value', 'Combat value 2 or more (8.1.3)'], ['coloured', 'A coloured modifier (1.1.4)']),
  },
  {
    kind: 'choice', key: 'c1', label: 'At 3-1 or more, the stronger side skips', group: R, default: 'crt', rules: ['8.1.4', '8.2.5'],
    ambiguity: '8.1.4 waives only the checks the CRT calls for; 8.2.5 says no checks at all. Default: 8.1.4, the more precise.',
    options: opts(['crt', 'L-result checks only (8.1.4)'], ['all', 'Every check (8.2.5)']),
  },
  {
    kind: 'choice', key: 'lwho', label: 'An L result hits', group: R, default: 'own', rules: ['8.2.4', '8.2.5'],
    ambiguity: 'The text does not say whose leader an L sends to the table. Default: the side whose roll shows it, as our 8.2.5 page reads it; or the enemy, as the box is what the roll does to the enemy.',
    options: opts(['own', "The roller's own leader"], ['enemy', "The enemy's leader"]),
  },
  {
    kind: 'choice', key: 'ldiff', label: 'A loser who lost less than the winner', group: R, default: 'none', rules: ['8.3.3'],
    ambiguity: '8.3.3 gives -1 per point of the loser\'s losses less the winner\'s; its example only has a loser who lost more. Default: no modifier.',
    options: opts(['none', 'Gets no modifier'], ['signed', 'Gets +1 per point less']),
  },
  yes('rolled', 'Type the results rolled', T, ['8.3']),
  int('ra', "Attacker's result (combat points)", T, 0, 30, 0, ['8.2.4'], { when: rolled }),
  { kind: 'choice', key: 'rac', label: "Attacker's codes", group: T, default: 'none', rules: ['8.2.4'], when: rolled, options: CODES.map((c) => ({ value: c, label: c })) },
  int('rd', "Defender's result (combat points)", T, 0, 30, 0, ['8.2.4'], { when: rolled }),
  { kind: 'choice', key: 'rdc', label: "Defender's codes", group: T, default: 'none', rules: ['8.2.4'], when: rolled, options: CODES.map((c) => ({ value: c, label: c })) },
  {
    kind: 'choice', key: 'rr', label: "Loser's retreat crosses", group: T, default: 'none', rules: ['8.3.2'], when: rolled,
    options: opts(['none', 'No unbridged river'], ['unbridged', 'An unbridged river (2 steps)'], ['engineers', 'One, with engineers or an army (1 step)']),
  },
  int('zoi', 'Enemy ZOI hexes entered (2 steps each)', T, 0, 2, 0, ['8.3.2'], { when: rolled }),
  int('contact', 'Enemy contact hexes entered (3 each)', T, 0, 2, 0, ['8.3.2'], { when: rolled }),
  int('friendly', 'Of those, with a friendly unit or fortress (-1 each)', T, 0, 2, 0, ['8.3.2'], { when: rolled }),
  int('rov', 'Enemy steps it overruns on the way (1 step each)', T, 0, 20, 0, ['8.3.2'], { when: rolled }),
  yes('killed', "Loser's commander (not an army's) killed", T, ['8.3.3'], { when: rolled }),
  yes('guard', 'Old Guard spearhead lost a step (optional)', T, ['15.3'], { when: rolled }),
  int('pl', "Winner's pursuing light cavalry steps", T, 0, 20, 0, ['8.3.4'], { when: rolled }),
  int('pg', "Winner's pursuing Guard cavalry steps", T, 0, 20, 0, ['8.3.4'], { when: rolled }),
  int('pc', "Winner's pursuing cuirassier points", T, 0, 40, 0, ['8.3.4'], { when: rolled }),
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
