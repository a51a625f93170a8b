import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

test('each tap on the main action shows the new step and its main action, with focus on its heading @phone', async ({ page }) => {
  test.setTimeout(90_000); // dozens of taps, each checked
  // formation chits in the cup, so the walk goes through activations too (not only Event chits)
  const seen = await stepThrough(page, 'metz-1870', 30, {
    prepare: async (title) => {
      if (title !== 'Fill the draw cup') return;
      for (const side of ['French', 'Prussian']) await page.getByRole('button', { name: `Add ${side} formation chits` }).tap();
    },
  });
  expect(new Set(seen).size, `the walk went through many different steps: ${seen.join(' | ')}`).toBeGreaterThan(8);
  for (const many of ['Which kind of turn is this?', 'Fill the draw cup', 'Draw a chit']) expect(seen, many).toContain(many);
});

test('a skip link reaches the current step in two Tabs', async ({ page }) => {
  await skipToStep(page, 'metz-1870');
});

test('the cup takes several chits of one kind in one tap (a count)', async ({ page }) => {
  await page.goto('/metz-1870/checklist/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Done: next step' }).click();
  await page.getByRole('button', { name: 'Day turn' }).click();
  await expect(page.locator('.checklist #step-title')).toHaveText('Fill the draw cup');
  await page.getByLabel('Chits each Add or Take out button moves').fill('4');
  await page.getByRole('button', { name: 'Add French formation chits' }).click();
  await expect(page.locator('.checklist')).toContainText('4 French formation activation chits');
  await page.getByLabel('Chits each Add or Take out button moves').fill('3');
  await page.getByRole('button', { name: 'Take out French Event chits' }).click();
  await expect(page.locator('.checklist')).toContainText('3 French Event chits');
  await expect(page.locator('.checklist')).toContainText("This turn's cup: 14 chits");
});

test('the night turn and an Event chit: the overnight cup and the choice of side are walked too @phone', async ({ page }) => {
  test.setTimeout(90_000);
  let turns = 0;
  const night = await stepThrough(page, 'metz-1870', 8, {
    dieRolls: false,
    prepare: async (title) => {
      if (title === 'Fill the draw cup (overnight)') await page.getByRole('button', { name: 'Add French formation chits' }).tap();
    },
    steer: (title) => (title === 'Which kind of turn is this?' && turns++ === 0 ? page.getByRole('button', { name: 'Evening (10 pm-12 am)' }) : undefined),
  });
  expect(night, night.join(' | ')).toContain('Fill the draw cup (overnight)');
  const events = await stepThrough(page, 'metz-1870', 6, {
    dieRolls: false,
    prepare: async (title) => {
      if (title === 'Fill the draw cup') await page.getByRole('button', { name: 'Add French Event chits' }).tap();
    },
    steer: (title) => (title === 'Draw a chit' ? page.getByRole('button', { name: 'Drew a French Event chit' }) : undefined),
  });
  expect(events, events.join(' | ')).toContain('Event chit: which side will you use?');
});
