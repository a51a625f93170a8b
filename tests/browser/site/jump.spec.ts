import { test, expect } from '../fixtures';

async function jump(page: import('@playwright/test').Page, text: string) {
  await page.locator('#jump-input').fill(text);
  await page.locator('#jump-input').press('Enter');
}

test('rule jump: "7.4 assault" in a game, unknown number, home lists the game', async ({ page }) => {
  await page.goto('/death-ride/');
  await jump(page, '7.4 assault');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-4$/);
  await jump(page, '99.9');
  await expect(page.locator('[data-jump-msg]')).toContainText('no rule 99.9');
  await page.goto('/');
  await jump(page, '7.7');
  await expect(page).toHaveURL(/#r-7-7$/);
  await expect(page.locator('#r-7-7'), 'jumped but #r-7-7 not visible').toBeVisible();
  // short links work without JavaScript
  await page.goto('/death-ride/r/7.3/');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-3$/);
  await page.goto('/');
  await jump(page, '42.42');
  await expect(page.locator('[data-jump-msg]')).toContainText('No game has a rule 42.42');
});

test('the home jump box lists both games for 7.4', async ({ page }) => {
  await page.goto('/');
  await jump(page, '7.4');
  const links = page.locator('[data-jump-msg] a');
  await expect(links.nth(1)).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((h) => h.startsWith('/death-ride/')) && hrefs.some((h) => h.startsWith('/metz-1870/')), `links: ${hrefs}`).toBe(true);
});
