import { test, expect, islandsReady } from '../fixtures';
import type { Locator, Page } from '@playwright/test';

// The chart editor on a phone, on its largest grid: the On To Paris! CRT, 12 columns by 39 rows of
// boxes. The player types it box by box from the card, so wherever the grid is scrolled the focused
// box's column header and row label must be on screen, and the box's name must be shown.
const URL = '/on-to-paris/charts/crt/';
const COLS = 12;
const ROWS = 39;
const box = (page: Page, row: number, col: number) => page.locator('.editor-table tbody tr').nth(row).locator('input').nth(col);
const colHeader = (page: Page, col: number) => page.locator('.editor-table thead th').nth(col + 1);
const rowLabel = (page: Page, row: number) => page.locator('.editor-table tbody tr').nth(row).locator('th');
const shown = (page: Page) => page.locator('.chart-editor .editor-at');

/** On screen and not covered by anything (the site header, a sticky cell): the element is what is drawn at its centre. */
async function onScreen(page: Page, what: Locator, name: string): Promise<void> {
  const b = await what.boundingBox();
  expect(b, `${name}: not laid out`).not.toBeNull();
  const vp = page.viewportSize()!;
  const cx = b!.x + b!.width / 2;
  const cy = b!.y + b!.height / 2;
  expect(cx >= 0 && cx <= vp.width && cy >= 0 && cy <= vp.height, `${name} at (${cx | 0}, ${cy | 0}) is off a ${vp.width} x ${vp.height} screen`).toBe(true);
  const drawn = await what.evaluate((el, [x, y]) => {
    const top = document.elementFromPoint(x!, y!);
    return !!top && (el === top || el.contains(top));
  }, [cx, cy]);
  expect(drawn, `${name} is covered by another element`).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.goto(URL);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await islandsReady(page);
  await expect(page.locator('.editor-table input')).toHaveCount(COLS * ROWS);
});

test('mid-grid, the focused box keeps its column header and row label on screen, and its name is shown @phone', async ({ page, axe }) => {
  // the player scrolls down the page into the middle of the grid, and the grid to its middle sideways
  await rowLabel(page, 19).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.locator('.chart-editor .table-wrap').evaluate((w) => {
    w.scrollLeft = (w.scrollWidth - w.clientWidth) / 2;
  });
  const at = box(page, 19, 6);
  await at.tap();
  await expect(at).toBeFocused();
  const col = (await colHeader(page, 6).textContent())!.trim();
  const row = (await rowLabel(page, 19).textContent())!.trim();
  await onScreen(page, at, 'the focused box');
  await onScreen(page, colHeader(page, 6), `the header of column ${col}`);
  await onScreen(page, rowLabel(page, 19), `the row label ${row}`);
  await expect(shown(page)).toContainText(`${col} · `);
  await expect(shown(page)).toContainText(row);
  await onScreen(page, shown(page), 'the focused box’s name');

  // scrolling the grid further keeps the header row and the row labels in place
  await page.locator('.chart-editor .table-wrap').evaluate((w) => {
    w.scrollTop += 150;
  });
  const headerTop = (await colHeader(page, 6).boundingBox())!.y;
  const gridTop = (await page.locator('.chart-editor .table-wrap').boundingBox())!.y;
  expect(Math.abs(headerTop - gridTop), 'the header row moved off the top of the grid').toBeLessThan(2);
  const rowX = (await rowLabel(page, 25).boundingBox())!.x;
  expect(Math.abs(rowX - (await page.locator('.chart-editor .table-wrap').boundingBox())!.x), 'the row labels moved off the left of the grid').toBeLessThan(2);

  // moving on shows the new box's name; typed results appear in it
  await at.fill('1 / D1');
  await expect(shown(page)).toContainText('1 / D1');
  const next = box(page, 20, 6);
  await next.focus();
  await expect(shown(page)).toContainText((await rowLabel(page, 20).textContent())!.trim());
  await expect(shown(page)).not.toContainText('1 / D1');
  await onScreen(page, colHeader(page, 6), `the header of column ${col} after moving down`);
  await onScreen(page, rowLabel(page, 20), 'the next row label');
  await axe('OTP CRT editor on a phone, mid-grid');
});

test('every box is named by its column and its row @phone', async ({ page }) => {
  const missing = await page.locator('.editor-table').evaluate((t: HTMLTableElement) => {
    const heads = [...t.tHead!.rows[0]!.cells].map((c) => c.textContent!.trim());
    const bad: string[] = [];
    for (const tr of t.tBodies[0]!.rows) {
      const row = tr.cells[0]!.textContent!.trim();
      for (const td of [...tr.cells].slice(1)) {
        const name = td.querySelector('input')?.getAttribute('aria-label') ?? '';
        if (!name.includes(heads[td.cellIndex]!) || !name.includes(row)) bad.push(`${heads[td.cellIndex]} / ${row}: "${name}"`);
      }
    }
    return bad;
  });
  expect(missing).toEqual([]);
  await expect(page.getByRole('textbox', { name: '2:1, roll and size 9 m', exact: true })).toHaveCount(1);
});

test('down the column: Enter (Next on a phone keyboard) goes to the box below, and from the foot to the next column’s top @phone', async ({ page }) => {
  const mode = page.getByRole('checkbox', { name: /down the column/ });
  await expect(mode).toBeChecked();
  await expect(box(page, 0, 0)).toHaveAttribute('enterkeyhint', 'next');
  await box(page, 0, 0).tap();
  await page.keyboard.type('1 / D1');
  await page.keyboard.press('Enter');
  await expect(box(page, 1, 0)).toBeFocused();
  await expect(box(page, 0, 0)).toHaveValue('1 / D1');
  await box(page, ROWS - 2, 0).focus();
  await page.keyboard.press('Enter');
  await expect(box(page, ROWS - 1, 0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box(page, 0, 1)).toBeFocused();
  await onScreen(page, colHeader(page, 1), 'the next column’s header');
  await onScreen(page, rowLabel(page, 0), 'the first row label');
  // the last box of the last column stays where it is
  await box(page, ROWS - 1, COLS - 1).focus();
  await page.keyboard.press('Enter');
  await expect(box(page, ROWS - 1, COLS - 1)).toBeFocused();
  // Tab still goes along the row, for keyboard users
  await box(page, 5, 3).focus();
  await page.keyboard.press('Tab');
  await expect(box(page, 5, 4)).toBeFocused();
  // with the mode off, Enter leaves the focus where it is
  await mode.uncheck();
  await expect(box(page, 0, 0)).not.toHaveAttribute('enterkeyhint', 'next');
  await box(page, 7, 2).focus();
  await page.keyboard.press('Enter');
  await expect(box(page, 7, 2)).toBeFocused();
});
