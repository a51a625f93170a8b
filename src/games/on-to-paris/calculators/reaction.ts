/**
 * On To Paris! Reaction (12, 14.6, 14.7): the rating the reacting units roll
 * against, every DRM of 12.4.1 with the Franc-Tireur sign flip, and the exact
 * chance of reacting 1 or 2 hexes and of a special-rating compulsion. The
 * Interdiction Table is not in our source: the calculator gives the 2D6 spread
 * of the modified Interdiction roll and the chance of losing a CSP.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed } from '../../../lib/calculator.ts';
import { Dist } from '../../../lib/dice.ts';
import { FIXED_RATINGS, reactionDrm, reactionOdds } from '../reaction/reaction.ts';
import { SERVER } from '../../../lib/words.ts';

type Source = 'leader' | keyof typeof FIXED_RATINGS;
const SOURCES: readonly Source[] = ['leader', 'leaderless-formation', 'prussian-cavalry-division', 'french-cavalry-division', 'franc-tireur', 'lone-sp'];
const R = 'Readings';
const U = 'Reacting unit';
const D = 'Modifiers (12.4.1)';
const C = 'Cavalry (14.6)';

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'source', default: 'leader', options: ['leader', 'leaderless-formation', 'prussian-cavalry-division', 'french-cavalry-division', 'franc-tireur', 'lone-sp'],
    ...(SERVER && {
      label: 'Whose Reaction Rating',
      group: U,
      rules: ['12.2', '12.3.1', '5.1.2', '5.9'],
      choices: { leader: "Its leader's (or the Army leader's, for a group under one Army roll)", 'leaderless-formation': `Leaderless Army or Corps (${FIXED_RATINGS['leaderless-formation']})`, 'prussian-cavalry-division': `Prussian Cavalry Division (${FIXED_RATINGS['prussian-cavalry-division']})`, 'french-cavalry-division': `French Cavalry Division (${FIXED_RATINGS['french-cavalry-division']})`, 'franc-tireur': `Franc-Tireur SP (${FIXED_RATINGS['franc-tireur']})`, 'lone-sp': `Other SP without a leader (${FIXED_RATINGS['lone-sp']})` },
    }),
  },
  { kind: 'int', key: 'rating', min: 1, max: 9, default: 4, when: (v) => v.source === 'leader', ...(SERVER && { label: "Leader's Reaction Rating (from the counter; lower is better)", group: U, rules: ['5.1.2'] }) },
  {
    kind: 'choice', key: 'symbol', default: 'none', when: (v) => v.source === 'leader', options: ['none', '!', '?', '&'],
    ...(SERVER && {
      label: "Leader's special rating",
      group: U,
      rules: ['5.1.7', '12.4.5'],
      choices: { none: 'None', '!': '! (must close with the enemy)', '?': '? (must draw away)', '&': '& (must make for a Fort or Fortress)' },
    }),
  },
  { kind: 'int', key: 'terrain', min: -9, max: 9, default: 0, ...(SERVER && { label: 'Terrain on the Reaction path (your TEC; e.g. rough hexside −2, forest hex −1)', group: D, rules: ['12.4.1'] }) },
  { kind: 'int', key: 'feature', min: -9, max: 9, default: 0, ...(SERVER && { label: 'Friendly feature in the trigger hex (e.g. a friendly town +1)', group: D, rules: ['12.4.1'] }) },
  { kind: 'bool', key: 'recon', default: false, ...(SERVER && { label: 'A friendly Cavalry Division in its ZOI scouts the trigger hex', group: D, rules: ['14.4'] }) },
  { kind: 'bool', key: 'friend', default: false, ...(SERVER && { label: 'A friendly SP is already in the trigger hex', group: D, rules: ['12.4.1'] }) },
  { kind: 'bool', key: 'far', default: false, ...(SERVER && { label: 'A 2-hex ZOI unit reacting to an enemy 2 hexes away', group: D, rules: ['12.4.1', '6.5.1'] }) },
  { kind: 'bool', key: 'demoralized', default: false, ...(SERVER && { label: 'It (or any unit of its group) is Demoralized', group: D, rules: ['12.4.1', '13.14'] }) },
  {
    kind: 'bool', key: 'ft-own-hex', default: false, when: (v) => v.source === 'franc-tireur',
    ...(SERVER && {
      label: 'Franc-Tireur reacting to a Prussian unit entering its own hex (terrain counts as positive)',
      group: D,
      rules: ['12.4.1', '17.1'],
    }),
  },
  { kind: 'bool', key: 'interdict', default: false, ...(SERVER && { label: 'A Cavalry Division reacting to an enemy entering its hex tries Interdiction', group: C, rules: ['14.6'] }) },
  {
    kind: 'choice', key: 'csp-reading', default: 'modified', when: (v) => v.interdict === true, options: ['modified', 'natural'],
    ...(SERVER && {
      label: 'Interdiction roll that costs a CSP',
      group: R,
      rules: ['14.6'],
      ambiguity: 'The rule says a roll of ten or more costs the division a CSP without saying whether the terrain DRM counts; the rules example (12 with −1) fits both. Default: the modified roll.',
      choices: { modified: 'The modified roll (2D6 + terrain)', natural: 'The dice alone' },
    }),
  },
  {
    kind: 'choice', key: 'int-terrain', default: 'path', when: (v) => v.interdict === true, options: ['path', 'both'],
    ...(SERVER && {
      label: 'Terrain DRM of the Interdiction roll',
      group: R,
      rules: ['14.6', '12.4.1'],
      ambiguity: 'The roll takes "the Reaction terrain modifier" of the TEC; 12.4.1 has two terrain sets, the path and a feature of the trigger hex friendly to the reactor (a town +1). The example (a forest hex −1) shows only the first. Default: the path terrain only.',
      choices: { path: 'The path terrain only', both: 'The path terrain and the friendly feature' },
    }),
  },
];

function rating(v: Values): { value: number; source: Source } {
  const source = pick(v, 'source', SOURCES);
  return { source, value: source === 'leader' ? num(v, 'rating') : FIXED_RATINGS[source] };
}

function compute(v: Values): CalcResult {
  const r = rating(v);
  const ftFlip = r.source === 'franc-tireur' && bool(v, 'ft-own-hex');
  const drm = reactionDrm({
    terrainPath: num(v, 'terrain'), friendlyFeature: num(v, 'feature'), reconnaissance: bool(v, 'recon'), friendlyInTriggerHex: bool(v, 'friend'),
    twoHexesAway: bool(v, 'far'), demoralized: bool(v, 'demoralized'), francTireurInOwnHex: ftFlip,
  });
  const o = reactionOdds(r.value, drm.total);
  const faces = (xs: number[]) => (xs.length ? xs.join(', ') : '–');
  const symbol = r.source === 'leader' ? String(v.symbol) : 'none';
  const res: CalcResult = {
    summary: [
      { label: 'Reacts', value: o.reacts },
      { label: 'Up to 2 hexes', value: o.twoHexes },
    ],
    steps: [
      { label: 'Reaction Rating', value: `${r.value}${r.source === 'leader' ? " (leader's)" : ''}`, rules: ['12.2'] },
      ...drm.lines.map((l) => ({ label: l.label, value: signed(l.value), rules: [l.rule] })),
      { label: 'Net DRM', value: signed(drm.total), rules: ['12.4.1'] },
      { label: 'Needs', value: `1D6 ${signed(drm.total)} of ${r.value} or more to react, ${r.value + 2} or more for 2 hexes`, rules: ['12.4'] },
    ],
    tables: [
      {
        title: 'The Reaction roll (1D6)',
        columns: [{ label: 'Result' }, { label: 'Die faces' }, { label: 'Probability', kind: 'prob' }],
        rows: [
          { cells: ['No Reaction', faces(o.faces.none), o.none] },
          { cells: ['Up to 1 hex', faces(o.faces.oneHex), o.oneHex] },
          { cells: ['Up to 2 hexes', faces(o.faces.twoHexes), o.twoHexes], emphasis: true },
        ],
        barColumn: 2,
      },
    ],
    actions: [
      {
        title: 'Then',
        items: [
          'Reaction movement is free. A hex that costs more than 1 MP (terrain, hexside or Congestion) uses 2 Reaction hexes (12.4.2).',
          'A Cavalry Division may always make a Cavalry Retreat Reaction instead, even after a failed roll (14.7).',
        ],
      },
    ],
  };
  if (symbol !== 'none') {
    res.summary!.push({ label: `Compelled by "${symbol}"`, value: o.compelled });
    res.steps.push({ label: `"${symbol}" leader: after a successful Reaction, 1D6 of 1-3 compels the force`, value: `${o.reacts} × 1/2 = ${o.compelled}`, rules: ['5.1.7'] });
  }
  if (bool(v, 'interdict')) {
    const terrain = num(v, 'terrain') + (pick(v, 'int-terrain', ['path', 'both'] as const) === 'both' ? num(v, 'feature') : 0);
    const roll = Dist.die(6).times(2).plus(terrain);
    const natural = pick(v, 'csp-reading', ['modified', 'natural'] as const) === 'natural';
    const cspLoss = natural ? Dist.die(6).times(2).atLeast(10) : roll.atLeast(10);
    res.tables.push({
      title: `Interdiction roll: 2D6 ${signed(terrain)} (after a successful Reaction)`,
      caption: 'The Interdiction Table is not in our source: read each total on your card. A success costs the mover 1 MP (at most 1 per hex, however many divisions try).',
      columns: [{ label: 'Modified roll' }, { label: 'Outcomes of 36' }, { label: 'Probability', kind: 'prob' }],
      rows: roll.table().map((row) => ({ cells: [row.value, String(row.weight), row.exactly] })),
      barColumn: 2,
    });
    res.steps.push({ label: `Roll of 10 or more (${natural ? 'dice alone' : 'modified'}): the division loses 1 CSP`, value: `${cspLoss}`, rules: ['14.6'] });
  }
  return res;
}

const def: CalculatorDef = {
  id: 'reaction',
  fields,
  compute,
  ...(SERVER && {
    title: 'Reaction',
    summary: 'The rating, every 12.4.1 modifier, the exact chance of reacting 1 or 2 hexes, special-rating compulsion, and the Interdiction roll.',
    rules: ['12.4', '12.4.1', '12.4.5', '14.6'],
  }),
};

export default def;
