// One check a game's new chapters all get, from one place: each page shows its rules, fits the phone
// the test runs on, and passes axe (the whole of axe: the chapters of the newer games have no
// heading-order or empty-header exceptions, unlike site/narrow.spec.ts's older pages).
import type { Page } from '@playwright/test';
import { expect, sidewaysOverflow } from '../fixtures';

export async function chaptersFitAndPassAxe(page: Page, axe: (label?: string) => Promise<void>, game: string, chapters: readonly string[]): Promise<void> {
  for (const c of chapters) {
    await page.goto(`/${game}/rules/${c}/`);
    await expect(page.locator('section.rule').first()).toBeVisible();
    expect(await sidewaysOverflow(page), c).toBeLessThanOrEqual(0);
    await axe(`${game} ${c}`);
  }
}
