// Every rules chapter of the newer games fits a phone at 320 px and passes the whole of axe
// (shared/chapters.ts). Their wide tables (On To Paris!'s Action Cost Table and Formation table) pushed
// pages sideways until every table was put in a scrolling, focusable .table-wrap; 1914, Offensive à
// outrance was written from a scrape that lost numbers, signs and hexes, and its reconstructions are
// marked in the text. What the chapters say is checked on the built HTML (tests/dist/rules-pages.test.ts).
import { test, expect } from '../fixtures';
import { AXE_GAMES, chaptersOf, eachChapterFitsAndPassesAxe } from '../shared/chapters';

test('each game checked here has its chapters', () => {
  for (const game of AXE_GAMES) expect(chaptersOf(game).length, game).toBeGreaterThanOrEqual(7);
});

for (const game of AXE_GAMES) eachChapterFitsAndPassesAxe(game, chaptersOf(game));
