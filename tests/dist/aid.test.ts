/**
 * The printed player aid of every game (/<slug>/aid/ and /<slug>/aid/more/), what its built HTML
 * decides, read with a real HTML parser in Node: each step of the sequence says who acts and what to
 * do without pointing at the screen; part one has the charts of a turn and part two every other chart
 * of the Charts page, each once, and the two parts link to each other; the game's hub and its nav link
 * to the aid. None of it needs a browser: no script of these pages touches these elements while the
 * browser keeps no save (AidPage's inline script fills only blank chart cells from a stored chart,
 * aid-rulings.ts only the hidden rulings section). What needs one (printing to PDF on A4 and Letter,
 * the @page footer, axe in light and dark, fitting a phone, the blanks filled from stored cells, a
 * damaged save) stays in tests/browser/site/aid.spec.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NodeType, type HTMLElement } from 'node-html-parser';
import { dist } from './dist.ts';
// the built page at a site path ("/metz-1870/aid/"), parsed; fails naming the page when it is not built
import { page } from './shown.ts';

const GAMES = ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive'];


/** Where a link leads on this site (its path), as a browser would resolve it from the page it is on. */
const target = (from: string, a: HTMLElement) => new URL(a.getAttribute('href') ?? '', `http://site${from}`).pathname;
/** The page a site path names is built. */
const built = (path: string) => existsSync(join(dist, path, 'index.html'));

/** Text as Playwright's toHaveText and hasText compare it: whitespace runs made one space, trimmed. */
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A link's accessible name, as getByRole computes it for these links: aria-label, else its text without aria-hidden parts. */
function accessibleName(a: HTMLElement): string {
  if (a.hasAttribute('aria-labelledby')) throw new Error('aria-labelledby: not handled here');
  const label = a.getAttribute('aria-label');
  if (label !== undefined) return norm(label);
  const text = (n: HTMLElement): string =>
    n.childNodes
      .map((c) => (c.nodeType === NodeType.TEXT_NODE ? c.text : c.nodeType === NodeType.ELEMENT_NODE && (c as HTMLElement).getAttribute('aria-hidden') !== 'true' ? text(c as HTMLElement) : ''))
      .join('');
  return norm(text(a));
}

/** Whether an element or one of its ancestors is hidden by its HTML (hidden, aria-hidden, inert). */
function hiddenByHtml(el: HTMLElement | null): boolean {
  for (let e = el; e && e.tagName; e = e.parentNode) if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('inert')) return true;
  return false;
}

/** The cells of a table row (th and td), as HTMLTableRowElement.cells gives them. */
const cells = (tr: HTMLElement) => tr.childNodes.filter((c): c is HTMLElement => c.nodeType === NodeType.ELEMENT_NODE && /^T[HD]$/.test((c as HTMLElement).tagName));

/** Words of a printed step that point at the screen: there is no "above", "button" or checklist on paper. */
const SCREEN = /\babove\b|\bbelow\b|\bbutton|"How many"|the page roll|\bchecklist\b/i;

/** Each step row of the sequence table of a part one, as the text of its cells (step, what to do, who, rules). */
function sequenceSteps(doc: HTMLElement): string[][] {
  return doc.querySelectorAll('.aid-seq tbody tr:not(.aid-phase)').map((tr) => cells(tr).map((c) => c.textContent.trim()));
}
/** The steps without a line of what to do (10 characters at least) or without who acts, by their title. */
const stepsUnsaid = (rows: string[][]) => rows.filter(([, todo, who]) => !todo || todo.length < 10 || !who).map(([title]) => title);
/** The steps that point at the screen, each as its cells joined. */
const stepsOnScreen = (rows: string[][]) => rows.filter((r) => r.some((c) => SCREEN.test(c))).map((r) => r.join(' | '));

/** The ids of the charts in a page's main, in order. */
const chartIds = (doc: HTMLElement) => doc.querySelectorAll('main figure.chart').map((f) => f.id);

/** The links in a page's main whose text holds these words, any case (Playwright's hasText). */
const linksWith = (doc: HTMLElement, words: string) => doc.querySelectorAll('main a').filter((a) => norm(a.textContent).toLowerCase().includes(words.toLowerCase()));

