// Every calculator page, opened from a link whose every input is garbage (a shared link gone wrong, a
// hand-edited URL): the page still shows its form and either a result or a clear message, never NaN,
// "undefined", "Infinity" or an empty island, and never a page wider than the phone. The calculator
// pages are found in dist/, so a new calculator is covered without being listed here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

for (const path of pages) {
  test(`${path} survives a link of garbage in every input, at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const keys = keysOf(path);
    expect(keys.length, 'inputs found').toBeGreaterThan(0);
    for (const g of GARBAGE) {
      const q = keys.map((k) => `${k}=${encodeURIComponent(g)}`).join('&');
      await page.goto(`${path}?${q}`);
      await islandsReady(page);
      const calc = page.locator('.calculator');
      await expect(calc.locator('.calc-inputs'), `${g}: form shown`).toBeVisible();
      const text = ours(await calc.innerText());
      expect(text, `${g}: no NaN, undefined, Infinity`).not.toMatch(/\bNaN\b|undefined|Infinity|\[object /);
      // a result or a message saying what is wrong: never an empty widget
      const said = (await calc.locator('.calc-result').innerText()).trim();
      expect(said.length, `${g}: a result or a message, not an empty widget`).toBeGreaterThan(20);
      expect(await sidewaysOverflow(page), `${g}: sideways`).toBeLessThanOrEqual(0);
    }
  });
}
