import { test, expect, sidewaysOverflow } from '../fixtures';

test('home lists the games and fits the screen @phone', async ({ page, axe }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Death Ride/ }).first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('home');
});
