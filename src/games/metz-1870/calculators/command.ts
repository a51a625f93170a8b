/**
 * Metz 1870 command calculator: the In Command check (7.3, 7.4), the odds of
 * the Out of Command markers drawn from the pile (7.5, 14.3) and the
 * Fortunes of War table (6.4).
 */
import type { CalcResult, CalculatorDef, FieldSpec, OutcomeTable, Values } from '../../../lib/calculator.ts';
import { bool, num } from '../../../lib/calculator.ts';
import { fortunesOfWar, inCommandCheck, OOC_MARKERS, OOC_TOTAL, oocDraws, oocFirstEffect } from '../command/in-command.ts';
import { spText } from '../assault/sp.ts';
import { SERVER } from '../../../lib/words.ts';

const outKey = (marker: string) => `out-${marker.toLowerCase()}`;
const MAX_COUNT = Math.max(...OOC_MARKERS.map((m) => m.count));
const outOf = (v: Values): Record<string, number> => Object.fromEntries(OOC_MARKERS.map((m) => [m.marker, num(v, outKey(m.marker))]));

const fields: FieldSpec[] = [
  { kind: 'int', key: 'cr', min: 0, max: 6, default: 3, ...(SERVER && { label: 'HQ Command Rating on the face-up side', group: 'In Command', rules: ['7.3', '3.5.3'] }) },
  { kind: 'bool', key: 'leader', default: false, ...(SERVER && { label: 'HQ has a Leader Casualty marker (−1)', group: 'In Command', rules: ['6.4'] }) },
  { kind: 'bool', key: 'overrun', default: false, ...(SERVER && { label: 'HQ is Overrun this turn (rating 0)', group: 'In Command', rules: ['12.10', '7.3'] }) },
  { kind: 'int', key: 'road', min: 0, max: 24, default: 0, ...(SERVER && { label: 'Hexes entered road to connected road (½ each)', group: 'In Command', rules: ['7.3'] }) },
  { kind: 'int', key: 'forest', min: 0, max: 12, default: 0, ...(SERVER && { label: 'Forest or Forested hexes entered (2 each)', group: 'In Command', rules: ['7.3'] }) },
  { kind: 'int', key: 'other', min: 0, max: 24, default: 2, ...(SERVER && { label: 'Other hexes entered (1 each)', group: 'In Command', rules: ['7.3'] }) },
  {
    kind: 'int', key: 'road-forest', min: 0, max: 12, default: 0,
    ...(SERVER && {
      label: 'Forest or Forested hexes entered road to connected road',
      group: 'In Command',
      rules: ['7.3'],
      help: 'Counted apart: both the road and the Forest costs of 7.3 name them (see Readings).',
    }),
  },
  {
    kind: 'choice', key: 'road-forest-reading', default: 'road', when: (v) => Number(v['road-forest']) > 0, options: ['road', 'forest'],
    ...(SERVER && {
      label: 'A Forest road hex entered from a connected road',
      group: 'Readings',
      rules: ['7.3', '11.2'],
      ambiguity: '7.3 gives road-to-road hexes ½ and Forest or Forested hexes 2, and does not say which wins when a road runs through a forest. Default: ½, as for movement, where roads cancel the other terrain of the hex (11.2).',
      choices: { road: '½ each, the road counts (default)', forest: '2 each, the forest counts' },
    }),
  },
  { kind: 'int', key: 'draws', min: 1, max: OOC_TOTAL, default: 1, ...(SERVER && { label: 'Out of Command markers to draw now', group: 'Out of Command markers', rules: ['7.5'] }) },
  ...OOC_MARKERS.map(
    (m): FieldSpec => ({
      kind: 'int', key: outKey(m.marker), min: 0, max: m.count, default: 0,
      ...(SERVER && {
        label: `${m.marker} markers already out of the pile (of ${m.count})`,
        group: 'Out of Command markers',
        rules: ['14.3'],
      }),
    }),
  ),
  {
    kind: 'bool', key: 'enemy4', default: true,
    ...(SERVER && {
      label: 'An enemy unit is within 4 hexes of the OOC hex',
      group: 'Out of Command markers',
      rules: ['14.3'],
      help: 'Without one, Withdraw is read as Frozen and Advance as Cautious.',
    }),
  },
  { kind: 'int', key: 'fow', min: 0, max: 10, default: 0, ...(SERVER && { label: 'Fortunes of War d10 rolled (0 = not yet; a 0 on the die is 10)', group: 'Fortunes of War', rules: ['6.4'] }) },
];

