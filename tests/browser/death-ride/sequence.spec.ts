import { test, expect } from '../fixtures';

test('sequence of play: the 12 steps of the machine; a Next link lands on the end-of-phase step', async ({ page }) => {
  await page.goto('/death-ride/sequence/');
  await expect(page.locator('main section.rule'), 'Death Ride sequence should list its 12 steps').toHaveCount(12);
  await page.locator('main a[href="#s-endCheck"]').first().click();
  await expect(page).toHaveURL(/#s-endCheck$/);
  await expect(page.locator('#s-endCheck'), 'the Next link did not land on the end-of-phase step').toContainText(/last\?/);
});
