import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { skipToStep, stepThrough } from '../shared/checklist-phone';

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const title = (page: Page) => page.locator('.checklist #step-title');

async function roll(page: Page, value: number) {
  await page.locator('#roll-die').fill(String(value));
  await tap(page, 'Use this roll');
}
/** Both players' Command Point rolls, recording `cps` (Primary, Secondary, Tertiary, Discretionary) for each. */
async function cpRolls(page: Page, cps: [number, number, number, number]) {
  for (const side of ['French', 'Prussian']) {
    await expect(title(page)).toHaveText('Roll for Command Points');
    await roll(page, 7);
    await expect(title(page)).toHaveText('Record the Command Points');
    for (const [i, t] of ['primary', 'secondary', 'tertiary', 'discretionary'].entries()) await page.locator(`#roll-${t}`).fill(String(cps[i]));
    await tap(page, `Add these ${side} CPs`);
  }
}
async function start(page: Page, cps: [number, number, number, number]) {
  await page.goto('/on-to-paris/checklist/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(title(page)).toHaveText('Set up your scenario');
  await tap(page, 'Start with these settings');
  await tap(page, 'The Empire stands');
  await tap(page, 'Done: next step'); // reinforcements
  await expect(page.locator('.counters')).toContainText('Places the first RL marker');
  await tap(page, 'Done: next step'); // RL markers
  await cpRolls(page, cps);
  await tap(page, 'Done: next step'); // reorganize
  await expect(title(page)).toHaveText('Roll for the Initiative');
}

test('Action Phase: a tie on a total the box lists ends the phase; exact tie chances shown', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await start(page, [0, 0, 0, 0]);
  await expect(page.locator('.step')).toContainText('A tie on any total: 361/3888 (9.3%)'); // 4332/46656
  // two Segments with nothing to spend: no CP, no SP to enter
  for (const [fr, pr] of [
    [12, 10],
    [8, 10],
  ] as const) {
    await roll(page, fr);
    await roll(page, pr);
    await expect(title(page)).toHaveText('Free reinforcement');
    await tap(page, 'Done: next step');
    for (const _ of [1, 2]) {
      // IPs must be spent (8.5.4): only a player with no CP and no SP to enter may end a half with IPs unspent
      await expect(page.getByRole('button', { name: 'End my half-Segment', exact: true })).toHaveCount(0);
      await tap(page, 'No CP left and no SP to enter: end my half-Segment');
    }
    await expect(title(page)).toHaveText('Both players are out of CPs');
    await tap(page, 'SPs are left to enter: next Segment');
  }
  await roll(page, 7);
  await roll(page, 7);
  await expect(title(page)).toHaveText('The marker moves one box right');
  await expect(page.locator('.counters')).toContainText('box 2 of 5 (lists 11)');
  await tap(page, 'Done: next step');
  await cpRolls(page, [0, 0, 0, 0]);
  await roll(page, 11);
  await roll(page, 11);
  await expect(title(page)).toHaveText('The tie ends the Action Phase');
  await axe('On To Paris! checklist, a tie ends the phase');
  await expect(page.getByRole('button', { name: 'Prussian uses the General Staff' })).toHaveCount(0); // no uses in this game
  await tap(page, 'End the Action Phase');
  await expect(title(page)).toHaveText('End of the Action Phase');
});

