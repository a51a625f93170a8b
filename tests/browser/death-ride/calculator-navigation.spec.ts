import { test, expect, SUMMARY } from '../fixtures';

test('Back leaves the combat calculator after a select and a stepper change (both replace the URL)', async ({ page }) => {
  await page.goto('/death-ride/calculators/');
  await page.goto('/death-ride/calculators/combat/');
  await expect(page.locator(SUMMARY), 'the island computed').not.toBeEmpty();
  await page.selectOption('#f-procedure', 'rifle');
  await expect(page).toHaveURL(/procedure=rifle/);
  await page.getByRole('button', { name: /^Increase / }).first().click();
  await page.goBack();
  await expect(page).toHaveURL(/\/death-ride\/calculators\/$/);
});
