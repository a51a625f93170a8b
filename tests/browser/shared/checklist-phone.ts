// Shared by both games' checklist specs: step through the checklist tapping each step's main
// action, and after every tap check that the new step's heading and its main action are both on
// screen without scrolling, and that focus moved to the heading.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The step's main action: "Done: next step", the cup's "ready", a roll form's submit, else the first choice. */
export async function mainAction(page: Page): Promise<{ button: Locator; before?: () => Promise<void> }> {
  const next = page.getByRole('button', { name: /next|ready/i });
  if (await next.count()) return { button: next.first() };
  const form = page.locator('form.roll');
  // a form without a die (e.g. CPs to record): its own submit button, with the defaults
  if ((await form.count()) && !(await page.locator('#roll-die').count())) return { button: page.locator('.checklist p.bar button[type="submit"]') };
  if (await form.count()) {
    const range = (await page.locator('label[for="roll-die"]').textContent()) ?? '';
    const low = /\((\d+)-/.exec(range)?.[1] ?? '1';
    // the highest value keeps most roll steps moving on (a 1 can end a chain early, which is fine too)
    return { button: page.getByRole('button', { name: 'Use this roll' }), before: () => page.locator('#roll-die').fill(low) };
  }
  return { button: page.getByRole('group', { name: 'What you can do now' }).getByRole('button').first() };
}

/** The whole box of an element lies inside the viewport (no scrolling needed to see it). */
export async function expectOnScreen(page: Page, l: Locator, what: string): Promise<void> {
  const vp = page.viewportSize()!;
  const b = await l.boundingBox();
  expect(b, `${what} is rendered`).not.toBeNull();
  const where = `${what} at y=${Math.round(b!.y)}..${Math.round(b!.y + b!.height)} in a ${vp.height}px viewport`;
  expect(b!.y, where).toBeGreaterThanOrEqual(0);
  expect(b!.y + b!.height, where).toBeLessThanOrEqual(vp.height);
  // not hidden under the sticky action bar
  const hit = await l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + Math.min(8, r.width / 2), r.top + Math.min(8, r.height / 2));
    return !!top && (el === top || el.contains(top));
  });
  expect(hit, `${where} is not covered`).toBe(true);
}

/** `dieRolls: false` for a checklist whose walk meets no die (Nations in Arms reports draws, not rolls). */
export async function stepThrough(page: Page, game: string, taps: number, prepare?: (title: string) => Promise<void>, { dieRolls = true } = {}): Promise<string[]> {
  await page.goto(`/${game}/checklist/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const heading = page.locator('.checklist #step-title');
  await expect(heading).toBeVisible();
  const seen: string[] = [];
  let rolls = 0;
  let nexts = 0;
  for (let i = 0; i < taps; i++) {
    await prepare?.((await heading.textContent()) ?? '');
    const { button, before } = await mainAction(page);
    await before?.();
    if (before) rolls++;
    if (/next/i.test((await button.textContent()) ?? '')) nexts++;
    await button.tap();
    await expect(heading).toBeFocused();
    const title = (await heading.textContent()) ?? '';
    seen.push(title);
    await expectOnScreen(page, heading, `tap ${i + 1}: heading "${title}"`);
    const nextMain = await mainAction(page);
    await expectOnScreen(page, nextMain.button, `tap ${i + 1}: main action of "${title}"`);
  }
  if (dieRolls) expect(rolls, 'the walk submitted roll forms too').toBeGreaterThan(0);
  // other checks find the main action by this word
  expect(nexts, 'taps on a button whose accessible name contains "next"').toBeGreaterThan(0);
  return seen;
}

/** From the top of the page, a skip link within two Tabs lands on the current step's heading. */
export async function skipToStep(page: Page, game: string): Promise<void> {
  await page.goto(`/${game}/checklist/`);
  const heading = page.locator('.checklist #step-title');
  await expect(heading).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to the current step');
  await expect(page.locator(':focus')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
}
