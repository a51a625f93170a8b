import { test, expect, SUMMARY } from '../fixtures';

test('Back leaves the calculator whatever input was changed (a select, a number, a checkbox)', async ({ page }) => {
  await page.goto('/metz-1870/calculators/');
  await page.goto('/metz-1870/calculators/fire/');
  await expect(page.locator(SUMMARY), 'the island computed').not.toBeEmpty();
  await page.selectOption('#f-side', 'french');
  await expect(page).toHaveURL(/side=french/);
  await page.fill('#f-units', '2');
  await expect(page).toHaveURL(/units=2/);
  await page.check('#f-t-dusk');
  await expect(page).toHaveURL(/t-dusk=1/);
  await page.goBack();
  await expect(page).toHaveURL(/\/metz-1870\/calculators\/$/);
});

test('"Copy link" copies the calculation and says so politely', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/metz-1870/calculators/fire/?units=2');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the result summary stays on screen while the inputs change @phone', async ({ page }) => {
  await page.goto('/metz-1870/calculators/fire/');
  const summary = page.locator(SUMMARY);
  await expect(summary).toBeVisible();
  // the last inputs of the form are well below the first screen of a phone
  const last = page.locator('#f-mt-after-retreat');
  await last.scrollIntoViewIfNeeded();
  await last.selectOption({ index: 1 });
  await expect(page).toHaveURL(/mt-after-retreat=/);
  await expect(last).toBeInViewport();
  await expect(summary).toBeInViewport({ ratio: 1 });
});

test('"Enter the missing cells from your card" opens the chart editor, and its way back restores the inputs', async ({ page }) => {
  const calc = '/metz-1870/calculators/fire/?units=3&t-tcr-bw=5';
  await page.goto(calc);
  await page.getByRole('link', { name: 'Enter the missing cells from your card' }).click();
  await expect(page).toHaveURL(/\/metz-1870\/charts\/fire-crt\/\?back=/);
  await expect(page.locator('.editor-table input').first()).toBeEnabled();
  await page.getByRole('link', { name: 'Back to the calculator with your inputs' }).click();
  await expect(page).toHaveURL(calc);
  await expect(page.locator('#f-units')).toHaveValue('3');
  await expect(page.locator('#f-t-tcr-bw')).toHaveValue('5');
});

test('a way back only ever leads to a calculator of this game', async ({ page }) => {
  await page.goto('/metz-1870/charts/fire-crt/?back=' + encodeURIComponent('javascript:alert(1)'));
  await expect(page.locator('.editor-table input').first()).toBeEnabled();
  await expect(page.getByRole('link', { name: /Back to the calculator/ })).toHaveCount(0);
});

test('submitting a roll moves focus to the result @phone', async ({ page }) => {
  await page.goto('/metz-1870/calculators/assault/');
  await expect(page.locator('#result-title')).toBeVisible();
  await page.fill('#f-roll', '5');
  await page.locator('#f-roll').press('Enter');
  await expect(page.locator('#result-title')).toBeFocused();
  await expect(page.locator('#result-title')).toBeInViewport();
});

test('the inputs do not move when the island fills the summary bar: its place is kept, its build-time figures unseen @phone', async ({ page }) => {
  // the game module held back until the first layout is measured
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/fire\.[\w-]+\.js$/, async (route) => (await held, route.continue()));
  await page.goto('/metz-1870/calculators/fire/?units=2', { waitUntil: 'domcontentloaded' });
  const bar = page.locator('#calc-summary');
  await expect(bar).toHaveAttribute('data-ssr', '');
  expect(await bar.evaluate((e) => getComputedStyle(e).visibility), 'the default figures are shown before the island has computed').toBe('hidden');
  const top = () => page.locator('#calc-form').evaluate((e) => Math.round(e.getBoundingClientRect().top + scrollY));
  const before = await top();
  release();
  await expect(page.locator(SUMMARY)).toContainText('Final column');
  await expect(bar).toBeVisible();
  expect(Math.abs((await top()) - before), 'the form moved when the bar filled').toBeLessThanOrEqual(2);
});
