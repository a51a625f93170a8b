// Nations in Arms calculators (issue 8, sections 4 and 6): a shared link reproduces its inputs and
// result; the siege calculator reads the player's own Siege Table cells; pages fit a phone; axe.
import { test, expect, sidewaysOverflow } from '../fixtures';

test('reaction: the 5.2.7 example link (Ferdinand 3 against Napoléon 5) shows its inputs, 9 or more and 27.8%; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto('/nations-in-arms/calculators/reaction/?kind=avoid&own=3&mover=5');
  const calc = page.locator('.calculator');
  await expect(page.getByLabel('Check', { exact: true })).toHaveValue('avoid');
  await expect(page.getByRole('textbox', { name: "Avoiding leader's initiative" })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: "Moving (phasing) leader's initiative" })).toHaveValue('5');
  await expect(calc.locator('.calc-result')).toContainText('9 or more on 2D6');
  await expect(calc.locator('.calc-result')).toContainText('10 of 36 (27.8%)');
  await expect(calc).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('Nations in Arms reaction calculator');
});

test('reaction: changing an input rewrites the link, and the link reproduces the result', async ({ page }) => {
  await page.goto('/nations-in-arms/calculators/reaction/?kind=avoid&own=3&mover=5');
  await expect(page.locator('.calc-result')).toContainText('10 of 36');
  await page.getByLabel('Light cavalry present (cossacks do not count)').check();
  await expect(page).toHaveURL(/light=/);
  await expect(page.locator('.calc-result')).toContainText('15 of 36 (41.7%)');
  const url = page.url();
  await page.goto('/nations-in-arms/');
  await page.goto(url);
  await expect(page.getByLabel('Light cavalry present (cossacks do not count)')).toBeChecked();
  await expect(page.locator('.calc-result')).toContainText('15 of 36 (41.7%)');
});

test('siege: with the player\'s level 2 column stored, the exact chance of each result @phone', async ({ page, axe }) => {
  await page.goto('/nations-in-arms/');
  const l2 = Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [String(r), r <= 6 ? 'NE' : r <= 9 ? 'R' : r <= 11 ? 'A' : 'B']));
  const env = { schema: 'aide-de-camp-user-chart', version: 1, savedAt: new Date().toISOString(), data: { l2 } };
  await page.evaluate((v) => localStorage.setItem('adc-chart:nations-in-arms/siege', v), JSON.stringify(env));
  await page.goto('/nations-in-arms/calculators/siege/?level=2&mine=0');
  const result = page.locator('.calc-result');
  await expect(result).toContainText('5/36');
  await expect(result).toContainText('1/36');
  await expect(result).not.toContainText('read your card');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('Nations in Arms siege calculator with a player chart');
});

test('siege without the player\'s chart says to read the card and invents no result', async ({ page }) => {
  await page.goto('/nations-in-arms/calculators/siege/?level=3');
  await expect(page.locator('.calculator')).toContainText(/read your card/i);
  await expect(page.locator('.calc-result')).toContainText(/not in our source/);
});

test('siege: out of supply with an army marker, the page offers the army-engineer reading (9.2 against 6.1.2), kept by default', async ({ page }) => {
  await page.goto('/nations-in-arms/calculators/siege/?level=1&armies=1');
  const reading = page.getByLabel("An army marker's engineer when the besiegers are out of supply");
  const result = page.locator('.calc-result');
  await expect(reading).toBeHidden();
  await page.getByRole('checkbox', { name: /Besiegers out of supply/ }).check();
  await expect(reading).toHaveValue('kept');
  await expect(page.locator('.calculator')).toContainText('6.1.2 says a force out of supply loses every engineer capability');
  await expect(result).toContainText('Army markers (intrinsic engineers), +1 each');
  await reading.selectOption('lost');
  await expect(page).toHaveURL(/army-oos=lost/);
  await expect(result).not.toContainText('Army markers (intrinsic engineers)');
  await expect(result).toContainText("Army markers' engineers out of supply (your reading)");
});
