// The checks of tests/browser/fixtures.ts must be able to fail: each test here breaks one of them
// on purpose and is marked test.fail(), so it passes only while the check catches the fault.
import { test, expect, COLOUR_RULES } from '../fixtures';

test('a request to another origin fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => fetch('http://127.0.0.2:9/x').catch(() => undefined));
});

test('an uncaught error in a second page of the test fails the test', async ({ page, context }) => {
  test.fail();
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');
  await Promise.all([other.waitForEvent('pageerror'), other.evaluate(() => setTimeout(() => { throw new Error('boom'); }))]);
});

test('axe on the colour rules alone (a second colour scheme) fails on faint text', async ({ page, axe }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('p'), { textContent: 'faint words', style: 'color:#bbb;background:#fff' })));
  await axe('home with faint text', COLOUR_RULES);
});

test('axe fails on an image without a text alternative', async ({ page, axe }) => {
  test.fail();
  await page.goto('/');
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })));
  await expect(page.locator('main img')).toBeAttached();
  await axe('home with an unlabelled image');
});
