import { test, expect } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Chapters Introduction and 1-6 of 1914, Offensive à outrance: written from a scrape that lost
// its minus signs and most sub-numbers, so the pages must show what was reconstructed.
const CHAPTERS = ['introduction', 'reference', 'units', 'concepts', 'sequence', 'attachment', 'effectiveness'];

eachChapterFitsAndPassesAxe('1914-offensive', CHAPTERS);

test('the CE ladder prints the lost minus signs and says they were reconstructed', async ({ page }) => {
  await page.goto('/1914-offensive/rules/effectiveness/');
  const ladder = page.locator('[data-rule="6.1.4"]');
  await expect(ladder.getByRole('row', { name: /^5 D1 \(−3\) Base − 3$/ })).toBeVisible();
  await expect(ladder.locator('.note')).toContainText('Minus signs lost');
  // 6.1.3 is printed in the source, 6.1.2 is not
  await expect(page.locator('#r-6-1-3 .rule-inferred')).toHaveCount(0);
  await expect(page.locator('#r-6-1-2 .rule-inferred')).toHaveText('no. inferred');
});

test('a reconstructed cross-reference leads to the rule it names', async ({ page }) => {
  await page.goto('/1914-offensive/rules/effectiveness/');
  await page.locator('[data-rule="6.4"]').getByRole('link', { name: '11.1.6' }).click();
  await expect(page).toHaveURL(/\/1914-offensive\/rules\/[^/]+\/#r-11-1-6$/);
  await expect(page.locator('#r-11-1-6')).toContainText('Isolated Demoralized Force');
});
