import { test, expect } from '../fixtures';

test('game hub: credits, unofficial notice, links to every section; axe', async ({ page, axe }) => {
  await page.goto('/death-ride/');
  const main = page.locator('main');
  await expect(main, 'no unofficial notice').toContainText(/Unofficial players' aid/i);
  await expect(main, 'designer missing').toContainText('Charles Vasey');
  for (const href of ['rules/', 'checklist/', 'calculators/', 'charts/', 'glossary/'])
    expect(await page.locator(`main a[href="/death-ride/${href}"], nav a[href="/death-ride/${href}"]`).count(), `no link to ${href}`).toBeGreaterThan(0);
  await axe('hub');
});
