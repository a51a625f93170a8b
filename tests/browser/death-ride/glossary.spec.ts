import { test, expect } from '../fixtures';

test('glossary: terms with anchors and rule links; a <Term> link lands on its entry; axe', async ({ page, axe }) => {
  await page.goto('/death-ride/glossary/');
  expect(await page.locator('dl.glossary dt').count(), 'glossary terms').toBeGreaterThanOrEqual(20);
  await expect(page.locator('#g-cover'), 'no #g-cover').toBeVisible();
  await axe('glossary');
  await page.goto('/death-ride/rules/combat/');
  const term = page.locator('main a.term').first();
  const href = (await term.getAttribute('href'))!;
  await term.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  const id = href.split('#')[1];
  await expect(page.locator(`#${id}`), `glossary entry ${id} missing`).toBeVisible();
});
