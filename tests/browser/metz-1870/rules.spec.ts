import { test, expect } from '../fixtures';

test('a rules chapter page with notes kept apart, no island; axe', async ({ page, axe }) => {
  await page.goto('/metz-1870/rules/fire/#r-8-4');
  await expect(page.locator('#r-8-4'), '#r-8-4 not visible').toBeVisible();
  expect(await page.locator('main .note.absent').count(), 'no "not in our source" box on the fire chapter').toBeGreaterThanOrEqual(1);
  await expect(page.locator('[data-island]'), 'rules page has an island').toHaveCount(0);
  await axe('Metz fire chapter');
});

test('walkthrough: a step links into the calculator with its inputs (C6, column 3); axe', async ({ page, axe }) => {
  await page.goto('/metz-1870/rules/example-of-play/');
  await axe('Metz walkthrough');
  const link = page.locator('a.calc-link[href*="/calculators/fire/"]').first();
  await expect(link, 'the first fire link is not C6').toHaveAttribute('href', /type=mitrailleuse/);
  await link.click();
  await expect(page).toHaveURL(/\/metz-1870\/calculators\/fire\/\?/);
  await expect(page.locator('table.steps')).toBeVisible();
  await expect(page.locator('#f-type'), 'the link did not set the inputs').toHaveValue('mitrailleuse');
  await expect(page.locator('table.steps'), 'C6 should end on column 3').toContainText(/Final column\s*3\s*8\.4/i);
});
