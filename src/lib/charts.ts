/**
 * Reading chart data in pure logic. Charts are validated by the content
 * schema at build time; logic that imports a chart YAML checks the columns it
 * needs and fails loudly at load instead of computing with a missing value.
 */
import type { ChartCell } from './schemas.ts';

type RawChart = { rows?: Record<string, ChartCell>[] };

/** Rows of a chart as plain values; unknown cells become undefined. */
export function chartRows<T>(chart: unknown, required: (keyof T & string)[]): T[] {
  const rows = (chart as RawChart)?.rows;
  if (!Array.isArray(rows)) throw new Error('chart has no rows');
  return rows.map((row, i) => {
    const out: Record<string, unknown> = {};
    for (const [k, c] of Object.entries(row)) {
      out[k] = typeof c === 'object' && c !== null ? ('unknown' in c ? undefined : c.value) : c;
    }
    for (const k of required) if (out[k] === undefined) throw new Error(`chart row ${i + 1} lacks "${k}"`);
    return out as T;
  });
}
