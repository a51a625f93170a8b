// Issue 13 §1: every letter typed right after opening search is kept, whether
// search is opened with "/" or by tapping Search, even when the lazily loaded
// search code and Pagefind with the game's index arrive late (the routes below hold them back so the
// race is real). At 320 px the dialog fits and Close is on screen.
import type { Page } from '@playwright/test';
import { test, expect, sidewaysOverflow } from '../fixtures';

// Each word is a fresh page and the same race against the late code again (the route below holds the
// code back until the word is typed, every time): a long word and a short one per way and project, 12 races in the suite; ten
// words cost about 70 s of the run for repeats of the same case.
const WORDS = ['countercharge', 'volley'];

/**
 * Holds the search code (site-lazy chunk) and Pagefind's script back until `release()`: every letter is
 * typed before they arrive, on a loaded machine or a quiet one (a fixed delay made the race depend on how
 * fast the typing went, and cost its length on every word).
 */
async function holdLazyCode(page: Page) {
  let release = () => {};
  let held = Promise.resolve();
  let holding = false;
  const state = { waiting: 0 };
  await page.route(/\/_astro\/site-lazy[^/]*\.js$|\/pagefind\/pagefind\.js$/, async (route) => {
    if (holding) state.waiting++;
    await held;
    await route.continue();
  });
  return Object.assign(state, {
    /** from now on the code waits for release() */
    hold: () => void ((holding = true), (state.waiting = 0), (held = new Promise<void>((r) => (release = r)))),
    release: () => void ((holding = false), release()),
  });
}

// untagged: desktop; @phone: the two phone projects (touch)
for (const [how, tag] of [['key', ''], ['tap', ''], ['key', ' @phone'], ['tap', ' @phone']] as const) {
  test(`search opened by ${how === 'key' ? '"/"' : 'the Search button'} keeps every letter typed at once${tag}`, async ({ page }, info) => {
    test.setTimeout(90_000);
    const code = await holdLazyCode(page);
    for (const word of WORDS) {
      await page.goto('/death-ride/rules/combat/');
      code.hold();
      if (how === 'key') await page.keyboard.press('/');
      else if (info.project.use.hasTouch) await page.tap('[data-search-open]');
      else await page.click('[data-search-open]');
      await page.keyboard.type(word);
      const input = page.locator('[data-search-input]');
      await expect(input).toBeFocused();
      await expect(input).toHaveValue(word);
      // the race is real: the search code was asked for, and is still held back, while the word was typed
      expect(code.waiting, 'the search code was not asked for before the word was typed').toBeGreaterThan(0);
      code.release();
      // the search runs on what was typed once the code and index arrive, and leaves the box alone
      await expect(page.locator('[data-search-results] li').first()).toBeVisible();
      await expect(input).toHaveValue(word);
    }
  });
}

test('the search dialog fits a phone: results wrap, Close on screen @phone', async ({ page, axe }) => {
  await page.goto('/metz-1870/rules/assault/');
  await page.click('[data-search-open]');
  await page.keyboard.type('countercharge cavalry against infantry in square');
  await expect(page.locator('[data-search-results] li').first()).toBeVisible();
  const vw = page.viewportSize()!.width;
  const box = (await page.locator('[data-search-dialog]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(vw);
  const close = (await page.getByRole('button', { name: 'Close search' }).boundingBox())!;
  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(vw);
  const wide = await page.locator('[data-search-dialog]').evaluate((d) => d.scrollWidth - d.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('search dialog with results');
});

test('words typed in the rule-number box open search with them; a number still jumps', async ({ page }) => {
  await page.goto('/death-ride/rules/combat/');
  await page.fill('#jump-input', 'bombardment range');
  await page.press('#jump-input', 'Enter');
  await expect(page.locator('[data-search-input]')).toHaveValue('bombardment range');
  await expect(page.locator('[data-search-results] li').first()).toHaveAttribute('data-id', /^7\.1/);
  await page.keyboard.press('Escape');
  await page.fill('#jump-input', '7.4');
  await page.press('#jump-input', 'Enter');
  await page.waitForURL(/#r-7-4$/);
});
