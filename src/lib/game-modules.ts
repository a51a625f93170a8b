/**
 * Build-time discovery of each game's logic: calculators in
 * src/games/<slug>/calculators/*.ts and a checklist in
 * src/games/<slug>/checklist.ts. Adding a game touches no component.
 */
import type { CalculatorDef, CalculatorPage } from './calculator.ts';
import type { ChecklistModule, EventLabels, StepNotes, StepTexts } from './checklist.ts';
import type { AidSequence, OddsTable } from './aid.ts';

const calcs = import.meta.glob<{ default: CalculatorDef }>('../games/*/calculators/*.ts', { eager: true });
const stepTexts = import.meta.glob<{ default: StepTexts; events: EventLabels; notes?: StepNotes }>('../games/*/steps.ts', { eager: true });
const checklists = import.meta.glob<{ default: ChecklistModule }>('../games/*/checklist.ts', { eager: true });
const odds = import.meta.glob<{ default: OddsTable[] }>('../games/*/aid/odds.ts', { eager: true });
const aidSequences = import.meta.glob<{ default: AidSequence }>('../games/*/aid/sequence.ts', { eager: true });

const withWords = (c: CalculatorDef): CalculatorPage => {
  if (c.title === undefined || c.summary === undefined || c.rules === undefined) throw new Error(`calculator ${c.id} has no title, summary or rules: its words are missing`);
  return c as CalculatorPage;
};

export function getCalculators(game: string, order: string[]): CalculatorPage[] {
  const found = Object.entries(calcs)
    .filter(([path]) => path.startsWith(`../games/${game}/calculators/`))
    .map(([, m]) => withWords(m.default));
  const known = new Set(found.map((c) => c.id));
  for (const id of order) if (!known.has(id)) throw new Error(`game.yaml of ${game} lists calculator "${id}" but there is no such file`);
  return order.map((id) => found.find((c) => c.id === id)!);
}

export function getChecklist(game: string): ChecklistModule | undefined {
  return checklists[`../games/${game}/checklist.ts`]?.default;
}

/** The words of each checklist step (server side only: pages render them as HTML). */
export function getSteps(game: string): StepTexts {
  const s = stepTexts[`../games/${game}/steps.ts`]?.default;
  if (!s) throw new Error(`${game} has a checklist but no steps.ts`);
  return s;
}

/** The checklist's button labels (server side: the page hands them to the island as props). */
export function getEventLabels(game: string): EventLabels {
  const e = stepTexts[`../games/${game}/steps.ts`]?.events;
  if (!e) throw new Error(`${game}/steps.ts exports no event labels`);
  return e;
}

/** The fixed notes a checklist's extras may name (none is fine). */
export function getStepNotes(game: string): StepNotes {
  return stepTexts[`../games/${game}/steps.ts`]?.notes ?? {};
}

/** The quick odds tables of the printed player aid (src/games/<slug>/aid/odds.ts; none is fine). */
export function getAidOdds(game: string): OddsTable[] {
  return odds[`../games/${game}/aid/odds.ts`]?.default ?? [];
}

/** The printed aid's words for the steps whose screen words will not do on paper (src/games/<slug>/aid/sequence.ts; none is fine). */
export function getAidSequence(game: string): AidSequence {
  return aidSequences[`../games/${game}/aid/sequence.ts`]?.default ?? {};
}
