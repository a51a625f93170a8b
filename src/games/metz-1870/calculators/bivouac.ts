/**
 * Metz 1870 overnight checker: the Line of Communication grade (18.5), the
 * Bivouac die modifiers and the exact chances of every outcome of the
 * Revive -> Muster -> Supply chain and of Leader Recovery (18.6).
 */
import overnight from '../../../../content/metz-1870/tables/overnight-turns.yaml';
import type { CalcResult, CalculatorDef, FieldSpec, Values } from '../../../lib/calculator.ts';
import { bool, num, signed, str } from '../../../lib/calculator.ts';
import { chartRows } from '../../../lib/charts.ts';
import { bivouacChain, bivouacDrm, bivouacTcr, bivouacTest, frenchLoc, leaderRecovery, PRUSSIAN_EXITS, prussianLoc, recoveryActions } from '../command/bivouac.ts';
import type { AmmoMarker, BivouacState, BivouacUnit, MoraleMarker } from '../command/bivouac.ts';

const TURNS = chartRows<{ turn: string; extra: string }>(overnight, ['turn']).filter((r) => r.turn === 'Evening' || r.turn === 'Deep Night');
const MORALE_LABEL: Record<MoraleMarker, string> = { none: 'no morale marker', shaken: 'Shaken', disrupted: 'Disrupted' };
const AMMO_LABEL: Record<AmmoMarker, string> = { none: 'no ammo marker', low: 'Low Ammo', rationed: 'Rationed Ammo' };
const stateText = (s: BivouacState) => (s.status === 'Broken' ? 'Broken (Eliminated Units box)' : `${s.status === 'FR' ? 'Fresh' : 'Battleworn'}, ${MORALE_LABEL[s.morale]}, ${AMMO_LABEL[s.ammo]}`);
const isPrussian = (v: Values) => v.side === 'prussian';

const fields: FieldSpec[] = [
  { kind: 'choice', key: 'turn', label: 'Turn', group: 'Turn and LOC', rules: ['18.2', '18.3'], default: 'Evening', options: TURNS.map((t) => ({ value: t.turn, label: t.turn })) },
  { kind: 'choice', key: 'side', label: 'Side', group: 'Turn and LOC', rules: ['18.5'], default: 'prussian', options: [{ value: 'prussian', label: 'Prussian' }, { value: 'french', label: 'French' }] },
  {
    kind: 'choice', key: 'exit', label: 'Map-edge road hex the HQ can trace to', group: 'Turn and LOC', rules: ['18.5'], default: 'none', when: isPrussian,
    options: [{ value: 'none', label: 'none (no LOC)' }, ...Object.entries(PRUSSIAN_EXITS).map(([h, g]) => ({ value: h, label: `#${h} (${g})` }))],
    help: 'Command Range to any road hex, then roads of any length; never through or next to an enemy combat unit.',
  },
  {
    kind: 'int', key: 'hexrow', label: 'Hexrow of the traced Major Road (0 = no LOC)', group: 'Turn and LOC', rules: ['18.5'], min: 0, max: 52, default: 0, when: (v) => !isPrussian(v),
    ambiguity: '18.5 b grades the French LOC by hexrow (the first two digits of a hex id) but does not say which hex counts (notes §11.11). Default reading: enter the hexrow where the HQ\'s trace reaches the Major Road.',
  },
  { kind: 'bool', key: 'in-range', label: 'Unit is within its HQ\'s Command Range', group: 'Unit', rules: ['18.6', '7.3'], default: true },
  { kind: 'bool', key: 'near-enemy', label: 'An enemy combat unit is within 3 hexes', group: 'Unit', rules: ['18.6'], default: false },
  { kind: 'bool', key: 'moved', label: 'Unit moved or tried to build Earthworks this activation', group: 'Unit', rules: ['18.6'], default: false },
  { kind: 'choice', key: 'status', label: 'Side face up', group: 'Unit', rules: ['3.3'], default: 'BW', options: [{ value: 'FR', label: 'Fresh' }, { value: 'BW', label: 'Battleworn' }] },
  { kind: 'int', key: 'tcr-fr', label: 'Printed TCR, Fresh side', group: 'Unit', rules: ['3.1.2'], min: 1, max: 10, default: 8 },
  { kind: 'int', key: 'tcr-bw', label: 'Printed TCR, Battleworn side', group: 'Unit', rules: ['3.1.2'], min: 1, max: 10, default: 6 },
  { kind: 'choice', key: 'morale', label: 'Morale marker', group: 'Unit', rules: ['3.6.1'], default: 'none', options: Object.entries(MORALE_LABEL).map(([value, label]) => ({ value, label })) },
  { kind: 'choice', key: 'ammo', label: 'Ammo marker', group: 'Unit', rules: ['3.6.2'], default: 'none', options: Object.entries(AMMO_LABEL).map(([value, label]) => ({ value, label })) },
  { kind: 'choice', key: 'works', label: 'Earthworks in the hex', group: 'Unit', rules: ['3.1.2'], default: '0', options: [{ value: '0', label: 'none' }, { value: '1', label: 'Hasty Works (TCR +1)' }, { value: '2', label: 'Entrenchments (TCR +2)' }] },
  { kind: 'bool', key: 'leader', label: 'The HQ has a Leader Casualty marker', group: 'HQ', rules: ['18.6', '6.4'], default: false },
  {
    kind: 'choice', key: 'leader-drm', label: 'Leader Recovery roll', group: 'HQ', rules: ['18.6'], default: 'plain', when: (v) => v.leader === true,
    ambiguity: '18.6 d asks for a roll of 1-5 and does not say whether the Bivouac modifiers apply (notes §11.12). Default: the plain roll, 50%.',
    options: [{ value: 'plain', label: 'Plain d10 (default)' }, { value: 'drm', label: 'With the unit modifiers above' }],
  },
];

const def: CalculatorDef = {
  id: 'bivouac',
  title: 'Lines of Communication and Bivouac',
  summary: 'The LOC grade, the Bivouac die modifiers and the exact chances of Revive, Muster, Supply and Leader Recovery.',
  rules: ['18.5', '18.6', '18.2', '18.3'],
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
};

export default def;
