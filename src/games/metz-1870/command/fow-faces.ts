/**
 * The Fortunes of War table (6.4) as the sequence machine reads it: each d10 face's result, from the
 * chart YAML's roll and item columns only, so the printed chart and the checklist cannot disagree and
 * the checklist's script holds none of the chart's words (fow.ts adds them, and each result's chance,
 * for the pages and the command calculator). Each row's item letter (a-f) names its effect; a "0" on
 * the d10 is 10 (3.11).
 */
import fowChart from '../../../../content/metz-1870/tables/fortunes-of-war.yaml?columns=roll,item&cells';
import { chartRows } from '../../../lib/charts.ts';

export type FowResult = 'waywardFrench' | 'waywardPrussian' | 'degrade' | 'enhance' | 'leader' | 'lull';

const BY_ITEM: Record<string, FowResult> = { a: 'waywardFrench', b: 'waywardPrussian', c: 'degrade', d: 'enhance', e: 'leader', f: 'lull' };

/** "3-5" -> [3, 4, 5]; "0" -> [10]. */
export function rollFaces(roll: string): number[] {
  const face = (s: string) => (s.trim() === '0' ? 10 : Number(s.trim()));
  const [lo, hi] = roll.split(/[-–]/).map(face);
  if (lo === undefined || !Number.isInteger(lo)) throw new Error(`bad roll "${roll}" in the Fortunes of War chart`);
  const top = hi ?? lo;
  return Array.from({ length: top - lo + 1 }, (_, i) => lo + i);
}

/** Each row of the chart, in its order: its roll as printed, its d10 faces and its result. */
export const FOW_FACES: { roll: string; faces: number[]; result: FowResult }[] = chartRows<{ roll: string | number; item: string }>(fowChart, ['roll', 'item']).map((r) => {
  const result = BY_ITEM[r.item];
  if (!result) throw new Error(`unknown Fortunes of War item "${r.item}"`);
  return { roll: String(r.roll), faces: rollFaces(String(r.roll)), result };
});

{
  const all = FOW_FACES.flatMap((l) => l.faces).sort((a, b) => a - b);
  if (all.join() !== '1,2,3,4,5,6,7,8,9,10') throw new Error('the Fortunes of War chart must cover each d10 face once');
}

/** The result of a d10 roll (1-10), or null for a value no d10 shows. */
export function fowResult(roll: number): FowResult | null {
  return FOW_FACES.find((l) => l.faces.includes(roll))?.result ?? null;
}
