import { test, expect, sidewaysOverflow } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// The On To Paris! reference relies on three Rule markers no other game used before:
// status="absent", the Optional badge and the inferred-number mark.
test('a rule our source lacks says so in its heading', async ({ page }) => {
  await page.goto('/on-to-paris/rules/fortifications/');
  const heading = page.locator('#r-16-2');
  await expect(heading).toContainText('Initiating and Removing a Siege');
  await expect(heading.locator('.rule-status')).toHaveText('not in our source');
});

test('an optional rule is badged Optional, an inferred number is marked and explained', async ({ page }) => {
  await page.goto('/on-to-paris/rules/supply/');
  await expect(page.locator('#r-9-6 .rule-optional')).toHaveText('Optional');
  await expect(page.locator('#r-9-6 .rule-inferred')).toHaveCount(0); // 9.6 is printed in the source
  const mark = page.locator('#r-9-6-1 .rule-inferred');
  await expect(mark).toHaveText('no. inferred');
  // the explanation opens on a tap (issue 20, section 6), not in a tooltip a phone cannot show
  await mark.click();
  await expect(page.locator(`#${await mark.getAttribute('popovertarget')}`)).toContainText(/inferred it from the rulebook’s cross-references/);
});

test('the combat chapter, tables and all, fits a phone and passes axe @phone', async ({ page, axe }) => {
  test.slow(); // the longest rules page of the site: axe needs time on a shared machine
  await page.goto('/on-to-paris/rules/combat/');
  await expect(page.locator('#r-13-15-1')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe('on-to-paris combat');
});

// Wide tables (the Action Cost Table, the Formation table) pushed these pages sideways
// at 320 px until every table was put in a scrolling, focusable .table-wrap.
eachChapterFitsAndPassesAxe('on-to-paris', ['introduction', 'components', 'victory', 'sequence', 'leaders', 'armies-corps-zoi', 'reinforcements',
    'command-initiative', 'supply', 'movement', 'rail-sea-pontoons', 'reaction', 'combat', 'cavalry', 'artillery',
    'fortifications', 'franc-tireur', 'political']);
