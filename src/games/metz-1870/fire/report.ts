/**
 * Tables of the Metz 1870 fire and morale calculators: the CRT column as our
 * source and the player know it, the result distribution when the column is
 * complete, and the exact consequences of each result for the target unit.
 */
import type { OutcomeTable } from '../../../lib/calculator.ts';
import type { UserCells } from '../../../lib/user-chart.ts';
import { cellState } from '../../../lib/user-chart.ts';
import type { ColumnOutcome } from '../../../lib/user-chart.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { EffectOptions, EffectOutcome, TargetUnit } from '../morale/hits.ts';
import { effectOutcomes, sortOutcomes } from '../morale/hits.ts';
import type { ResultCode } from './crt.ts';
import { cellSource, FIRE_CRT, hitOf, normaliseCode, RESULT_CODES } from './crt.ts';
import { rollsText } from '../morale/tests.ts';
import { fill } from '../../../lib/words.ts';
import { TABLE_SAY as SAY } from './table-say.ts';

const ROLLS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const face = (r: number) => (r === 10 ? '10 (0)' : String(r));

/** One row per coloured die face: the result, and whether our source, the player, or nobody knows it. */
export function columnTable(col: string, user: UserCells | undefined): OutcomeTable {
  return {
    title: fill(SAY.columnTitle, { column: col }),
    caption: SAY.columnCaption,
    columns: [{ label: SAY.colouredDie }, { label: SAY.result }, { label: SAY.from }],
    rows: ROLLS.map((r) => {
      const s = cellState(FIRE_CRT, col, String(r), user);
      if (s.kind === 'known') return { cells: [face(r), normaliseCode(s.value) ?? s.value, cellSource(col, r) ?? SAY.ourSource], emphasis: true };
      if (s.kind === 'user') return { cells: [face(r), normaliseCode(s.value) ?? s.value, SAY.yourCard] };
      // not a phrase: other games' logic says these words too, so they stay in the scripts anyway
      return { cells: [face(r), 'not in our source: read your card', '—'] };
    }),
  };
}

export function resultTable(col: string, o: ColumnOutcome): OutcomeTable {
  return {
    title: fill(SAY.resultsTitle, { column: col }),
    caption: SAY.resultsCaption,
    columns: [{ label: SAY.result }, { label: SAY.colouredDie }, { label: SAY.probability, kind: 'prob' }],
    rows: o.results.map((r) => ({ cells: [r.result, rollsText(r.rolls), r.prob] })),
    barColumn: 2,
  };
}

/** Outcomes of one target unit as table rows. */
export function effectsTable(title: string, caption: string, os: EffectOutcome[]): OutcomeTable {
  return {
    title,
    caption,
    columns: [{ label: SAY.targetEnds }, { label: SAY.breakTestsTaken }, { label: SAY.probability, kind: 'prob' }],
    rows: os.map((o) => ({ cells: [o.label, o.breakTests.join(' or '), o.prob], ...(o.end.status === 'broken' ? { emphasis: true } : {}) })),
    barColumn: 2,
  };
}

/** For each result code: what it does to the target, exactly. */
export function consequencesTable(codes: ResultCode[], u: TargetUnit, opts: EffectOptions): OutcomeTable {
  const rows: OutcomeTable['rows'] = [];
  for (const code of codes) {
    const text = RESULT_CODES.find((r) => r.code === code)!.text;
    for (const o of effectOutcomes(u, hitOf(code), opts))
      rows.push({ cells: [`${code} (${text})`, o.label, o.breakTests.join(' or '), o.prob], ...(o.end.status === 'broken' ? { emphasis: true } : {}) });
  }
  return {
    title: SAY.eachResultTitle,
    caption: SAY.eachResultCaption,
    columns: [{ label: SAY.result }, { label: SAY.targetEnds }, { label: SAY.breakTestsTaken }, { label: SAY.probability, kind: 'prob' }],
    rows,
    barColumn: 3,
  };
}

/** The target's end states over the whole shot: Σ P(result) · P(end | result). */
export function overallEffects(o: ColumnOutcome, u: TargetUnit, opts: EffectOptions): EffectOutcome[] {
  const by = new Map<string, EffectOutcome>();
  for (const r of o.results) {
    const code = normaliseCode(r.result);
    if (!code) throw new Error(`"${r.result}" is not a fire result`);
    for (const e of effectOutcomes(u, hitOf(code), opts)) {
      const cur = by.get(e.key) ?? { ...e, prob: Fraction.ZERO, breakTests: [] };
      cur.prob = cur.prob.add(r.prob.mul(e.prob));
      cur.breakTests = [...new Set([...cur.breakTests, ...e.breakTests])].sort((a, b) => a - b);
      by.set(e.key, cur);
    }
  }
  return sortOutcomes([...by.values()]);
}
