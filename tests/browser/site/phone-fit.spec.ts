// Every page type of every game fits a phone without sideways scrolling, at 320 and 375 px
// (the old suite checked 360 px). The pages are found the way a player finds them: from
// rules-index.json and the calculator and chart hubs. One test per group so the two workers share them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { load } from 'js-yaml';
import { test, expect, sidewaysOverflow, islandsReady } from '../fixtures';

type Index = { game: string; rules: { url: string }[] }[];
// read at collection time only to name one test per game; the tests fetch what they check from the server
const gameIds = (JSON.parse(readFileSync(new URL('../../../dist/rules-index.json', import.meta.url), 'utf8')) as Index).map((g) => g.game);

async function pageGroups(request: APIRequestContext): Promise<Record<string, string[]>> {
  const games: Index = await (await request.get('/rules-index.json')).json();
  const groups: Record<string, string[]> = { site: ['/', '/search/'] };
  for (const { game, rules } of games) {
    groups[`${game} pages`] = [
      `/${game}/`,
      `/${game}/rules/`,
      `/${game}/glossary/`,
      `/${game}/charts/`,
      `/${game}/calculators/`,
      `/${game}/sequence/`,
      `/${game}/rulings/`,
      rules[0]!.url.split('#')[0]!,
      rules[rules.length - 1]!.url.split('#')[0]!,
    ];
    // islands and editors linked from the hubs (the checklist only when the game's hub links one)
    const islands: string[] = [];
    const home = await (await request.get(`/${game}/`)).text();
    if (home.includes(`href="/${game}/checklist/"`)) islands.push(`/${game}/checklist/`);
    const hub = await (await request.get(`/${game}/calculators/`)).text();
    for (const m of hub.matchAll(/href="(\/[^"]+\/calculators\/[^"/]+\/)"/g)) islands.push(m[1]!);
    const charts = await (await request.get(`/${game}/charts/`)).text();
    for (const m of charts.matchAll(/href="(\/[^"]+\/charts\/[^"/]+\/)"/g)) islands.push(m[1]!);
    groups[`${game} islands`] = islands;
  }
  for (const k of Object.keys(groups)) groups[k] = [...new Set(groups[k])];
  return groups;
}

test('the phone check covers every page type: more than 20 pages @phone', async ({ request }) => {
  const groups = await pageGroups(request);
  expect(Object.values(groups).flat().length, 'pages checked').toBeGreaterThan(20);
  expect(Object.keys(groups).sort(), 'groups').toEqual(['site', ...gameIds.flatMap((g) => [`${g} islands`, `${g} pages`])].sort());
});

// Both phone widths in one pass (the phone-320 project; the page is widened to 375 px after the
// 320 px check): loading every page twice, once per project, doubled the suite's slowest part.
const WIDTHS = [320, 375];

/** The island pages a game declares in its content: calculators, the checklist, chart editors. */
function declaredIslands(game: string): number {
  const dir = new URL(`../../../content/${game}/`, import.meta.url);
  const g = load(readFileSync(new URL('game.yaml', dir), 'utf8')) as { calculators?: string[]; checklist?: boolean };
  const tables = new URL('tables/', dir);
  const editors = existsSync(tables)
    ? readdirSync(tables).filter((f) => /^editable:/m.test(readFileSync(new URL(f, tables), 'utf8'))).length
    : 0;
  return (g.calculators?.length ?? 0) + (g.checklist ? 1 : 0) + editors;
}

for (const group of ['site', ...gameIds.flatMap((g) => [`${g} pages`, `${g} islands`])]) {
  // @phone320: the phone-320 project only, which checks 375 px too
  test(`${group} fit the phone without sideways scrolling @phone320`, async ({ page, request }) => {
    const urls = (await pageGroups(request))[group]!;
    if (group.endsWith(' islands')) {
      // every island page the game declares is found from its hubs (a game may have none yet)
      expect(urls.length, `island pages found for ${group}`).toBe(declaredIslands(group.slice(0, -' islands'.length)));
    } else {
      expect(urls.length, `no pages in ${group}`).toBeGreaterThan(1);
    }
    const wide: string[] = [];
    for (const u of urls) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 640 });
      await page.goto(u);
      await islandsReady(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 640 });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${u} at ${width} px (+${overflow}px)`);
      }
    }
    expect(wide, 'pages wider than the phone').toEqual([]);
  });
}
