/**
 * Nations in Arms rally (8.3.5) and demoralization check (8.3.3): 1D6 against
 * the force's morale, with the leader's combat value, MP-limited repeats and
 * the exact chances.
 */
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed } from '../../../lib/calculator.ts';
import { chanceWords } from '../../../lib/target-roll.ts';
import { demoralization, rally, rallyAttempts, RALLY_COST } from '../morale/rally.ts';
import { SERVER } from '../../../lib/words.ts';

const KINDS = ['rally', 'demoralization'] as const;
const F = 'Force';

const fields: FieldSpec[] = [
  {
    kind: 'choice', key: 'kind', default: 'rally', options: ['rally', 'demoralization'],
    ...(SERVER && {
      label: 'Check',
      group: F,
      rules: ['8.3.5', '8.3.3'],
      choices: { rally: 'Rally a demoralized force (8.3.5)', demoralization: 'Demoralization check after losing a minor or major battle (8.3.3)' },
    }),
  },
  { kind: 'int', key: 'morale', min: 1, max: 6, default: 3, ...(SERVER && { label: 'Force morale, before the demoralized -1 (the morale of most steps)', group: F, rules: ['8.1.2'] }) },
  { kind: 'int', key: 'combat', min: 0, max: 5, default: 1, ...(SERVER && { label: "Leader's combat value", group: F, rules: ['8.3.5', '8.3.3'] }) },
  { kind: 'int', key: 'mp', min: 0, max: 12, default: 3, when: (v) => v.kind === 'rally', ...(SERVER && { label: 'MP the force has for rally attempts (3 MP each)', group: F, rules: ['8.3.5'] }) },
  { kind: 'bool', key: 'killed', default: false, when: (v) => v.kind === 'demoralization', ...(SERVER && { label: 'Overall commander (not an army commander) killed', group: F, rules: ['8.3.3'] }) },
  { kind: 'int', key: 'losses', min: -60, max: 60, default: 0, when: (v) => v.kind === 'demoralization', ...(SERVER && { label: "Combat points the loser's losses (retreat included, last round only) exceed the winner's", group: F, rules: ['8.3.3'], help: 'Below 0 when the loser lost less.' }) },
  {
    kind: 'choice', key: 'ldiff', default: 'none', when: (v) => v.kind === 'demoralization', options: ['none', 'signed'],
    ...(SERVER && {
      label: 'A loser who lost less than the winner',
      group: F,
      rules: ['8.3.3'],
      ambiguity: "8.3.3 gives -1 per point of the loser's losses less the winner's; its example only has a loser who lost more. Default: no modifier.",
      choices: { none: 'Gets no modifier', signed: 'Gets +1 per point less' },
    }),
  },
  { kind: 'bool', key: 'guard', default: false, when: (v) => v.kind === 'demoralization', ...(SERVER && { label: 'Old Guard spearhead lost a step (optional rule)', group: F, rules: ['15.3'] }) },
];

function compute(v: Values): CalcResult {
  const kind = pick(v, 'kind', KINDS);
  if (kind === 'rally') {
    const r = rally(num(v, 'morale'), num(v, 'combat'));
    const many = rallyAttempts(r.roll.chance, num(v, 'mp'));
    return {
      summary: [{ label: 'One attempt rallies', value: r.roll.chance }, { label: `With ${many.attempts} attempt${many.attempts === 1 ? '' : 's'}`, value: many.chance }],
      steps: [
        { label: 'Morale, -1 while demoralized', value: String(num(v, 'morale') - 1), rules: ['8.3.5'] },
        { label: "Leader's combat value", value: signed(num(v, 'combat')), rules: ['8.3.5'] },
        { label: 'Rallies on 1D6 of', value: r.roll.impossible ? 'no face (needs less than 1)' : r.roll.sure ? 'any face' : `${r.target} or less`, rules: ['8.3.5'] },
        { label: 'Chance per attempt', value: chanceWords(r.roll) },
        { label: `Attempts: ${num(v, 'mp')} MP / ${RALLY_COST}`, value: String(many.attempts), rules: ['8.3.5'] },
      ],
      tables: [],
      actions: [{ title: 'Notes', items: ['Only a supplied force rallies, at the start of its activation. A failure changes nothing; try again while the MP last.'] }],
    };
  }
  const d = demoralization({ morale: num(v, 'morale'), commanderBonus: num(v, 'combat'), commanderKilled: bool(v, 'killed'), lossDifference: num(v, 'losses'), lessCounts: v.ldiff === 'signed', oldGuard: bool(v, 'guard') });
  return {
    summary: [{ label: 'Demoralized', value: d.roll.chance }],
    steps: [
      ...d.lines.map((l) => ({ label: l.label, value: l === d.lines[0] ? String(l.value) : signed(l.value), rules: [l.rule] })),
      { label: 'Modified morale', value: String(d.target), rules: ['8.3.3'] },
      { label: 'Demoralized on 1D6 above it', value: d.roll.impossible ? 'never' : d.roll.sure ? 'always' : `${Math.max(1, d.target + 1)} or more`, rules: ['8.3.3'] },
      { label: 'Chance', value: chanceWords(d.roll) },
    ],
    tables: [],
    notes: ["The rulebook lists the modifiers with signs that make sense only as changes to the morale the die must not exceed (a good commander helps); that is how they are read here."],
    actions: [{ title: 'If demoralized', items: ['Pursuit by the winner\'s cavalry; the force avoids combat automatically, cannot intercept, has morale -1 and -2 in combat, and is destroyed if demoralized again (8.3.4).'] }],
  };
}

const def: CalculatorDef = {
  id: 'morale',
  fields,
  compute,
  ...(SERVER && {
    title: 'Rally and demoralization',
    summary: 'Rally on 1D6 against morale - 1 + the leader\'s combat value, repeated as MP allow; the demoralization check after a lost battle, with its modifiers.',
    rules: ['8.3.5', '8.3.3'],
  }),
};

export default def;
