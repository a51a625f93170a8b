import { test, expect } from '../fixtures';
import { expectStepInView, mainAction } from '../shared/checklist-phone';

async function jump(page: import('@playwright/test').Page, text: string) {
  await page.locator('#jump-input').fill(text);
  await page.locator('#jump-input').press('Enter');
}

test('rule jump: "7.4 assault" in a game, unknown number, home lists the game', async ({ page }) => {
  await page.goto('/death-ride/');
  await jump(page, '7.4 assault');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-4$/);
  // the page's script in place (Go pressed before it runs is the test below, which holds the script back)
  await page.waitForLoadState('domcontentloaded');
  await jump(page, '99.9');
  await expect(page.locator('[data-jump-msg]')).toContainText('no rule 99.9');
  // on the home page, a number only one game has goes straight to it (a number several games have lists
  // them, see below); which numbers are unique changes as games are added, so the index picks one
  const index = (await (await page.request.get('/rules-index.json')).json()) as { game: string; rules: { id: string; url: string }[] }[];
  const games = new Map<string, string[]>();
  for (const g of index) for (const r of g.rules) games.set(r.id, [...(games.get(r.id) ?? []), r.url]);
  const [id, [url]] = [...games].find(([i, urls]) => /^\d+\.\d+\.\d+$/.test(i) && urls.length === 1)!;
  const anchor = url!.split('#')[1]!;
  await page.goto('/');
  await jump(page, id);
  await expect(page).toHaveURL(new RegExp(`${url!.split('#')[0]}#${anchor}$`));
  await expect(page.locator(`#${anchor}`), `jumped but #${anchor} not visible`).toBeVisible();
  // short links work without JavaScript
  await page.goto('/death-ride/r/7.3/');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-3$/);
  await page.goto('/');
  await jump(page, '42.42');
  await expect(page.locator('[data-jump-msg]')).toContainText('No game has a rule 42.42');
});

test('Go pressed before the page script runs (or without JavaScript) still jumps: the form lands on /search/ with the game', async ({ page }) => {
  // what the form submits natively: its action, the box, and the game it was on
  await page.goto('/death-ride/');
  expect(await page.locator('[data-jump]').getAttribute('action')).toBe('/search/');
  await expect(page.locator('[data-jump] input[name="game"]')).toHaveValue('death-ride');
  await page.goto('/search/?q=7.4&game=death-ride');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-4$/);
  await page.goto('/search/?q=99.9&game=death-ride');
  await expect(page.locator('[data-jump-msg]')).toContainText('no rule 99.9');
  // words open search with them; the home box carries no game
  await page.goto('/search/?q=cavalry');
  await expect(page.locator('[data-search-input]')).toHaveValue('cavalry');
  await page.goto('/');
  await expect(page.locator('[data-jump] input[name="game"]')).toHaveCount(0);
});

test('Go pressed while the page script is still loading goes to /search/, which answers', async ({ page }) => {
  await page.goto('/death-ride/rules/combat/');
  // the site script of the next page is held back until Go has been pressed there
  let release!: () => void;
  const held = new Promise<void>((f) => (release = f));
  await page.route(/Base\.astro_astro_type_script/, async (r) => {
    await held;
    await r.continue();
  });
  await page.goto('/death-ride/rules/movement/', { waitUntil: 'commit' });
  await jump(page, '99.9');
  await expect(page).toHaveURL(/\/search\/\?game=death-ride&q=99\.9$/);
  release();
  await expect(page.locator('[data-jump-msg]')).toContainText('no rule 99.9');
});

test('when the jump and search code cannot be fetched, Go still jumps (through /search/) and Search says so', async ({ page }) => {
  await page.goto('/death-ride/');
  // the first fetch of the code fails (as after a new version of the site replaced it); /search/ fetches it again
  await page.route(/site-lazy\.[\w-]+\.js$/, (r) => r.abort(), { times: 1 });
  await jump(page, '7.4');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-4$/);
  // every fetch fails: /search/ and the search dialog say so instead of doing nothing
  await page.route(/site-lazy\.[\w-]+\.js$/, (r) => r.abort());
  await jump(page, '99.9');
  await expect(page).toHaveURL(/\/search\/\?game=death-ride&q=99\.9$/);
  await expect(page.locator('[data-jump-msg]')).toContainText('could not be loaded');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('[data-search-status]')).toContainText('could not be loaded');
});

test('the home jump box lists both games for 7.4', async ({ page }) => {
  await page.goto('/');
  await jump(page, '7.4');
  const links = page.locator('[data-jump-msg] a');
  await expect(links.nth(1)).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((h) => h.startsWith('/death-ride/')) && hrefs.some((h) => h.startsWith('/metz-1870/')), `links: ${hrefs}`).toBe(true);
});

test('the jump box offers a text keyboard on phones, with a Go key @phone', async ({ page }) => {
  for (const url of ['/', '/death-ride/rules/combat/']) {
    await page.goto(url);
    const box = page.locator('#jump-input');
    // inputmode="decimal" gives iOS a number pad: no letters, no "§", no "r7.4"
    expect(await box.getAttribute('inputmode'), url).not.toBe('decimal');
    expect(['text', null]).toContain(await box.getAttribute('inputmode'));
    await expect(box).toHaveAttribute('enterkeyhint', 'go');
    // letters can be typed and are kept
    await box.fill('rule 7.4');
    await expect(box).toHaveValue('rule 7.4');
  }
});