test('the wallet prices an action, refuses what cannot be paid, pays, and a reload keeps it', async ({ page, axe }) => {
  await start(page, [3, 0, 0, 1]);
  await roll(page, 12);
  await roll(page, 10); // French Initiative, 2 IPs each
  await tap(page, 'Done: next step');
  await expect(page.locator('.counters')).toContainText('French, 2 IPs left');
  await tap(page, 'Activate units (move)');
  await tap(page, 'Army with its attachments (all in its ZOI, with their contents)');
  await expect(page.locator('.step')).toContainText('The price: 3 CP and 2 IP (2 IPs left). Pay it from');
  // the trackers that pay it, beside the price, each with what it holds
  await expect(page.getByRole('button', { name: 'Primary 3 CP — Pay from Primary (+ Discretionary)' })).toBeEnabled();
  await tap(page, 'Add each Corps with an Army (in its ZOI)');
  await expect(page.locator('.step')).toContainText('The price: 4 CP and 5 IP (2 IPs left). Pay it from');
  await expect(page.locator('.step')).toContainText('Primary: It costs 5 IPs; 2 are left in this half-Segment.');
  await expect(page.locator('.step').getByRole('button', { name: /Pay from/, disabled: false })).toHaveCount(0);
  await axe('On To Paris! checklist, the wallet refuses');
  await tap(page, 'Cancel this action');
  await tap(page, 'Activate units (move)');
  await page.getByLabel('How many').fill('2');
  await tap(page, 'Move only Leaders (not combinable)');
  await expect(page.locator('.step')).toContainText('The price: 2 CP and 2 IP (2 IPs left). Pay it from');
  await tap(page, 'Primary 3 CP — Pay from Primary (+ Discretionary)');
  await expect(page.locator('.step')).toContainText('Paid 2 CPs (2 from primary) and 2 IPs.');
  await expect(page.locator('.counters')).toContainText('Primary 1 · Secondary 0 · Tertiary 0 · Discretionary 1');
  await page.reload();
  await expect(page.locator('.counters'), 'the wallet was not kept over a reload').toContainText('Primary 1 · Secondary 0 · Tertiary 0 · Discretionary 1');
  await expect(page.locator('.counters')).toContainText('French, 0 IPs left');
});

test('the Command Point form is filled from the player\'s own chart', async ({ page }) => {
  await page.goto('/on-to-paris/checklist/');
  await page.evaluate(() =>
    localStorage.setItem(
      'adc-chart:on-to-paris/command-points',
      JSON.stringify({ schema: 'aide-de-camp-user-chart', version: 1, savedAt: '', data: { primary: { '7': '4' }, discretionary: { '7': '2' } } }),
    ),
  );
  await page.reload();
  await tap(page, 'Start with these settings');
  await tap(page, 'The Empire stands');
  await tap(page, 'Done: next step');
  await tap(page, 'Done: next step');
  await roll(page, 7);
  await expect(page.locator('#roll-primary')).toHaveValue('4');
  await expect(page.locator('#roll-discretionary')).toHaveValue('2');
  await expect(page.locator('#roll-secondary')).toHaveValue('0');
});

test('each tap on the main action shows the new step and its main action; every step of more than three choices is walked @phone', async ({ page }) => {
  test.setTimeout(150_000);
  // CPs to spend, and a walk steered through each menu of the Action Phase: move, leader, other, then a half ended with CPs left
  let menus = 0;
  // the French half: look at the leader and other menus, move, spend the last IP on reinforcements, end it; the
  // Prussian half: spend both IPs on reinforcements and end it with CPs unspent, for the minimum-activity penalty
  const ersp = 'IPs to Emergency Reinforcements';
  const picks = ['Leader action', 'Other action (RL marker, SPs, depots, bridges…)', 'Activate units (move)', ersp, 'End my half-Segment', ersp, ersp, 'End my half-Segment'];
  const seen = await stepThrough(page, 'on-to-paris', 34, {
    prepare: async (t) => {
      if (t === 'Record the Command Points') await page.locator('#roll-primary').fill('9');
      // Initiative: French 12, Prussian 10 (no tie)
      if (t === 'Roll for the Initiative') await page.locator('#roll-die').fill((await page.locator('.who-rolls').textContent())?.includes('French') ? '12' : '10');
    },
    steer: (t) => {
      if (t === 'Roll for the Initiative') return page.getByRole('button', { name: 'Use this roll' });
      if (t === 'Your half of the Segment' && menus < picks.length) return page.getByRole('button', { name: picks[menus++], exact: true });
      if (t === 'Which leader action?' || t === 'Which other action?') return page.getByRole('button', { name: 'Back', exact: true });
      if (t === 'Price the action and pay') return page.getByRole('button', { name: /Pay from Primary/ });
      if (t === 'Minimum activity: lose 1 CP') return page.getByRole('button', { name: /Take 1 CP from Primary/ });
      return undefined;
    },
  });
  for (const many of ['Your half of the Segment', 'Which units do you activate?', 'Which leader action?', 'Which other action?', 'Price the action and pay', 'Minimum activity: lose 1 CP'])
    expect(seen, `the walk reached "${many}": ${seen.join(' | ')}`).toContain(many);
});

test('a skip link reaches the current step in two Tabs @phone', async ({ page }) => {
  await skipToStep(page, 'on-to-paris');
});
