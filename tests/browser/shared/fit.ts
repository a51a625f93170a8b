// What "fits a phone" means for a page of words (rules chapters, glossary, charts, sequence of play),
// measured in the page as it is laid out: no text drawn off the screen or cut by a box that hides its
// overflow, tables of up to four columns within the width, wider ones scrolling in a box of their own
// with an edge cue and their first column kept in view, and nested blocks indented about 1 em a level.
// Used by site/narrow.spec.ts (every such page at 320 and 375 px) and shared/chapters.ts (the chapters
// it also runs axe on, at 320 px, so that those are loaded once at that width).
import type { Page } from '@playwright/test';
import { expect, sidewaysOverflow } from '../fixtures';

/** Every way the page as laid out now fails to fit, named by what and where (empty lists when it fits). */
export function fitProblems(page: Page): Promise<{ cut: string[]; tables: string[]; indents: string[] }> {
  return page.evaluate(() => {
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
}

/** The page fits the phone the test runs on: each failure is a soft expect naming the page, so one walk reports every page. */
export async function expectFits(page: Page, url: string): Promise<void> {
  expect.soft(await sidewaysOverflow(page), `${url}: page scrolls sideways`).toBeLessThanOrEqual(0);
  const found = await fitProblems(page);
  expect.soft(found.cut, `${url}: text cut`).toEqual([]);
  expect.soft(found.tables, `${url}: tables`).toEqual([]);
  expect.soft(found.indents, `${url}: indentation`).toEqual([]);
}
