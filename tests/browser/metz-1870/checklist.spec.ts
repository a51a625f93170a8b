import { test, expect } from '../fixtures';

const button = (page: import('@playwright/test').Page, name: string) => page.locator('button', { hasText: name });

test('checklist: fill the cup, exact draw chances, the dusk rules note, a draw, reload keeps the cup; axe', async ({ page, axe }) => {
  await page.goto('/metz-1870/checklist/');
  const title = page.locator('#step-title');
  await expect(title).toContainText('Set up the scenario');
  await button(page, 'Done: next step').click();
  await expect(title).toContainText('Which kind of turn');
  await button(page, 'Dusk (9 pm)').click();
  await expect(title).toContainText('Fill the draw cup');
  // the fixed note for a dusk turn comes from the page's HTML, with its rule link
  await expect(page.locator('.step'), 'no dusk rules note').toContainText('Dusk rules this turn');
  expect(await page.locator('.step a[href="/metz-1870/rules/overnight/#r-18-1"]').count(), 'the dusk note has no rule link').toBeGreaterThan(0);
  for (const b of ['Add French formation chits', 'Add French formation chits', 'Add Prussian formation chits']) await button(page, b).click();
  // 6 + 6 events, the FoW chit, 2 French and 1 Prussian formation chits
  await expect(page.getByText("This turn's cup: 16 chits")).toBeVisible();
  await axe('Metz checklist, planning');
  await button(page, 'The cup is ready').click();
  await expect(title).toContainText('Draw a chit');
  const step = page.locator('.step');
  // 2 of 16 chits: 1/8 for the kind, 1/16 for one given chit (5.2)
  await expect(step, 'draw chances wrong').toContainText('2 French formation activation chits: this kind next 1/8 (12.5%); one given chit of them 1/16 (6.3%)');
  // French: 2 formations and 6 events of 16; Prussian: 1 and 6; the FoW chit is nobody's
  await expect(step, 'side chances wrong').toContainText('Next chit French: 1/2 (50.0%); Prussian: 7/16 (43.8%)');
  await axe('Metz checklist, draw');
  await page.getByRole('button', { name: /— Drew a chit of another Prussian formation$/ }).click();
  await expect(page.locator('.counters')).toContainText('15 of 16');
  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.locator('.counters'), 'the cup was not kept over a reload').toContainText('15 of 16');
  await button(page, 'Undo').click();
  await expect(title).toContainText('Draw a chit');
  await expect(page.locator('.counters'), 'undo did not put the chit back').toContainText('16 of 16');
});

test('checklist: a formation chit named by its formation; the cup names it drawn and gives the others their chance; reload keeps it', async ({ page }) => {
  await page.goto('/metz-1870/checklist/');
  const title = page.locator('#step-title');
  await button(page, 'Done: next step').click();
  await button(page, 'Day turn').click();
  await expect(title).toContainText('Fill the draw cup');
  for (let i = 0; i < 3; i++) await button(page, 'Add Prussian formation chits').click();
  await expect(page.getByText("This turn's cup: 16 chits")).toBeVisible();
  await button(page, 'The cup is ready').click();
  const step = page.locator('.step');
  // 16 chits: one given formation's chit comes out next with 1/16
  await expect(step).toContainText('Prussian III Corps, if its chit is in: next 1/16 (6.3%)');
  await page.getByRole('button', { name: /^Prussian III Corps \d+\/\d+ — Drew the Prussian III Corps chit$/ }).click();
  await button(page, 'Defensive posture').click();
  // Fire, Movement, Assault, Rally, Out of Command (5.3 a-f, Defensive Posture)
  for (let i = 0; i < 5; i++) await button(page, 'Done: next step').click();
  await expect(title).toContainText('Draw a chit');
  await page.reload();
  await expect(title).toContainText('Draw a chit');
  // 15 chits left: III Corps is out for the turn and named among the drawn; X Corps is still 1/15
  await expect(step).toContainText('Prussian III Corps');
  await expect(step).toContainText('Prussian X Corps, if its chit is in: next 1/15 (6.7%)');
  await expect(step).not.toContainText('Prussian III Corps, if its chit is in');
  await expect(page.getByRole('button', { name: /Drew the Prussian III Corps chit/ })).toHaveCount(0);
});
