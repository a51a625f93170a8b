// The printable player aid of every game (issue 10, section 2): printed to PDF on A4 and US Letter,
// each PDF has a sane number of pages and no table row is cut between two pages; blanks of an
// editable chart fill from the player's own chart; axe light and dark; no sideways scroll on a phone.
// Issue 20, section 7: part one (/<slug>/aid/: the sequence with who acts and what to do, the quick
// odds, the charts a turn needs) prints on at most 8 A4 pages, counted from the PDF; every other chart
// is in part two (/<slug>/aid/more/). What the built HTML decides (each step says who acts and what to do,
// not pointing at the screen; each chart in one part, once; the links between the parts, the hub and the
// nav) is checked in Node by tests/dist/aid.test.ts.
//
// How a cut row is found: before printing, every body row of every table gets two invisible
// same-origin links, one at the top of its first cell and one at the end of its last cell. Chromium
// writes each painted link into the PDF as a link annotation of the page it lands on, so the PDF
// says on which page each end of each row was printed; a row whose two ends are on different pages
// was cut. (Header rows are left out: a long table repeats its header on every page on purpose.)
import type { Page } from '@playwright/test';
import { inflateSync } from 'node:zlib';
import { test, expect, sidewaysOverflow, COLOUR_RULES } from '../fixtures';

const GAMES = ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive'];
const PARTS = [
  { path: 'aid/', h1: 'player aid', maxA4: 8 },
  { path: 'aid/more/', h1: 'player aid, part two', maxA4: undefined },
] as const;
const PAPERS = { A4: { w: 210, h: 297 }, Letter: { w: 215.9, h: 279.4 } } as const;
const MARGIN_MM = 12; // print.css @page margin
const PX_PER_MM = 96 / 25.4;

/** Marks both ends of every body row with a link the PDF will place on its page. */
async function markRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('main tbody tr')] as HTMLTableRowElement[];
    rows.forEach((tr, i) => {
      const cells = [...tr.cells];
      for (const c of cells) c.style.position = 'relative'; // the marks are placed in their own cell
      for (const [end, cell] of [['top', cells[0]], ['end', cells[cells.length - 1]]] as const) {
        const a = document.createElement('a');
        a.href = `/__row/${i}/${end}`;
        a.textContent = '.';
        a.setAttribute('aria-hidden', 'true');
        a.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;font-size:1px;color:transparent';
        if (end === 'top') cell!.prepend(a);
        else cell!.append(a);
      }
    });
    return rows.length;
  });
}

/** The page count of a PDF and, for each marked row, the pages its two ends are on. */
function readPdf(pdf: Buffer): { pages: number; rowPages: Map<string, Set<number>> } {
  const s = pdf.toString('latin1');
  const objs = new Map([...s.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map((m) => [m[1]!, m[2]!]));
  const pages = [...objs.values()].filter((b) => /\/Type\s*\/Page(?![s\w])/.test(b));
  const rowPages = new Map<string, Set<number>>();
  pages.forEach((body, p) => {
    for (const r of (body.match(/\/Annots\s*\[([^\]]*)\]/)?.[1] ?? '').matchAll(/(\d+) 0 R/g)) {
      const row = objs.get(r[1]!)?.match(/\/URI\s*\([^)]*__row\/(\d+)\/(?:top|end)\)/)?.[1];
      if (row === undefined) continue;
      if (!rowPages.has(row)) rowPages.set(row, new Set());
      rowPages.get(row)!.add(p + 1);
    }
  });
  return { pages: pages.length, rowPages };
}

// One load of each page for all of its checks: first the whole of axe in light, then in dark what the
// colours decide (the markup is the same), then printed (the marks put on its rows would be in axe's way)
// on both papers. A test for axe and one for print each cost a page load more.
for (const game of GAMES) {
  for (const part of PARTS) {
    test(`${game} ${part.h1} passes axe, light and dark, and prints on A4 and Letter: sane page count, no row cut between pages`, async ({ page, axe }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`/${game}/${part.path}`);
      await expect(page.locator('h1')).toContainText(part.h1);
      await axe(`${game} ${part.h1} (light)`);
      await page.emulateMedia({ colorScheme: 'dark' });
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bg, 'dark colour scheme not applied').not.toBe('rgb(251, 250, 247)');
      await axe(`${game} ${part.h1} (dark)`, COLOUR_RULES);
      // printed as before, in the light scheme a print test had
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      await expect(page.locator('.game-nav'), 'navigation printed').toBeHidden();
      await expect(page.locator('.site-header'), 'header printed').toBeHidden();
      const rows = await markRows(page);
      expect(rows, 'the aid has no table rows').toBeGreaterThan(5);
      for (const [format, paper] of Object.entries(PAPERS)) {
        // the print layout at the printable width: how tall the content is
        await page.setViewportSize({ width: Math.floor((paper.w - 2 * MARGIN_MM) * PX_PER_MM), height: 800 });
        const height = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().height);
        const pageHeight = (paper.h - 2 * MARGIN_MM) * PX_PER_MM;
        const atLeast = Math.ceil(height / pageHeight);
        const pdf = readPdf(await page.pdf({ format: format as 'A4' | 'Letter' }));
        console.log(`${game} ${part.path} ${format}: ${pdf.pages} pages, ${rows} rows`);
        // sane: at least what the content fills, at most twice that (keeping tables whole leaves gaps)
        expect(pdf.pages, `${game} ${format}: ${pdf.pages} pages for ${atLeast} pages of content`).toBeGreaterThanOrEqual(atLeast);
        expect(pdf.pages, `${game} ${format}`).toBeLessThanOrEqual(2 * atLeast + 1);
        // the aid a player actually prints
        if (format === 'A4' && part.maxA4) expect(pdf.pages, `${game} ${part.h1}: ${pdf.pages} A4 pages`).toBeLessThanOrEqual(part.maxA4);
        expect(pdf.rowPages.size, `${format}: some rows were not found in the PDF`).toBe(rows);
        const cut = [...pdf.rowPages].filter(([, p]) => p.size > 1).map(([r, p]) => `row ${r} on pages ${[...p].join(' and ')}`);
        expect(cut, `${format}: rows cut between pages`).toEqual([]);
      }
    });
  }
}

