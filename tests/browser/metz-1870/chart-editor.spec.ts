import { test, expect } from '../fixtures';

// The Fire CRT editor: column headers are fire columns, rows the d10 (0 reads 10).
const cell = (page: import('@playwright/test').Page, n: number) => page.locator('.editor-table input').nth(n);

test.beforeEach(async ({ page }) => {
  await page.goto('/metz-1870/charts/fire-crt/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(cell(page, 0)).toBeEnabled();
});

test('a code in any case or with stray spaces is kept in its canonical form; an unknown one is refused with the accepted list', async ({ page }) => {
  const a = cell(page, 0);
  await a.fill('mt');
  await a.press('Tab');
  await expect(a).toHaveValue('MT');
  await expect(a).not.toHaveAttribute('aria-invalid', 'true');
  const b = cell(page, 1);
  await b.fill(' MT+1 ');
  await b.press('Tab');
  await expect(b).toHaveValue('MT+1');
  const c = cell(page, 2);
  await c.fill('MT+7');
  await expect(c).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.editor-table .field-error')).toContainText('Accepted: NE, MT, MT+1, MT+2, MT+3, CH, CH+MT, 2CH, 2CH+MT');
  await expect(page.locator('.chart-editor [role=status]').first()).toContainText('2 of the');
});

test('Fill down and Fill right copy a cell into the empty cells below it or to its right', async ({ page }) => {
  const rows = await page.locator('.editor-table tbody tr').count();
  const label = (await cell(page, 0).getAttribute('aria-label'))!; // "<column>, roll <n>"
  const column = label.split(',')[0]!;
  await cell(page, 0).fill('ne');
  await page.getByRole('button', { name: 'Fill down' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Filled \d+ empty cells below/ })).toBeVisible();
  const inColumn = page.locator(`.editor-table input[aria-label^="${column},"]`);
  for (let i = 0; i < (await inColumn.count()); i++) await expect(inColumn.nth(i)).toHaveValue('NE');
  expect(await inColumn.count()).toBeGreaterThan(1);
  expect(rows).toBeGreaterThan(1);
  // right: along the first row
  const firstRoll = label.split(', ')[1]!;
  await cell(page, 0).focus();
  await page.getByRole('button', { name: 'Fill right' }).click();
  const inRow = page.locator(`.editor-table input[aria-label$=", ${firstRoll}"]`);
  expect(await inRow.count()).toBeGreaterThan(1);
  for (let i = 0; i < (await inRow.count()); i++) await expect(inRow.nth(i)).toHaveValue('NE');
});

test('a block copied from a spreadsheet pastes from the focused cell', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const label = (await cell(page, 0).getAttribute('aria-label'))!;
  const [column, roll] = label.split(', ');
  await page.evaluate(() => navigator.clipboard.writeText('ne\tmt+1\r\nch\t 2ch \r\n'));
  await cell(page, 0).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByRole('status').filter({ hasText: /Pasted 4 cells/ })).toBeVisible();
  await expect(cell(page, 0)).toHaveValue('NE');
  // the cell right of the first, and the two of the next row
  const columns = await page.locator('.editor-table thead th').allTextContents();
  const next = columns[columns.indexOf(column!) + 1]!;
  await expect(page.getByLabel(`${next}, ${roll}`, { exact: true })).toHaveValue('MT+1');
  const rollWord = roll!.replace(/\d+$/, (n) => String(Number(n) + 1)); // "coloured die (0 = 10) 2"

  await expect(page.getByLabel(`${column}, ${rollWord}`, { exact: true })).toHaveValue('CH');
  await expect(page.getByLabel(`${next}, ${rollWord}`, { exact: true })).toHaveValue('2CH');
  // comma-separated too, and a bad value is named with the accepted list
  await page.evaluate(() => navigator.clipboard.writeText('NE,boom'));
  await cell(page, 0).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByRole('alert').filter({ hasText: 'Pasted 1 cell' })).toContainText('"boom" is not a result of this table. Accepted: NE');
});
