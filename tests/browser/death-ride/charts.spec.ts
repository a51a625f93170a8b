import { test, expect } from '../fixtures';

test('charts: data tables with captions, unknown cells marked, print hides navigation; axe', async ({ page, axe }) => {
  await page.goto('/death-ride/charts/');
  expect(await page.locator('main table').count(), 'charts').toBeGreaterThanOrEqual(10);
  expect(await page.locator('td.unknown').count(), 'no cell marked unknown').toBeGreaterThanOrEqual(1);
  await axe('charts');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header'), 'header visible in print').toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('table')!).breakInside), 'tables break inside in print').toBe('avoid');
});

test('my chart: type cells from your own copy, bad value refused, export and import (good and bad), the calculator uses them; axe', async ({ page, axe }) => {
  await page.goto('/death-ride/charts/turn-track/');
  const cell = page.getByLabel('Modifier, turn 3');
  await expect(cell).toBeVisible();
  await axe('my chart editor');
  await cell.fill('x');
  const fieldError = page.locator('.editor-table .field-error');
  await expect(fieldError, 'no message for a bad cell').toContainText('not a result');
  await cell.fill('+2');
  await expect(fieldError).toHaveCount(0);
  await expect(page.locator('.chart-editor'), 'coverage not updated').toContainText('1 of the 7 cells');
  // export
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as a file' }).click()]);
  const chunks = await (await download.createReadStream()).toArray();
  const exported = JSON.parse(Buffer.concat(chunks).toString());
  expect(exported.cells?.modifier?.['3'], `export: ${JSON.stringify(exported)}`).toBe('+2');
  // a bad import is refused and the chart is kept
  await page.setInputFiles('input[type=file]', {
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"aideDeCamp":"aide-de-camp-user-chart","version":1,"game":"death-ride","chart":"turn-track","cells":{"modifier":{"4":"lots"}}}'),
  });
  await expect(page.locator('.chart-editor [role=alert]'), 'bad import not reported').toContainText('not imported');
  await expect(cell, 'chart changed by a bad import').toHaveValue('+2');
  // a good import replaces the cells
  exported.cells.modifier['4'] = '-1';
  await page.setInputFiles('input[type=file]', { name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(page.locator('.chart-editor .notice', { hasText: 'Imported' })).toBeVisible();
  await expect(page.getByLabel('Modifier, turn 4'), 'import not applied').toHaveValue('-1');
  // the calculator reads the entries
  await page.goto('/death-ride/calculators/end-of-phase/?turn=3');
  const first = page.locator('table.steps tbody tr').first();
  await expect(first, 'calculator did not use the entry').toContainText('your Turn track entry for turn 3');
  await expect(first, 'calculator did not use the entry').toContainText('+2');
  // and the checklist's end-of-phase roll is pre-filled from the player's Turn track
  await page.goto('/death-ride/charts/turn-track/');
  await page.getByLabel('Modifier, turn 1').fill('-1');
  await expect(page.locator('.chart-editor'), 'coverage').toContainText('3 of the 7 cells');
  await page.goto('/death-ride/checklist/');
  await expect(page.locator('#step-title')).toBeVisible();
  const title = page.locator('#step-title');
  await page.locator('button', { hasText: 'Done: next step' }).click();
  await expect(title).toContainText('Chassepot');
  await page.locator('button', { hasText: 'Done: next step' }).click();
  await expect(title).toContainText('German impulse');
  await page.locator('button', { hasText: 'Pass' }).click();
  await expect(page.locator('#roll-turnModifier'), 'turn modifier not pre-filled').toHaveValue('-1');
});
