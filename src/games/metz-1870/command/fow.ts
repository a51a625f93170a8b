/**
 * The Fortunes of War table (6.4) as the sequence machine reads it: from the
 * chart YAML, so the printed chart and the checklist cannot disagree. Each
 * row's item letter (a-f) names its effect; a "0" on the d10 is 10 (3.11).
 */
import fowChart from '../../../../content/metz-1870/tables/fortunes-of-war.yaml?columns=roll,item,result&cells';
import { chartRows } from '../../../lib/charts.ts';
import { Fraction } from '../../../lib/fraction.ts';

export type FowResult = 'waywardFrench' | 'waywardPrussian' | 'degrade' | 'enhance' | 'leader' | 'lull';

const BY_ITEM: Record<string, FowResult> = { a: 'waywardFrench', b: 'waywardPrussian', c: 'degrade', d: 'enhance', e: 'leader', f: 'lull' };

interface Row {
  roll: string | number;
  item: string;
  result: string;
}

/** "3-5" -> [3, 4, 5]; "0" -> [10]. */
export function rollFaces(roll: string): number[] {
  const face = (s: string) => (s.trim() === '0' ? 10 : Number(s.trim()));
  const [lo, hi] = roll.split(/[-–]/).map(face);
  if (lo === undefined || !Number.isInteger(lo)) throw new Error(`bad roll "${roll}" in the Fortunes of War chart`);
  const top = hi ?? lo;
  return Array.from({ length: top - lo + 1 }, (_, i) => lo + i);
}

export interface FowLine {
  faces: number[];
  roll: string;
  result: FowResult;
  label: string;
  prob: Fraction;
}

export const FOW_TABLE: FowLine[] = chartRows<Row>(fowChart, ['roll', 'item', 'result']).map((r) => {
  const result = BY_ITEM[r.item];
  if (!result) throw new Error(`unknown Fortunes of War item "${r.item}"`);
  const faces = rollFaces(String(r.roll));
  return { faces, roll: String(r.roll), result, label: r.result, prob: new Fraction(faces.length, 10) }; // each face of the d10 is equally likely
});

{
  const all = FOW_TABLE.flatMap((l) => l.faces).sort((a, b) => a - b);
  if (all.join() !== '1,2,3,4,5,6,7,8,9,10') throw new Error('the Fortunes of War chart must cover each d10 face once');
}

/** The result of a d10 roll (1-10), or null for a value no d10 shows. */
export function fowResult(roll: number): FowResult | null {
  return FOW_TABLE.find((l) => l.faces.includes(roll))?.result ?? null;
}
