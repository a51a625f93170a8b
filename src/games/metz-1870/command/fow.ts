/**
 * The Fortunes of War table (6.4) with its words and each result's exact chance, for the pages and
 * the command calculator: the faces and results (fow-faces.ts, what the sequence machine reads) with
 * the chart's result column beside them, from the chart YAML, so the printed chart, the checklist and
 * the calculator cannot disagree.
 */
import fowChart from '../../../../content/metz-1870/tables/fortunes-of-war.yaml?columns=roll,result&cells';
import { chartRows } from '../../../lib/charts.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { FOW_FACES, type FowResult } from './fow-faces.ts';

export { fowResult, rollFaces, type FowResult } from './fow-faces.ts';

export interface FowLine {
  faces: number[];
  roll: string;
  result: FowResult;
  label: string;
  prob: Fraction;
}

/** The chart's result words, by the roll each row prints. */
const LABELS = new Map(chartRows<{ roll: string | number; result: string }>(fowChart, ['roll', 'result']).map((r) => [String(r.roll), r.result]));

export const FOW_TABLE: FowLine[] = FOW_FACES.map(({ faces, roll, result }) => {
  const label = LABELS.get(roll);
  if (label === undefined) throw new Error(`the Fortunes of War chart has no words for roll "${roll}"`);
  return { faces, roll, result, label, prob: new Fraction(faces.length, 10) }; // each face of the d10 is equally likely
});
