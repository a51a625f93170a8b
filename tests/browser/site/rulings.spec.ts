// The table's own rulings (issue 23) on the rules pages: add, edit and delete a ruling under its
// rule, kept on the device across a reload, marked on the rule and in the game's rules list; a
// damaged store is set aside with a notice. With axe on each view. The main walk (add, edit, delete)
// runs at 320 and 375 px (@phone); the other flows, whose steps do not change with 55 px of width, at
// 320 px (@phone320): phone-fit.spec.ts checks that the rules pages and each game's "Our rulings" fit both widths.
import { test, expect, sidewaysOverflow, axeViolations as axeOn } from '../fixtures';

const PAGE = '/metz-1870/rules/fire/';
const KEY = 'adc-rulings:metz-1870';

test('add, edit and delete a ruling under its rule; it survives a reload @phone', async ({ page, axe }) => {
  await page.goto(PAGE);
  const rule = page.locator('section.rule[data-rule="8.1"]');
  const add = rule.getByRole('button', { name: 'Add a ruling on rule 8.1', exact: true });
  await expect(add).toBeVisible();
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await add.click();
  const form = page.getByRole('form', { name: 'A new ruling on rule 8.1' });
  await expect(form.getByLabel('The ruling')).toBeFocused();
  await form.getByLabel('Clarification').check();
  await form.getByLabel('The ruling').fill('Fire at a hex with two units: both take the result.');
  await form.getByLabel('Source (optional)').fill('https://example.org/forum/42');
  await form.getByLabel('Date').fill('2026-03-12');
  expect(await sidewaysOverflow(page)).toBe(0);
  await axe('ruling form');
  await form.getByRole('button', { name: 'Save ruling' }).click();
  await expect(form).toHaveCount(0);

  const shown = rule.locator('.ruling');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Clarification · 2026-03-12');
  await expect(shown).toContainText('both take the result');
  await expect(shown.getByRole('link', { name: 'https://example.org/forum/42' })).toBeVisible();
  await expect(rule.locator('.ruling-mark')).toHaveText('our ruling');
  await expect(page.locator('[data-rulings-notice]')).toContainText('saved');
  await axe('a ruling shown');

  await page.reload();
  await expect(rule.locator('.ruling')).toContainText('both take the result');
  await expect(page.locator('section.rule[data-rule="8.0"] .ruling')).toHaveCount(0);

  // the game's rules list marks the rule
  await page.goto('/metz-1870/rules/');
  await expect(page.locator('li[data-rule="8.1"] .rule-list-mark')).toHaveText(' · our ruling');
  await expect(page.locator('.rule-list-mark')).toHaveCount(1);
  await page.goBack();

  await rule.getByRole('button', { name: 'Edit clarification on rule 8.1' }).click();
  const edit = page.getByRole('form', { name: 'Edit the ruling on rule 8.1' });
  await expect(edit.getByLabel('The ruling')).toHaveValue('Fire at a hex with two units: both take the result.');
  await edit.getByLabel('House rule').check();
  await edit.getByLabel('The ruling').fill('We fire at the top unit only.');
  await edit.getByLabel('Source (optional)').fill('');
  await edit.getByRole('button', { name: 'Save ruling' }).click();
  await expect(rule.locator('.ruling')).toHaveCount(1);
  await expect(rule.locator('.ruling')).toContainText('House rule · 2026-03-12');
  await expect(rule.locator('.ruling')).toContainText('We fire at the top unit only.');
  await expect(rule.locator('.ruling-source')).toHaveCount(0);

  await rule.getByRole('button', { name: 'Delete house rule on rule 8.1' }).click();
  await expect(rule.locator('.ruling')).toHaveCount(0);
  await expect(rule.locator('.ruling-mark')).toHaveCount(0);
  await expect(add).toBeFocused();
  await page.reload();
  await expect(page.locator('.ruling')).toHaveCount(0);
});

test('a ruling without words is not saved @phone320', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Add a ruling on rule 8.0', exact: true }).click();
  await page.getByRole('button', { name: 'Save ruling' }).click();
  await expect(page.locator('.ruling')).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
});

