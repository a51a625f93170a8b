import { test, expect, SUMMARY } from '../fixtures';

test('combat calculator: a shared link reproduces sample B1 exactly; inputs go to the URL; axe', async ({ page, context, axe }) => {
  // notes sample B1: artillery CV 5 + 1 more artillery, adjacent, Cover 1: attackers Spent 1/36
  await page.goto('/death-ride/calculators/combat/?a-cv=5&b-extra=1');
  const fail = page.locator('table.outcomes tr', { hasText: 'Fire fails' });
  await expect(fail, 'B1 failure row').toContainText(/1\/36 \(2\.8%\)/);
  await expect(page.locator('table.outcomes').first(), 'B1: 5 CP should be 6/36').toContainText(/Target absorbs 5 CP.*1\/6 \(16\.7%\)/);
  await expect(page.locator(SUMMARY), 'headline summary missing').toContainText('Target takes casualty points: 35/36 (97.2%)');
  await axe('combat calculator');
  // one more supporting battery: M = +7, failure impossible
  await page.locator('button[aria-label="Increase Additional artillery units in the activation"]').click();
  await expect(page).toHaveURL(/b-extra=2/);
  const url = page.url();
  const failureGone = async () => {
    const first = (await page.locator('table.outcomes').first().textContent())!;
    return !/Fire fails/.test(first) || /Fire fails[^]*?\b0\b/.test((await page.locator('.calc-result').textContent())!);
  };
  await expect.poll(failureGone, { message: 'failure should vanish at M = +7' }).toBe(true);
  const shown = (await page.locator('.calc-result').textContent())!;
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.locator('table.outcomes').first()).toBeVisible();
  await expect.poll(() => other.locator('.calc-result').textContent(), { message: 'the shared link does not reproduce the result' }).toBe(shown);
  await other.close();
  // Back: every change replaces the URL (death-ride/calculator.spec.ts checks it)
});

test('combat calculator: bad input and crafted URLs get a message, never NaN or a blank widget', async ({ page, axe }) => {
  await page.goto('/death-ride/calculators/combat/');
  await expect(page.locator('table.outcomes').first()).toBeVisible();
  await page.locator('#f-a-cv').fill('abc');
  const err = page.locator('#f-a-cv-err');
  await expect(err, 'no message for abc').toContainText('not a whole number');
  await expect(page.locator('table.outcomes'), 'a result is shown for bad input').toHaveCount(0);
  await expect(page.locator('#f-a-cv'), 'field not marked invalid').toHaveAttribute('aria-invalid', 'true');
  await axe('calculator with an error');
  await page.locator('#f-a-cv').fill('-3');
  await expect(err, 'no range message').toContainText('out of range');
  await page.locator('#f-a-cv').fill('');
  await expect(err, 'no message for empty').toContainText('Enter a whole number');
  for (const q of ['?a-cv=999', '?procedure=nuke', '?a-cv=1e3', '?b-range=perhaps', '?a-cv=%3Cscript%3E']) {
    await page.goto(`/death-ride/calculators/combat/${q}`);
    await expect(page.locator('.field-error:visible').first()).toBeVisible();
    await expect(page.locator('.calculator'), `${q}: NaN, undefined or Infinity shown`).not.toContainText(/NaN|undefined|Infinity/);
    await expect(page.locator('table.outcomes'), `${q}: a result is shown`).toHaveCount(0);
  }
});

test('end-of-phase and absorption calculators: exact values from the notes; axe', async ({ page, axe }) => {
  await page.goto('/death-ride/calculators/end-of-phase/');
  await expect(page.locator('table.outcomes').first(), 'm = 0, j = 3 should be 27/125').toContainText('27/125');
  await axe('end-of-phase calculator');
  await page.goto('/death-ride/calculators/end-of-phase/?metz=2');
  await expect(page.locator('table.outcomes').first()).toContainText('3/10');
  await page.goto('/death-ride/calculators/absorption/?nationality=french&fresh=1&spent=0&cp=3');
  await expect(page.locator('.calc-result table').first()).toBeVisible();
  await expect(page.locator('.calc-result'), 'French Fresh unit, 3 CP: should say it cannot be matched exactly').toContainText(/exactly/i);
  await axe('absorption calculator');
});
