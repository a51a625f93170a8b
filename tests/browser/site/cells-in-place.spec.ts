// The player's chart, entered where the odds are needed: from a fresh profile on a phone, each combat
// calculator whose tables our source lacks asks, in place, for exactly the cells this attack reads;
// filled from a card, the result is an exact distribution; its copied link carries those cells to a
// second phone, which computes the same.
import type { Page } from '@playwright/test';
import { test, expect, SUMMARY } from '../fixtures';

/** Results as a card might print them, per chart id (any valid ones: the test checks the arithmetic, not a card). */
const CARD: Record<string, string[]> = {
  crt: [],
  'odds-drm': ['+1', '0', '-1'],
  artillery: ['+1', '0', '−1'],
};
const ATTACKS = [
  { game: 'on-to-paris', url: '/on-to-paris/calculators/combat/?a-reg=8&a-res=2&d-reg=4&hex=1', crt: ['1 / D1', '- / 1', 'D / -', '2 / -'], exact: /^Exact, from your CRT entries/ },
  { game: 'nations-in-arms', url: '/nations-in-arms/calculators/battle/', crt: ['2', '3+', '1C', '0', '4+L'], exact: /from your CRT and odds table/ },
  { game: '1914-offensive', url: '/1914-offensive/calculators/combat/', crt: ['+3/+3①', '−1/+4', '+3s/s', '-/+2'], exact: /./ },
];

/** Fill every box the calculator asks for, from the card, until it asks for none; how many were typed. */
async function fillFromCard(page: Page, crt: string[]): Promise<number> {
  let typed = 0;
  for (let round = 0; round < 6; round++) {
    const form = page.locator('.cells-form');
    if (!(await form.count())) return typed;
    const boxes = form.locator('input');
    const n = await boxes.count();
    expect(n, 'the form asks for some boxes').toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const box = boxes.nth(i);
      const id = (await box.getAttribute('id'))!;
      const chart = Object.keys(CARD).find((c) => id.startsWith(`cell-${c}-`))!;
      // every box is labelled with its row
      await expect(page.locator(`label[for="${id}"]`)).not.toBeEmpty();
      const pool = chart === 'crt' ? crt : CARD[chart]!;
      await box.fill(pool[(typed + i) % pool.length]!);
    }
    typed += n;
    const first = await boxes.first().getAttribute('id');
    await form.getByRole('button', { name: 'Use these cells' }).click();
    await expect(page.locator('.cells-kept')).toHaveText(`${n} cell${n === 1 ? '' : 's'} kept in your chart.`);
    // the form goes, or asks for the next cells the result now reads
    await expect(page.locator(`.cells-form #${first}`)).toHaveCount(0);
  }
  throw new Error('the calculator kept asking for cells');
}

/** The probability column of every outcome table whose caption matches, as exact fractions summed per table. */
async function tableSums(page: Page, caption: RegExp): Promise<string[]> {
  return page.locator('.calc-result .table-wrap').evaluateAll(
    (wraps, src) => {
      const re = new RegExp(src);
      const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
      return wraps
        .filter((w) => w.querySelector('table.outcomes') && re.test(w.querySelector('p.meta')?.textContent ?? w.querySelector('caption')?.textContent ?? ''))
        .map((w) => {
          let n = 0n;
          let d = 1n;
          for (const td of w.querySelectorAll('td.num')) {
            const m = /^(\d+)(?:\/(\d+))?/.exec(td.textContent!.trim());
            if (!m) continue;
            const [pn, pd] = [BigInt(m[1]!), BigInt(m[2] ?? '1')];
            n = n * pd + pn * d;
            d *= pd;
            const g = gcd(n, d);
            n /= g;
            d /= g;
          }
          return `${w.querySelector('caption')?.textContent}: ${n}/${d}`;
        });
    },
    caption.source,
  );
}

for (const a of ATTACKS) {
  test(`${a.game} combat: the cells this attack needs are asked for in place; filled, the distribution is exact and a shared link carries them @phone375`, async ({ page, browser, baseURL }) => {
    // one phone width is enough for this walk (@phone375: that project only)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(a.url);
    // the headline says how many cells are missing and leads to the boxes, which load on the way
    await page.locator(SUMMARY).getByRole('link', { name: /^Needs \d+ cells? from your card$/ }).click();
    await expect(page.locator('.cells-form'), 'a fresh profile is asked for its cells').toBeVisible();
    await expect(page.locator('.cells-form input').first()).toBeInViewport();
    const typed = await fillFromCard(page, a.crt);
    expect(typed).toBeGreaterThan(0);
    await expect(page.locator('.cells-form')).toHaveCount(0);
    const sums = await tableSums(page, a.exact);
    expect(sums.length, 'exact outcome tables').toBeGreaterThan(0);
    for (const s of sums) expect(s, s).toMatch(/: 1\/1$/);
    // the link carries the cells the result used: a second phone, with an empty chart, computes the same
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('.calc-result [role="status"]').last()).toHaveText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('cells=');
    const other = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, serviceWorkers: 'block', baseURL });
    const phone = await other.newPage();
    await phone.goto(link);
    await expect(phone.locator('.calc-result')).toContainText('This link brought');
    await expect(phone.locator('.cells-form')).toHaveCount(0);
    expect(await tableSums(phone, a.exact)).toEqual(sums);
    // kept, they stay when the link no longer brings them
    await phone.getByRole('button', { name: 'Keep them in my chart' }).click();
    await phone.goto(a.url);
    await expect(phone.locator('.cells-form')).toHaveCount(0);
    await other.close();
  });
}

test('the cells form whose code cannot be fetched says so in its place, and the rest of the result stands @phone375', async ({ page }) => {
  // a dropped connection, or a new version of the site that replaced the chunk an open page asks for
  await page.route(/\/_astro\/CellsForm\.[\w-]+\.js$/, (r) => r.abort());
  await page.goto('/on-to-paris/calculators/combat/');
  const slot = page.locator('#cells-h');
  await slot.scrollIntoViewIfNeeded();
  await expect(slot).toHaveAttribute('role', 'alert');
  await expect(slot).toContainText(/cells this result needs, but the boxes could not be loaded/);
  await expect(page.locator('.cells-form')).toHaveCount(0);
  await expect(page.locator(SUMMARY)).toContainText('Final column');
});
