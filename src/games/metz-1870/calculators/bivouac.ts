/**
 * Metz 1870 overnight checker: the Line of Communication grade (18.5), the
 * Bivouac die modifiers and the exact chances of every outcome of the
 * Revive -> Muster -> Supply chain and of Leader Recovery (18.6).
 */
import overnight from '../../../../content/metz-1870/tables/overnight-turns.yaml';
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { labelled } from '../../../lib/calculator.ts';
import { bool, num, signed, str } from '../../../lib/calculator.ts';
import { chartRows } from '../../../lib/charts.ts';
import { bivouacChain, bivouacDrm, bivouacTcr, bivouacTest, frenchLoc, leaderRecovery, PRUSSIAN_EXITS, prussianLoc, recoveryActions } from '../command/bivouac.ts';
import type { AmmoMarker, BivouacState, BivouacUnit, MoraleMarker } from '../command/bivouac.ts';
import { SERVER } from '../../../lib/words.ts';

const TURNS = chartRows<{ turn: string; extra: string }>(overnight, ['turn']).filter((r) => r.turn === 'Evening' || r.turn === 'Deep Night');
const MORALE_LABEL: Record<MoraleMarker, string> = { none: 'no morale marker', shaken: 'Shaken', disrupted: 'Disrupted' };
const AMMO_LABEL: Record<AmmoMarker, string> = { none: 'no ammo marker', low: 'Low Ammo', rationed: 'Rationed Ammo' };
const stateText = (s: BivouacState) => (s.status === 'Broken' ? 'Broken (Eliminated Units box)' : `${s.status === 'FR' ? 'Fresh' : 'Battleworn'}, ${MORALE_LABEL[s.morale]}, ${AMMO_LABEL[s.ammo]}`);
const isPrussian = (v: Values) => v.side === 'prussian';

const fields: FieldSpec[] = [
  { kind: 'choice', key: 'turn', default: 'Evening', options: TURNS.map((t) => t.turn), ...(SERVER && { label: 'Turn', group: 'Turn and LOC', rules: ['18.2', '18.3'] }) },
  { kind: 'choice', key: 'side', default: 'prussian', options: ['prussian', 'french'], ...(SERVER && { label: 'Side', group: 'Turn and LOC', rules: ['18.5'], choices: { prussian: 'Prussian', french: 'French' } }) },
  {
    kind: 'choice', key: 'exit', default: 'none', when: isPrussian, options: ['none', ...Object.keys(PRUSSIAN_EXITS)],
    ...(SERVER && {
      choices: { none: 'none (no LOC)', ...labelled(Object.keys(PRUSSIAN_EXITS), (h) => `#${h} (${PRUSSIAN_EXITS[h]})`) },
      label: 'Map-edge road hex the HQ can trace to',
      group: 'Turn and LOC',
      rules: ['18.5'],
      help: 'Command Range to any road hex, then roads of any length; never through or next to an enemy combat unit.',
    }),
  },
  {
    kind: 'int', key: 'hexrow', min: 0, max: 52, default: 0, when: (v) => !isPrussian(v),
    ...(SERVER && {
      label: 'Hexrow of the traced Major Road (0 = no LOC)',
      group: 'Turn and LOC',
      rules: ['18.5'],
      ambiguity: '18.5 b grades the French LOC by hexrow (the first two digits of a hex id) but does not say which hex counts. Default reading: enter the hexrow where the HQ\'s trace reaches the Major Road.',
    }),
  },
  { kind: 'bool', key: 'in-range', default: true, ...(SERVER && { label: 'Unit is within its HQ\'s Command Range', group: 'Unit', rules: ['18.6', '7.3'] }) },
  { kind: 'bool', key: 'near-enemy', default: false, ...(SERVER && { label: 'An enemy combat unit is within 3 hexes', group: 'Unit', rules: ['18.6'] }) },
  { kind: 'bool', key: 'moved', default: false, ...(SERVER && { label: 'Unit moved or tried to build Earthworks this activation', group: 'Unit', rules: ['18.6'] }) },
  { kind: 'choice', key: 'status', default: 'BW', options: ['FR', 'BW'], ...(SERVER && { label: 'Side face up', group: 'Unit', rules: ['3.3'], choices: { FR: 'Fresh', BW: 'Battleworn' } }) },
  { kind: 'int', key: 'tcr-fr', min: 1, max: 10, default: 8, ...(SERVER && { label: 'Printed TCR, Fresh side', group: 'Unit', rules: ['3.1.2'] }) },
  { kind: 'int', key: 'tcr-bw', min: 1, max: 10, default: 6, ...(SERVER && { label: 'Printed TCR, Battleworn side', group: 'Unit', rules: ['3.1.2'] }) },
  { kind: 'choice', key: 'morale', default: 'none', options: Object.keys(MORALE_LABEL), ...(SERVER && { choices: MORALE_LABEL, label: 'Morale marker', group: 'Unit', rules: ['3.6.1'] }) },
  { kind: 'choice', key: 'ammo', default: 'none', options: Object.keys(AMMO_LABEL), ...(SERVER && { choices: AMMO_LABEL, label: 'Ammo marker', group: 'Unit', rules: ['3.6.2'] }) },
  { kind: 'choice', key: 'works', default: '0', options: ['0', '1', '2'], ...(SERVER && { label: 'Earthworks in the hex', group: 'Unit', rules: ['3.1.2'], choices: { '0': 'none', '1': 'Hasty Works (TCR +1)', '2': 'Entrenchments (TCR +2)' } }) },
  { kind: 'bool', key: 'leader', default: false, ...(SERVER && { label: 'The HQ has a Leader Casualty marker', group: 'HQ', rules: ['18.6', '6.4'] }) },
  {
    kind: 'choice', key: 'leader-drm', default: 'plain', when: (v) => v.leader === true, options: ['plain', 'drm'],
    ...(SERVER && {
      label: 'Leader Recovery roll',
      group: 'HQ',
      rules: ['18.6'],
      ambiguity: '18.6 d asks for a roll of 1-5 and does not say whether the Bivouac modifiers apply. Default: the plain roll, 50%.',
      choices: { plain: 'Plain d10 (default)', drm: 'With the unit modifiers above' },
    }),
  },
];

