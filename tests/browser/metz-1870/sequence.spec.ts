import { test, expect } from '../fixtures';

test('sequence of play: every step of the machine, static and printable, linking the checklist; axe', async ({ page, axe }) => {
  await page.goto('/metz-1870/sequence/');
  expect(await page.locator('main section.rule').count(), 'steps the Metz sequence lists').toBeGreaterThanOrEqual(40);
  await expect(page.locator('[data-island]'), 'the sequence page has an island').toHaveCount(0);
  await expect(page.locator('main a[href="/metz-1870/checklist/"]'), 'the sequence page does not link the checklist').toHaveCount(1);
  await expect(page.locator('nav.game-nav a[href="/metz-1870/checklist/"]'), 'the game nav lacks the checklist').toHaveCount(1);
  await axe('Metz sequence of play');
});
