import { test, expect } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Chapters 12-30 of 1914, Offensive à outrance: fortresses, siege, supply, rail, the national
// rules, Strategic Plans and victory, written from a scrape that lost many numbers and hexes.
// (Slugs in alphabetical order.)
const CHAPTERS = [
  'allied-special-rules',
  'army-level-reinforcements',
  'belgian-special-rules',
  'british-special-rules',
  'determining-victory',
  'fortress-units',
  'french-special-rules',
  'german-special-rules',
  'grand-campaign',
  'improved-positions',
  'railroads',
  'reinforcements',
  'siege-artillery',
  'strategic-plans',
  'supply',
  'two-hex-units',
  'voluntary-retirement',
];

eachChapterFitsAndPassesAxe('1914-offensive', CHAPTERS);

test('the abandonment VP table gives every distance band and the optional rule is marked', async ({ page }) => {
  await page.goto('/1914-offensive/rules/determining-victory/');
  const vp = page.locator('[data-rule="27.1"]');
  for (const [band, n] of [['5 or more hexes', '15'], ['3 or 4 hexes', '10'], ['2 hexes', '6'], ['1 hex (adjacent)', '3']]) {
    await expect(vp.getByRole('row', { name: `${band} ${n}` })).toBeVisible();
  }
  await page.goto('/1914-offensive/rules/voluntary-retirement/');
  await expect(page.locator('#r-20-0 .rule-optional')).toHaveText('Optional');
});

test('a reconstructed reference in Supply leads to the Paris rule, and 30.5 says it is not in our source', async ({ page }) => {
  await page.goto('/1914-offensive/rules/supply/');
  await page.locator('[data-rule="15.1"]').getByRole('link', { name: '22.2' }).click();
  await expect(page).toHaveURL(/\/1914-offensive\/rules\/french-special-rules\/#r-22-2$/);
  await expect(page.locator('#r-22-2')).toContainText('Paris');
  await page.goto('/1914-offensive/rules/grand-campaign/');
  await expect(page.locator('[data-rule="30.5"]')).toContainText('not in our source');
});
