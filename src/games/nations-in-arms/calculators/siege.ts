/**
 * Nations in Arms siege attempt (9.1-9.3): the DRMs of 9.2, the column of the
 * fortress level, and, with the player's Siege Table cells, the exact chance
 * of each result; without them, the spread of the modified roll and "read
 * your card".
 */
import type { CalcContext, CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed } from '../../../lib/calculator.ts';
import { Dist } from '../../../lib/dice.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { ARMY_ENGINEER_READINGS, lineOf, RESULTS, SIEGE, SIEGE_ID, siegeDrm, siegeOutcome } from '../siege/attempt.ts';
import { SERVER } from '../../../lib/words.ts';

const F = 'Siege';
const D = 'Modifiers (9.2)';
const R = 'Readings';

const fields: FieldSpec[] = [
  { kind: 'int', key: 'level', min: 1, max: 3, default: 2, ...(SERVER && { label: 'Fortress level (the Siege Table column; destroyed points do not lower it)', group: F, rules: ['9.2', '9.3'] }) },
  { kind: 'int', key: 'artillery', min: -5, max: 5, default: 0, ...(SERVER && { label: 'Artillery superiority DRM, from your card (each fortress level counts as a step and an artillery point; the scale is not in our source)', group: D, rules: ['9.2', '8.1.5'] }) },
  { kind: 'int', key: 'mine', min: 0, max: 5, default: 1, ...(SERVER && { label: "Besieging leader's combat bonus", group: D, rules: ['9.2'] }) },
  { kind: 'int', key: 'theirs', min: 0, max: 5, default: 0, ...(SERVER && { label: "Fortress leader's combat bonus (0 if leaderless)", group: D, rules: ['9.2'] }) },
  { kind: 'int', key: 'engineers', min: 0, max: 5, default: 0, ...(SERVER && { label: 'Engineer units with the besiegers', group: D, rules: ['9.2'] }) },
  { kind: 'int', key: 'armies', min: 0, max: 3, default: 0, ...(SERVER && { label: 'Army markers with the besiegers', group: D, rules: ['9.2'] }) },
  { kind: 'int', key: 'duration', min: 0, max: 10, default: 0, ...(SERVER && { label: 'Siege duration marker level', group: D, rules: ['9.2', '9.3'] }) },
  { kind: 'bool', key: 'oos', default: false, ...(SERVER && { label: 'Besiegers out of supply (no engineer-unit bonus; count their artillery as 0 in the DRM above)', group: D, rules: ['6.1.2', '9.2', '1.1.3'] }) },
  { kind: 'int', key: 'oos-drm', min: -6, max: 0, default: 0, when: (v) => bool(v, 'oos'), ...(SERVER && { label: 'Out-of-supply siege DRM, from your card (the rulebook gives no value)', group: D, rules: ['6.1.2'] }) },
  {
    kind: 'choice', key: 'dice', default: '2d6', options: ['2d6', '1d6'],
    ...(SERVER && {
      label: 'Dice rolled on the Siege Table',
      group: F,
      rules: ['9.2'],
      ambiguity: 'The rulebook never says how many dice the Siege Table uses. Default: 2D6, as for the CRT and the attrition tables; pick 1D6 if your card says so.',
      choices: { '2d6': '2D6', '1d6': '1D6' },
    }),
  },
  {
    kind: 'choice', key: 'army-oos', default: 'kept', when: (v) => bool(v, 'oos') && Number(v.armies) > 0, options: ['kept', 'lost'],
    ...(SERVER && {
      label: "An army marker's engineer when the besiegers are out of supply",
      group: R,
      rules: ['9.2', '6.1.2', '1.1.2'],
      ambiguity: 'Rule 9.2 asks only engineer units to be supplied and gives each army marker +1 for its built-in engineer; 6.1.2 says a force out of supply loses every engineer capability. Default: the army marker keeps its +1, as 9.2 words it.',
      choices: { kept: 'Keeps its +1 (9.2 as worded)', lost: 'Loses its +1 like engineer units (6.1.2)' },
    }),
  },
];

