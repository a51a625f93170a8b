/**
 * Every input of every calculator, and every setting of a checklist, has its
 * words (lib/words.ts): a label, and for a list, words for the options it names.
 * Tests run the server build's modules, where the words exist; the browser's
 * build has none (tests/dist/words.test.ts checks that on the built site).
 */
import { describe, expect, it } from 'vitest';
import type { CalculatorDef, FieldSpec } from '../../src/lib/calculator.ts';
import type { ChecklistModule } from '../../src/lib/checklist.ts';

const calcs = import.meta.glob<{ default: CalculatorDef }>('../../src/games/*/calculators/*.ts', { eager: true });
const checklists = import.meta.glob<{ default: ChecklistModule }>('../../src/games/*/checklist.ts', { eager: true });

function checkWords(where: string, fields: FieldSpec[]) {
  for (const f of fields) {
    expect(f.label, `${where} ${f.key}: a label`).toMatch(/\S/);
    // an option without words of its own is shown as its value ("2:1", "Evening"), which must then be words
    if (f.kind === 'choice') for (const o of f.options) expect(f.choices?.[o] ?? o, `${where} ${f.key}: option ${o}`).toMatch(/\S/);
  }
}

describe('calculator words', () => {
  it.each(Object.entries(calcs))('%s: title, summary, rules and every field labelled', (path, m) => {
    const def = m.default;
    expect(def.title, path).toMatch(/\S/);
    expect(def.summary, path).toMatch(/\S/);
    expect(def.rules?.length, path).toBeGreaterThan(0);
    checkWords(path, def.fields);
  });
});

describe('checklist settings words', () => {
  it.each(Object.entries(checklists).filter(([, m]) => m.default.options?.length))('%s', (path, m) => checkWords(path, m.default.options!));
});