test('a damaged store is set aside with a notice, shown once @phone320', async ({ page, axe }) => {
  await page.goto('/metz-1870/');
  await page.evaluate((k) => localStorage.setItem(k, '{"schema":"aide-de-camp-rulings","version":1,"data":[{"id":"x"}]}'), KEY);
  await page.goto(PAGE);
  await expect(page.locator('[data-rulings-notice]')).toContainText('could not be read');
  await expect(page.locator('.ruling')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('adc-rulings-damaged:metz-1870'))).toContain('"id":"x"');
  await axe('damaged store notice');
  await page.reload();
  await expect(page.locator('[data-rulings-notice]')).toHaveCount(0);
});

const store = (data: object[]) => JSON.stringify({ schema: 'aide-de-camp-rulings', version: 1, savedAt: '2026-03-12T20:00:00Z', data });

test('"Our rulings" lists the rulings by rule number, with the rule\'s title and link @phone320', async ({ page, axe }) => {
  await page.goto('/metz-1870/rules/');
  await page.getByRole('link', { name: 'Our rulings' }).click();
  await expect(page).toHaveURL(/\/metz-1870\/rulings\/$/);
  await expect(page.locator('[data-rulings-empty]')).toContainText('No rulings on this device yet');
  await axe('our rulings, empty');
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k!, v!),
    [
      KEY,
      store([
        { id: 'b', rule: '8.1', text: 'Both units take the result.', kind: 'clarification', date: '2026-03-12' },
        { id: 'a', rule: '2.1', text: 'We use the 1 km hexes as printed.', kind: 'errata', source: 'publisher errata', date: '2026-02-01' },
      ]),
    ],
  );
  await page.reload();
  const rules = page.locator('.rulings-rule h2');
  await expect(rules).toHaveText(['2.1 Scale', '8.1 Fire eligibility']);
  await expect(page.locator('[data-rulings-empty]')).toHaveCount(0);
  await expect(page.locator('.rulings-rule').first()).toContainText('Errata · 2026-02-01');
  await expect(page.locator('.rulings-rule').first()).toContainText('Source: publisher errata');
  expect(await sidewaysOverflow(page)).toBe(0);
  await axe('our rulings, two');
  await rules.getByRole('link', { name: '8.1 Fire eligibility' }).click();
  await expect(page).toHaveURL(/\/metz-1870\/rules\/fire\/#r-8-1$/);
  await expect(page.locator('section.rule[data-rule="8.1"] .ruling')).toContainText('Both units take the result.');
});

test('export the rulings, import them in a fresh browser: it shows what it adds and replaces first @phone320', async ({ page, browser, axe }) => {
  await page.goto('/metz-1870/rulings/');
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k!, v!),
    [
      KEY,
      store([
        { id: 'a', rule: '2.1', text: 'We use the hexes as printed.', kind: 'errata', date: '2026-02-01' },
        { id: 'b', rule: '8.1', text: 'Both units take the result.', kind: 'clarification', date: '2026-03-12' },
      ]),
    ],
  );
  await page.reload();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save our rulings as a file' }).click();
  const file = await (await download).path();
  expect(file).toBeTruthy();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(file!, 'utf8');

  const other = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true, isMobile: true, baseURL: new URL(page.url()).origin });
  const p2 = await other.newPage();
  await p2.goto('/metz-1870/rulings/');
  // this phone already has its own answer on 8.1, under the same ruling
  await p2.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, store([{ id: 'b', rule: '8.1', text: 'Only the top unit.', kind: 'house', date: '2026-03-01' }])]);
  await p2.reload();
  await p2.getByLabel('Add rulings from a file').setInputFiles({ name: 'rulings.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const plan = p2.locator('[data-rulings-plan]');
  await expect(plan.locator('h3')).toHaveText('This file adds 1, replaces 1');
  await expect(plan).toContainText('Adds to 2.1: Errata, “We use the hexes as printed.”');
  await expect(plan).toContainText('Replaces on 8.1: “Only the top unit.” with “Both units take the result.”');
  // nothing changed yet
  await expect(p2.locator('.ruling')).toHaveCount(1);
  expect(await axeOn(p2)).toEqual([]);
  await plan.getByRole('button', { name: 'Add them' }).click();
  await expect(p2.locator('.rulings-rule h2')).toHaveText(['2.1 Scale', '8.1 Fire eligibility']);
  await expect(p2.locator('.ruling')).toHaveCount(2);
  await p2.reload();
  await expect(p2.locator('.ruling')).toHaveCount(2);
  await expect(p2.locator('.rulings-rule').nth(1)).toContainText('Both units take the result.');
  await other.close();
  await axe('our rulings after export');
});

