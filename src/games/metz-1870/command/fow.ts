/**
 * The Fortunes of War table (6.4) with its words and each result's exact chance, for the pages and
 * the command calculator: the faces and results (fow-faces.ts, what the sequence machine reads) with
 * the chart's result column beside them, from the chart YAML, so the printed chart, the checklist and
 * the calculator cannot disagree.
 */
import fowChart from '../../../../content/metz-1870/tables/fortunes-of-war.yaml?columns=roll,item,result&cells';
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

export const FOW_TABLE: FowLine[] = chartRows<{ roll: string | number; item: string; result: string }>(fowChart, ['roll', 'item', 'result']).map((r, i) => {
  const { faces, roll, result } = FOW_FACES[i]!;
  return { faces, roll, result, label: r.result, prob: new Fraction(faces.length, 10) }; // each face of the d10 is equally likely
});
