// Nations in Arms battle calculator (issue 8, section 3): a shared link reproduces its inputs and
// working; the player's CRT and odds table, typed on their chart pages, turn "read your card" into
// exact chances over both rolls; a phone shows it without sideways scrolling; axe.
import { test, expect, sidewaysOverflow, SUMMARY } from '../fixtures';
import type { Page } from '@playwright/test';

const LINK = '/nations-in-arms/calculators/battle/?a-cv=2&a-art=4&a-rc=3&d-st=9&d-cp=5&river=bridged';

test('a shared link reproduces the inputs and the working, says "read your card" and links to the charts; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto(LINK);
  const calc = page.locator('.calculator');
  await expect(page.getByRole('textbox', { name: "Overall commander's combat value" }).first()).toHaveValue('2');
  await expect(page.getByLabel('Attacking across')).toHaveValue('bridged');
  const result = calc.locator('.calc-result');
  // 8 CP against 5: 1.6 rounds to 2-1; artillery 4 against 2 (+2 on the default reading), cuirassiers 4.5 against 0 (+2),
  // commander +2, bridge -1: +5 and the odds DRM of the player's table
  await expect(result).toContainText('8 : 5 = 1.60 → 2-1');
  await expect(result).toContainText('4.5 : 0');
  await expect(result).toContainText('+5 + odds');
  await expect(result).toContainText(/read your card/i);
  await expect(result).toContainText('Minor battle');
  await expect(page.locator('a.calc-link[href^="/nations-in-arms/charts/crt/"]')).toBeVisible();
  await expect(page.locator('a.calc-link[href^="/nations-in-arms/charts/odds-drm/"]')).toBeVisible();
  await expect(calc).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('Nations in Arms battle calculator');
});

test('changing an input rewrites the link, and the link reproduces the result', async ({ page }) => {
  await page.goto(LINK);
  await page.getByLabel('Type the results rolled').check();
  await page.getByRole('textbox', { name: "Attacker's result (combat points)" }).fill('4');
  await page.getByRole('textbox', { name: "Defender's result (combat points)" }).fill('2');
  await expect(page).toHaveURL(/ra=4/);
  const result = page.locator('.calc-result');
  // the defender (morale 3, commander +1) lost 2 more: demoralized above 2, 4 of 6
  await expect(result).toContainText('2: 4 of 6 (66.7%)');
  const url = page.url();
  await page.goto('/nations-in-arms/');
  await page.goto(url);
  await expect(page.getByLabel('Type the results rolled')).toBeChecked();
  await expect(page.locator('.calc-result')).toContainText('2: 4 of 6 (66.7%)');
});

async function typeCell(page: Page, label: string, value: string) {
  const cell = page.getByLabel(label, { exact: true });
  await cell.fill(value);
  await cell.press('Tab');
}

test('the CRT and odds table typed on their chart pages give the exact winner over both rolls @phone', async ({ page, axe }) => {
  await page.goto('/nations-in-arms/charts/odds-drm/');
  await expect(page.getByLabel("Attacker's DRM, odds 1-1", { exact: true })).toBeEnabled();
  await typeCell(page, "Attacker's DRM, odds 1-1", '0');
  await page.goto('/nations-in-arms/charts/crt/');
  await expect(page.getByLabel('Minor battle, modified 2d6 10', { exact: true })).toBeEnabled();
  // the minor column: 6 or less "1", 7 to 9 "2", 10 or more "3+"
  const fill = page.getByRole('button', { name: 'Fill down' });
  await typeCell(page, 'Minor battle, modified 2d6 10', '3+');
  await page.getByLabel('Minor battle, modified 2d6 10', { exact: true }).focus();
  await fill.click();
  await typeCell(page, 'Minor battle, modified 2d6 7', '2');
  await page.getByLabel('Minor battle, modified 2d6 7', { exact: true }).focus();
  await fill.click();
  await typeCell(page, 'Minor battle, modified 2d6 1 or less', '1');
  await page.getByLabel('Minor battle, modified 2d6 1 or less', { exact: true }).focus();
  await fill.click();
  await expect(page.getByLabel('Minor battle, modified 2d6 15 or more', { exact: true })).toHaveValue('3+');
  await expect(page.getByLabel('Minor battle, modified 2d6 9', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Minor battle, modified 2d6 6', { exact: true })).toHaveValue('1');

  // 8 against 6 is 1-1; both commanders 0: both roll 2D6 + 0
  await page.goto('/nations-in-arms/calculators/battle/?a-cv=0&d-cv=0');
  const result = page.locator('.calc-result');
  const who = result.locator('table', { has: page.getByText(/^Who wins/) });
  await expect(who).toContainText('Attacker wins');
  await expect(who).toContainText('5/16');
  await expect(who).toContainText('25/72');
  await expect(who).toContainText('1/36');
  await expect(result).not.toContainText(/read your card/i);
  await expect(page.locator('.calculator')).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('Nations in Arms battle calculator with the player\'s CRT');
});

test('the readings the rulebook leaves open are choices a link carries: overrun after an interception, 5-1 on the raw ratio', async ({ page }) => {
  // 10 CP against 2 after an interception: a battle at 5-1 (defender destroyed) by default; an overrun on the 5.2.4 reading
  await page.goto('/nations-in-arms/calculators/battle/?a-cp=10&d-cp=2&icpt=1');
  const summary = page.locator(`.calculator ${SUMMARY}`);
  const result = page.locator('.calculator .calc-result');
  await expect(summary).toContainText('Defender destroyed');
  await expect(page.getByLabel('Overrun after an interception')).toHaveValue('no');
  await page.goto('/nations-in-arms/calculators/battle/?a-cp=10&d-cp=2&icpt=1&iov=yes');
  await expect(summary).toContainText('Overrun');
  // 14 against 3 is 4.67: rounded 5-1 destroys; on the raw reading there is a roll on the player's card
  await page.goto('/nations-in-arms/calculators/battle/?a-cp=14&d-cp=3&raw=raw');
  await expect(page.getByLabel('5-1 and 3-1 are tested on')).toHaveValue('raw');
  await expect(result).toContainText('14 : 3 = 4.67 → 5-1');
  await expect(summary).not.toContainText('destroyed');
  await expect(summary).toContainText(/read your card/i);
});
