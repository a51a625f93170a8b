import { test, expect } from '../fixtures';

const button = (page: import('@playwright/test').Page, name: string) => page.locator('button', { hasText: name });

test('checklist: steps, roll validation, progress survives reload, undo; axe', async ({ page, axe }) => {
  await page.goto('/death-ride/checklist/');
  const title = page.locator('#step-title');
  await expect(title, 'does not start at a new turn').toContainText('New turn');
  await expect(page.locator('main'), 'turn 1 reinforcements not shown').toContainText('area 24');
  await axe('checklist');
  await button(page, 'Done: next step').click();
  await expect(title).toContainText('Chassepot');
  await button(page, 'Done: next step').click();
  await expect(title).toContainText('German impulse');
  await button(page, 'Activate units in one area').click();
  await expect(title).toContainText('last?');
  // bad input: a message beside the field, no step change
  await page.locator('#roll-die').fill('11');
  await button(page, 'Use this roll').click();
  await expect(page.locator('#roll-die-err'), 'no range message').toContainText('cannot be rolled');
  await page.locator('#roll-die').fill('x');
  await button(page, 'Use this roll').click();
  await expect(page.locator('#roll-die-err'), 'no number message').toContainText('not a die value');
  await axe('checklist with errors');
  await page.locator('#roll-die').fill('9');
  await button(page, 'Use this roll').click();
  await expect(title).toContainText('French impulse');
  await page.reload();
  await expect(title, 'progress lost on reload').toContainText('French impulse');
  await expect(page.locator('.counters'), 'counter lost on reload').toContainText(/German impulses\s*1/);
  await button(page, 'Undo').click();
  await expect(title).toContainText('last?');
  await button(page, 'Roll for me').click();
  await expect(title).not.toContainText('last?');
});

test('checklist: a corrupt or outdated save is discarded with a notice', async ({ page }) => {
  // each save is written on the game's hub, where no checklist runs that could save over it
  const openWith = async (saved: string) => {
    await page.goto('/death-ride/');
    await page.evaluate((v) => localStorage.setItem('adc-checklist:death-ride', v), saved);
    await page.goto('/death-ride/checklist/');
    await expect(page.locator('#step-title')).toBeVisible();
  };
  await openWith('{broken');
  await expect(page.locator('.checklist'), 'no notice for a corrupt save').toContainText('could not be read');
  await openWith(JSON.stringify({ schema: 'death-ride-sequence', version: 0, data: { history: [{}] } }));
  await expect(page.locator('.checklist'), 'no notice for an outdated save').toContainText('older version');
  // a context that fits the game's shape (a bad context has its own test, site/bad-saves.spec.ts), in a state the machine lacks
  const context = { turn: 1, french: 0, german: 0, counting: 'pair', extension: 'before-final', granted: false, lastCheck: null };
  await openWith(
    JSON.stringify({ schema: 'death-ride-sequence', version: 1, data: { history: [{ status: 'active', value: 'noSuchState', context, children: {}, historyValue: {} }] } }),
  );
  await expect(page.locator('.checklist'), 'no notice for a save with an unknown state').toContainText('no longer matches');
  await expect(page.locator('#step-title'), 'did not restart').toContainText('New turn');
});