test('a bad rulings file is refused and nothing is lost @phone320', async ({ page, axe }) => {
  await page.goto('/metz-1870/rulings/');
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, store([{ id: 'b', rule: '8.1', text: 'Only the top unit.', kind: 'house', date: '2026-03-01' }])]);
  await page.reload();
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY);
  const files: [string, string, RegExp][] = [
    ['not JSON', '{oops', /not JSON/],
    ['a chart file', JSON.stringify({ schema: 'aide-de-camp-user-chart', version: 1, cells: {} }), /not a rulings file/],
    ['another game', JSON.stringify({ schema: 'aide-de-camp-rulings-file', version: 1, game: 'death-ride', rulings: [] }), /another game/],
    [
      'a damaged ruling',
      JSON.stringify({ schema: 'aide-de-camp-rulings-file', version: 1, game: 'metz-1870', rulings: [{ id: 'c', rule: '8.2', text: 'x', kind: 'house', date: 'soon' }] }),
      /Ruling 1 in this file is damaged/,
    ],
  ];
  for (const [name, body, why] of files) {
    await page.getByLabel('Add rulings from a file').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(body) });
    await expect(page.locator('[data-rulings-notice]'), name).toContainText(why);
    await expect(page.locator('[data-rulings-notice]'), name).toContainText('Nothing was changed.');
    await expect(page.locator('[data-rulings-plan]')).toBeEmpty();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY), name).toBe(before);
  }
  await expect(page.locator('.ruling')).toHaveCount(1);
  await axe('a refused file');
});

test('"Send" gives a link that opens the ruling on another phone, ready to save @phone320', async ({ page, browser }) => {
  await page.goto(PAGE);
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k!, v!),
    [KEY, store([{ id: 'b', rule: '8.1', text: 'Both units take the result — « même » on 12 March.', kind: 'clarification', source: 'our group', date: '2026-03-12' }])],
  );
  await page.reload();
  await page.getByRole('button', { name: 'Send this clarification on rule 8.1' }).click();
  const link = await page.getByLabel('Link to this ruling: send it to your group').inputValue();
  expect(link).toMatch(/\/metz-1870\/rules\/fire\/\?ruling=[\w-]+#r-8-1$/);

  const other = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true, isMobile: true });
  const p2 = await other.newPage();
  await p2.goto(link);
  const form = p2.getByRole('form', { name: 'A ruling sent to you on rule 8.1' });
  await expect(form.getByLabel('The ruling')).toHaveValue('Both units take the result — « même » on 12 March.');
  await expect(form.getByLabel('Clarification')).toBeChecked();
  await expect(form.getByLabel('Source (optional)')).toHaveValue('our group');
  await expect(p2.locator('[data-rulings-notice]')).toContainText('sent to you');
  expect(await axeOn(p2)).toEqual([]);
  // not kept until saved, and the address no longer carries it
  expect(await p2.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  expect(p2.url()).not.toContain('ruling=');
  await form.getByRole('button', { name: 'Save ruling' }).click();
  await p2.goto('/metz-1870/rules/fire/');
  await expect(p2.locator('section.rule[data-rule="8.1"] .ruling')).toContainText('« même »');

  // a damaged link keeps nothing and says so
  await p2.goto(link.replace(/ruling=[\w-]{12}/, 'ruling=AAAA'));
  await expect(p2.locator('[data-rulings-notice]')).toContainText('damaged');
  await expect(p2.locator('form.ruling-form')).toHaveCount(0);
  await other.close();
});

