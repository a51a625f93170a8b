/**
 * On To Paris! the penalty tracks after a combat (13.8.2, 15.1, 13.17): whether the roll is due and
 * its exact odds from the box's range. Loaded when a penalty is in force (lib/part.ts).
 */
import type { CalcContext, OutcomeTable, Step, Values } from '../../../../lib/calculator.ts';
import { bool } from '../../../../lib/calculator.ts';
import { fill } from '../../../../lib/words.ts';
import { Fraction } from '../../../../lib/fraction.ts';
import { boxRange, removalChance, trackRollDue } from '../../combat/tracks.ts';
import { ASSAULT_DOCTRINE, TIME_FUSE } from '../../combat/charts.ts';
import type { P } from './fields.ts';
import { pct } from './state.ts';
import { SAY } from './say.ts';

export function tracksReport(v: Values, ctx: CalcContext | undefined, inf: Record<P, number>, steps: Step[], tables: OutcomeTable[], notes: string[]) {
  const due = trackRollDue(inf.a, inf.d);
  for (const [key, chart, name, roller, rules] of [
    ['ad', ASSAULT_DOCTRINE, SAY.assaultDoctrine, SAY.prussian, ['13.8.2', '13.17']],
    ['tf', TIME_FUSE, SAY.timeFuse, SAY.french, ['15.1', '13.17']],
  ] as const) {
    if (!bool(v, key)) continue;
    if (!due) {
      steps.push({ label: fill(SAY.trackNotDue, { track: name }), value: SAY.trackNotDueValue, rules: [...rules] });
      continue;
    }
    const box = String(v[`${key}-box`]);
    const r = boxRange(chart, box, ctx?.charts?.[chart.id]);
    if (r.from === 'unknown') {
      steps.push({ label: fill(SAY.trackUnknown, { track: name, box, roller }), value: SAY.rangeUnknown, rules: [...rules] });
      notes.push(fill(SAY.trackNotInSource, { track: name, box }));
      continue;
    }
    const p = removalChance(r.range);
    const rangeText = r.range ? `${r.range[0]}-${r.range[1]}` : SAY.noRange;
    const src = r.from === 'user' ? SAY.yourChart : '';
    if (!r.range) steps.push({ label: fill(SAY.trackNoRange, { track: name, box, src }), value: SAY.trackNoRangeValue, rules: [...rules] });
    else steps.push({ label: fill(SAY.trackRoll, { track: name, box, range: rangeText, src, roller }), value: pct(p), rules: [...rules] });
    if (r.range) tables.push({ title: fill(SAY.trackTable, { track: name, roller }), columns: [{ label: SAY.outcome }, { label: SAY.probability, kind: 'prob' }], rows: [{ cells: [fill(SAY.penaltyEnds, { range: rangeText }), p], emphasis: true }, { cells: [SAY.markerMoves, Fraction.ONE.sub(p)] }], barColumn: 1 });
  }
}
