// Every page type of every game fits a phone without sideways scrolling, at 320 and 375 px
// (the old suite checked 360 px). The pages are found the way a player finds them: from
// rules-index.json and the calculator and chart hubs. One test per group so the two workers share them.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
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
      rules[0]!.url.split('#')[0]!,
      rules[rules.length - 1]!.url.split('#')[0]!,
    ];
    // islands and editors linked from the hubs (a game whose checklist is not published yet has none)
    const home = await (await request.get(`/${game}/`)).text();
    const islands = home.includes(`href="/${game}/checklist/"`) ? [`/${game}/checklist/`] : [];
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

for (const group of ['site', ...gameIds.flatMap((g) => [`${g} pages`, `${g} islands`])]) {
  test(`${group} fit the phone without sideways scrolling @phone`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone-320', 'the phone-320 pass checks 375 px too');
    const urls = (await pageGroups(request))[group]!;
    // a game still being written may have no island page yet (no checklist, calculator or chart editor)
    test.skip(group.endsWith(' islands') && urls.length === 0, `${group}: none published yet`);
    expect(urls.length, `no pages in ${group}`).toBeGreaterThan(group.endsWith(' islands') ? 0 : 1);
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
