// Bad input from a link (issue 14, section 8): the form shows exactly what the result was
// computed with; what is read differently is said beside the field; nothing shows NaN or
// undefined; a huge value does not widen the page.
import { test, expect, sidewaysOverflow } from '../fixtures';
import type { Page } from '@playwright/test';

/** The form as the player sees it, written back as a query string. */
async function formQuery(page: Page): Promise<string> {
  return page.evaluate(() => {
    const p = new URLSearchParams();
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.calc-inputs input[id^="f-"], .calc-inputs select[id^="f-"]')) {
      const key = el.id.slice(2);
      if (el instanceof HTMLInputElement && el.type === 'checkbox') p.set(key, el.checked ? '1' : '0');
      else p.set(key, el.value.trim());
    }
    return p.toString();
  });
}

const result = (page: Page) => page.locator('.calc-result');

/** Load a crafted link, then the link the form shows: both must compute the same thing. */
async function formMatchesResult(page: Page, path: string, query: string) {
  await page.goto(`${path}?${query}`);
  await expect(page.locator('#result-title')).toBeVisible();
  await expect(page.locator('.calc-inputs')).toBeVisible();
  const text = await page.locator('.calculator').innerText();
  expect(text, 'no NaN or undefined').not.toMatch(/\bNaN\b|undefined/);
  expect(await sidewaysOverflow(page), 'sideways overflow').toBeLessThanOrEqual(0);
  const computed = await result(page).innerText();
  const shown = await formQuery(page);
  await page.goto(`${path}?${shown}`);
  await expect(page.locator('#result-title')).toBeVisible();
  await expect(page.locator('.calc-inputs')).toBeVisible();
  expect(await result(page).innerText(), `the form (${shown}) computes what ${query} computed`).toBe(computed);
}

const COMMAND = '/metz-1870/calculators/command/';
const MOVEMENT = '/death-ride/calculators/movement/';

for (const [path, query] of [
  [COMMAND, 'enemy4=no'],
  [COMMAND, 'enemy4=yes&leader=%201%20'],
  [COMMAND, 'enemy4=0&leader=true&overrun=on'],
  [COMMAND, 'enemy4=0&leader=YES'],
  [COMMAND, 'enemy4='],
  [COMMAND, 'CR=0&enemy4=0'],
  [COMMAND, 'cr=1&cr=5&enemy4=0'],
  [MOVEMENT, 'enemy=1&ravine=1&reading=%20highest-single%20'],
  [MOVEMENT, 'enemy=yes&ravine=yes&reading=highest-single'],
] as const) {
  test(`the form shows what ${path}?${query} computes`, async ({ page }) => {
    await formMatchesResult(page, path, query);
  });
}

test('a checkbox spelled "yes" shows ticked; a list value with spaces shows selected', async ({ page }) => {
  await page.goto(`${COMMAND}?enemy4=0&leader=yes`);
  await expect(page.locator('#f-leader')).toBeChecked();
  await page.goto(`${MOVEMENT}?reading=%20highest-single%20`);
  await expect(page.locator('#f-reading')).toHaveValue('highest-single');
});

test('an empty checkbox in a link keeps its default and says so', async ({ page }) => {
  await page.goto(`${COMMAND}?enemy4=`);
  await expect(page.locator('#f-enemy4')).toBeChecked();
  await expect(page.locator('#f-enemy4-note')).toContainText('default (yes)');
  await expect(result(page)).toContainText('enemy within 4 hexes: yes');
});

test('a key in the wrong case is read, a repeated key is said', async ({ page }) => {
  await page.goto(`${COMMAND}?CR=0`);
  await expect(page.locator('#f-cr')).toHaveValue('0');
  await page.goto(`${COMMAND}?cr=1&cr=5`);
  await expect(page.locator('#f-cr')).toHaveValue('1');
  await expect(page.locator('#f-cr-note')).toContainText('first');
});

test('a 10,000-character value does not widen the page @phone', async ({ page }) => {
  const long = 'x'.repeat(10_000);
  for (const key of ['cr', 'enemy4']) {
    await page.goto(`${COMMAND}?${key}=${long}`);
    await expect(page.locator(`#f-${key}-err`)).toBeVisible();
    expect((await page.locator(`#f-${key}-err`).innerText()).length).toBeLessThan(100);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }
  await page.goto(`${MOVEMENT}?reading=${long}`);
  await expect(page.locator('#f-reading-err')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
