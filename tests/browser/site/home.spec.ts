import { test, expect, sidewaysOverflow } from '../fixtures';

// Ported from the old suite's "home: lists the games, passes axe, fits 360 px": now at 320 and 375 px.
test('home lists the games, passes axe and fits the screen @phone', async ({ page, axe }) => {
  await page.goto('/');
  expect(await page.locator('.cards li').count(), 'no game cards').toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /Death Ride/ }).first(), 'Death Ride not listed').toBeVisible();
  expect(await sidewaysOverflow(page), 'page scrolls sideways').toBeLessThanOrEqual(0);
  await axe('home');
});

// Issue 22: the cards lead with what a player gets; credits and source details come after every card,
// so on the smallest phone the fifth game no longer sits five screens down.
test('each game card leads with what a player gets, the fifth card starts within three screens, credits below @phone', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('.cards > li');
  const n = await cards.count();
  expect(n).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < n; i++) {
    const offer = cards.nth(i).locator('ul.offer');
    await expect(offer.getByRole('link', { name: /\d+ rules/ })).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Charts' })).toBeVisible();
  }
  const screen = page.viewportSize()!.height;
  const top = await cards.nth(4).evaluate((li) => li.getBoundingClientRect().top + window.scrollY);
  expect(top, 'the fifth game card starts more than three screens down').toBeLessThan(3 * screen);
  const credits = page.locator('section.credits');
  for (const who of ['Charles Vasey', 'Hermann Luttmann', 'Stanislas Thomas', 'Michael Resch', 'Compass Games', 'GMT Games']) await expect(credits).toContainText(who);
  const below = await credits.evaluate((c) => c.getBoundingClientRect().top >= document.querySelector('.cards')!.getBoundingClientRect().bottom);
  expect(below, 'credits come after the cards').toBe(true);
});
