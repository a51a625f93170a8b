// The rule reader (issue 10, section 3): a glossary term or a cross-reference opens its definition or
// the rule's title and first sentence in place (HTML popover, no script), the term or reference stays a
// link, and the jump box's subtree view ("8.1." or a chapter number) marks the rule with all its
// sub-rules. One popover per distinct term or rule on a page, and each rule's "Referenced by" list, are
// in the built HTML and checked there: tests/dist/rule-links.test.ts.
import { test, expect, sidewaysOverflow } from '../fixtures';
import type { Page } from '@playwright/test';

const COMBAT = '/death-ride/rules/combat/';

/** The popover open now must lie inside the viewport, whole. */
async function fitsViewport(page: Page) {
  const box = await page.locator(':popover-open').boundingBox();
  const vw = page.viewportSize()!;
  expect(box, 'no popover open').not.toBeNull();
  expect(box!.x, 'popover starts left of the screen').toBeGreaterThanOrEqual(0);
  expect(box!.y, 'popover starts above the screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'popover runs off the right edge').toBeLessThanOrEqual(vw.width + 0.5);
  expect(box!.y + box!.height, 'popover runs off the bottom').toBeLessThanOrEqual(vw.height + 0.5);
}

test('a glossary term opens its definition on tap, in the screen, and stays a link @phone', async ({ page }) => {
  await page.goto(COMBAT);
  const link = page.locator('a.term[href="/death-ride/glossary/#g-lead-unit"]').first();
  const peek = page.locator('button.peek[popovertarget="pt-lead-unit"]').first();
  const pop = page.locator('#pt-lead-unit');
  await expect(pop).toBeHidden();
  await peek.tap();
  await expect(pop).toBeVisible();
  await expect(pop).toContainText('Lead unit: The one unit on each side whose value gives the Strength term');
  await expect(pop.locator('a')).toHaveAttribute('href', '/death-ride/glossary/#g-lead-unit');
  await fitsViewport(page);
  expect(await sidewaysOverflow(page), 'sideways scroll with the popover open').toBe(0);
  // a tap elsewhere closes it (light dismiss); the term itself still jumps to the glossary
  await page.locator('h1').tap();
  await expect(pop).toBeHidden();
  await link.tap();
  await expect(page).toHaveURL(/\/death-ride\/glossary\/#g-lead-unit$/);
});

test('every popover near the right edge of a 320 px screen fits it @phone', async ({ page }) => {
  await page.goto('/metz-1870/rules/fire/');
  // the buttons furthest right on the page: the worst case for a popover placed under its button
  const xs = await page.locator('button.peek').evaluateAll((bs) => bs.map((b, i) => [i, b.getBoundingClientRect().right] as const));
  expect(xs.length, 'no popover buttons on the page').toBeGreaterThan(10);
  const right = [...xs].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([i]) => i);
  for (const i of right) {
    const b = page.locator('button.peek').nth(i);
    await b.scrollIntoViewIfNeeded();
    await b.tap();
    const id = (await b.getAttribute('popovertarget'))!;
    await expect(page.locator(`#${id}`)).toBeVisible();
    await fitsViewport(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.locator(`#${id}`)).toBeHidden();
  }
});

test('a term popover opens on keyboard focus, its link is next in the tab order, Escape closes it', async ({ page }) => {
  await page.goto(COMBAT);
  const link = page.locator('a.term[href="/death-ride/glossary/#g-lead-unit"]').first();
  const peek = page.locator('button.peek[popovertarget="pt-lead-unit"]').first();
  const pop = page.locator('#pt-lead-unit');
  await link.focus();
  await page.keyboard.press('Tab');
  await expect(peek).toBeFocused();
  await expect(peek).toHaveAccessibleName('What is Lead unit?');
  await expect(pop, 'keyboard focus on the button shows the definition').toBeVisible();
  await page.keyboard.press('Enter');
  await expect(pop, 'Enter keeps it shown').toBeVisible();
  await page.keyboard.press('Tab');
  await expect(pop.locator('a')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(pop).toBeHidden();
  await page.keyboard.press('Space');
  await expect(pop, 'Space on the button opens it too').toBeVisible();
});

test("a cross-reference shows the rule's title and first sentence in place, with a link to the rule", async ({ page }) => {
  await page.goto(COMBAT);
  const rules = (await (await page.request.get('/death-ride/rules.json')).json()) as { id: string; title: string; url: string }[];
  const r77 = rules.find((r) => r.id === '7.7')!;
  const pop = page.locator('#pr-7-7');
  await page.locator('button.peek[popovertarget="pr-7-7"]').first().click();
  await expect(pop).toBeVisible();
  await expect(pop.locator('b')).toHaveText(`7.7 ${r77.title}`);
  // the first sentence of the rule's own text, as the page shows it
  const first = (await page.locator('#r-7-7').locator('xpath=..').locator('p').first().innerText()).split('. ')[0]!;
  await expect(pop).toContainText(first);
  await expect(pop.locator('a')).toHaveAttribute('href', r77.url);
  await expect(pop.locator('a')).toHaveText('Go to 7.7');
  // a rule of another chapter: its popover links there
  const r232 = rules.find((r) => r.id === '2.3.2')!;
  await page.locator('button.peek[popovertarget="pr-2-3-2"]').first().click();
  await expect(page.locator('#pr-2-3-2')).toBeVisible();
  await expect(pop, 'opening another popover closes the first').toBeHidden();
  await expect(page.locator('#pr-2-3-2 a')).toHaveAttribute('href', r232.url);
  // the reference itself stays a link to the rule
  await page.keyboard.press('Escape');
  await page.locator(`a.rule-ref[href="${r77.url.replace('/death-ride/rules/combat/', '/death-ride/rules/combat/')}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${r77.url.split('#')[1]}$`));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a rules page with a popover open passes axe (${scheme})`, async ({ page, axe }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(COMBAT);
    await page.locator('button.peek[popovertarget="pt-lead-unit"]').first().click();
    await expect(page.locator('#pt-lead-unit')).toBeVisible();
    const bg = await page.locator('#pt-lead-unit').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg, 'popover background follows the colour scheme').toBe(scheme === 'dark' ? 'rgb(22, 21, 26)' : 'rgb(251, 250, 247)');
    await axe(`term popover (${scheme})`);
    await page.locator('button.peek[popovertarget="pr-7-7"]').first().click();
    await expect(page.locator('#pr-7-7')).toBeVisible();
    await axe(`rule popover (${scheme})`);
  });
}

async function jump(page: Page, text: string) {
  await page.locator('#jump-input').fill(text);
  await page.locator('#jump-input').press('Enter');
}

test('"8.1." shows 8.1 with all its sub-rules; "8.1" only the rule; a chapter number the whole chapter @phone', async ({ page }) => {
  const rules = (await (await page.request.get('/metz-1870/rules.json')).json()) as { id: string }[];
  const sub81 = rules.map((r) => r.id).filter((id) => id === '8.1' || id.startsWith('8.1.'));
  const ch8 = rules.map((r) => r.id).filter((id) => /^8\./.test(id));
  expect(sub81.length).toBeGreaterThan(3);
  await page.goto('/metz-1870/');
  await jump(page, '8.1.');
  await expect(page).toHaveURL(/\/metz-1870\/rules\/fire\/\?tree=8\.1#r-8-1$/);
  const marked = page.locator('section.rule.in-tree');
  await expect(marked).toHaveCount(sub81.length);
  expect(await marked.evaluateAll((s) => s.map((x) => (x as HTMLElement).dataset.rule))).toEqual(sub81);
  await expect(page.locator('section[data-rule="8.2"]')).not.toHaveClass(/in-tree/);
  await expect(page.locator('.tree-note')).toHaveText(`Rule 8.1 with its sub-rules: ${sub81.length} rules, marked by the bar at their left.`);
  await expect(page.locator('#r-8-1')).toBeInViewport();
  expect(await sidewaysOverflow(page)).toBe(0);
  // the exact number: the rule alone, nothing marked
  await jump(page, '8.1');
  await expect(page).toHaveURL(/\/metz-1870\/rules\/fire\/#r-8-1$/);
  await expect(page.locator('section.rule.in-tree')).toHaveCount(0);
  // a chapter number: every rule of the chapter
  await jump(page, '8');
  await expect(page).toHaveURL(/\/metz-1870\/rules\/fire\/\?tree=8#r-8-0$/);
  await expect(marked).toHaveCount(ch8.length);
  await expect(page.locator('.tree-note')).toContainText(`Chapter 8: ${ch8.length} rules`);
});

test('the subtree jump works from the home page too, for each game holding the number', async ({ page }) => {
  await page.goto('/');
  await jump(page, '7.4.');
  const msg = page.locator('[data-jump-msg]');
  await expect(msg.locator('a[href="/death-ride/rules/combat/?tree=7.4#r-7-4"]')).toBeVisible();
  await msg.locator('a[href="/metz-1870/rules/command/?tree=7.4#r-7-4"]').click();
  await expect(page.locator('section.rule.in-tree').first()).toHaveAttribute('data-rule', '7.4');
});
