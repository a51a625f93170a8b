/**
 * A roll read on one column of an editable chart (a table our source lacks,
 * its cells known or typed by the player): the exact chance of each result,
 * the chart lines that give it, and the lines whose cell nobody knows yet,
 * listed rather than guessed.
 */
import type { Dist } from './dice.ts';
import { Fraction } from './fraction.ts';
import { cellState, type EditableChart } from './user-chart.ts';
import type { UserCells } from './user-chart-store.ts';

export interface ColumnOutcome {
  complete: boolean;
  /** chart lines with no known or entered result */
  missing: string[];
  results: { result: string; lines: string[]; prob: Fraction }[];
  /** the roll as read, on the chart's lines */
  total: Dist;
}

/** `total` (already clamped to the chart's lines) read on column `col`; `lineOf` names a total's line. */
export function readColumn(chart: EditableChart, col: string, total: Dist, lineOf: (v: number) => string, user: UserCells | undefined): ColumnOutcome {
  const missing: string[] = [];
  const by = new Map<string, { lines: string[]; weight: bigint }>();
  for (const [v, w] of total.weights) {
    const line = lineOf(v);
    const s = cellState(chart, col, line, user);
    if (s.kind === 'unknown') {
      missing.push(line);
      continue;
    }
    const cur = by.get(s.value) ?? { lines: [], weight: 0n };
    cur.lines.push(line);
    cur.weight += w;
    by.set(s.value, cur);
  }
  return {
    complete: missing.length === 0,
    missing,
    results: [...by].map(([result, x]) => ({ result, lines: x.lines, prob: new Fraction(x.weight, total.total) })),
    total,
  };
}
