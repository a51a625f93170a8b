import { readdirSync } from 'node:fs';
import { test, expect, sidewaysOverflow } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Nations in Arms, chapters 1-7 and the charts written from them.

test('optional 1.3 is badged Optional; a lost sub-number (1.1.1) is marked inferred, a printed one (1.1.4) is not', async ({ page }) => {
  await page.goto('/nations-in-arms/rules/game-units/');
  await expect(page.locator('#r-1-3 .rule-optional')).toHaveText('Optional');
  await expect(page.locator('#r-1-1-1 .rule-inferred')).toHaveText('no. inferred');
  await expect(page.locator('#r-1-1-4 .rule-inferred')).toHaveCount(0);
  await expect(page.locator('#r-1-1-1-1')).toContainText('Steps'); // a fourth-level number still gets its anchor
});

test('the movement chapter, with its 2D6 chance table, fits a phone and passes axe @phone', async ({ page, axe }) => {
  test.slow(); // a long page: axe needs time on a shared machine
  await page.goto('/nations-in-arms/rules/movement/');
  await expect(page.locator('#r-5-3-4')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('nations-in-arms movement');
});

eachChapterFitsAndPassesAxe('nations-in-arms', readdirSync('content/nations-in-arms/rules').map((f) => f.replace(/\.mdx$/, '')));

test('the Spanish instability chart keeps the known targets and shows the two lost figures as lost', async ({ page }) => {
  await page.goto('/nations-in-arms/charts/');
  const table = page.locator('table', { has: page.getByRole('columnheader', { name: '2D6 needed (modified)' }) });
  await expect(table.getByRole('row', { name: /1805\s+14/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /1809\s+8/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /1808/ })).toContainText('Not in our source');
  await expect(table.getByRole('row', { name: /Not in our source.*7$/ })).toBeVisible();
});
