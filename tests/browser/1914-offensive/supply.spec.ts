import { test, expect, islandsReady, sidewaysOverflow, SUMMARY } from '../fixtures';

const SUPPLY = '/1914-offensive/calculators/supply/';
const AMMO = '/1914-offensive/calculators/ammunition/';

test('supply checker: the 15.5 example answered by thumb is Isolated, CEL −3 with its reason and rule; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto(SUPPLY);
  await islandsReady(page);
  const summary = page.locator(SUMMARY);
  await expect(summary).toContainText('Verdict: Full Supply');
  await page.getByLabel(/Can the army Depot \(or Secondary Depot\) trace/).selectOption('no');
  await page.getByLabel(/Can a Corps Train it may use, one in supply, trace/).selectOption('no');
  await expect(summary).toContainText('Verdict: Out of Supply');
  await page.locator('label', { hasText: /Isolation: a path, however long/ }).tap();
  await expect(page.getByRole('checkbox', { name: /Isolation: a path, however long/ })).not.toBeChecked();
  await expect(summary).toContainText('Verdict: Isolated');
  await expect(summary).toContainText('CEL: 10 → 7');
  const result = page.locator('.calc-result');
  await expect(result).toContainText('none: Isolated');
  await expect(result.getByRole('link', { name: '15.5' }).first()).toBeVisible();
  await expect(page).toHaveURL(/escape=0/);
  await expect(page.locator('.calculator')).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('1914 supply checker');
});

test('supply checker: a shared link reproduces the state (seven enemy-controlled hexes isolate a Formation at −2: D1)', async ({ page }) => {
  await page.goto(`${SUPPLY}?f-depot=no&f-ct=no&enemy=7&status=2&gt=14`);
  await islandsReady(page);
  const summary = page.locator(SUMMARY);
  await expect(summary).toContainText('Verdict: Isolated');
  await expect(summary).toContainText('CE Status: −2 → D1');
  await expect(page.getByRole('textbox', { name: /Fewest enemy-controlled hexes/ })).toHaveValue('7');
  await expect(page.locator('.calc-result')).toContainText('place all your Ammo Shortage markers');
});

test('Ammo tracker: the 9.4.2 example marks Depot and Corps Train at 2; a limit reached says No More Ammo; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto(AMMO);
  await islandsReady(page);
  const summary = page.locator(SUMMARY);
  await expect(summary).toContainText('Increments: 2');
  await expect(summary).toContainText('Recorded: Depot 2, Corps Train 2');
  await page.getByRole('textbox', { name: /Ammo Provided on the Depot so far/ }).fill('6');
  await page.getByRole('textbox', { name: /The Depot’s Provision Limit/ }).fill('8');
  await expect(summary).toContainText('Depot 8/8');
  await expect(page.locator('.calc-result')).toContainText('No More Ammo');
  await expect(page).toHaveURL(/d-limit=8/);
  await expect(page.locator('.calculator')).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('1914 Ammo tracker');
});

test('Ammo tracker: a shared link reproduces a spent Ammo Shortage marker on GT 13: halved', async ({ page }) => {
  await page.goto(`${AMMO}?gt=13&short=1&s-used=5&s-limit=5&d-ext=0&t-ext=0`);
  await islandsReady(page);
  await expect(page.locator(SUMMARY)).toContainText('Strength: Halved (strength and AV)');
  await expect(page.locator('.calc-result')).toContainText('no unit in its AoA gets Ammo');
  await expect(page.getByRole('checkbox', { name: /Ammo Shortage marker/ })).toBeChecked();
});

test('Ammo tracker: cavalry regiments alone (0 DE) are answered, not refused: 0 increments, full strength, nothing recorded', async ({ page }) => {
  await page.goto(`${AMMO}?one=0&rgt=2`);
  await islandsReady(page);
  const summary = page.locator(SUMMARY);
  await expect(summary).toContainText('Increments: 0');
  await expect(summary).toContainText('Strength: Full strength');
  await expect(summary).toContainText('Recorded: nothing');
  await expect(page.getByRole('textbox', { name: /Cavalry regiments \(0 DE\)/ })).toHaveValue('2');
  await expect(page.locator('.calculator')).not.toContainText(/NaN|undefined|Infinity/);
});