describe.each(GAMES)('%s player aid', (game) => {
  it('each step of the sequence says who acts and what to do, without pointing at the screen', () => {
    const rows = sequenceSteps(page(`/${game}/aid/`));
    expect(rows.length, `/${game}/aid/: steps of the sequence`).toBeGreaterThan(5);
    expect(stepsUnsaid(rows), `/${game}/aid/: steps without a line of what to do, or without who acts`).toEqual([]);
    expect(stepsOnScreen(rows), `/${game}/aid/: a printed step points at the screen`).toEqual([]);
  });

  it('part one has the charts of a turn, part two every other chart, each once', () => {
    const charts = chartIds(page(`/${game}/charts/`));
    const one = chartIds(page(`/${game}/aid/`));
    const two = chartIds(page(`/${game}/aid/more/`));
    for (const [p, ids] of [[`/${game}/charts/`, charts], [`/${game}/aid/`, one], [`/${game}/aid/more/`, two]] as const) {
      expect(ids.filter((id) => !id), `${p}: a chart without an id`).toEqual([]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), `${p}: a chart twice`).toEqual([]);
    }
    expect(one.length, `/${game}/aid/ has no chart`).toBeGreaterThan(0);
    expect(one.filter((id) => two.includes(id)), `/${game}/aid/ and /${game}/aid/more/: charts in both parts`).toEqual([]);
    expect([...one, ...two].sort(), `/${game}/aid/ and /${game}/aid/more/ against /${game}/charts/`).toEqual([...charts].sort());
  });

  it('part one says what part two holds and links to it; part two links back', () => {
    const two = chartIds(page(`/${game}/aid/more/`));
    const toTwo = linksWith(page(`/${game}/aid/`), 'part two of the player aid');
    if (!two.length) {
      expect(toTwo.length, `/${game}/aid/ links to an empty part two`).toBe(0);
      return;
    }
    // one link, shown, that leads to part two (the browser test clicked it)
    expect(toTwo.length, `/${game}/aid/: links "part two of the player aid"`).toBe(1);
    expect(hiddenByHtml(toTwo[0]!), `/${game}/aid/: the link to part two is hidden`).toBe(false);
    expect(target(`/${game}/aid/`, toTwo[0]!), `/${game}/aid/: where "part two of the player aid" leads`).toBe(`/${game}/aid/more/`);
    expect(built(`/${game}/aid/more/`), `/${game}/aid/more/ is not built`).toBe(true);
    // part two's first link naming the player aid goes back to part one
    const back = linksWith(page(`/${game}/aid/more/`), 'the player aid');
    expect(back.length, `/${game}/aid/more/: no link "the player aid"`).toBeGreaterThan(0);
    expect(back[0]!.getAttribute('href'), `/${game}/aid/more/: the link "the player aid"`).toBe(`/${game}/aid/`);
  });

  it('the hub and the game nav link to the player aid', () => {
    const hub = page(`/${game}/`);
    const aid = hub.querySelectorAll('main a').filter((a) => accessibleName(a) === 'Player aid');
    expect(aid.length, `/${game}/: links named "Player aid" in main`).toBe(1);
    expect(hiddenByHtml(aid[0]!), `/${game}/: the link to the player aid is hidden`).toBe(false);
    expect(target(`/${game}/`, aid[0]!), `/${game}/: where "Player aid" leads`).toBe(`/${game}/aid/`);
    expect(built(`/${game}/aid/`), `/${game}/aid/ is not built`).toBe(true);
    // the game nav names the aid, on the hub and, as the current section, on both parts of the aid
    const navAid = hub.querySelectorAll('.game-nav a').filter((a) => norm(a.textContent) === 'Player aid');
    expect(navAid.map((a) => a.getAttribute('href')), `/${game}/: the game nav's "Player aid"`).toEqual([`/${game}/aid/`]);
    for (const p of [`/${game}/aid/`, `/${game}/aid/more/`]) {
      const current = page(p).querySelectorAll('.game-nav a[aria-current="page"]');
      expect(current.map((a) => [norm(a.textContent), a.getAttribute('href')]), `${p}: the game nav's current section`).toEqual([['Player aid', `/${game}/aid/`]]);
    }
  });
});
