// The search question sets (the .tsv files in this folder), read once for both runners:
// tests/dist/search-questions.test.ts (node, every question) and
// tests/browser/site/search-questions.spec.ts (Chromium, the dialog).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Question {
  game: string;
  kind: Kind;
  q: string;
  answers: string[];
}
/**
 * term: a rule's or glossary word; situation: what happens on the map, in players' words;
 * sentence: a whole question as a player asks it; number: a value, cost, limit or table;
 * synonym: a word the rulebook does not use (other games' names, slang, misspellings).
 */
export const KINDS = ['term', 'situation', 'sentence', 'number', 'synonym'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * questions.tsv: ours; held-out.tsv: written blind from the rulebook sources; situations.tsv: situations
 * and whole sentences, written from the rulebook sources before any search word was added for them;
 * players: players-<game>.tsv, a later set of situations and sentences in players' words, also written
 * before the search words added for it.
 */
export const SETS = ['questions.tsv', 'held-out.tsv', 'situations.tsv', 'players'] as const;
/**
 * Every set (issue 21): a right rule among the first three for at least `hit3` of every game's and of
 * every kind's questions; first for at least `hit1` of all its questions.
 */
export const TARGET = { hit3: 0.92, hit1: 0.8 };

export function readQuestions(file: (typeof SETS)[number]): Question[] {
  // "players": one file per game (players-<game>.tsv), so each game's set is written and tuned on its own
  if (file === 'players')
    return readdirSync(import.meta.dirname)
      .filter((f) => /^players-[\w-]+\.tsv$/.test(f))
      .sort()
      .flatMap((f) => readSet(f));
  return readSet(file);
}

function readSet(file: string): Question[] {
  return readFileSync(join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .slice(1)
    .map((l, i) => {
      const [game, kind, q, answers] = l.split('\t');
      if (!KINDS.includes(kind as Kind)) throw new Error(`${file}, question ${i + 1}: unknown kind ${kind}`);
      return { game: game!, kind: kind as Kind, q: q!, answers: answers!.trim().split(/\s+/) };
    });
}
