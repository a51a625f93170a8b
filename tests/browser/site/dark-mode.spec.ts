import { test, expect } from '../fixtures';

const LIGHT_BG = 'rgb(251, 250, 247)';

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  // island pages: a checklist mid-turn, a calculator with its result and the chart editor pass axe
  test('a Metz checklist mid-turn passes axe', async ({ page, axe }) => {
    await page.goto('/metz-1870/checklist/');
    await expect(page.locator('#step-title')).toBeVisible();
    for (const b of ['Done: next step', 'Dusk (9 pm)', 'Add French formation chits', 'The cup is ready'])
      await page.locator('button', { hasText: b }).click();
    await expect(page.locator('#step-title')).toContainText('Draw a chit');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'dark colour scheme not applied').not.toBe(LIGHT_BG);
    await axe('Metz checklist (dark)');
  });

  test('a calculator with its result passes axe', async ({ page, axe }) => {
    await page.goto('/metz-1870/calculators/charge/?kind=charge&c-cc=1&roll=4');
    await expect(page.locator('.calc-result table').first()).toBeVisible();
    await axe('charge calculator (dark)');
  });

  test('the chart editor passes axe', async ({ page, axe }) => {
    await page.goto('/metz-1870/charts/fire-crt/');
    await expect(page.locator('.chart-editor input:not([disabled])').first()).toBeVisible();
    await axe('fire CRT editor (dark)');
  });
});

test('the theme toggle persists across pages', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-theme-toggle]').click();
  const html = page.locator('html');
  await expect(html, 'toggle did not set a theme').toHaveAttribute('data-theme', /^(dark|light)$/);
  const t = (await html.getAttribute('data-theme'))!;
  await page.goto('/death-ride/');
  await expect(html, 'theme not kept').toHaveAttribute('data-theme', t);
});
