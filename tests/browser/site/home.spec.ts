import { test, expect, sidewaysOverflow } from '../fixtures';

// Ported from the old suite's "home: lists the games, passes axe, fits 360 px": now at 320 and 375 px.
test('home lists the games, passes axe and fits the screen @phone', async ({ page, axe }) => {
  await page.goto('/');
  expect(await page.locator('.cards li').count(), 'no game cards').toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /Death Ride/ }).first(), 'Death Ride not listed').toBeVisible();
  expect(await sidewaysOverflow(page), 'page scrolls sideways').toBeLessThanOrEqual(0);
  await axe('home');
});
