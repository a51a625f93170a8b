// The On To Paris! combat calculator (13.2): the exact losses from a CRT the player entered,
// "read your card" without it, on a phone without sideways scrolling, and axe.
import { test, expect, sidewaysOverflow, SUMMARY } from '../fixtures';
import type { Page } from '@playwright/test';

const ROWS = ['1 or less', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13 or more'];
/** the "0" column, medium lines: 2-6 "- / -", 7-9 "1 / D", 10-12 "D1 / 2" */
const zeroColumn = { '0': Object.fromEntries(ROWS.slice(1, 12).map((r, i) => [`${r} m`, i + 2 <= 6 ? '- / -' : i + 2 <= 9 ? '1 / D' : 'D1 / 2'])) };

async function storeCrt(page: Page, cells: Record<string, Record<string, string>>) {
  await page.goto('/on-to-paris/');
  const env = { schema: 'aide-de-camp-user-chart', version: 1, savedAt: new Date().toISOString(), data: cells };
  await page.evaluate((v) => localStorage.setItem('adc-chart:on-to-paris/crt', v), JSON.stringify(env));
}

test("with the player's CRT column entered: the exact losses of each side and the Victor over both rolls @phone", async ({ page, axe }) => {
  await storeCrt(page, zeroColumn);
  await page.goto('/on-to-paris/calculators/combat/?a-reg=6&d-reg=6');
  const result = page.locator('.calc-result');
  const attacker = result.locator('table', { has: page.getByText("Attacker's losses (from the Defender's roll)") });
  await expect(attacker).toContainText('5/12');
  await expect(attacker).toContainText('D1');
  await expect(attacker).toContainText('1/6');
  await expect(result.locator('table', { has: page.getByText("Defender's losses (from the Attacker's roll)") })).toContainText('5/12');
  await expect(result.locator('table', { has: page.getByText(/^Victor/) })).toContainText('5/16');
  await expect(result).not.toContainText(/read your card/i);
  await expect(page.locator('.calculator')).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('On To Paris! combat calculator with a CRT column entered');
});

test('a DRM that reaches a line the player has not entered says which totals are missing and links to the chart', async ({ page }) => {
  await storeCrt(page, zeroColumn);
  await page.goto('/on-to-paris/calculators/combat/?a-reg=6&d-reg=6&ad=1');
  const result = page.locator('.calc-result');
  await expect(result).toContainText(/Read your card: column 0/);
  await expect(result).toContainText('0 medium, totals 13 or more');
  await expect(page.locator('a.calc-link[href^="/on-to-paris/charts/crt/"]')).toBeVisible();
});

test('without a CRT: the column, the size rows, both DRMs and "read your card"; the long form fits a phone @phone', async ({ page, axe }) => {
  await page.goto('/on-to-paris/calculators/combat/?a-reg=20&a-cav=4&d-reg=12&d-cav=1&a-armies=2&a-attd=1&a-ar1=2&a-corps=2&ad=1&tf=1&tf-box=4&rolled=1&d-cD=1');
  const result = page.locator('.calc-result');
  await expect(result).toContainText('+5 or more (differential +8)');
  // 13.9.1: two Armies in the combat and one more through an Attached Corps: three Armies
  await expect(result).toContainText('Attacker brings 3 Armies');
  await expect(page.getByLabel('Other Armies with an Attached Corps or Cavalry Division in the combat', { exact: true }).first()).toHaveValue('1');
  await expect(result).toContainText(/read your card/i);
  await expect(result).toContainText('1/12');
  await expect(page.getByRole('group', { name: "Attacker's leaders" })).toBeVisible();
  await expect(page.getByLabel('Corps leader 2: Tactical Rating').first()).toBeVisible();
  await expect(page.getByLabel('Corps leader 3: Tactical Rating').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('.calculator')).not.toContainText(/\bNaN\b|undefined|Infinity/);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('On To Paris! combat calculator, long form');
});

test('13.9.2 both Army Re-roll Values negative: the reading is offered beside its default, and changing it changes the re-rolls and the link', async ({ page }) => {
  await page.goto('/on-to-paris/calculators/combat/?a-armies=1&a-ar1=-1&d-armies=1&d-ar1=-1');
  const result = page.locator('.calc-result');
  await expect(result).toContainText('Attacker -1, Defender -1: re-rolls Attacker 0, Defender 0');
  const reading = page.getByLabel('Both Army Re-roll Values negative');
  await expect(reading).toHaveValue('net');
  await reading.selectOption('move');
  await expect(result).toContainText('Attacker -1, Defender -1: re-rolls Attacker 1, Defender 1');
  await expect(page).toHaveURL(/rrneg=move/);
  // with no Army on one side the two readings agree, and the setting is not shown
  await page.goto('/on-to-paris/calculators/combat/?a-armies=1&a-ar1=-1');
  await expect(page.locator('.calc-result')).toContainText('re-rolls Attacker 0, Defender 1');
  await expect(page.getByLabel('Both Army Re-roll Values negative')).toBeHidden();
});

// The steps only some combats have (artillery, the penalty tracks, what follows the CRT roll) load when
// the inputs first ask for them (lib/part.ts): the page as it opens pays for none of them.
const PART = /\/_astro\/(artillery|tracks|victor)-step\.[\w-]+\.js$/;

test('the page as it opens loads none of the later steps; Artillery Strength typed loads the artillery steps and shows them @phone', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => PART.test(r.url()) && asked.push(r.url().replace(/.*\/_astro\/([a-z]+)-step.*/, '$1')));
  await page.goto('/on-to-paris/calculators/combat/');
  await expect(page.locator(SUMMARY)).toContainText('Final column');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.locator('#f-a-art').fill('6');
  const result = page.locator('.calc-result');
  await expect(result).toContainText("Attacker's Artillery Strength");
  await expect(result).toContainText(/Read your card: Attacker's artillery rolls 2D6 on the Artillery Effects Table at strength 6/);
  expect(asked).toEqual(['artillery']);
  await expect(page).toHaveURL(/a-art=6/);
  await page.locator('#f-tf').check();
  await expect(result).toContainText('Time Fuse Penalty');
  expect(asked).toEqual(['artillery', 'tracks']);
  await expect(page.locator('.calculator')).not.toContainText(/\bNaN\b|undefined|Infinity/);
});

test('a later step whose code cannot be fetched is said as the result\'s failure, and the inputs that do not need it still compute @phone375', async ({ page }) => {
  // a dropped connection, or a new version of the site that replaced the chunk an open page asks for
  await page.route(PART, (r) => r.abort());
  await page.goto('/on-to-paris/calculators/combat/?a-art=6');
  const result = page.locator('.calc-result');
  await expect(result.getByRole('alert')).toContainText(/could not be computed: the code for these inputs could not be loaded .*reload the page/);
  await expect(page.locator(SUMMARY)).toBeHidden();
  await page.locator('#f-a-art').fill('0');
  await expect(page.locator(SUMMARY)).toContainText('Final column');
  await expect(result.getByRole('alert')).toHaveCount(0);
});

test('a value the form refuses hides the summary bar (no figures left from the last good input), and a good one brings it back @phone320', async ({ page }) => {
  await page.goto('/on-to-paris/calculators/combat/?a-reg=8');
  const bar = page.locator(SUMMARY);
  await expect(bar).toContainText('Final column');
  await page.locator('#f-a-reg').fill('-5');
  await expect(page.locator('.calc-result').getByRole('alert')).toContainText('Fix the field marked above');
  await expect(bar).toBeHidden();
  await page.locator('#f-a-reg').fill('9');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Final column');
});