test('every way of writing 7.4 finds 7.4', async ({ page }) => {
  for (const q of ['7,4', '7 4', 'r7.4', 'rule 7.4', 'R 7.4', '§7.4']) {
    await page.goto('/death-ride/');
    await page.locator('#jump-input').fill(q);
    await page.locator('#jump-input').press('Enter');
    await expect(page, q).toHaveURL(/\/death-ride\/rules\/combat\/#r-7-4$/);
  }
});

test('a chapter number opens its chapter; an unknown number is answered @phone', async ({ page }) => {
  // Death Ride's card has 7.1-7.7 and no 7.0: "7" goes to the first rule of the chapter holding 7.x,
  // with the whole chapter marked as a subtree (reader.spec.ts checks the marks)
  await page.goto('/death-ride/');
  await page.locator('#jump-input').fill('7');
  await page.locator('#jump-input').press('Enter');
  await expect(page).toHaveURL(/\/death-ride\/rules\/combat\/\?tree=7#r-7-1$/);
  await expect(page.locator('#r-7-1')).toBeInViewport();
  // Metz has 7.0 itself
  await page.goto('/metz-1870/');
  await page.locator('#jump-input').fill('7');
  await page.locator('#jump-input').press('Enter');
  await expect(page).toHaveURL(/\/metz-1870\/rules\/command\/\?tree=7#r-7-0$/);
  // numbers no chapter has stay answered in words, with a way on
  for (const q of ['99', '7.6', '99.9']) {
    await page.goto('/death-ride/rules/');
    await page.locator('#jump-input').fill(q);
    await page.locator('#jump-input').press('Enter');
    await expect(page.locator('[data-jump-msg]'), q).toContainText(`There is no rule ${q} in this game`);
    await expect(page.locator('[data-jump-msg] a')).toHaveAttribute('href', '/death-ride/rules/');
  }
});

test('on the home page the jump lists every game having the number, chapters included', async ({ page }) => {
  await page.goto('/');
  await page.locator('#jump-input').fill('7');
  await page.locator('#jump-input').press('Enter');
  const msg = page.locator('[data-jump-msg]');
  await expect(msg.locator('a[href="/death-ride/rules/combat/?tree=7#r-7-1"]')).toBeVisible();
  await expect(msg.locator('a[href="/metz-1870/rules/command/?tree=7#r-7-0"]')).toBeVisible();
  await page.locator('#jump-input').fill('7,4');
  await page.locator('#jump-input').press('Enter');
  await expect(msg.locator('a[href="/death-ride/rules/combat/#r-7-4"]')).toBeVisible();
  await expect(msg.locator('a[href="/metz-1870/rules/command/#r-7-4"]')).toBeVisible();
  await page.locator('#jump-input').fill('42.42');
  await page.locator('#jump-input').press('Enter');
  await expect(msg).toContainText('No game has a rule 42.42');
});

test('the jump box and Search come back on scroll up in a long chapter, without hiding the rule jumped to @phone', async ({ page }) => {
  await page.goto('/metz-1870/rules/fire/');
  const header = page.locator('header.site-header');
  const jump = page.locator('#jump-input');
  const search = page.locator('[data-search-open]');
  // deep into the chapter, then a short flick up
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1500);
  // the header's code has seen that scroll (it sets --head-h when it starts): scrolled within the same
  // frame, the two scrolls would be one scroll event, ending higher up, which no finger can do
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--head-h'))).not.toBe('');
  await page.evaluate(() => window.scrollBy(0, -120));
  await expect(jump).toBeInViewport({ ratio: 1 });
  await expect(search).toBeInViewport({ ratio: 1 });
  // reading on (scrolling down) gives the whole screen back to the text
  await page.evaluate(() => window.scrollBy(0, 400));
  await expect(header).not.toBeInViewport();
  // a jump back up lands with the rule's heading below the returned header, not under it
  await page.evaluate(() => (location.hash = '#r-8-1'));
  await expect(header).toBeInViewport();
  await expect
    .poll(async () => {
      const h = await header.boundingBox();
      const t = await page.locator('#r-8-1').boundingBox();
      return t!.y - (h!.y + h!.height);
    })
    .toBeGreaterThanOrEqual(0);
});

test('on a slow phone, the checklist bringing a step back into view (Undo, at the foot) does not bring the header over it @phone', async ({ page }) => {
  // every scroll event handled 700 ms late, as on a busy phone: this listener runs before the header's own
  await page.addInitScript(() =>
    addEventListener('scroll', () => {
      if (!(window as { slow?: boolean }).slow) return;
      const t = performance.now();
      while (performance.now() - t < 700);
    }),
  );
  await page.goto('/on-to-paris/checklist/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.checklist #step-title')).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const { button, before } = await mainAction(page);
    await before?.();
    await button.tap();
  }
  // the reader goes down to Undo: a scroll down, which loads the header's code
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--head-h'))).not.toBe('');
  await page.evaluate(() => ((window as { slow?: boolean }).slow = true));
  await undo.tap();
  // the page's scroll up to the step, and its late scroll event, both done
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  await expect(page.locator('html')).not.toHaveClass(/head-pinned/);
  await expectStepInView(page, 'Undo on a slow phone');
});
