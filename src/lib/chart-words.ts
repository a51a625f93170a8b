/**
 * One column of a chart's words, by row (its own module: only the calculators that say such words
 * load it).
 */
import { phrases } from './words.ts';

/**
 * A chart column's words by row: phrases() for a chart's prose that the logic says (a shift's
 * condition in the working). The logic imports the chart twice: with `?columns=` naming only what it
 * computes with, and whole for `SERVER && chartRows(whole, [key, column])` here (lib/charts.ts reads
 * the cells), so the browser's build holds no word of that column. Read when first asked, not when the module loads: a module shared with another calculator
 * that never says these words (its page carries no such set) loads there all the same. A calculator
 * that says them lists `words.set` in its phrases.
 */
export function chartWords(id: string, rows: Record<string, unknown>[] | false, key: string, column: string): { (row: string): string; set: Record<string, string> } {
  const set = rows ? phrases(id, Object.fromEntries(rows.map((r) => [String(r[key]), String(r[column])]))) : {};
  let read: Record<string, string> | null = rows ? set : null;
  const of = (row: string) => {
    const w = (read ??= phrases<Record<string, string>>(id, false))[row];
    if (w === undefined) throw new Error(`the words ${id} have no row ${row}`);
    return w;
  };
  return Object.assign(of, { set });
}
