import { test, expect, sidewaysOverflow } from '../fixtures';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const calc of ['fire', 'morale', 'assault', 'reaction-fire', 'charge', 'command', 'bivouac']) {
    test(`the ${calc} calculator loads, fits 360 px and passes axe`, async ({ page, axe }) => {
      await page.goto(`/metz-1870/calculators/${calc}/`);
      await expect(page.locator('.calc-result table, .calc-result .error').first()).toBeVisible();
      await expect(page.locator('.calculator'), `${calc}: NaN, undefined or Infinity shown`).not.toContainText(/NaN|undefined|Infinity/);
      expect(await sidewaysOverflow(page), `${calc}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      const empty = await page
        .locator('.calc-inputs fieldset')
        .evaluateAll((fs) => fs.filter((f) => !f.querySelector('input, select')).map((f) => f.textContent!.trim()));
      expect(empty, `${calc}: empty input groups`).toEqual([]);
      await axe(`Metz ${calc} calculator`);
    });
  }

  test('a shared fire link reproduces example C6 (column 3) and says "read your card"', async ({ page }) => {
    await page.goto('/metz-1870/calculators/fire/?side=french&type=mitrailleuse&range=extended');
    const steps = page.locator('table.steps');
    await expect(steps).toBeVisible();
    await expect(steps, 'C6 final column not 3').toContainText(/Final column\s*3\s*8\.4/i);
    await expect(page.locator('.calc-result'), 'no "read your card" for an unknown column').toContainText(/read your card/i);
  });
});

test('reactions: each rule of 11.4-11.8 links to its calculator with the right kind; a kind of the other calculator gets a message', async ({ page }) => {
  await page.goto('/metz-1870/rules/movement/');
  const expected = [
    ['reaction-fire', 'defensive-fire', 'Repeat penalty'],
    ['reaction-fire', 'opportunity-fire', 'BEATEN ZONE'],
    ['charge', 'charge', 'Chance of the Charge'],
    ['charge', 'countercharge', 'Chance of the Countercharge'],
    ['charge', 'opportunity-charge', 'Chance of the Opportunity Charge'],
  ] as const;
  const hrefs = await page.locator('a.calc-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs, 'the movement chapter\'s calculator links').toEqual(expected.map(([calc, kind]) => `/metz-1870/calculators/${calc}/?kind=${kind}`));
  for (const [i, [, kind, text]] of expected.entries()) {
    await page.goto(hrefs[i]!);
    await expect(page.locator('.calc-result table').first()).toBeVisible();
    await expect(page.locator('#f-kind'), `${kind}: the reaction chosen`).toHaveValue(kind);
    await expect(page.locator('.calc-result'), `${kind}: no "${text}" in the result`).toContainText(text);
  }
  for (const [calc, kind] of [['reaction-fire', 'charge'], ['charge', 'defensive-fire']]) {
    await page.goto(`/metz-1870/calculators/${calc}/?kind=${kind}`);
    await expect(page.locator('#f-kind-err'), `${calc}?kind=${kind}: no message`).toContainText('not one of the choices');
    await expect(page.locator('.calc-result table'), `${calc}?kind=${kind}: a result is shown`).toHaveCount(0);
  }
});
