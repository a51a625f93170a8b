import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const title = (page: Page) => page.locator('.checklist #step-title');
/** A marker's chip in the pool: its name and its chance of coming out next. */
const drew = (page: Page, marker: string) => page.getByRole('button', { name: new RegExp(`^${marker} \\d+/\\d+ — Drew ${marker}$`) }).click();

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
  // the 13 markers as chips, each with its chance on it
  await expect(page.locator('.chips button')).toHaveCount(13);
  await expect(page.getByRole('button', { name: 'Winter Quarters 1/13 — Drew Winter Quarters' })).toContainText('Winter Quarters 1/13');
  await axe('Nations in Arms checklist, the pool');
  await drew(page, 'Winter Quarters');
  await expect(step).toContainText('Winter Quarters ignored');
  await expect(step).toContainText('In the pool: 12 markers');
  await expect(step).toContainText('Set aside until a marker is played');
  await expect(page.getByRole('button', { name: /Drew Winter Quarters/ })).toHaveCount(0);
  // undo puts the ignored Winter Quarters back in the pool; drawn again, it is set aside again
  await tap(page, 'Undo');
  await expect(step).toContainText('In the pool: 13 markers');
  await expect(step).not.toContainText('Set aside until a marker is played');
  await expect(step).toContainText('Winter Quarters: next 1/13 (7.7%) (ignored, set aside)');
  await drew(page, 'Winter Quarters');
  await expect(step).toContainText('In the pool: 12 markers');
  await drew(page, 'Empire land 3');
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
  await drew(page, 'Empire land 1');
  await expect(step).toContainText('Back into the pool');
  await tap(page, 'Undo');
  await expect(step).not.toContainText('Back into the pool');
  await drew(page, 'Winter Quarters');
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
  const seen = await stepThrough(page, 'nations-in-arms', 16, { dieRolls: false });
  // the steps of more than three choices: the season (four) and the draw (a chip for each of the 13 markers)
  expect(seen, 'the walk reached the season').toContain('Which season does the scenario start in?');
  expect(seen, 'the walk reached the draws').toContain('Draw the next marker');
  expect(new Set(seen).size, seen.join(' | ')).toBeGreaterThan(6);
});

test('a skip link reaches the current step in two Tabs @phone', async ({ page }) => {
  await skipToStep(page, 'nations-in-arms');
});
