// The search question sets through the built indexes in node, the way the browser asks:
// src/scripts/site-lazy.ts builds one Index from the game's dist/<slug>/search.json ("this game
// only" is checked by default) and shows runSearch(ix, q, 10); a question counts at 1 (3) when one
// of its rule ids is the first (among the first three) of the rules in that list, as
// tests/browser/site/search-questions.spec.ts reads the list items (rules by id, others kind:id).
// tests/search/questions.tsv is our own set; tests/search/held-out.tsv was written blind from the
// rulebook sources, the way outside reviewers ask. Needs a build (npm run build); skipped without one.
// Prints hit@1, hit@3 and the misses per game and set; SEARCH_MISSES=1 prints the first results of every miss.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildIndex, search, type GameIndex, type Index } from '../../../src/lib/search.ts';
import { readQuestions } from '../../search/questions.ts';

const root = join(import.meta.dirname, '../../..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'search-games.json'));

const indexes = new Map<string, Index>();
function indexOf(game: string): Index {
  let ix = indexes.get(game);
  if (!ix) {
    const g = JSON.parse(readFileSync(join(dist, game, 'search.json'), 'utf8')) as GameIndex;
    indexes.set(game, (ix = buildIndex([g])));
  }
  return ix;
}

/** The result list as the browser test reads it: rule ids, other records as kind:id. */
export const ask = (game: string, q: string) =>
  search(indexOf(game), q.trim(), 10).hits.map((h) => (h.doc.k === 'rule' ? h.doc.id : `${h.doc.k}:${h.doc.id}`));

const FLOOR = { 'questions.tsv': 0.85, 'held-out.tsv': 0.9 } as const;

describe.skipIf(!built)('search question sets (node, built indexes)', () => {
  for (const file of Object.keys(FLOOR) as (keyof typeof FLOOR)[]) {
    const qs = readQuestions(file);
    const games = [...new Set(qs.map((q) => q.game))];
    for (const game of games) {
      test(`${file}: ${game} has a right rule in the first three results for at least ${FLOOR[file] * 100}%`, () => {
        const mine = qs.filter((q) => q.game === game);
        const known = new Set((JSON.parse(readFileSync(join(dist, game, 'rules.json'), 'utf8')) as { id: string }[]).map((r) => r.id));
        expect(mine.flatMap((q) => q.answers).filter((a) => !known.has(a)), 'answers that are not rule ids').toEqual([]);
        let h1 = 0;
        let h3 = 0;
        const misses: string[] = [];
        for (const q of mine) {
          const got = ask(game, q.q);
          if (q.answers.includes(got[0] ?? '')) h1++;
          if (got.slice(0, 3).some((g) => q.answers.includes(g))) h3++;
          else misses.push(`  ${q.kind}: "${q.q}" wants ${q.answers.join(' ')}; got ${got.slice(0, process.env.SEARCH_MISSES ? 6 : 3).join(', ') || 'nothing'}`);
        }
        const pct = (n: number) => `${n}/${mine.length} (${((100 * n) / mine.length).toFixed(0)}%)`;
        console.log(`search ${file} ${game}: hit@1 ${pct(h1)}, hit@3 ${pct(h3)}${misses.length ? `\n misses:\n${misses.join('\n')}` : ''}`);
        expect(h3 / mine.length, `hit@3 for ${game} on ${file}`).toBeGreaterThanOrEqual(FLOOR[file]);
      });
    }
  }
});
