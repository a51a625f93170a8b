// The search question sets through the built Pagefind bundles in node, the way the browser asks:
// src/scripts/site-lazy.ts opens the game's bundle ("this game only" is checked by default) and shows
// search(pf, q, 10) from src/lib/search.ts; here the same function runs on Pagefind's browser module
// with a fetch that reads dist/ (tests/search/pagefind.ts). A question counts at 1 (3) when one of its
// rule ids is the first (among the first three) of the results, read as the browser test reads the
// list (rules by id, others as kind:id).
// tests/search/questions.tsv is our own set; tests/search/held-out.tsv was written blind from the
// rulebook sources. Needs a build: it runs with the other checks of the built site (npm run test:dist).
// Prints hit@1, hit@3 and the misses per game, kind and set; SEARCH_MISSES=1 prints more of each miss.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { search, type PagefindInstance } from '../../src/lib/search.ts';
import { pagefindIn } from '../search/pagefind.ts';
import { KINDS, readQuestions, SETS, TARGET } from '../search/questions.ts';
import { dist } from './dist.ts';

const open = new Map<string, Promise<PagefindInstance>>();
const pf = (game: string) => {
  let p = open.get(game);
  if (!p) open.set(game, (p = pagefindIn(dist, [game])));
  return p;
};

/** The result list as the browser test reads it: rule ids, other records as kind:id. */
export const ask = async (game: string, q: string) => (await search(await pf(game), q.trim(), 10)).hits.map((h) => (h.kind === 'rule' ? h.id : `${h.kind}:${h.id}`));

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(0)}%)`;

describe('search question sets (node, built Pagefind bundles)', () => {
  test("every published game has at least 30 of our questions, 20 situations, 20 whole sentences and 20 players' questions; every kind is asked", () => {
    const published = JSON.parse(readFileSync(join(dist, 'search-games.json'), 'utf8')) as { game: string }[];
    const ours = readQuestions('questions.tsv');
    const held = readQuestions('situations.tsv');
    const players = readQuestions('players');
    for (const g of published) {
      expect(ours.filter((q) => q.game === g.game).length, g.game).toBeGreaterThanOrEqual(30);
      for (const kind of ['situation', 'sentence']) expect(held.filter((q) => q.game === g.game && q.kind === kind).length, `${g.game} ${kind}`).toBeGreaterThanOrEqual(20);
      expect(players.filter((q) => q.game === g.game).length, `${g.game} players`).toBeGreaterThanOrEqual(20);
    }
    const asked = new Set(SETS.flatMap((f) => readQuestions(f).map((q) => q.kind)));
    expect(KINDS.filter((k) => !asked.has(k))).toEqual([]);
  });
  for (const file of SETS) {
    const target = TARGET;
    test.skipIf(readQuestions(file).length === 0)(`${file}: a right rule among the first three for at least ${target.hit3 * 100}% of every game's and every kind's questions, first for ${target.hit1 * 100}% of every game's`, async () => {
      const qs = readQuestions(file);
      const games = [...new Set(qs.map((q) => q.game))];
      const tally = new Map<string, { n: number; h1: number; h3: number }>();
      const add = (key: string, h1: boolean, h3: boolean) => {
        const t = tally.get(key) ?? { n: 0, h1: 0, h3: 0 };
        tally.set(key, { n: t.n + 1, h1: t.h1 + Number(h1), h3: t.h3 + Number(h3) });
      };
      const misses: string[] = [];
      for (const game of games) {
        const known = new Set((JSON.parse(readFileSync(join(dist, game, 'rules.json'), 'utf8')) as { id: string }[]).map((r) => r.id));
        const mine = qs.filter((q) => q.game === game);
        expect(mine.flatMap((q) => q.answers).filter((a) => !known.has(a)), `${game}: answers that are not rule ids`).toEqual([]);
        for (const q of mine) {
          const got = await ask(game, q.q);
          const h1 = q.answers.includes(got[0] ?? '');
          const h3 = got.slice(0, 3).some((g) => q.answers.includes(g));
          for (const key of ['all', `game ${game}`, `kind ${q.kind}`, `${game} ${q.kind}`]) add(key, h1, h3);
          if (!h3) misses.push(`  ${game} ${q.kind}: "${q.q}" wants ${q.answers.join(' ')}; got ${got.slice(0, process.env.SEARCH_MISSES ? 6 : 3).join(', ') || 'nothing'}`);
        }
      }
      const lines = [...tally].map(([k, t]) => `  ${k}: hit@1 ${pct(t.h1, t.n)}, hit@3 ${pct(t.h3, t.n)}`);
      console.log(`search ${file}:\n${lines.join('\n')}${misses.length ? `\n misses:\n${misses.join('\n')}` : ''}`);
      const below = [...tally]
        .filter(([k]) => k === 'all' || k.startsWith('game ') || k.startsWith('kind '))
        .filter(([, t]) => t.h3 / t.n < target.hit3)
        .map(([k, t]) => `${k} hit@3 ${pct(t.h3, t.n)}`);
      expect(below, `${file}: below ${target.hit3 * 100}% hit@3`).toEqual([]);
      // the right rule first: for the set and for each game's part of it
      const firstBelow = [...tally]
        .filter(([k]) => k === 'all' || k.startsWith('game '))
        .filter(([, t]) => t.h1 / t.n < target.hit1)
        .map(([k, t]) => `${k} hit@1 ${pct(t.h1, t.n)}`);
      expect(firstBelow, `${file}: below ${target.hit1 * 100}% hit@1`).toEqual([]);
    }, 120_000);
  }
});