const def: CalculatorDef = {
  id: 'bivouac',
  fields,
  compute(v: Values): CalcResult {
    const prussian = isPrussian(v);
    const hexrow = num(v, 'hexrow');
    const loc = prussian ? prussianLoc(str(v, 'exit') === 'none' ? null : str(v, 'exit')) : frenchLoc(hexrow === 0 ? null : hexrow);
    const drm = bivouacDrm({ inRange: bool(v, 'in-range'), loc, nearEnemy: bool(v, 'near-enemy') });
    const unit: BivouacUnit = {
      status: str(v, 'status') === 'FR' ? 'FR' : 'BW',
      tcrFresh: num(v, 'tcr-fr'),
      tcrBattleworn: num(v, 'tcr-bw'),
      morale: (['none', 'shaken', 'disrupted'] as const).find((m) => m === str(v, 'morale')) ?? 'none',
      ammo: (['none', 'low', 'rationed'] as const).find((m) => m === str(v, 'ammo')) ?? 'none',
      works: Number(str(v, 'works')) || 0,
    };
    const start: BivouacState = { status: unit.status, morale: unit.morale, ammo: unit.ammo };
    const tcr = bivouacTcr(unit, start);
    const first = bivouacTest(tcr, drm.total);
    const moved = bool(v, 'moved');
    const chain = moved ? [] : bivouacChain(unit, drm.total);
    const turn = TURNS.find((t) => t.turn === str(v, 'turn'));
    const day = recoveryActions(unit.morale, unit.ammo);
    const lr = leaderRecovery(drm.total, str(v, 'leader-drm') === 'drm');
    return {
      summary: [
        { label: 'LOC grade', value: loc === 'none' ? 'no LOC' : loc },
        { label: 'Die modifier', value: signed(drm.total) },
        { label: 'Modified TCR now', value: String(tcr) },
        { label: 'First roll passes', value: moved ? 'no rolls' : first.pass },
      ],
      steps: [
        { label: 'LOC', value: loc === 'none' ? 'no viable trace' : `${loc}${prussian ? ` (exit #${str(v, 'exit')})` : ` (hexrow ${hexrow})`}`, rules: ['18.5'] },
        ...drm.parts.map((p) => ({ label: p.label, value: signed(p.drm), rules: ['18.6'] })),
        { label: 'Net die modifier', value: signed(drm.total), rules: ['18.6'] },
        { label: 'Test', value: `d10 ${signed(drm.total)} below ${tcr} passes, equal to ${tcr} is Equal, above fails`, rules: ['18.6'] },
      ],
      tables: [
        {
          title: `One Bivouac roll against TCR ${tcr}`,
          columns: [{ label: 'Outcome' }, { label: 'Chance', kind: 'prob' }],
          rows: (['pass', 'equal', 'fail'] as const).map((g) => ({ cells: [g === 'pass' ? 'Pass' : g === 'equal' ? 'Equal' : 'Fail', first[g]] })),
          barColumn: 1,
        },
        ...(moved
          ? []
          : [
              {
                title: 'After Revive, Muster and Supply (each rolled only if the unit then qualifies, with the TCR it then has)',
                caption: `From: ${stateText(start)}.`,
                columns: [{ label: 'Unit afterwards' }, { label: 'Chance', kind: 'prob' as const }],
                rows: chain.sort((a, b) => Number(b.prob.sub(a.prob).n)).map((c) => ({ cells: [stateText(c.state), c.prob] })),
                barColumn: 1,
              },
            ]),
        ...(bool(v, 'leader') ? [{ title: 'Leader Recovery: 1-5 removes the marker', columns: [{ label: 'Roll' }, { label: 'Chance', kind: 'prob' as const }], rows: [{ cells: [str(v, 'leader-drm') === 'drm' ? `1-5 after ${signed(drm.total)}` : '1-5', lr] }] }] : []),
      ],
      actions: [
        { title: `${turn?.turn ?? 'Overnight'} turn`, items: [turn?.extra ?? '', 'Bivouac needs the formation in Defensive Posture, HQ turned sideways.'].filter(Boolean) },
      ],
      notes: [
        ...(moved ? ['Units that moved or tried to build Earthworks this activation make no Bivouac rolls (18.6 f).'] : []),
        `By daytime Rally the same markers would take ${day.actions} Recovery action${day.actions === 1 ? '' : 's'}${day.steps.length ? ` (${day.steps.join(', ')})` : ''} (13.2); Battleworn units cannot flip back by day.`,
        'French Corps artillery can clear an ammo marker only through this Supply roll (13.2.3).',
      ],
    };
  },
  ...(SERVER && {
    title: 'Lines of Communication and Bivouac',
    summary: 'The LOC grade, the Bivouac die modifiers and the exact chances of Revive, Muster, Supply and Leader Recovery.',
    rules: ['18.5', '18.6', '18.2', '18.3'],
  }),
};

export default def;
