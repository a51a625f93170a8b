/**
 * Words as HTML, checked on the built site: the words of every calculator and
 * checklist setting (labels, help, readings, option words, titles, summaries)
 * and the phrases calculators and checklists say (phrases(), lib/words.ts) are
 * in the pages' HTML and in none of the scripts the browser loads. A word
 * that reaches the browser's JavaScript costs every visit of that page its
 * bytes; lib/words.ts says how they are kept out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import type { CalculatorDef } from '../../src/lib/calculator.ts';
import type { ChecklistModule } from '../../src/lib/checklist.ts';
import { dist } from './dist.ts';
import { UI } from '../../src/components/calculator-words.ts';
import { UI as CHECKLIST_UI } from '../../src/components/checklist-words.ts';
import { ROLL_SAY } from '../../src/lib/checklist.ts';
import { CELLS_UI } from '../../src/components/cells-words.ts';
import { chartPhrases } from '../../src/lib/user-chart.ts';

const calcs = import.meta.glob<{ default: CalculatorDef }>('../../src/games/*/calculators/*.ts', { eager: true });
const checklists = import.meta.glob<{ default: ChecklistModule }>('../../src/games/*/checklist.ts', { eager: true });

/**
 * Field words that the logic also writes itself, in a line of the working or a verdict: they are in
 * the browser's scripts because the result says them, not because the field's words leaked.
 */
const SAID_BY_THE_RESULT = new Set([
  'A Truck marker on the Depot provides it',
  'The army bears an Ammo Shortage marker',
  'I have read the result on my card',
  'Does the army Depot have a valid LOC?',
  'Cavalry entering a +3 Cover area with Woods',
  'It already failed against this enemy unit this turn',
  'France has called conscripts a second time',
  'Old Guard spearhead lost a step (optional)',
  'National modifier (your Diplomacy Modifiers chart)',
  'Overall commander (not an army commander) killed',
  "Avoiding leader's initiative",
  "Marching leader's combat bonus",
  'Maneuver factor of the highest-ranked fleet',
  'Attacker used a Cavalry Death Ride',
  'Defender used a Cavalry Death Ride',
  'A leader commanding only cavalry (not when the phasing force is all cavalry, none of it demoralized)',
  'Guerrillas standing in a mountain hex or a mountain pass',
  'Units withdrawing into a friendly fortress in the hex (no longer possible once an avoidance roll has failed)',
  'Cossacks or guerrillas alone in the hex',
]);

const scripts = readdirSync(join(dist, '_astro'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ f, text: readFileSync(join(dist, '_astro', f), 'utf8') }));

/** The long words of a set of fields: short ones ("Side", "Yes") may stand in logic for other reasons. */
function wordsOf(def: Pick<CalculatorDef, 'fields' | 'summary' | 'phrases'>): string[] {
  const out = [def.summary ?? ''];
  for (const f of def.fields) {
    out.push(f.label ?? '', f.help ?? '', f.ambiguity ?? '');
    if (f.kind === 'choice') out.push(...Object.values(f.choices ?? {}));
  }
  // the phrases its result says (phrases(), lib/words.ts), each by its runs between blanks ("{tcr}")
  for (const p of def.phrases ?? []) out.push(...Object.values(p).flatMap((w) => w.split(/\{\w+\}/)));
  // a word written with a template (`Fleet ${i}: …`) is checked by its longest fixed run
  return out.filter((w) => w.length >= 28 && !SAID_BY_THE_RESULT.has(w));
}

