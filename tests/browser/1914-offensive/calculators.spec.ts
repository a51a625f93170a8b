import { test, expect, sidewaysOverflow } from '../fixtures';

test('effectiveness check from a shared link: the 10.2 example (Base 10 at −3, CRT +2) passes 5/18 and goes to D1 on 9-11; fits a phone; axe @phone', async ({ page, axe }) => {
  await page.goto('/1914-offensive/calculators/effectiveness/?base=10&status=3&crt=2');
  const calc = page.locator('.calculator');
  await expect(calc.locator('.calc-result table').first()).toBeVisible();
  await expect(calc).toContainText('5/18');
  await expect(calc.locator('tr', { hasText: 'D1' }).first()).toContainText('2 hexes');
  await expect(calc).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('1914 effectiveness check');
});

test('combat calculator: the 11.2 example is read on 1:1, and the typed result is carried to the defender\'s Effectiveness Check @phone', async ({ page, axe }) => {
  await page.goto('/1914-offensive/calculators/combat/?as=37&ds=15&apr=5&dpr=5&uphill=1&ai=1&di=1&typed=1&a-drm=3&d-drm=3&ret=w1&art-a=1&art-d=1');
  const calc = page.locator('.calculator');
  await expect(calc.locator('.calc-result table').first()).toBeVisible();
  await expect(calc).toContainText('1:1');
  await expect(calc).not.toContainText(/NaN|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('1914 combat calculator');
  // two charts this page reads are incomplete: one link to each, each named by its chart
  await expect(page.getByRole('link', { name: /Enter the missing cells from your card: Combat Results Table/ })).toHaveAttribute('href', /\/1914-offensive\/charts\/crt\/\?back=/);
  await expect(page.getByRole('link', { name: /Enter the missing cells from your card: Artillery/ })).toHaveAttribute('href', /\/1914-offensive\/charts\/artillery\/\?back=/);
  await page.getByRole('link', { name: "Defender's Effectiveness Check" }).click();
  await expect(page).toHaveURL(/\/1914-offensive\/calculators\/effectiveness\/\?(?=.*crt=3)(?=.*art=1)/);
  await expect(page.locator('.calculator').locator('.calc-result tr', { hasText: 'Net DRM' })).toContainText('+4');
});

test("combat calculator, result typed: the EC's artillery DRM comes from the Artillery Table where its cell is known (the book's, or the player's card), and goes with the Effectiveness Check link (10.1) @phone", async ({ page }) => {
  const ex = '/1914-offensive/calculators/combat/?as=37&ds=15&apr=5&dpr=5&uphill=1&ai=1&di=1&aav=12&dav=14&ade=12&dde=4&typed=1&a-drm=3&d-drm=3&ret=w1';
  await page.goto(ex);
  const calc = page.locator('.calculator');
  await expect(calc.locator('.calc-steps, .calc-result').getByText("Defender's EC DRM: CRT +3, artillery +1 (Artillery Table)")).toBeVisible();
  // both cells are the book's: no box asks for them
  await expect(page.locator('#f-art-d')).toBeHidden();
  await expect(page.locator('#f-art-a')).toBeHidden();
  await page.getByRole('link', { name: "Defender's Effectiveness Check" }).click();
  await expect(page).toHaveURL(/\/1914-offensive\/calculators\/effectiveness\/\?(?=.*crt=3)(?=.*art=1)/);
  await expect(page.locator('.calculator .calc-result tr', { hasText: 'Net DRM' })).toContainText('+4');

  // attacker's AV 5 against 1 DE: no cell in the book; the player's card says +2
  await page.evaluate(() =>
    localStorage.setItem('adc-chart:1914-offensive/artillery', JSON.stringify({ schema: 'aide-de-camp-user-chart', version: 1, savedAt: '2026-11-28T00:00:00Z', data: { '1': { '5': '+2' } } })),
  );
  await page.goto(ex.replace('aav=12', 'aav=5'));
  await expect(calc.getByText("Defender's EC DRM: CRT +3, artillery +2 (Artillery Table)")).toBeVisible();
  await expect(page.locator('#f-art-d')).toBeHidden();
  await page.getByRole('link', { name: "Defender's Effectiveness Check" }).click();
  await expect(page).toHaveURL(/\/1914-offensive\/calculators\/effectiveness\/\?(?=.*art=2)/);
  await expect(page.locator('.calculator .calc-result tr', { hasText: 'Net DRM' })).toContainText('+5');
  // without the card's cell the box asks for it
  await page.evaluate(() => localStorage.removeItem('adc-chart:1914-offensive/artillery'));
  await page.goto(ex.replace('aav=12', 'aav=5'));
  await expect(calc.getByText('read your card').first()).toBeVisible();
  await expect(page.locator('#f-art-d')).toBeVisible();
  await expect(page.locator('#f-art-a')).toBeHidden();
});

test("combat calculator: below 1:4 the defender's Effectiveness Check link is withheld (10.0), and comes back when the odds do", async ({ page }) => {
  await page.goto('/1914-offensive/calculators/combat/?as=1&ds=6');
  await expect(page.locator('.calculator')).toContainText('the defender takes no EC');
  await expect(page.getByRole('link', { name: "Defender's Effectiveness Check" })).toBeHidden();
  await expect(page.getByRole('link', { name: "Attacker's Effectiveness Check" })).toBeVisible();
  await page.locator('#f-ds').fill('4');
  await expect(page.getByRole('link', { name: "Defender's Effectiveness Check" })).toBeVisible();
});
