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

test('a game hub leads with what a player gets; who made it and what our source holds are at its foot', async ({ page }) => {
  await page.goto('/1914-offensive/');
  const main = page.locator('main');
  const order = await main.evaluate((m) => [...m.children].map((e) => e.matches('ul.offer') ? 'offer' : e.id || e.tagName.toLowerCase()));
  expect(order.indexOf('offer'), order.join(' ')).toBeLessThan(3);
  await expect(main.locator('ul.offer').getByRole('link', { name: 'Turn checklist' })).toBeVisible();
  await expect(main.locator('p.notice').first()).toContainText("Unofficial players' aid");
  const about = main.locator('.about');
  await expect(about.locator('#credits')).toBeVisible();
  await expect(about).toContainText('Michael Resch');
  await expect(about.locator('#source')).toBeVisible();
});
