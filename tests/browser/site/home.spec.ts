import { test, expect, sidewaysOverflow } from '../fixtures';

// Ported from the old suite's "home: lists the games, passes axe, fits 360 px": now at 320 and 375 px.
test('home lists the games, passes axe and fits the screen @phone', async ({ page, axe }) => {
  await page.goto('/');
  expect(await page.locator('.cards li').count(), 'no game cards').toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /Death Ride/ }).first(), 'Death Ride not listed').toBeVisible();
  expect(await sidewaysOverflow(page), 'page scrolls sideways').toBeLessThanOrEqual(0);
  await axe('home');
});

test('every game whose rules reference is complete is on the home page, none is left under "Coming"', async ({ page }) => {
  await page.goto('/');
  for (const slug of ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive']) {
    await expect(page.locator(`.cards a[href="/${slug}/"]`), `${slug} is not on the home page`).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Coming' })).toHaveCount(0);
  // every game's hub now has its turn checklist, and promises nothing it has not published
  for (const slug of ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive']) {
    await page.goto(`/${slug}/`);
    await expect(page.locator(`main a[href="/${slug}/checklist/"]`).first(), `${slug} hub`).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coming' }), `${slug} hub`).toHaveCount(0);
  }
});
