// Touch (issue 20, section 6): a rule heading's badges ("no. inferred", "cited only", "not in our source",
// "Optional") explained themselves only in a hover tooltip, which a phone cannot show. Each is now a
// button that opens its explanation on a tap, one popover per kind and page (the rule reader's
// mechanism: no script), and nothing in a page's content is explained by a tooltip alone. An
// abbreviation in a chart's column header (SP, DRM, CEL) opens its glossary definition the same way.
import type { Page } from '@playwright/test';
import { test, expect, sidewaysOverflow } from '../fixtures';

const CASES = [
  { url: '/on-to-paris/rules/supply/', rule: 'r-9-6-1', badge: 'no. inferred', says: 'We inferred it from the rulebook’s cross-references' },
  { url: '/on-to-paris/rules/supply/', rule: 'r-9-6', badge: 'Optional', says: 'The rulebook marks this rule OPTIONAL' },
  { url: '/on-to-paris/rules/fortifications/', rule: 'r-16-2', badge: 'not in our source', says: 'This part of the rulebook is not in the rulebook text we have' },
  { url: '/death-ride/rules/combat/', rule: 'r-7-1-2', badge: 'cited only', says: 'only cites this rule by its number' },
];

/** The popover open now lies whole inside the viewport. */
async function openPopoverFits(page: Page) {
  const box = (await page.locator(':popover-open').boundingBox())!;
  const vw = page.viewportSize()!;
  expect(box, 'no popover open').not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(vw.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(vw.height + 0.5);
}

// every kind in one test: a test each spent most of its time on its own browser context
test(`${CASES.map((c) => `"${c.badge}"`).join(', ')}: each opens its explanation on a tap @phone`, async ({ page }) => {
  for (const c of CASES) {
    await page.goto(`${c.url}#${c.rule}`);
    const badge = page.locator(`#${c.rule}`).getByRole('button', { name: c.badge, exact: true });
    await expect(badge, c.badge).toBeVisible();
    const pop = page.locator(`#${(await badge.getAttribute('popovertarget'))!}`);
    await expect(pop, c.badge).toBeHidden();
    await badge.tap();
    await expect(pop, c.badge).toBeVisible();
    await expect(pop).toContainText(`${c.badge}: `);
    await expect(pop).toContainText(c.says);
    await openPopoverFits(page);
    expect(await sidewaysOverflow(page), `${c.badge}: sideways scroll with the popover open`).toBe(0);
    // a tap elsewhere closes it
    await page.locator('h1').tap();
    await expect(pop, c.badge).toBeHidden();
  }
});

test('a badge opens from the keyboard too, and each kind has one popover per page, however many rules carry it', async ({ page }) => {
  await page.goto('/1914-offensive/rules/movement/');
  const badges = page.locator('main button.rule-status');
  expect(await badges.count(), 'too few badges on the page to mean anything').toBeGreaterThan(5);
  const targets = await badges.evaluateAll((bs) => bs.map((b) => b.getAttribute('popovertarget')));
  const kinds = [...new Set(targets)];
  expect(kinds.length).toBeLessThan(targets.length);
  expect(await page.locator('[popover][id^="pb-"]').count()).toBe(kinds.length);
  await badges.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${targets[0]}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(`#${targets[0]}`)).toBeHidden();
});

test('nothing in a page\'s content is explained by a hover tooltip alone', async ({ page }) => {
  for (const url of ['/1914-offensive/rules/movement/', '/on-to-paris/rules/supply/', '/on-to-paris/charts/', '/metz-1870/charts/', '/death-ride/rules/combat/']) {
    await page.goto(url);
    const titled = await page.locator('main [title]').evaluateAll((es) => es.map((e) => `${e.tagName} "${e.textContent?.trim().slice(0, 30)}": ${e.getAttribute('title')}`));
    expect(titled, url).toEqual([]);
  }
});

const HEADERS = [
  { url: '/1914-offensive/charts/', chart: 'chart-ce-status', word: 'CEL', says: 'Combat Effectiveness Level' },
  { url: '/on-to-paris/rules/combat/', chart: 'chart-terrain-effects', word: 'DRM', says: 'Die Roll Modifier' },
  { url: '/metz-1870/aid/', chart: 'chart-fire-sp-adjustments', word: 'SP', says: 'Strength Points' },
];
test(`${HEADERS.map((c) => `${c.word} in a column header of ${c.url}`).join(', ')}: each opens its glossary definition on a tap @phone`, async ({ page }) => {
  for (const c of HEADERS) {
    await page.goto(`${c.url}#${c.chart}`);
    const peek = page.locator(`#${c.chart} thead`).getByRole('button', { name: `What is ${c.word}?` });
    await expect(peek, c.word).toHaveCount(1);
    const pop = page.locator(`#${(await peek.getAttribute('popovertarget'))!}`);
    await expect(pop, c.word).toBeHidden();
    await peek.tap();
    await expect(pop, c.word).toBeVisible();
    await expect(pop.locator('b')).toHaveText(c.says);
    await expect(pop.locator('a')).toHaveAttribute('href', new RegExp(`/glossary/#g-`));
    await openPopoverFits(page);
    // one popover per term on the page, however many headers name it
    expect(await page.locator(`[popover]#${await pop.getAttribute('id')}`).count(), c.word).toBe(1);
  }
});

test('a page of badges passes axe @phone', async ({ page, axe }) => {
  await page.goto('/on-to-paris/rules/supply/');
  await page.locator('#r-9-6-1').getByRole('button', { name: 'no. inferred', exact: true }).tap();
  await axe('on-to-paris supply, a badge popover open');
  await page.goto('/1914-offensive/charts/');
  await page.locator('#chart-ce-status thead').getByRole('button', { name: 'What is CEL?' }).tap();
  await axe('1914 charts, a header abbreviation open');
});
