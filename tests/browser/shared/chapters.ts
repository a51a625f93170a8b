// One check a game's chapters all get, from one place: each page shows its rules, fits the phone
// the test runs on, and passes axe (the whole of axe: the chapters of the newer games have no
// heading-order or empty-header exceptions, unlike site/narrow.spec.ts's older pages). Three chapters
// a test: a loop over a game's chapters in one test ran close to its time limit on a loaded machine,
// and a test per chapter spent about 0.8 s each on its own browser context and page (64 of them);
// batches of three still spread over the workers. It runs at 320 px only: site/narrow.spec.ts
// checks every chapter's fit at 320 and 375 px, and axe's verdict does not hang on 55 px of width,
// while running it twice cost the suite about 200 s.
import { test, expect, sidewaysOverflow } from '../fixtures';

export function eachChapterFitsAndPassesAxe(game: string, chapters: readonly string[]): void {
  for (let i = 0; i < chapters.length; i += 3) {
    const some = chapters.slice(i, i + 3);
    // @phone320: the phone-320 project only (playwright.config.ts); narrow.spec.ts checks the fit at 375 px
    test(`chapters ${some.join(', ')} fit a phone screen and pass axe @phone320`, async ({ page, axe }) => {
      test.slow(); // the long chapters (On To Paris! combat) take axe a while on a shared machine
      for (const c of some) {
        await page.goto(`/${game}/rules/${c}/`);
        await expect(page.locator('section.rule').first(), c).toBeVisible();
        expect(await sidewaysOverflow(page), c).toBeLessThanOrEqual(0);
        await axe(`${game} ${c}`);
      }
    });
  }
}