describe('no calculator or checklist words in the browser scripts', () => {
  const sets = [
    ...Object.entries(calcs).map(([p, m]) => [p, m.default] as const),
    ['the calculator island (calculator-words.ts)', { fields: [], phrases: [UI] } as Pick<CalculatorDef, 'fields' | 'phrases'>] as const,
    ['the cells form (cells-words.ts)', { fields: [], phrases: [CELLS_UI] } as Pick<CalculatorDef, 'fields' | 'phrases'>] as const,
    ['the checklist island (checklist-words.ts) and its roll form', { fields: [], phrases: [CHECKLIST_UI, ROLL_SAY] } as Pick<CalculatorDef, 'fields' | 'phrases'>] as const,
    ...Object.entries(checklists)
      .filter(([, m]) => m.default.options?.length || m.default.phrases?.length)
      .map(([p, m]) => [p, { fields: m.default.options ?? [], phrases: m.default.phrases }] as const),
  ];
  it.each(sets)('%s', (_path, def) => {
    const leaks = wordsOf(def).flatMap((w) => scripts.filter((s) => s.text.includes(w)).map((s) => `${s.f}: ${w}`));
    expect(leaks).toEqual([]);
  });
  it("every calculator page carries the island's phrases, those its result says and its charts' words, as JSON the island reads", () => {
    const missing = Object.entries(calcs).flatMap(([path, m]) => {
      const [, game, calc] = /games\/([^/]+)\/calculators\/([^/.]+)\.ts$/.exec(path)!;
      const html = readFileSync(join(dist, game!, 'calculators', calc!, 'index.html'), 'utf8');
      // with the words of each chart it reads (a module that imports the chart `&plain` reads them there) and the cells form's
      const charts = m.default.charts?.length ? [CELLS_UI, ...m.default.charts.map((c) => chartPhrases(game!, c))] : [];
      return [UI, ...(m.default.phrases ?? []), ...charts].filter((p) => {
        const json = /<script type="application\/json" id="phrases-([^"]+)">([^<]*)<\/script>/g;
        return ![...html.matchAll(json)].some((x) => JSON.stringify(JSON.parse(x[2]!)) === JSON.stringify(p));
      }).map((p) => `${game}/${calc}: ${Object.keys(p).slice(0, 3).join(', ')}…`);
    });
    expect(missing).toEqual([]);
  });
  it("every checklist page carries the island's phrases, its roll form's and those its game's module says, as JSON the scripts read", () => {
    const missing = Object.entries(checklists).flatMap(([path, m]) => {
      const [, game] = /games\/([^/]+)\/checklist\.ts$/.exec(path)!;
      const html = readFileSync(join(dist, game!, 'checklist', 'index.html'), 'utf8');
      return [CHECKLIST_UI, ROLL_SAY, ...(m.default.phrases ?? [])].filter((p) => {
        const json = /<script type="application\/json" id="phrases-([^"]+)">([^<]*)<\/script>/g;
        return ![...html.matchAll(json)].some((x) => JSON.stringify(JSON.parse(x[2]!)) === JSON.stringify(p));
      }).map((p) => `${game}: ${Object.keys(p).slice(0, 3).join(', ')}…`);
    });
    expect(missing).toEqual([]);
  });
  it("an editable chart imported `&plain` leaves its title, hint and column labels to the page (chartPhrases, lib/user-chart.ts)", () => {
    const sources = import.meta.glob<string>('../../src/games/**/*.ts', { query: '?raw', import: 'default', eager: true });
    const plain = [...new Set(Object.values(sources).flatMap((src) => [...src.matchAll(/content\/([^'"]+\.yaml)\?[^'"]*\bplain\b/g)].map((m) => m[1]!)))];
    expect(plain.length, 'no chart is imported &plain').toBeGreaterThan(3);
    const leaks = plain.flatMap((file) => {
      const c = load(readFileSync(join('content', file), 'utf8')) as { title: string; editable?: { hint: string }; columns: { label: string }[] };
      if (!c.editable) return [];
      // long words only, as wordsOf: a short label ("Artillery Strength") or a title another game's chart shares may be said by logic
      const words = [c.title, c.editable.hint, ...c.columns.map((x) => x.label)].filter((w) => w.length >= 28);
      return words.flatMap((w) => scripts.filter((s) => s.text.includes(w)).map((s) => `${s.f}: ${file}: ${w}`));
    });
    expect(leaks).toEqual([]);
  });
  it('the check can fail: a word the browser needs (an error message) is found', () => {
    expect(scripts.some((s) => s.text.includes('is not one of the choices'))).toBe(true);
  });
});
