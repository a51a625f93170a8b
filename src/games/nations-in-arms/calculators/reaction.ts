/**
 * Nations in Arms reaction checks: land interception (5.2.6), land avoidance
 * (5.2.7, with its -3..+3 clamp and the cases that need no roll), March to the
 * Sound of the Guns (8.1.1), naval interception and avoidance (5.3.1, 5.3.2).
 * Every one is 2D6 + net DRM of 10 or more: the working, the natural roll
 * needed, its exact chance, and what follows success or failure.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { chanceWords, neededWords } from '../../../lib/target-roll.ts';
import { AUTOMATIC, avoidance, interception, type Automatic } from '../reaction/land.ts';
import { march, type River } from '../reaction/march.ts';
import { navalCheck } from '../reaction/naval.ts';
import { TARGET, type Check } from '../reaction/drm.ts';
import { SERVER } from '../../../lib/words.ts';

const KINDS = ['intercept', 'avoid', 'march', 'naval-intercept', 'naval-avoid'] as const;
type Kind = (typeof KINDS)[number];
const AUTOS = ['none', ...(Object.keys(AUTOMATIC) as Automatic[])] as const;
const is = (...ks: Kind[]) => (v: Values) => ks.includes(v.kind as Kind);
const F = 'Force';
const D = 'Modifiers';
const R = 'Readings';

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'kind', default: 'avoid', options: ['intercept', 'avoid', 'march', 'naval-intercept', 'naval-avoid'],
    ...(SERVER && {
      label: 'Check',
      group: F,
      rules: ['5.2.6', '5.2.7', '8.1.1', '5.3.1', '5.3.2'],
      choices: { intercept: 'Land interception (5.2.6)', avoid: 'Land avoidance (5.2.7)', march: 'March to the Sound of the Guns (8.1.1)', 'naval-intercept': 'Naval interception (5.3.1)', 'naval-avoid': 'Naval avoidance (5.3.1)' },
    }),
  },
  // land avoidance
  {
    kind: 'choice', key: 'auto', default: 'none', when: is('avoid'), options: ['none', ...Object.keys(AUTOMATIC)],
    ...(SERVER && {
      choices: { none: 'No: roll', ...AUTOMATIC },
      label: 'Avoids without a roll?',
      group: F,
      rules: ['5.2.7', '5.2.10'],
    }),
  },
  {
    kind: 'choice', key: 'avoider', default: 'leader', when: (v) => v.kind === 'avoid' && v.auto === 'none', options: ['leader', 'cossacks-guerrillas'],
    ...(SERVER && {
      label: 'Who avoids',
      group: F,
      rules: ['5.2.7'],
      choices: { leader: 'A force with a leader', 'cossacks-guerrillas': 'Cossacks or guerrillas alone in the hex' },
    }),
  },
  { kind: 'int', key: 'own', min: 0, max: 6, default: 3, when: (v) => v.kind === 'avoid' && v.auto === 'none' && v.avoider === 'leader', ...(SERVER && { label: "Avoiding leader's initiative", group: F, rules: ['5.2.7'] }) },
  { kind: 'int', key: 'mover', min: 0, max: 6, default: 3, when: (v) => v.kind === 'intercept' || (v.kind === 'avoid' && v.auto === 'none'), ...(SERVER && { label: "Moving (phasing) leader's initiative", group: F, rules: ['5.2.6', '5.2.7'] }) },
  { kind: 'int', key: 'interceptor', min: 0, max: 6, default: 3, when: is('intercept'), ...(SERVER && { label: "Intercepting leader's initiative", group: F, rules: ['5.2.6'] }) },
  { kind: 'bool', key: 'demoralized-interceptor', default: false, when: is('intercept'), ...(SERVER && { label: 'The would-be interceptor is demoralized', group: F, rules: ['5.2.6', '8.3.4'] }) },
  { kind: 'bool', key: 'difficult', default: false, when: (v) => v.kind === 'intercept' || (v.kind === 'avoid' && v.auto === 'none'), ...(SERVER && { label: 'Difficult terrain: the hex costs 2 MP or more to enter (an off-map box counts)', group: D, rules: ['5.2.6', '5.2.7', '5.2.11'] }) },
  { kind: 'bool', key: 'light', default: false, when: (v) => v.kind === 'intercept' || (v.kind === 'avoid' && v.auto === 'none'), ...(SERVER && { label: 'Light cavalry present (cossacks do not count)', group: D, rules: ['5.2.6', '5.2.7'] }) },
  { kind: 'bool', key: 'cavleader', default: false, when: (v) => v.kind === 'intercept' || (v.kind === 'avoid' && v.auto === 'none'), ...(SERVER && { label: 'Cavalry leader', group: D, rules: ['5.2.6', '5.2.7'] }) },
  { kind: 'bool', key: 'river', default: false, when: (v) => v.kind === 'intercept' || (v.kind === 'avoid' && v.auto === 'none'), ...(SERVER && { label: 'Across an unbridged river (only a force with engineers or an army may)', group: D, rules: ['5.2.6', '5.2.7'] }) },
  { kind: 'bool', key: 'powers', default: false, when: is('intercept'), ...(SERVER && { label: 'Units of 2 or more major powers intercept together', group: D, rules: ['5.2.6'] }) },
  {
    kind: 'choice', key: 'lone', default: 'no-initiative', when: (v) => v.kind === 'avoid' && v.auto === 'none' && v.avoider === 'cossacks-guerrillas', options: ['no-initiative', 'zero-initiative'],
    ...(SERVER && {
      label: 'Initiative of cossacks or guerrillas alone',
      group: R,
      rules: ['5.2.7'],
      ambiguity: 'Cossacks or guerrillas alone have no leader, and 5.2.7 does not say whether an initiative term applies to them. Default: none (their +5 and the other DRMs only, never clamped); the other reading gives them a notional initiative 0, so a moving leader\'s whole initiative is subtracted.',
      choices: { 'no-initiative': 'No initiative term', 'zero-initiative': 'Initiative 0 (minus the moving leader\'s initiative)' },
    }),
  },
  // march to the sound of the guns
  { kind: 'int', key: 'bonus', min: 0, max: 5, default: 1, when: is('march'), ...(SERVER && { label: "Marching leader's combat bonus", group: F, rules: ['8.1.1'] }) },
  { kind: 'int', key: 'army', min: 0, max: 5, default: 0, when: is('march'), ...(SERVER && { label: "Army commander's combat bonus (army in the battle hex or joined, capacity not exceeded; else 0)", group: F, rules: ['8.1.1'] }) },
  {
    kind: 'choice', key: 'march-river', default: 'none', when: is('march'), options: ['none', 'unbridged', 'unbridged-engineers'],
    ...(SERVER && {
      label: 'River between',
      group: D,
      rules: ['8.1.1'],
      choices: { none: 'None, or bridged', unbridged: 'Unbridged river (-4)', 'unbridged-engineers': 'Unbridged river, engineers present (-2)' },
    }),
  },
  { kind: 'bool', key: 'march-demoralized', default: false, when: is('march'), ...(SERVER && { label: 'Demoralized', group: D, rules: ['8.1.1'] }) },
  { kind: 'bool', key: 'oos', default: false, when: is('march'), ...(SERVER && { label: 'Out of supply', group: D, rules: ['8.1.1', '6.1.2'] }) },
  { kind: 'bool', key: 'offmap', default: false, when: is('march'), ...(SERVER && { label: 'From the map into an off-map box, or back', group: D, rules: ['5.2.11'] }) },
  // naval
  {
    kind: 'choice', key: 'sea', default: 'at-sea', when: is('naval-intercept', 'naval-avoid'), options: ['at-sea', 'blockade', 'harbor'],
    ...(SERVER && {
      label: 'Situation',
      group: F,
      rules: ['5.3.1', '5.3.2'],
      choices: { 'at-sea': 'In a sea area: roll', blockade: 'Blockade in effect (leaving the blockaded harbor, or the blockading fleet is attacked)', harbor: 'The target is in a harbor that is attacked' },
    }),
  },
  { kind: 'int', key: 'maneuver', min: -5, max: 5, default: 1, when: (v) => (v.kind === 'naval-intercept' || v.kind === 'naval-avoid') && v.sea === 'at-sea', ...(SERVER && { label: 'Maneuver factor of the highest-ranked fleet', group: D, rules: ['5.3.1'] }) },
  { kind: 'bool', key: 'use', default: true, when: (v) => (v.kind === 'naval-intercept' || v.kind === 'naval-avoid') && v.sea === 'at-sea', ...(SERVER && { label: 'Use the maneuver factor (optional; leaving it out hides a decoy)', group: D, rules: ['5.3.1', '10.6'] }) },
];

const AFTER: Record<Kind, { yes: string[]; no: string[] }> = {
  intercept: {
    yes: [
      'Only this force intercepts: attempts by other candidates stop (they may still March to the Sound of the Guns).',
      'Move all or part of the force into the hex the enemy entered (an army sends at least one corps); no MP, no attrition.',
      'Battle: the moving player is still the attacker; the interceptor gets +1 in the first round. A beaten interceptor retreats into the hex it came from.',
    ],
    no: ['The owner may name the next candidate leader, if any; otherwise the enemy goes on moving.'],
  },
  avoid: {
    yes: [
      'Move into an adjacent hex: no enemy unit (unless it can be overrun), not in the mover\'s contact area, not across an unbridged river (except an army or with engineers), not in another enemy army\'s zone of influence, not an unbesieged active enemy fortress.',
      'The moving force may go on and force more avoidance rolls.',
    ],
    no: ['Battle: the side that failed has -1 in the first round. A fortress in the hex can no longer be used to withdraw into.'],
  },
  march: {
    yes: ['The leader and his force join the battle hex (absorbing or integrating a corps there if wanted): no attrition check. Mind the activation levels.'],
    no: ['The leader stays where he is.'],
  },
  'naval-intercept': {
    yes: ['Naval battle at once: the interceptor is the attacker.'],
    no: ['The next squadron (those blockading harbors in this area after the one at sea) may try; if all fail, the mover goes on or attacks an inactive enemy squadron.'],
  },
  'naval-avoid': {
    yes: ['The fleet slips into a friendly harbor of its sea area or into a neighbouring sea area; the phasing player then goes on spending MP.'],
    no: ['Naval battle: the phasing fleet attacks.'],
  },
};

function working(c: Check, res: CalcResult, kind: Kind): void {
  for (const l of c.lines) res.steps.push({ label: l.label, value: signed(l.value), rules: [l.rule] });
  if (!c.lines.length) res.steps.push({ label: 'No modifier applies', value: '0' });
  if (c.clamped) res.steps.push({ label: `Total ${signed(c.raw)}, held between -3 and +3`, value: signed(c.net), rules: ['5.2.7'] });
  res.steps.push({ label: 'Net DRM', value: signed(c.net), rules: [kind === 'march' ? '8.1.1' : kind.startsWith('naval') ? '5.3.1' : kind === 'avoid' ? '5.2.7' : '5.2.6'] });
  res.steps.push({ label: `Needed: 2D6 ${signed(c.net)} of ${TARGET} or more`, value: neededWords(c.roll, '2D6') });
  res.summary = [
    { label: 'Succeeds', value: c.roll.chance },
    { label: 'Natural roll', value: c.roll.sure ? 'any' : c.roll.impossible ? 'none' : `${c.roll.natural}+` },
  ];
  res.tables.push({
    title: `2D6 ${signed(c.net)}: ${TARGET} or more succeeds`,
    columns: [{ label: 'Outcome' }, { label: 'Natural 2D6' }, { label: 'Rolls of 36' }, { label: 'Probability', kind: 'prob' }],
    rows: [
      { cells: ['Success', c.roll.sure ? '2-12' : c.roll.impossible ? '–' : `${Math.max(2, c.roll.natural)}-12`, String(c.roll.wins), c.roll.chance], emphasis: true },
      { cells: ['Failure', c.roll.sure ? '–' : c.roll.impossible ? '2-12' : `2-${c.roll.natural - 1}`, String(c.roll.total - c.roll.wins), new Fraction(c.roll.total - c.roll.wins, c.roll.total)] },
    ],
    barColumn: 3,
  });
  res.steps.push({ label: 'Chance', value: chanceWords(c.roll) });
}

function compute(v: Values): CalcResult {
  const kind = pick(v, 'kind', KINDS);
  const after = AFTER[kind];
  const res: CalcResult = { steps: [], tables: [] };
  const done = (label: string, why: string, success: boolean, rules: string[]) => {
    res.summary = [{ label: success ? 'Succeeds' : 'Not allowed', value: success ? 'without a roll' : 'no roll' }];
    res.steps.push({ label, value: why, rules });
    res.actions = [{ title: 'Then', items: success ? after.yes : ['Nothing to roll.'] }];
    return res;
  };
  if (kind === 'avoid') {
    const auto = pick(v, 'auto', AUTOS);
    if (auto !== 'none') return done(AUTOMATIC[auto], 'avoids automatically', true, ['5.2.7']);
    const c = avoidance({
      avoider: pick(v, 'avoider', ['leader', 'cossacks-guerrillas'] as const), leaderInitiative: num(v, 'own'), movingInitiative: num(v, 'mover'),
      difficultTerrain: bool(v, 'difficult'), lightCavalry: bool(v, 'light'), cavalryLeader: bool(v, 'cavleader'), acrossRiver: bool(v, 'river'),
      lone: pick(v, 'lone', ['no-initiative', 'zero-initiative'] as const),
    });
    working(c, res, kind);
    if (v.avoider === 'cossacks-guerrillas') res.notes = ['Cossacks or guerrillas alone: the total is not held to -3..+3, and the +5 is not a floor (the other DRMs still count).'];
  } else if (kind === 'intercept') {
    if (bool(v, 'demoralized-interceptor')) return done('A demoralized force cannot intercept', 'not allowed', false, ['8.3.4', '5.2.6']);
    working(interception({
      lightCavalry: bool(v, 'light'), cavalryLeader: bool(v, 'cavleader'), costlyHex: bool(v, 'difficult'), acrossRiver: bool(v, 'river'),
      interceptorInitiative: num(v, 'interceptor'), phasingInitiative: num(v, 'mover'), severalPowers: bool(v, 'powers'),
    }), res, kind);
    res.notes = ["The interceptor's own initiative is not added (unlike avoidance): only whether it is higher or lower than the phasing leader's. No cap on the total."];
  } else if (kind === 'march') {
    if (bool(v, 'offmap')) return done('No March to the Sound of the Guns from the map into an off-map box, or back', 'not allowed', false, ['5.2.11']);
    working(march({
      leaderBonus: num(v, 'bonus'), armyBonus: num(v, 'army'), river: pick(v, 'march-river', ['none', 'unbridged', 'unbridged-engineers'] as const) as River,
      demoralized: bool(v, 'march-demoralized'), outOfSupply: bool(v, 'oos'),
    }), res, kind);
    res.notes = ["The attacker's leaders check first, then the defender's. A force of 2 or 3 armies rolls once for its leader or once per army commander, as its player chooses."];
  } else {
    const sea = pick(v, 'sea', ['at-sea', 'blockade', 'harbor'] as const);
    if (kind === 'naval-intercept' && sea === 'blockade') return done('Fleets (or troops by sea) leaving a blockaded harbor are intercepted', 'automatically', true, ['5.3.2']);
    if (kind === 'naval-intercept' && sea === 'harbor') return done('A fleet attacking an enemy harbor needs no interception roll', 'attack', true, ['5.3.2', '10.4']);
    if (kind === 'naval-avoid' && sea !== 'at-sea') return done(sea === 'blockade' ? 'A blockading fleet cannot avoid combat' : 'Fleets in an attacked harbor cannot avoid combat (coastal batteries help them)', 'not allowed', false, ['5.3.2', '10.4']);
    working(navalCheck(num(v, 'maneuver'), bool(v, 'use')), res, kind);
  }
  res.actions = [
    { title: 'On a success', items: after.yes },
    { title: 'On a failure', items: after.no },
  ];
  return res;
}

const def: CalculatorDef = {
  id: 'reaction',
  fields,
  compute,
  ...(SERVER && {
    title: 'Interception, avoidance and marching to the guns',
    summary: 'Land interception and avoidance (with the -3..+3 clamp and the automatic cases), March to the Sound of the Guns, naval interception and avoidance: every DRM, the natural 2D6 needed and its exact chance.',
    rules: ['5.2.6', '5.2.7', '8.1.1', '5.3.1', '5.3.2'],
  }),
};

export default def;
