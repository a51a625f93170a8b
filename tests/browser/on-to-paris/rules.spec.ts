import { test, expect, sidewaysOverflow } from '../fixtures';
import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// The On To Paris! reference relies on three Rule markers no other game used before:
// status="absent", the Optional badge and the inferred-number mark. That the pages carry them is
// checked on the built HTML (tests/dist/rules-pages.test.ts); a badge opening its explanation on a
// tap, in site/badges.spec.ts. Here: the chapters fit a phone and pass axe.

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