test('the printed player aid carries "Our rulings" when the device keeps some, and nothing when not @phone320', async ({ page, axe }) => {
  await page.goto('/metz-1870/aid/');
  await expect(page.locator('[data-aid-rulings]')).toBeHidden();
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, store([{ id: 'b', rule: '8.1', text: 'Both units take the result.', kind: 'house', date: '2026-03-12' }])]);
  await page.reload();
  const section = page.locator('[data-aid-rulings]');
  await expect(section).toBeVisible();
  await expect(section.locator('.rulings-rule h3')).toHaveText(['8.1 Fire eligibility']);
  await expect(section).toContainText('Both units take the result.');
  // on paper too, with no buttons
  await page.emulateMedia({ media: 'print' });
  await expect(section).toBeVisible();
  await expect(section.locator('button')).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
  await axe('aid with rulings');
});

test('search finds a ruling\'s words on this device and shows it apart, linked to its rule @phone320', async ({ page, axe }) => {
  await page.goto(PAGE);
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [KEY, store([{ id: 'b', rule: '8.1', text: 'Both units take the result, even the skirmishers.', kind: 'house', date: '2026-03-12' }])]);
  await page.reload();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.keyboard.type('skirmishers result');
  const own = page.getByRole('list', { name: 'Your rulings (kept on this device)' });
  await expect(own.locator('li')).toHaveCount(1);
  await expect(own).toContainText('your ruling');
  await expect(own).toContainText('Both units take the result');
  await expect(own.locator('a')).toHaveAttribute('href', '/metz-1870/rules/fire/#r-8-1');
  await axe('search with a ruling');
  // words the ruling lacks: no group
  await page.keyboard.type(' artillery');
  await expect(own).toHaveCount(0);
});

test('"Recently looked up": the rules opened in this game, one tap from the jump box, newest first, cleared on request @phone320', async ({ page, axe }) => {
  // opened three ways: a jump, a short link, a link from another chapter
  await page.goto('/metz-1870/rules/');
  const box = page.locator('#jump-input');
  await box.fill('8.1');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/metz-1870\/rules\/fire\/#r-8-1$/);
  await page.goto('/metz-1870/r/2.1/');
  await expect(page).toHaveURL(/#r-2-1$/);
  // the short link lands on the rule with its own "Add a ruling"
  await expect(page.locator('section.rule[data-rule="2.1"]').getByRole('button', { name: 'Add a ruling on rule 2.1', exact: true })).toBeAttached();
  await page.goto('/metz-1870/rules/fire/#r-8-1'); // opened again: it comes first, once

  await box.focus();
  const panel = page.getByRole('region', { name: 'Recently looked up' });
  await expect(panel).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('href', '/metz-1870/rules/fire/#r-8-1');
  await expect(links.nth(0)).toContainText('8.1');
  await expect(links.nth(1)).toHaveAttribute('href', /\/metz-1870\/rules\/[\w-]+\/#r-2-1$/);
  // within reach above a phone's keyboard: the panel ends in the top half of the screen
  const vh = page.viewportSize()!.height;
  const b = (await panel.boundingBox())!;
  expect(b.y + b.height).toBeLessThan(vh / 2);
  for (const l of await links.all()) expect((await l.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await axe('recently looked up');

  // from the keyboard: Tab goes from the box to Go, then to the rules (the list stays open), Clear after them
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Go' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.nth(0)).toBeFocused();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Clear the rules recently looked up' })).toBeFocused();
  await box.focus();
  // typing a number hides it, emptying the box shows it again, Escape hides it
  await box.fill('7');
  await expect(panel).toBeHidden();
  await box.fill('');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // one tap: the rule
  await box.blur();
  await box.focus();
  await links.nth(1).click();
  await expect(page).toHaveURL(/#r-2-1$/);
  await expect(page.locator('#r-2-1')).toBeInViewport();

  // per game: Death Ride has none, so its jump box shows nothing
  await page.goto('/death-ride/rules/');
  await page.locator('#jump-input').focus();
  await expect(page.locator('[data-recent]')).toBeHidden();

  // Clear
  await page.goto('/metz-1870/rules/');
  await box.focus();
  await panel.getByRole('button', { name: 'Clear the rules recently looked up' }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('[data-jump-msg]')).toHaveText('Recently looked up: cleared.');
  await page.reload();
  await box.focus();
  await expect(page.locator('[data-recent]')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('adc-recent:metz-1870'))).toBeNull();
});
