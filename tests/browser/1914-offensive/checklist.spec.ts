import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const title = (page: Page) => page.locator('.checklist #step-title');

async function start(page: Page) {
  await page.goto('/1914-offensive/checklist/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(title(page)).toHaveText('Set up your scenario');
  await tap(page, 'Start with these game turns');
  await expect(title(page)).toHaveText('Preliminary Phase');
}
/** NEXT until the step titled `to`. */
async function nextUntil(page: Page, to: string) {
  for (let i = 0; i < 40 && (await title(page).textContent()) !== to; i++) await tap(page, 'Done: next step');
  await expect(title(page)).toHaveText(to);
}

test('the GT Record Track: a reminder added mid-phase comes back on its game turn, over a reload', async ({ page, axe }) => {
  await start(page);
  await nextUntil(page, 'Movement (9 MPs)');
  await expect(page.locator('.step')).toContainText('French units may not Forced March in this Movement Phase.');
  await expect(page.getByRole('link', { name: 'Effectiveness Check (Forced March)' })).toHaveAttribute('href', '/1914-offensive/calculators/effectiveness/?mode=forced-march');
  await tap(page, 'Put something on the GT Record Track');
  await expect(title(page)).toHaveText('What goes on the GT Record Track?');
  await axe('1914 checklist, the GT Record Track');
  await tap(page, 'An eliminated Allied Corps Train (back in 2 GTs)');
  await expect(title(page), 'back at the step it left').toHaveText('Movement (9 MPs)');
  await expect(page.locator('.counters')).toContainText('1 reminder, next on GT 3');
  await page.reload();
  await expect(page.locator('.counters'), 'the reminder was not kept over a reload').toContainText('1 reminder, next on GT 3');
  // on to GT 3: the Allied and German turns of GT 1 and 2
  for (let turn = 0; turn < 4; turn++) {
    await nextUntil(page, 'Finishing');
    await tap(page, 'Done: next step');
  }
  await expect(page.locator('.counters')).toContainText('3 of 30');
  await expect(title(page)).toHaveText('Preliminary Phase');
  await expect(page.locator('.step')).toContainText('Due back on GT 3');
  await expect(page.locator('.step')).toContainText('Corps Train (put on the track on GT 1)');
  await axe('1914 checklist, a reminder due');
});

test('the Movement Phase opens the Effectiveness Check on its Forced March mode in one tap', async ({ page }) => {
  await start(page);
  await nextUntil(page, 'Movement (9 MPs)');
  await page.getByRole('link', { name: 'Effectiveness Check (Forced March)' }).click();
  await expect(page).toHaveURL(/\/1914-offensive\/calculators\/effectiveness\/\?mode=forced-march$/);
  await expect(page.getByLabel('Which check')).toHaveValue('forced-march');
});

test('a save from before reminders recorded their owner still loads, and its reminder is raised', async ({ page }) => {
  await start(page);
  await page.evaluate(() => {
    // the Allied Preliminary Phase of GT 3, with a Corps Train put on the track as the site saved it before (no side)
    const k = 'adc-checklist:1914-offensive';
    const saved = JSON.parse(localStorage.getItem(k)!);
    const last = saved.data.history.at(-1);
    saved.data.history.push({ ...last, value: { turn: 'prelim' }, context: { ...last.context, gt: 3, side: 'Allied', reminders: [{ kind: 'train', from: 1, due: 3 }] } });
    localStorage.setItem(k, JSON.stringify(saved));
  });
  await page.reload();
  await expect(title(page)).toHaveText('Preliminary Phase');
  await expect(page.locator('.checklist > p.notice[role="status"]')).toHaveCount(0);
  await expect(page.locator('.counters')).toContainText('3 of 30');
  await expect(page.locator('.step')).toContainText('Corps Train (put on the track on GT 1)');
});

test('the Inter-Phase after GT 3', async ({ page }) => {
  await start(page);
  await page.evaluate(() => {
    // a saved game at the German Finishing Phase of GT 3
    const k = 'adc-checklist:1914-offensive';
    const saved = JSON.parse(localStorage.getItem(k)!);
    const last = saved.data.history.at(-1);
    saved.data.history.push({ ...last, value: { turn: 'finishing' }, context: { ...last.context, gt: 3, side: 'German' } });
    localStorage.setItem(k, JSON.stringify(saved));
  });
  await page.reload();
  await expect(title(page)).toHaveText('Finishing');
  await tap(page, 'Done: next step');
  await expect(title(page)).toHaveText('Replacement Segment');
  await expect(page.locator('.counters')).toContainText('none: Inter-Phase');
});

test('each tap on the main action shows the new step and its main action @phone', async ({ page }) => {
  test.setTimeout(90_000);
  const seen = await stepThrough(page, '1914-offensive', 14, { dieRolls: false });
  expect(seen).toContain('Movement (9 MPs)');
});

test('a skip link reaches the current step in two Tabs @phone', async ({ page }) => {
  await skipToStep(page, '1914-offensive');
});
