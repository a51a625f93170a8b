import { readdirSync } from 'node:fs';
import { test, expect, sidewaysOverflow } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Nations in Arms, chapters 1-7 and the charts written from them. What they say (the badges, the
// inferred numbers, the Spanish instability chart) is checked on the built HTML: tests/dist/rules-pages.test.ts.

test('the movement chapter, with its 2D6 chance table, fits a phone and passes axe @phone', async ({ page, axe }) => {
  test.slow(); // a long page: axe needs time on a shared machine
  await page.goto('/nations-in-arms/rules/movement/');
  await expect(page.locator('#r-5-3-4')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('nations-in-arms movement');
});

eachChapterFitsAndPassesAxe('nations-in-arms', readdirSync('content/nations-in-arms/rules').map((f) => f.replace(/\.mdx$/, '')));
