import { test } from '../fixtures';

// The page's steps, its links to the checklist and its having no island are checked in its built HTML
// (tests/dist/sequence-pages.test.ts); axe needs the browser.
test('sequence of play passes axe', async ({ page, axe }) => {
  await page.goto('/metz-1870/sequence/');
  await axe('Metz sequence of play');
});