/** Per page of a PDF, how many times its content selects a font: every run of text does. */
function fontSelections(pdf: Buffer): number[] {
  const s = pdf.toString('latin1');
  const out: number[] = [];
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    try {
      const text = inflateSync(pdf.subarray(start, s.indexOf('endstream', start))).toString('latin1');
      if (/ Tf\b/.test(text)) out.push(text.match(/ Tf\b/g)!.length);
    } catch {
      /* not a deflated stream (an image or a font program) */
    }
  }
  return out;
}

test('every printed page carries the footer (game name and page number in the @page margin boxes)', async ({ page }) => {
  await page.goto('/1914-offensive/aid/');
  const withFooter = fontSelections(await page.pdf({ format: 'A4' }));
  await page.evaluate(() => document.querySelectorAll('style').forEach((s) => s.textContent!.includes('@bottom-left') && s.remove()));
  const without = fontSelections(await page.pdf({ format: 'A4' }));
  expect(withFooter.length, 'page count changed with the footer').toBe(without.length);
  // the two margin boxes add their runs of text to every page
  withFooter.forEach((n, i) => expect(n, `page ${i + 1} has no footer`).toBeGreaterThan(without[i]!));
});

test('blanks of an editable chart print empty, or with the player\'s own cells; a bad cell stays blank', async ({ page }) => {
  await page.goto('/metz-1870/aid/');
  const crt = page.locator('#chart-fire-crt');
  const cell = (col: string, roll: string) => crt.locator(`td[data-col="${col}"][data-roll="${roll}"]`);
  await expect(cell('C', '1'), 'an unknown cell is not blank').toHaveText('not in our source');
  await expect(cell('C', '1').locator('.sr-only')).toHaveCount(1);
  // the known cell of the example of play is printed as it is
  await expect(crt.locator('tbody tr').first().locator('td').last()).toHaveText('NE');
  await page.evaluate(() =>
    localStorage.setItem(
      'adc-chart:metz-1870/fire-crt',
      JSON.stringify({ schema: 'aide-de-camp-user-chart', version: 1, savedAt: '2026-01-01T00:00:00Z', data: { C: { '1': 'MT', '2': 'XYZ' }, '2': { '3': ' CH ' } } }),
    ),
  );
  await page.reload();
  await expect(cell('C', '1')).toHaveText('MT');
  await expect(cell('C', '1')).toHaveClass(/\bmine\b/);
  await expect(cell('2', '3')).toHaveText('CH');
  await expect(cell('C', '2'), 'a result the chart does not allow was printed').toHaveText('not in our source');
  await expect(page.locator('[data-aid-status]')).toContainText('2 cells filled from your own charts');
  await expect(page.locator('[data-aid-status]')).toContainText('1 of your cells');
});

test('a damaged save leaves the blanks blank and the page without errors', async ({ page }) => {
  await page.goto('/metz-1870/aid/');
  await page.evaluate(() => localStorage.setItem('adc-chart:metz-1870/fire-crt', '{not json'));
  await page.reload();
  await expect(page.locator('#chart-fire-crt td[data-col="C"][data-roll="1"]')).toHaveText('not in our source');
  await expect(page.locator('td.mine')).toHaveCount(0);
});

test('@phone every player aid fits the screen without sideways scroll', async ({ page }) => {
  for (const game of GAMES) {
    for (const part of PARTS) {
      await page.goto(`/${game}/${part.path}`);
      await expect(page.locator('h1')).toContainText(part.h1);
      expect(await sidewaysOverflow(page), `${game} ${part.h1} scrolls sideways`).toBe(0);
    }
  }
});
