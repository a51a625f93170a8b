/**
 * The check of the player's stored chart cells against what the chart allows.
 * Apart from user-chart-store.ts so the checklist, which only reads the
 * cells, does not ship it.
 */
import { quote } from './guard.ts';
import type { UserCells } from './user-chart-store.ts';

/** What checking a stored cell needs of a chart (an EditableChart of user-chart.ts has it all). */
export interface CellRules {
  id: string;
  title: string;
  rowLabel: string;
  pattern: string;
  hint: string;
  columns: { key: string; label: string }[];
  /** the accepted results in their canonical spelling, when the chart lists them */
  codes?: string[];
}

/** Whether a result is one the chart allows, exactly as stored (the editor stores the chart's own spelling). */
export const matches = (chart: CellRules, v: string): boolean => (chart.codes ? chart.codes.includes(v) : new RegExp(`^(?:${chart.pattern})$`).test(v));

/**
 * A typed result in the chart's own spelling: case and stray spaces do not matter ("mt", " MT + 1 "
 * give "MT", "MT+1"; "d2 or tf" gives "D2 or TF"). Anything that is not a result comes back trimmed.
 */
export function canonical(chart: CellRules, value: string): string {
  const v = value.trim().replace(/\s+/g, ' ');
  const squash = (s: string) => s.replace(/ /g, '').toUpperCase();
  if (chart.codes) return chart.codes.find((c) => squash(c) === squash(v)) ?? v;
  if (matches(chart, v)) return v;
  // capitals, except the words the pattern spells in lower case (" or ")
  const lower: string[] = chart.pattern.match(/\b[a-z]{2,}\b/g) ?? [];
  const up = v.toUpperCase().replace(/\b[A-Z]{2,}\b/g, (w) => (lower.includes(w.toLowerCase()) ? w.toLowerCase() : w));
  return matches(chart, up) ? up : v;
}

/** Why a typed or stored result is refused (null when it is accepted in some spelling, or empty). */
export function checkValue(chart: CellRules, value: string): string | null {
  const v = canonical(chart, value);
  if (v === '' || matches(chart, v)) return null;
  return `${quote(v)} is not a result of this table. Accepted: ${chart.codes ? chart.codes.join(', ') : chart.hint}.`;
}


/**
 * The player's stored cells that the chart allows, and a word for each one it
 * does not ("abc", or 99 for a turn modifier): those are left out of every
 * calculation. Cells of columns or rows the chart lacks are never read.
 */
export function fitCells(chart: CellRules, user: UserCells | undefined): { cells: UserCells; bad: string[] } {
  const cells: UserCells = {};
  const bad: string[] = [];
  for (const c of chart.columns)
    for (const [roll, v] of Object.entries(user?.[c.key] ?? {})) {
      if (typeof v !== 'string') continue;
      const t = v.trim();
      if (t !== '' && !matches(chart, t)) bad.push(`Your ${chart.title} has a bad cell at ${chart.rowLabel.toLowerCase()} ${quote(roll, 8)}, ${c.label}: ${quote(v.trim())} is not allowed there and is left out; correct it under Charts.`);
      else if (t !== '') (cells[c.key] ??= {})[roll] = t;
    }
  return { cells, bad };
}

/** What a calculator that reads charts declares: the charts, and the fit of the stored cells its island applies. */
export const readsCharts = (...charts: CellRules[]) => ({
  charts,
  fit(stored: Record<string, UserCells>) {
    const out: Record<string, UserCells> = {};
    const notes: string[] = [];
    for (const c of charts) {
      const f = fitCells(c, stored[c.id]);
      out[c.id] = f.cells;
      notes.push(...f.bad);
    }
    return { charts: out, notes };
  },
});
