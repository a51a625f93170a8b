import { test, expect } from '../fixtures';

// scripts/island-preloads.mjs writes every script an island page needs into its HTML as
// <link rel="modulepreload">, so no download waits for another.
for (const path of ['/metz-1870/checklist/', '/death-ride/checklist/', '/metz-1870/calculators/charge/', '/death-ride/calculators/combat/']) {
  test(`island page ${path} announces every script it will need in the HTML`, async ({ page }) => {
    const fetched = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('.js')) fetched.add(u.pathname);
    });
    // networkidle on purpose: the point is every script the page ever fetches, not a visible state
    await page.goto(path, { waitUntil: 'networkidle' });
    const announced = new Set(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], script[src]')].map(
          (e) => new URL('href' in e ? e.href : e.src).pathname,
        ),
      ),
    );
    // the site script lazy-loads its own search helper on first use only; anything else fetched must have been announced
    const late = [...fetched].filter((f) => !announced.has(f));
    expect(fetched.size, `${path}: scripts fetched`).toBeGreaterThan(5);
    expect(late, `${path}: fetched without being announced`).toEqual([]);
  });
}
