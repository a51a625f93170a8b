import { test, expect, sidewaysOverflow } from '../fixtures';

test('reaction calculator: the 12.4.1 Franc-Tireur example reacts 5/6; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto('/on-to-paris/calculators/reaction/?source=franc-tireur&terrain=-2&feature=1&ft-own-hex=1');
  const result = page.locator('.calc-result');
  await expect(result.locator('table').first()).toBeVisible();
  await expect(page.locator('.calculator')).toContainText('5/6');
  await expect(page.locator('.calculator')).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('On To Paris! reaction calculator');
});

test('reaction calculator: the interdiction roll shows its 2D6 spread and the unknown table is said to be absent', async ({ page }) => {
  await page.goto('/on-to-paris/calculators/reaction/?source=prussian-cavalry-division&terrain=-1&interdict=1');
  await expect(page.locator('.calc-result')).toContainText(/not in our source/i);
  await expect(page.locator('.calc-result')).toContainText('1/12');
});
