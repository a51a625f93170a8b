// Stored chart cells the chart does not allow (issue 14, section 8): the calculator leaves them
// out with a word (no BigInt error, no silent +99) and the editor marks them.
import { test, expect, sidewaysOverflow } from '../fixtures';
import type { Page } from '@playwright/test';

async function storeCells(page: Page, cells: Record<string, Record<string, string>>) {
  await page.goto('/death-ride/');
  const env = { schema: 'aide-de-camp-user-chart', version: 1, savedAt: new Date().toISOString(), data: cells };
  await page.evaluate((v) => localStorage.setItem('adc-chart:death-ride/turn-track', v), JSON.stringify(env));
}

for (const bad of ['abc', '99', 'x'.repeat(20_000)]) {
  test(`a stored turn modifier ${bad.slice(0, 5)} is left out with a word and marked in the editor @phone`, async ({ page }) => {
    await storeCells(page, { modifier: { '2': bad, '3': '-1' } });
    await page.goto('/death-ride/calculators/end-of-phase/?turn=2');
    await expect(page.locator('.chart-note')).toContainText('bad cell at turn "2"');
    const result = page.locator('.calc-result');
    await expect(result).toContainText('not entered turn 2');
    await expect(result).not.toContainText('BigInt');
    await expect(result).not.toContainText('+99');
    expect(await page.locator('.calculator').innerText()).not.toMatch(/\bNaN\b|undefined/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // the good cell still counts
    await page.goto('/death-ride/calculators/end-of-phase/?turn=3');
    await expect(result).toContainText('your Turn track entry for turn 3');

    await page.goto('/death-ride/charts/turn-track/');
    const cell = page.getByRole('textbox', { name: /turn 2$/i });
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: /turn 3$/i })).not.toHaveAttribute('aria-invalid', 'true');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}
