// Every rules chapter, glossary, charts page and sequence page of every game, at phone widths
// (320 and 375 px): nothing widens the page, no text is cut, tables of up to four columns fit,
// wider ones scroll in their own box with a cue and the first column kept in view, and nested
// blocks indent about 1 em a level.
import { readdirSync, existsSync } from 'node:fs';
import { test, expect, sidewaysOverflow, axeViolations } from '../fixtures';

// One test per game and width, walking its pages in one tab: a fresh browser context per page cost
// more than the checks themselves. Every page is checked and named in the failures (soft expects).
const games: [string, string[]][] = [];
for (const game of readdirSync('content')) {
  if (!existsSync(`content/${game}/game.yaml`)) continue;
  const pages: string[] = [];
  for (const f of readdirSync(`content/${game}/rules`).filter((f) => f.endsWith('.mdx')).sort())
    pages.push(`/${game}/rules/${f.replace(/\.mdx$/, '')}/`);
  pages.push(`/${game}/glossary/`, `/${game}/charts/`);
  if (existsSync(`src/games/${game}/checklist.ts`)) pages.push(`/${game}/sequence/`);
  games.push([game, pages]);
}

test('every game has its rules, glossary, charts and sequence pages in the walk', () => {
  expect(games.length).toBeGreaterThanOrEqual(5);
  for (const [game, pages] of games) expect(pages.length, game).toBeGreaterThanOrEqual(8);
});

for (const [game, pages] of games) test(`${game}: every rules chapter, glossary, charts and sequence page fits a phone: no sideways page, no cut text, tables fit or scroll in their box @phone`, async ({ page }) => {
  test.setTimeout(30_000 + pages.length * 5_000);
  for (const url of pages) {
    await page.goto(url);
    expect.soft(await sidewaysOverflow(page), `${url}: page scrolls sideways`).toBeLessThanOrEqual(0);

    const found = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const main = document.querySelector('main')!;
      const scrolls = (e: Element) => /auto|scroll/.test(getComputedStyle(e).overflowX);
      const scroller = (e: Element | null) => {
        for (let x = e; x && x !== main; x = x.parentElement) if (scrolls(x)) return x;
        return null;
      };
      const cut: string[] = [];
      // text drawn outside the screen, other than inside a box that scrolls (whose own edges are on screen)
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent!.trim()) continue;
        const el = n.parentElement!;
        if (el.closest('.sr-only')) continue;
        const box = scroller(el);
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.width === 0) continue;
          const [lo, hi] = box ? [box.getBoundingClientRect().left, box.getBoundingClientRect().right] : [0, vw];
          if (!box && (r.left < lo - 1 || r.right > hi + 1)) cut.push(`"${n.textContent!.trim().slice(0, 30)}" at ${Math.round(r.left)}-${Math.round(r.right)}`);
        }
        if (box) {
          const b = box.getBoundingClientRect();
          if (b.left < -1 || b.right > vw + 1) cut.push(`scroll box ${Math.round(b.left)}-${Math.round(b.right)}`);
        }
      }
      // boxes that hide what does not fit
      for (const el of main.querySelectorAll('*')) {
        const s = getComputedStyle(el);
        if (/hidden|clip/.test(s.overflowX) && !el.closest('.sr-only') && el.scrollWidth > el.clientWidth + 1)
          cut.push(`${el.tagName.toLowerCase()}.${el.className} hides ${el.scrollWidth - el.clientWidth}px`);
      }

      const tables: string[] = [];
      for (const t of main.querySelectorAll('table')) {
        const cols = Math.max(...[...t.rows].map((r) => [...r.cells].reduce((n, c) => n + c.colSpan, 0)));
        const name = `${cols}-column table "${(t.rows[0]?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
        const box = scroller(t);
        const tb = t.getBoundingClientRect();
        if (cols <= 4) {
          if (tb.right > (box ?? main).getBoundingClientRect().right + 1 || tb.right > vw + 1) tables.push(`${name} does not fit (${Math.round(tb.width)}px)`);
          continue;
        }
        if (!box) {
          tables.push(`${name} is in no scroll box of its own`);
          continue;
        }
        if (box.scrollWidth <= box.clientWidth + 1) continue;
        const bs = getComputedStyle(box);
        if (!/gradient/.test(bs.backgroundImage) || !/local/.test(bs.backgroundAttachment)) tables.push(`${name} scrolls with no edge cue`);
        const first = t.tBodies[0]?.rows[0]?.cells[0];
        const before = first?.getBoundingClientRect().left ?? 0;
        box.scrollLeft = box.scrollWidth;
        const after = first?.getBoundingClientRect().left ?? -999;
        box.scrollLeft = 0;
        if (Math.abs(after - before) > 1) tables.push(`${name}: the first column scrolls out of view (${Math.round(before)} -> ${Math.round(after)})`);
      }

      // indentation: a block starts at most about 1 em right of its parent block (56 px for a list item today)
      const indents: string[] = [];
      for (const el of main.querySelectorAll('*')) {
        const s = getComputedStyle(el);
        if (!/^(block|list-item|flex|grid|flow-root)$/.test(s.display) || el.closest('table, .sr-only') || s.position === 'absolute') continue;
        const parent = el.parentElement!;
        if (/flex|grid/.test(getComputedStyle(parent).display)) continue; // laid out side by side, not nested
        const d = el.getBoundingClientRect().left - parent.getBoundingClientRect().left;
        if (d > 1.25 * parseFloat(s.fontSize) + 1) indents.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" indented ${Math.round(d)}px`);
      }
      return { cut: [...new Set(cut)], tables, indents: [...new Set(indents)].slice(0, 10) };
    });
    expect.soft(found.cut, `${url}: text cut`).toEqual([]);
    expect.soft(found.tables, `${url}: tables`).toEqual([]);
    expect.soft(found.indents, `${url}: indentation`).toEqual([]);
  }
});

// The boxes around tables are named and focusable; axe holds on pages with many tables, two
// tables with the same heads (Metz 18) and wide charts. heading-order and empty-table-header are
// left out: content issues of some chapters (a 3.2.1 under a 3.0; tables with a blank corner head)
// that this layout does not change.
for (const url of ['/death-ride/charts/', '/metz-1870/rules/overnight/', '/metz-1870/charts/']) {
  test(`${url}: tables in named, focusable scroll boxes pass axe @phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(url);
    const v = (await axeViolations(page)).filter((x) => !/^(heading-order|empty-table-header) /.test(x));
    expect(v, `axe on ${url}`).toEqual([]);
  });
}