function compute(v: Values, ctx?: CalcContext): CalcResult {
  const level = num(v, 'level');
  const lines = siegeDrm({
    artillery: num(v, 'artillery'), besiegerLeader: num(v, 'mine'), fortressLeader: num(v, 'theirs'),
    engineers: num(v, 'engineers'), armies: num(v, 'armies'), duration: num(v, 'duration'), outOfSupply: bool(v, 'oos'), supplyDrm: num(v, 'oos-drm'),
  }, pick(v, 'army-oos', ARMY_ENGINEER_READINGS));
  const armiesLost = bool(v, 'oos') && num(v, 'armies') > 0 && v['army-oos'] === 'lost';
  const drm = lines.reduce((s, l) => s + l.value, 0);
  const twoDice = pick(v, 'dice', ['2d6', '1d6'] as const) === '2d6';
  const dice = twoDice ? Dist.die(6).times(2) : Dist.die(6);
  const o = siegeOutcome(level, dice, drm, ctx?.charts?.[SIEGE_ID]);
  const col = SIEGE.columns.find((c) => c.key === `l${level}`)!.label;
  const res: CalcResult = {
    steps: [
      { label: 'Column', value: col, rules: ['9.2'] },
      ...lines.map((l) => ({ label: l.label, value: signed(l.value), rules: [l.rule] })),
      ...(bool(v, 'oos') && num(v, 'engineers') ? [{ label: 'Engineers out of supply', value: 'no DRM', rules: ['1.1.3'] }] : []),
      ...(armiesLost ? [{ label: "Army markers' engineers out of supply (your reading)", value: 'no DRM', rules: ['6.1.2'] }] : []),
      { label: 'Net DRM', value: signed(drm), rules: ['9.2'] },
      { label: 'Modified roll', value: `${twoDice ? '2D6' : '1D6'} ${signed(drm)}: lines ${lineOf(o.total.min())} to ${lineOf(o.total.max())}` },
    ],
    tables: [],
    // 6.1.2 gives out-of-supply sieges a negative DRM of no stated size: left at 0, every figure takes it as none
    assumptions: bool(v, 'oos') && !num(v, 'oos-drm') ? [{ text: 'no out-of-supply siege DRM (not entered)', field: 'oos-drm' }] : [],
    notes: ['Each attempt costs MP equal to the fortress level (none right after winning a battle in the hex, or when the siege was laid without a battle at the end of the move). Besiegers never check morale during an attempt.'],
  };
  if (bool(v, 'oos') && !num(v, 'oos-drm')) res.notes!.push('Out of supply, a siege also takes a negative DRM (6.1.2) whose size our source does not give: enter it from your card.');
  if (o.complete) {
    res.summary = o.results.map((r) => ({ label: r.result, value: r.prob }));
    res.tables.push({
      title: `${col}: the result`,
      caption: 'From the cells you entered under Charts. Exact over every roll.',
      columns: [{ label: 'Result' }, { label: 'Lines' }, { label: 'Probability', kind: 'prob' }],
      rows: o.results.map((r) => ({ cells: [r.result, r.lines.join(', '), r.prob] })),
      barColumn: 2,
    });
    res.actions = [{ title: 'What the results do (9.3)', items: o.results.map((r) => `${r.result}: ${RESULTS[r.result] ?? 'as your card says.'}`) }];
  } else {
    res.summary = [{ label: 'Siege Table', value: 'read your card' }, { label: 'Net DRM', value: signed(drm) }];
    res.tables.push({
      title: `${twoDice ? '2D6' : '1D6'} ${signed(drm)}: the modified roll`,
      caption: `The Siege Table is not in our source. Enter the ${col} lines ${o.missing.join(', ')} under Charts for the exact chance of each result.`,
      columns: [{ label: 'Chart line' }, { label: 'Probability', kind: 'prob' }],
      rows: [...o.total.weights.keys()].map((t) => ({ cells: [lineOf(t), o.total.exactly(t)] })),
      barColumn: 1,
    });
    res.actions = [{ title: 'What the results do (9.3)', items: Object.entries(RESULTS).map(([k, t]) => `${k}: ${t}`) }];
  }
  return res;
}

const def: CalculatorDef = {
  id: 'siege',
  fields,
  ...readsCharts(SIEGE),
  compute,
  ...(SERVER && {
    title: 'Siege attempt',
    summary: 'The 9.2 DRMs and the fortress column; with your Siege Table entered, the exact chance of each result.',
    rules: ['9.1', '9.2', '9.3'],
  }),
};

export default def;
