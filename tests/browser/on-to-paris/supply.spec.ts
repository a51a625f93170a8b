import { test, expect, sidewaysOverflow, islandsReady, SUMMARY } from '../fixtures';

const PAGE = '/on-to-paris/calculators/supply/';

test('supply checker: a thumb answers the 9.4.6 example as a combat (depot, depot path to rail, rail to a source): in supply, depot stays; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto(PAGE);
  await islandsReady(page);
  const summary = page.locator(SUMMARY);
  // nothing answered yet: no path found
  await expect(summary).toContainText('Verdict: Out of supply');
  await page.getByLabel('What are you checking?').selectOption('combat');
  await expect(page.getByLabel('Attacker or defender?')).toBeVisible();
  await page.getByText('can it reach a friendly Supply Depot?').tap();
  await expect(page.getByRole('checkbox', { name: /friendly Supply Depot/ })).toBeChecked();
  const depotPath = page.getByLabel(/From that depot, in legs of up to three hexes/);
  await expect(depotPath).toBeVisible();
  await depotPath.selectOption('rail');
  await page.getByLabel(/From that rail line hex/).selectOption('source');
  await expect(summary).toContainText('Verdict: In supply');
  await expect(summary).toContainText('Depot: stays');
  await expect(page).toHaveURL(/check=combat/);
  const result = page.locator('.calc-result');
  await expect(result).toContainText('Unit Supply Path → Supply Depot Path → Railway Supply Path → Supply Source');
  await expect(result.getByRole('link', { name: '9.4.6' }).first()).toBeVisible();
  await expect(result).toContainText(/Read your card for the Prussian Unit Supply Path length/);
  await expect(page.locator('.calculator')).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('On To Paris! supply checker');
});

test('supply checker: out of Movement Supply lists the lost MP; a yes answer hides the questions after it @phone', async ({ page }) => {
  await page.goto(PAGE);
  await islandsReady(page);
  const effects = page.locator('.calc-result .notice').filter({ hasText: 'Effects of being out of supply' });
  await expect(effects).toContainText('One MP fewer for this activation');
  const rail = page.getByRole('checkbox', { name: /friendly-controlled rail line hex/ });
  await expect(rail).toBeVisible();
  await page.getByText(/can it reach a Supply Source hex, a friendly Fortress/).tap();
  await expect(page.locator(SUMMARY)).toContainText('Verdict: In supply');
  await expect(rail).toBeHidden();
});

test('supply checker: the 9.4.3 example hex 2918 blocks the defender until a French SP stands in it', async ({ page }) => {
  await page.goto(`${PAGE}?check=block`);
  await islandsReady(page);
  await page.getByRole('checkbox', { name: /for a defender’s Combat Supply/ }).check();
  await page.getByRole('checkbox', { name: /next to that hex, with the attacker’s ZOI/ }).check();
  await expect(page.locator(SUMMARY)).toContainText('Verdict: Blocks the path');
  await page.getByRole('checkbox', { name: /not under siege, of the defender’s side/ }).check();
  await expect(page.locator(SUMMARY)).toContainText('Verdict: Does not block');
});

test('supply checker: a Unit Supply Path length entered under Charts is counted to', async ({ page }) => {
  await page.goto('/on-to-paris/charts/supply-paths/');
  const cell = page.locator('.editor-table input[aria-label*="Prussian Unit Supply Path"]').first();
  await expect(cell).toBeEnabled();
  await cell.fill('4');
  await cell.press('Tab');
  await page.goto(PAGE);
  await islandsReady(page);
  await expect(page.locator('.calc-result')).toContainText('4 hexes or fewer');
  await expect(page.locator('.calc-result')).not.toContainText('Read your card');
});
