import { test, expect } from '../fixtures';

test('search: "/" opens it, its index loads only then, results deep-link to rules', async ({ page, axe }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pagefind/')) loaded.push(r.url());
  });
  await page.goto('/death-ride/rules/sequence/');
  expect(loaded, 'search index loaded before search was opened').toEqual([]);
  await page.keyboard.press('/');
  await expect(page.locator('dialog[open]')).toBeVisible();
  await page.keyboard.type('Chassepot volley');
  // results arrive per keystroke: wait for the final query's deep link
  const hrefs = () => page.locator('[data-search-results] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  await expect
    .poll(hrefs, { message: 'no deep link to 7.3 in the results', timeout: 10_000 })
    .toContainEqual(expect.stringMatching(/\/death-ride\/rules\/[a-z-]+\/#r-7-3/));
  expect(loaded.length, 'search index never loaded').toBeGreaterThan(0);
  await axe('search dialog');
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]'), 'dialog did not close').toHaveCount(0);
});

test('a rule number typed in search shows that rule first; "this game only" unticked searches every game, each result naming its game', async ({ page }) => {
  await page.goto('/death-ride/rules/combat/');
  await page.keyboard.press('/');
  await page.keyboard.type('7.4');
  const first = page.locator('[data-search-results] li').first();
  await expect(first).toHaveAttribute('data-id', '7.4');
  await expect(first.locator('a')).toHaveAttribute('href', '/death-ride/rules/combat/#r-7-4');
  await expect(first.locator('.r-num')).toHaveText('7.4');

  await page.locator('[data-search-input]').fill('cavalry retreat');
  await expect(page.locator('[data-search-results]')).toHaveAttribute('data-q', 'cavalry retreat');
  await expect(page.locator('[data-search-results] .r-game')).toHaveCount(0);
  await page.locator('[data-search-this-game]').uncheck();
  await expect.poll(() => page.locator('[data-search-results] li').evaluateAll((lis) => new Set(lis.map((li) => (li as HTMLElement).dataset.game)).size)).toBeGreaterThan(1);
  await expect(page.locator('[data-search-results] .r-game').first()).toBeVisible();
});

test('a hit under a rule\'s sub-heading names it and links to it; the line of text marks the match', async ({ page }) => {
  await page.goto('/metz-1870/rules/');
  await page.keyboard.press('/');
  await page.keyboard.type('infantry and artillery withdrawal');
  const hit = page.locator('[data-search-results] li[data-id="12.3"]');
  await expect(hit.locator('.r-sub')).toContainText('Infantry and artillery withdrawal');
  await expect(hit.locator('a')).toHaveAttribute('href', '/metz-1870/rules/assault/#b-infantry-and-artillery-withdrawal');
  await expect(hit.locator('.r-ex mark').first()).toBeVisible();
});

test('Pagefind not loaded once (no connection, the game not kept): the next search loads it again', async ({ page }) => {
  // every load of Pagefind's script fails, the retries too (they ask for it under another URL: ?try=1…)
  const script = /\/pagefind\/pagefind\.js(\?.*)?$/;
  await page.route(script, (r) => r.abort());
  await page.goto('/death-ride/rules/combat/');
  await page.keyboard.press('/');
  await page.keyboard.type('cavalry');
  await expect(page.locator('[data-search-status]')).toContainText('Search is not available');
  await page.unroute(script);
  await page.keyboard.type(' charge');
  await expect(page.locator('[data-search-results] li').first()).toBeVisible();
});
