// The search question sets (questions.tsv, held-out.tsv in this folder), read once for both
// runners: tests/browser/site/search-questions.spec.ts (Chromium) and tests/unit/search/questions.test.ts (node).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Question {
  game: string;
  kind: string;
  q: string;
  answers: string[];
}

export function readQuestions(file: 'questions.tsv' | 'held-out.tsv'): Question[] {
  return readFileSync(join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .slice(1)
    .map((l) => {
      const [game, kind, q, answers] = l.split('\t');
      return { game: game!, kind: kind!, q: q!, answers: answers!.trim().split(/\s+/) };
    });
}