const def: CalculatorDef = {
  id: 'command',
  fields,
  validate(v: Values): Record<string, string> {
    const left = OOC_TOTAL - OOC_MARKERS.reduce((s, m) => s + Number(v[outKey(m.marker)]), 0);
    if (left === 0) return { draws: 'Every marker is out of the pile: our source does not say when they go back.' };
    if (Number(v.draws) > left) return { draws: `Only ${left} marker${left === 1 ? '' : 's'} left in the pile.` };
    return {};
  },
  compute(v: Values): CalcResult {
    const rf = num(v, 'road-forest');
    const asRoad = v['road-forest-reading'] !== 'forest';
    const road = num(v, 'road') + (asRoad ? rf : 0);
    const forest = num(v, 'forest') + (asRoad ? 0 : rf);
    const cmd = inCommandCheck({ rating: num(v, 'cr'), leaderCasualty: bool(v, 'leader'), overrun: bool(v, 'overrun') }, { road, forest, other: num(v, 'other') });
    const k = num(v, 'draws');
    const out = outOf(v);
    const { left, draws } = oocDraws(k, out);
    const fow = fortunesOfWar();
    const roll = num(v, 'fow');
    const rolled = fow.find((r) => r.faces.includes(roll));
    const js = Array.from({ length: Math.min(k, MAX_COUNT) + 1 }, (_, j) => j);
    const oocTable: OutcomeTable = {
      title: `Out of Command markers: ${k} drawn from the ${left} in the pile`,
      caption: 'Drawn at random without replacement (7.5). "First draw" is the chance the first marker is of that kind; the other columns give how many of that kind are among all the markers drawn.',
      columns: [{ label: 'Marker' }, { label: 'In the pile' }, { label: 'First draw', kind: 'prob' }, ...js.map((j) => ({ label: `${j} of ${k}`, kind: 'prob' as const })), { label: 'Expected' }],
      rows: draws.map((d) => ({ cells: [d.marker, String(d.left), d.first, ...js.map((j) => d.among[j] ?? '—'), d.expected.toString()] })),
      barColumn: 2,
    };
    const effects = oocFirstEffect(bool(v, 'enemy4'), out);
    return {
      summary: [
        { label: 'Command Range path cost', value: `${spText(cmd.cost)} of ${cmd.rating}` },
        { label: 'Within Command Range', value: cmd.inRange ? 'yes' : 'no' },
        { label: 'Markers left in the pile', value: String(left) },
        ...(rolled ? [{ label: `Fortunes of War roll ${roll === 10 ? '0' : roll}`, value: rolled.result }] : []),
      ],
      steps: [
        { label: 'Command Rating used', value: `${cmd.rating}${bool(v, 'overrun') ? ' (Overrun)' : bool(v, 'leader') ? ' (Leader Casualty −1)' : ''}`, rules: ['7.3', '6.4'] },
        { label: 'Path cost', value: `${road} × ½ + ${forest} × 2 + ${num(v, 'other')} × 1 = ${spText(cmd.cost)}${rf ? ` (the ${rf} Forest road hex${rf > 1 ? 'es' : ''} at ${asRoad ? '½' : '2'})` : ''}`, rules: ['7.3'] },
        { label: 'In Command by range', value: cmd.inRange ? 'yes' : 'no: only an adjacent In Command unit of the formation can help', rules: ['7.4'] },
      ],
      tables: [
        oocTable,
        {
          title: `What the next marker makes the hex do (enemy within 4 hexes: ${bool(v, 'enemy4') ? 'yes' : 'no'})`,
          columns: [{ label: 'Effect' }, { label: 'Chance', kind: 'prob' }],
          rows: effects.map((e) => ({ cells: [e.effect, e.prob] })),
          barColumn: 1,
        },
        {
          title: 'Fortunes of War, one d10 by the player who did not draw',
          columns: [{ label: 'Roll' }, { label: 'Result' }, { label: 'Effect' }, { label: 'Chance', kind: 'prob' }],
          rows: fow.map((r) => ({ cells: [r.roll, r.result, r.effect, r.prob], emphasis: r === rolled })),
          barColumn: 3,
        },
      ],
      actions: [{ title: 'In Command', items: cmd.reminders }],
      notes: [
        'Our source does not say when drawn markers go back to the pile: set the markers already out to match your table.',
        'The Fortunes of War chit is not used in Evening and Deep Night turns (18.2, 18.3).',
      ],
    };
  },
  ...(SERVER && {
    title: 'Command, Out of Command markers and Fortunes of War',
    summary: 'Whether a unit is within Command Range, the exact odds of the Out of Command markers still in the pile, and the Fortunes of War table.',
    rules: ['7.3', '7.4', '7.5', '14.3', '6.4'],
  }),
};

export default def;
