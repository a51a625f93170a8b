import { test, expect } from '../fixtures';

/** Machine event names (SET_OPTION, DRAW_FOW ...) are code, not words for players. */
const EVENT_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

test('no sequence of play page shows a machine event name', async ({ page }) => {
  // every game's sequence page, as its nav links it (from the games the home page lists)
  await page.goto('/');
  const hubs = [...new Set(await page.locator('main a[href$="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!).filter((h) => /^\/[a-z0-9-]+\/$/.test(h))))];
  const pages: string[] = [];
  for (const hub of hubs) {
    await page.goto(hub);
    pages.push(...(await page.locator('a[href$="/sequence/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))));
  }
  expect(new Set(pages).size, 'sequence pages linked from the games').toBeGreaterThanOrEqual(2);
  for (const url of new Set(pages)) {
    await page.goto(url);
    const text = await page.locator('main').innerText();
    expect(text.match(EVENT_NAME) ?? [], `event names on ${url}`).toEqual([]);
    // a choice that keeps the players on a step says so in words
    expect(text, url).not.toContain('→ stays on this step');
  }
});

test('a form is named as a form, a die roll by its real range, and a return to the step left in words', async ({ page }) => {
  await page.goto('/1914-offensive/sequence/');
  const main = page.locator('main');
  await expect(main).toContainText('Form: Start with these game turns');
  await expect(main).toContainText('Nothing: back to the step → back to the step you came from');
  await expect(main).not.toContainText('0--1');
  await page.goto('/on-to-paris/sequence/');
  await expect(page.locator('main')).toContainText('3D6 for the Initiative, 3-18'); // three dice: not 3-8
});
