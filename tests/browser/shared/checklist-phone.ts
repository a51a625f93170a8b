// Shared by every game's checklist spec: step through the checklist on a phone, tapping each step's
// main action (or the choice a game's walk steers to), and after every tap check what a player holding
// the phone in one hand needs: the new step's heading and its who-acts line on screen and uncovered,
// its main action on screen and uncovered, focus on the heading, and the bar at the foot of the screen
// no taller than a quarter of it.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Every enabled choice the step offers, wherever it is laid out: in the bar, in a block (chips or rows), in the step's own list. */
export const choices = (page: Page) => page.locator('.checklist :is(.bar, .chips, .choice-rows, .step-choices) button:not([disabled])');

/**
 * The step's main action: the bar's "next"/"ready" button, a roll form's submit (its die filled), else
 * the bar's first button, else the first enabled choice laid out in the step.
 */
export async function mainAction(page: Page): Promise<{ button: Locator; before?: () => Promise<void> }> {
  const bar = page.locator('.checklist .bar button:not([disabled])');
  const next = bar.filter({ hasText: /next|ready/i });
  if (await next.count()) return { button: next.first() };
  const form = page.locator('form.roll');
  // a form without a die (e.g. CPs to record): its own submit button, with the defaults
  if ((await form.count()) && !(await page.locator('#roll-die').count())) return { button: page.locator('.checklist p.bar button[type="submit"]') };
  if (await form.count()) {
    const range = (await page.locator('label[for="roll-die"]').textContent()) ?? '';
    const low = /\((\d+)-/.exec(range)?.[1] ?? '1';
    return { button: page.getByRole('button', { name: 'Use this roll' }), before: () => page.locator('#roll-die').fill(low) };
  }
  if (await bar.count()) return { button: bar.first() };
  return { button: choices(page).first() };
}

/** The whole box of an element lies inside the viewport (no scrolling needed to see it), and nothing fixed or sticky covers it. */
export async function expectOnScreen(page: Page, l: Locator, what: string): Promise<void> {
  const vp = page.viewportSize()!;
  const b = await l.boundingBox();
  expect(b, `${what} is rendered`).not.toBeNull();
  const where = `${what} at y=${Math.round(b!.y)}..${Math.round(b!.y + b!.height)} in a ${vp.height}px viewport`;
  expect(b!.y, where).toBeGreaterThanOrEqual(0);
  expect(b!.y + b!.height, where).toBeLessThanOrEqual(vp.height);
  // not hidden under the sticky bar or the pinned header: the element is what a tap at its corner and its middle hits
  const cover = await l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (const [x, y] of [
      [r.left + Math.min(8, r.width / 2), r.top + Math.min(8, r.height / 2)],
      [r.left + r.width / 2, r.top + r.height / 2],
    ]) {
      const top = document.elementFromPoint(x!, y!);
      if (!top || !(el === top || el.contains(top))) return `${top?.tagName.toLowerCase()}.${top?.className} (html.${document.documentElement.className})`;
    }
    return '';
  });
  expect(cover, `${where} is not covered`).toBe('');
}

/** What a player must see after any tap: the step, who acts, the main action; the bar a quarter of the screen at most. */
export async function expectStepInView(page: Page, what: string): Promise<void> {
  const heading = page.locator('.checklist #step-title');
  await expect(heading).toBeFocused();
  await expectOnScreen(page, heading, `${what}: heading "${await heading.textContent()}"`);
  await expectOnScreen(page, page.locator('.checklist .step .who'), `${what}: who acts`);
  const vh = page.viewportSize()!.height;
  for (const bar of await page.locator('.checklist .bar').all()) {
    const b = await bar.boundingBox();
    // the sticky one, at the foot of the screen
    if (b && b.y + b.height > vh - 2 && b.y < vh) expect(b.height, `${what}: the bar covers ${Math.round(b.height)} of ${vh}px`).toBeLessThanOrEqual(vh / 4);
  }
  const { button } = await mainAction(page);
  await expectOnScreen(page, button, `${what}: main action "${(await button.textContent())?.trim()}"`);
}

export interface Walk {
  /** before each tap, with the current step's title (e.g. put chits in the cup) */
  prepare?: (title: string) => Promise<void>;
  /** the button to tap instead of the main action, where the walk should go another way */
  steer?: (title: string) => Locator | undefined;
  /** false for a checklist whose walk meets no die (Nations in Arms reports draws, not rolls) */
  dieRolls?: boolean;
}

export async function stepThrough(page: Page, game: string, taps: number, { prepare, steer, dieRolls = true }: Walk = {}): Promise<string[]> {
  await page.goto(`/${game}/checklist/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const heading = page.locator('.checklist #step-title');
  await expect(heading).toBeVisible();
  const seen: string[] = [];
  let rolls = 0;
  for (let i = 0; i < taps; i++) {
    const now = (await heading.textContent()) ?? '';
    await prepare?.(now);
    const steered = steer?.(now);
    const { button, before } = steered ? { button: steered, before: undefined } : await mainAction(page);
    await before?.();
    if (before) rolls++;
    await button.tap();
    seen.push((await heading.textContent()) ?? '');
    await expectStepInView(page, `tap ${i + 1} (after "${now}")`);
  }
  if (dieRolls) expect(rolls, 'the walk submitted roll forms too').toBeGreaterThan(0);
  // Undo, at the foot of the page: the step it brings back is shown as any other
  for (const i of [1, 2]) {
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expectStepInView(page, `undo ${i}`);
  }
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
