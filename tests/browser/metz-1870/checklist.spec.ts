import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

test('each tap on the main action shows the new step and its main action, with focus on its heading @phone', async ({ page }) => {
  // formation chits in the cup, so the walk goes through activations too (not only Event chits)
  const seen = await stepThrough(page, 'metz-1870', 30, async (title) => {
    if (title !== 'Fill the draw cup') return;
    for (const side of ['French', 'Prussian']) await page.getByRole('button', { name: `One more ${side} formation chit` }).tap();
  });
  expect(new Set(seen).size, `the walk went through many different steps: ${seen.join(' | ')}`).toBeGreaterThan(8);
});

test('a skip link reaches the current step in two Tabs', async ({ page }) => {
  await skipToStep(page, 'metz-1870');
});
