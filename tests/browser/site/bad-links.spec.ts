// Every calculator page, opened from a link whose every input is garbage (a shared link gone wrong, a
// hand-edited URL): the page still shows its form and either a result or a clear message, never NaN,
// "undefined", "Infinity" or an empty island, and never a page wider than the phone. The calculator
// pages are found in dist/, so a new calculator is covered without being listed here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, islandsReady, sidewaysOverflow } from '../fixtures';

const dist = join(import.meta.dirname, '../../../dist');
const pages = readdirSync(dist).flatMap((g) => {
  const dir = join(dist, g, 'calculators');
  return existsSync(dir) ? readdirSync(dir).filter((c) => existsSync(join(dir, c, 'index.html'))).map((c) => `/${g}/calculators/${c}/`) : [];
});

/** The page's input keys, as its form names them (f-<key>): the form is the built page's HTML, read here without loading it. */
const keysOf = (path: string) => [
  ...new Set([...readFileSync(join(dist, path, 'index.html'), 'utf8').matchAll(/<(?:input|select|textarea)\b[^>]*\bid="f-([^"]+)"/g)].map((m) => m[1]!)),
];

/** Quoted text is the player's own input echoed back in a message ("abc" is not a number): not ours. */
const ours = (text: string) => text.replace(/"[^"\n]*"|“[^”\n]*”/g, 'Q');

const GARBAGE = ['abc', '-999999', '9'.repeat(40), '<b>x</b>\u202e', ' '];

test('every calculator page is found', () => {
  expect(pages.length).toBeGreaterThanOrEqual(29);
});

/** One calculator opened from a link of each kind of garbage in every input. */
async function garbageIn(page: Page, path: string) {
  const keys = keysOf(path);
  expect(keys.length, `${path}: inputs found`).toBeGreaterThan(0);
  for (const g of GARBAGE) {
    const q = keys.map((k) => `${k}=${encodeURIComponent(g)}`).join('&');
    await page.goto(`${path}?${q}`);
    await islandsReady(page);
    const calc = page.locator('.calculator');
    await expect(calc.locator('.calc-inputs'), `${path} ${g}: form shown`).toBeVisible();
    const text = ours(await calc.innerText());
    expect(text, `${path} ${g}: no NaN, undefined, Infinity`).not.toMatch(/\bNaN\b|undefined|Infinity|\[object /);
    // a result or a message saying what is wrong: never an empty widget
    const said = (await calc.locator('.calc-result').innerText()).trim();
    expect(said.length, `${path} ${g}: a result or a message, not an empty widget`).toBeGreaterThan(20);
    expect(await sidewaysOverflow(page), `${path} ${g}: sideways`).toBeLessThanOrEqual(0);
  }
}

// three calculators a test: a test each spent about 0.8 s on its own browser context and page
for (let i = 0; i < pages.length; i += 3) {
  const some = pages.slice(i, i + 3);
  test(`${some.join(', ')}: each survives a link of garbage in every input, at 320 px`, async ({ page }) => {
    test.slow(); // fifteen page loads
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of some) await garbageIn(page, path);
  });
}
