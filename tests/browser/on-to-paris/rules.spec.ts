import { test, expect, sidewaysOverflow } from '../fixtures';

// The On To Paris! reference relies on three Rule markers no other game used before:
// status="absent", the Optional badge and the inferred-number mark. That the pages carry them is
// checked on the built HTML (tests/dist/rules-pages.test.ts); a badge opening its explanation on a
// tap, in site/badges.spec.ts. Here: the longest chapter at 375 px (at 320 px every chapter fits and
// passes axe in site/chapters.spec.ts).

test('the combat chapter, tables and all, fits a phone and passes axe @phone375', async ({ page, axe }) => {
  test.slow(); // the longest rules page of the site: axe needs time on a shared machine
  await page.goto('/on-to-paris/rules/combat/');
  await expect(page.locator('#r-13-15-1')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('on-to-paris combat');
});

