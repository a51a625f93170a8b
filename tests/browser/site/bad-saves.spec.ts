// Bad checklist saves (issue 14, section 8): a save whose machine context does not fit the
// game's shape is discarded with a notice, the checklist starts at turn 1, and the bad save is
// not kept (a reload shows no notice). Saves are written on the game's hub page, where no
// checklist runs, then the checklist is opened.
import { test, expect } from '../fixtures';
import type { Page } from '@playwright/test';

const KEY = (game: string) => `adc-checklist:${game}`;

/** A good save made by the checklist itself. */
async function goodSave(page: Page, game: string): Promise<{ data: { history: { context: Record<string, unknown> }[] } }> {
  await page.goto(`/${game}/checklist/`);
  await expect(page.locator('.checklist .counters')).toBeVisible();
  const raw = await page.evaluate((k) => localStorage.getItem(k), KEY(game));
  expect(raw).toBeTruthy();
  return JSON.parse(raw!);
}

async function openWith(page: Page, game: string, save: unknown) {
  await page.goto(`/${game}/`);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY(game), JSON.stringify(save)]);
  await page.goto(`/${game}/checklist/`);
}

const CASES: [string, (c: Record<string, unknown>) => Record<string, unknown>][] = [
  ['an empty context', () => ({})],
  ['turn 999', (c) => ({ ...c, turn: 999 })],
  ['turn -1', (c) => ({ ...c, turn: -1 })],
  ['turn "abc"', (c) => ({ ...c, turn: 'abc' })],
];

for (const game of ['death-ride', 'metz-1870', 'on-to-paris']) {
  // every case from one good save (a test each made the same save again)
  test(`${game}: a save with ${CASES.map(([name]) => name).join(', ')} is discarded with a notice, as is a save with a bad earlier step @phone`, async ({ page }) => {
    const good = await goodSave(page, game);
    for (const [name, bad] of CASES) {
      const save = structuredClone(good);
      const h = save.data.history;
      h[h.length - 1]!.context = bad(h[h.length - 1]!.context);
      await openWith(page, game, save);
      await expect(page.locator('.checklist > p.notice[role="status"]'), name).toContainText('discarded');
      const counters = page.locator('.checklist .counters');
      await expect(counters, name).toContainText(/Turn\s*1(?!\d)/);
      const text = await page.locator('.checklist').innerText();
      expect(text, name).not.toMatch(/\bNaN\b|undefined|999|abc/);
      // the bad save was replaced: a reload starts clean, without the notice
      await page.reload();
      await expect(counters, name).toBeVisible();
      await expect(page.locator('.checklist > p.notice[role="status"]'), name).toHaveCount(0);
    }
    // a bad step earlier in the history (reached by undo) discards the save too
    const save = structuredClone(good);
    const first = save.data.history[0]!;
    save.data.history = [{ ...first, context: { ...first.context, turn: 999 } }, first];
    await openWith(page, game, save);
    await expect(page.locator('.checklist > p.notice[role="status"]'), 'a bad earlier step').toContainText('discarded');
  });
}
