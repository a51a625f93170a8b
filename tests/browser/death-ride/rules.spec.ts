import { test, expect } from '../fixtures';

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('rules page: anchors, cross-references, no islands, axe; dark mode too', async ({ page, axe }) => {
    await page.goto('/death-ride/rules/combat/#r-7-4');
    const h = page.locator('#r-7-4');
    await expect(h, '#r-7-4 not visible').toBeVisible();
    await expect(h, 'rule number not in heading').toContainText(/7\.4/);
    await expect(page.locator('[data-island]'), 'rules page has an island').toHaveCount(0);
    // the site's script and the chapter's own (subtree marks, the device's rulings); their bytes are the budget check's
    expect(await page.locator('script[src]').count(), 'scripts the rules page loads').toBeLessThanOrEqual(2);
    const refs = page.locator('main a.rule-ref');
    expect(await refs.count(), 'no cross-references on the combat chapter').toBeGreaterThan(0);
    await expect(refs.first(), 'odd cross-reference').toHaveAttribute('href', /^\/death-ride\/rules\/[a-z-]+\/#r-[a-z0-9-]+$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'dark colour scheme not applied').not.toBe('rgb(251, 250, 247)');
    await axe('rules page (dark)');
  });
});
