import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

test('each tap on the main action shows the new step and its main action, with focus on its heading @phone', async ({ page }) => {
  test.setTimeout(90_000); // dozens of taps, each checked
  const seen = await stepThrough(page, 'death-ride', 25);
  expect(new Set(seen).size, `the walk went through many different steps: ${seen.join(' | ')}`).toBeGreaterThan(8);
  // the impulse steps offer four choices each (pass, a leader, an area, reorganise)
  for (const many of ['German impulse', 'French extra impulse']) expect(seen, many).toContain(many);
});

test('a skip link reaches the current step in two Tabs', async ({ page }) => {
  await skipToStep(page, 'death-ride');
});
