// One check every chapter of the newer games gets, from one place: each page shows its rules, fits the
// phone (the whole of shared/fit.ts: site/narrow.spec.ts leaves these chapters to this walk at 320 px, so
// each is loaded once at that width) and passes axe (the whole of axe: these games' chapters have no
// heading-order or empty-header exceptions, unlike site/narrow.spec.ts's older pages). Three chapters a
// test: a loop over a game's chapters in one test ran close to its time limit on a loaded machine, and a
// test per chapter spent about 0.8 s each on its own browser context and page; batches of three still
// spread over the workers. It runs at 320 px only: narrow.spec.ts checks every chapter's fit at 375 px,
// and axe's verdict does not hang on 55 px of width, while running it twice cost the suite about 200 s.
import { readdirSync } from 'node:fs';
import { test, expect } from '../fixtures';
import { expectFits } from './fit';

/** The games whose every chapter is checked here (site/chapters.spec.ts). */
export const AXE_GAMES = ['on-to-paris', 'nations-in-arms', '1914-offensive'];

/** Every rules chapter of a game, by its slug, from its content. */
export const chaptersOf = (game: string): string[] =>
  readdirSync(`content/${game}/rules`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''))
    .sort();

export function eachChapterFitsAndPassesAxe(game: string, chapters: readonly string[]): void {
  for (let i = 0; i < chapters.length; i += 3) {
    const some = chapters.slice(i, i + 3);
    // @phone320: the phone-320 project only (playwright.config.ts); narrow.spec.ts checks the fit at 375 px
    test(`${game}: chapters ${some.join(', ')} fit a phone screen and pass axe @phone320`, async ({ page, axe }) => {
      test.slow(); // the long chapters (On To Paris! combat) take axe a while on a shared machine
      for (const c of some) {
        const url = `/${game}/rules/${c}/`;
        await page.goto(url);
        await expect(page.locator('section.rule').first(), c).toBeVisible();
        await expectFits(page, url);
        await axe(`${game} ${c}`);
      }
    });
  }
}
