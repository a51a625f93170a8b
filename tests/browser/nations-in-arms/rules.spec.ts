import { test, expect, sidewaysOverflow } from '../fixtures';

// Nations in Arms, chapters 1-7 and the charts written from them. What they say (the badges, the
// inferred numbers, the Spanish instability chart) is checked on the built HTML: tests/dist/rules-pages.test.ts.
// Here: the movement chapter at 375 px (at 320 px every chapter fits and passes axe in site/chapters.spec.ts).

test('the movement chapter, with its 2D6 chance table, fits a phone and passes axe @phone375', async ({ page, axe }) => {
  test.slow(); // a long page: axe needs time on a shared machine
  await page.goto('/nations-in-arms/rules/movement/');
  await expect(page.locator('#r-5-3-4')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('nations-in-arms movement');
});
