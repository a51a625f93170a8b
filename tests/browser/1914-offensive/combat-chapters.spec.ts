import { test, expect } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Chapters 7-11 of 1914, Offensive à outrance (movement to retreat and advance): the combat
// tables are absent from our source, so the pages must say so and never fill in a value.
const CHAPTERS = ['combat', 'movement', 'retreat-and-advance', 'specific-unit-types', 'post-combat-effectiveness-checks'];

eachChapterFitsAndPassesAxe('1914-offensive', CHAPTERS);

test('the Combat Intensity matrix is a table of the four outcomes', async ({ page }) => {
  await page.goto('/1914-offensive/rules/combat/');
  const matrix = page.locator('[data-rule="9.8"] table').first();
  await expect(matrix.getByRole('row', { name: /Attacker Not Intense\s+No Intensity\s+Defender Intense/ })).toBeVisible();
  await expect(matrix.getByRole('row', { name: /Attacker INTENSE\s+Attacker Intense\s+Intense Combat/ })).toBeVisible();
});

test('the CRT, Artillery Table and Forced March results are marked absent, with the example cells only', async ({ page }) => {
  await page.goto('/1914-offensive/rules/combat/');
  await expect(page.locator('[data-rule="9.9"] .note.absent')).toContainText('not in our source');
  await expect(page.locator('[data-rule="9.9"] .note.absent')).toContainText('Readings: −1 (default) or +1');
  await page.goto('/1914-offensive/rules/post-combat-effectiveness-checks/');
  await expect(page.locator('[data-rule="10.1"] .note.absent').first()).toContainText('not in our source');
  await page.goto('/1914-offensive/rules/movement/');
  await expect(page.locator('[data-rule="7.2.4"] .note.absent')).toContainText('unknown. Read your card');
});

test('the Repulse rounding conflict is offered as a reading with the rule as default', async ({ page }) => {
  await page.goto('/1914-offensive/rules/movement/');
  const repulse = page.locator('[data-rule="7.4"]');
  await expect(repulse.locator('.note.ambiguity').first()).toContainText('Default on this site: round down');
  // errata H1: the Allied re-roll applies to Repulses
  await expect(repulse).toContainText('Allied Repulses in GTs 1-5');
  await repulse.getByRole('link', { name: '9.9.1' }).first().click();
  await expect(page).toHaveURL(/\/1914-offensive\/rules\/combat\/#r-9-9-1$/);
});
