import { test, expect, sidewaysOverflow, islandsReady, SUMMARY } from '../fixtures';

const PAGE = '/1914-offensive/calculators/cavalry/';

test('a reaction costs its hexside and no EC; a marker of 9 in the Counter Movement Phase is +4, carried to the Effectiveness Check; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto(PAGE);
  await islandsReady(page);
  const calc = page.locator('.calculator');
  const summary = calc.locator(SUMMARY);
  await expect(summary).toContainText('Reaction: May react');
  await expect(summary).toContainText('Marker: 2 MPs');
  await expect(summary).toContainText('Forced March EC: none');
  // no Forced March EC: nothing to carry, the link is hidden
  const link = page.getByRole('link', { name: 'Forced March Effectiveness Check' });
  await expect(link).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('1914 cavalry calculator, a reaction');

  // 8.2.4 a example: the next phase starts with a marker of 9
  await page.locator('#f-event').selectOption('phase');
  await page.locator('#f-marker').fill('9');
  await expect(page).toHaveURL(/event=phase/);
  await expect(page).toHaveURL(/marker=9/);
  await expect(summary).toContainText('Forced March EC: +4');
  await expect(summary).toContainText('Passes: 5/12');
  await expect(calc).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('1914 cavalry calculator, a Forced March EC');

  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/1914-offensive\/calculators\/effectiveness\/\?(?=.*mode=forced-march)(?=.*type=cavalry)(?=.*fm=4)(?=.*base=10)(?=.*status=0)/);
  const ec = page.locator('.calculator');
  await expect(ec.locator('.calc-result tr', { hasText: 'Net DRM' })).toContainText('+4');
  await expect(ec.locator(SUMMARY)).toContainText('Passes: 5/12');
});

test('a shared link: a reaction that takes the marker past allowance + 7 keeps the unit in place at +7 with the excess carried, and the link carries the CEL', async ({ page }) => {
  await page.goto(`${PAGE}?marker=11&cost=3&base=9&status=1`);
  await islandsReady(page);
  const calc = page.locator('.calculator');
  await expect(calc.locator(SUMMARY)).toContainText('Marker: 14 MPs');
  await expect(calc.locator(SUMMARY)).toContainText('Moves: no, stays put');
  await expect(calc.locator('.calc-result tr', { hasText: 'Excess carried' })).toContainText('2 MPs');
  // CEL 9 − 1 = 8 at +7: passes on 1 or less, never
  await expect(calc.locator(SUMMARY)).toContainText('Forced March EC: +7');
  await expect(calc.locator('.calc-result tr', { hasText: 'Passes on' })).toContainText('no roll');
  await page.getByRole('link', { name: 'Forced March Effectiveness Check' }).click();
  await expect(page).toHaveURL(/(?=.*fm=7)(?=.*base=9)(?=.*status=1)/);
  await expect(page.locator('.calculator .calc-result tr', { hasText: 'CEL' }).first()).toContainText('8');
});

test('a shared link to a barred reaction says why, and records nothing @phone', async ({ page }) => {
  await page.goto(`${PAGE}?trigger=t2&vacated=1`);
  await islandsReady(page);
  const calc = page.locator('.calculator');
  await expect(calc.locator(SUMMARY)).toContainText('Reaction: Cannot react');
  await expect(calc.locator('.calc-result')).toContainText('may not enter the hex the enemy just left');
  await expect(calc.locator(SUMMARY)).not.toContainText('Marker');
  await expect(page.getByRole('link', { name: 'Forced March Effectiveness Check' })).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
