import { test, expect } from '../fixtures';

test('fire CRT editor: cells the example reveals are fixed, the rest typed in; the fire calculator then gives the full column', async ({ page, axe }) => {
  await page.goto('/metz-1870/charts/fire-crt/');
  await expect(page.locator('.editor-table')).toBeVisible();
  await axe('Metz fire CRT editor');
  await expect(page.locator('.editor-table td.known'), 'the 11 cells of the example of play').toHaveCount(11);
  // fill column 3 (rolls 4, 6, 7 are known from the example)
  for (const [roll, v] of [[1, 'NE'], [2, 'NE'], [3, 'NE'], [5, 'MT'], [8, 'MT+1'], [9, 'MT+2'], [10, 'CH']] as const)
    await page.getByLabel(new RegExp(`^3, .* ${roll}$`)).fill(v);
  await expect(page.locator('.chart-editor [role=status]', { hasText: '7 of the' })).toBeVisible();
  await page.goto('/metz-1870/calculators/fire/?side=french&type=mitrailleuse&range=extended');
  await expect(page.locator('table.outcomes').first()).toBeVisible();
  const result = page.locator('.calc-result');
  await expect(result, 'still asks to read the card with column 3 complete').not.toContainText(/read your card: column 3/i);
  // NE on 1-4 (4 from the example), MT on 5-7 (6 and 7 from the example), MT+1, MT+2, CH one each
  await expect(result, 'the entered cell is not shown with its provenance').toContainText(/10 \(0\)\s*CH\s*your card/);
  await expect(result, 'column 3 distribution: NE 2/5').toContainText('2/5 (40.0%)');
  await expect(result, 'column 3 distribution: MT 3/10').toContainText('3/10 (30.0%)');
});
