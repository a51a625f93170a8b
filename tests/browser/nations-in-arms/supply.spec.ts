// Nations in Arms supply checker and attrition helper (issue 8, section 5): a verdict with its reason,
// a shared link that reproduces it, the attrition page with a player's chart giving exact chances and
// without it "read your card" with the way to the chart; both pages fit a phone; axe.
import { test, expect, sidewaysOverflow } from '../fixtures';

const LINES = ['1 or less', ...Array.from({ length: 14 }, (_, i) => String(i + 2)), '16 or more'];
// a player's column (this test's own, never shipped): up to 7 none, 8-10 one step, 11-13 two, 14 and up 3*
const cell = (l: string) => {
  const n = l === '1 or less' ? 1 : l === '16 or more' ? 16 : Number(l);
  return n <= 7 ? '-' : n <= 10 ? '1' : n <= 13 ? '2' : '3*';
};

test('supply: the Munich link says out of supply, why, and what follows; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto('/nations-in-arms/calculators/supply/?source=minor-capital-open');
  const result = page.locator('.calc-result');
  await expect(page.getByLabel('Where can a line from it end?')).toHaveValue('minor-capital-open');
  await expect(result).toContainText('Out of supply');
  await expect(result).toContainText('not a source (only an allied capital with an active fortress is)');
  await expect(result).toContainText('−4 DRM in combat');
  await expect(page.locator('.calculator')).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('Nations in Arms supply checker');
});

test('supply: answering rewrites the link, and the link reproduces the verdict', async ({ page }) => {
  await page.goto('/nations-in-arms/calculators/supply/');
  await expect(page.locator('.calc-result')).toContainText('In supply');
  await page.getByLabel('Is it inside a fortress?').selectOption('besieged');
  await page.getByRole('textbox', { name: 'Combat steps inside it' }).fill('5');
  await expect(page).toHaveURL(/shelter=besieged/);
  await expect(page).toHaveURL(/steps=5/);
  await expect(page.locator('.calc-result')).toContainText('2 supplied, 3 not');
  const url = page.url();
  await page.goto('/nations-in-arms/');
  await page.goto(url);
  await expect(page.getByLabel('Is it inside a fortress?')).toHaveValue('besieged');
  await expect(page.locator('.calc-result')).toContainText('Partly in supply');
  await expect(page.locator('.calc-result')).toContainText('2 supplied, 3 not');
});

test('attrition: with the player\'s column stored, the exact chance of each result; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto('/nations-in-arms/');
  const env = { schema: 'aide-de-camp-user-chart', version: 1, savedAt: new Date().toISOString(), data: { yours: Object.fromEntries(LINES.map((l) => [l, cell(l)])) } };
  await page.evaluate((v) => localStorage.setItem('adc-chart:nations-in-arms/attrition', v), JSON.stringify(env));
  await page.goto('/nations-in-arms/calculators/attrition/?trigger=forced&steps=6&demoralized=1&nationality=russian&nat-steps=6');
  const result = page.locator('.calc-result');
  await expect(result).toContainText('5/18');
  await expect(result).toContainText('4/9');
  await expect(result).toContainText('1/4');
  await expect(result).toContainText('1/36');
  await expect(result).not.toContainText('read your card');
  await expect(page.locator('.calculator')).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('Nations in Arms attrition helper with a player chart');
});

test('attrition without the player\'s chart: the net DRM, the roll, read your card and the way to the chart', async ({ page }) => {
  await page.goto('/nations-in-arms/calculators/attrition/?trigger=extended&demoralized=1');
  const calc = page.locator('.calculator');
  await expect(calc).toContainText(/read your card/i);
  await expect(page.locator('.calc-result')).toContainText('+3');
  const link = page.getByRole('link', { name: 'Enter the missing cells from your card' });
  await expect(link).toHaveAttribute('href', /^\/nations-in-arms\/charts\/attrition\//);
});
