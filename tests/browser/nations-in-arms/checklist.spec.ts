import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const title = (page: Page) => page.locator('.checklist #step-title');

/** A new game in Autumn 1805 with the pool filled. */
async function toDraw(page: Page) {
  await page.goto('/nations-in-arms/checklist/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(title(page)).toHaveText('Set up your scenario');
  await tap(page, 'Start in this year');
  await tap(page, 'Autumn');
  for (const t of ['Events', 'Diplomacy', 'Declarations of war']) {
    await expect(title(page)).toHaveText(t);
    await tap(page, 'Done: next step');
  }
  await expect(title(page)).toHaveText('Fill the initiative pool');
  await tap(page, 'The pool is ready: start drawing');
  await expect(title(page)).toHaveText('Draw the next marker');
}

test('the initiative pool: exact chances, Autumn’s first Winter Quarters set aside, kept over a reload, undone', async ({ page, axe }) => {
  await toDraw(page);
  const step = page.locator('.step');
  await expect(step).toContainText('In the pool: 13 markers');
  await expect(step).toContainText('Winter Quarters: next 1/13 (7.7%) (ignored, set aside)');
  await axe('Nations in Arms checklist, the pool');
  await tap(page, 'Drew Winter Quarters');
  await expect(step).toContainText('Winter Quarters ignored');
  await expect(step).toContainText('In the pool: 12 markers');
  await expect(step).toContainText('Set aside until a marker is played');
  await expect(page.getByRole('button', { name: 'Drew Winter Quarters' })).toHaveCount(0);
  // undo puts the ignored Winter Quarters back in the pool; drawn again, it is set aside again
  await tap(page, 'Undo');
  await expect(step).toContainText('In the pool: 13 markers');
  await expect(step).not.toContainText('Set aside until a marker is played');
  await expect(step).toContainText('Winter Quarters: next 1/13 (7.7%) (ignored, set aside)');
  await tap(page, 'Drew Winter Quarters');
  await expect(step).toContainText('In the pool: 12 markers');
  await tap(page, 'Drew Empire land 3');
  await expect(title(page)).toHaveText('Land marker: activate the next leader, or stop');
  await expect(page.locator('.counters')).toContainText('Empire land 3: leaders of initiative 3 or more');
  await tap(page, 'No more leaders: next draw');
  // Winter Quarters is back; the Empire's other land markers would go back
  await expect(step).toContainText('In the pool: 12 markers');
  await expect(step).toContainText('Empire land 1: next 1/12 (8.3%) (goes back)');
  await expect(step).toContainText('Winter Quarters: next 1/12 (8.3%) (ends the Operations Phase)');
  await expect(step).toContainText('Coalition land 1: next 1/12 (8.3%); next to be played 1/9 (11.1%)');
  await page.reload();
  await expect(step, 'the pool was not kept over a reload').toContainText('Empire land 1: next 1/12 (8.3%) (goes back)');
  await tap(page, 'Drew Empire land 1');
  await expect(step).toContainText('Back into the pool');
  await tap(page, 'Undo');
  await expect(step).not.toContainText('Back into the pool');
  await tap(page, 'Drew Winter Quarters');
  await expect(title(page)).toHaveText('Final attrition');
  await expect(step).toContainText('the Operations Phase is over');
});

test('the reading of a first-draw Winter Quarters is offered with its default', async ({ page }) => {
  await toDraw(page);
  const select = page.getByLabel('Winter Quarters as a later turn’s first draw');
  await page.locator('details.options summary').click();
  await expect(select).toHaveValue('free');
});

test('each tap on the main action shows the new step and its main action @phone', async ({ page }) => {
  test.setTimeout(90_000);
  const seen = await stepThrough(page, 'nations-in-arms', 14, undefined, { dieRolls: false });
  expect(seen, 'the walk reached the draws').toContain('Draw the next marker');
  expect(new Set(seen).size, seen.join(' | ')).toBeGreaterThan(6);
});

test('a skip link reaches the current step in two Tabs @phone', async ({ page }) => {
  await skipToStep(page, 'nations-in-arms');
});
