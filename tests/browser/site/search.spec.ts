import { test, expect } from '../fixtures';

test('search: "/" opens it, its index loads only then, results deep-link to rules', async ({ page, axe }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/search.json')) loaded.push(r.url());
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
