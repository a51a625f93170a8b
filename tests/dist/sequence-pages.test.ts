/**
 * The sequence of play pages (/<game>/sequence/), read from their built HTML. They are static: no island,
 * no script in <main>, only the site script (src/scripts/site.ts), which changes none of their text or
 * links. So their words, their steps, their in-page links and where those land are all in the HTML.
 * Moved from the browser suite (the former tests/browser/site/sequence.spec.ts and death-ride/sequence.spec.ts,
 * and the HTML part of tests/browser/metz-1870/sequence.spec.ts, which keeps its axe check).
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from './dist.ts';
import { hiddenWhy, one, page, text, words } from './shown.ts';

/** Machine event names (SET_OPTION, DRAW_FOW ...) are code, not words for players. */
const EVENT_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/**
 * Every page a game's hub links whose address ends in /sequence/ (from the games the home page lists), as
 * the browser test found them: each game's sequence of play page and its rules chapter "sequence"; and
 * every sequence of play page built. A rules chapter's own script (src/pages/[game]/rules/[chapter].astro)
 * adds to it, with no stored rulings and no ?tree=, only the fixed "Add a ruling" buttons: its words
 * are in its HTML.
 */
function sequencePages(): { linked: string[]; all: string[] } {
  const hubs = new Set(
    page('/')
      .querySelectorAll('main a[href$="/"]')
      .map((a) => a.getAttribute('href')!)
      .filter((h) => /^\/[a-z0-9-]+\/$/.test(h)),
  );
  const linked = new Set<string>();
  for (const hub of hubs) for (const a of page(hub).querySelectorAll('a[href$="/sequence/"]')) linked.add(a.getAttribute('href')!);
  const built = readdirSync(dist, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dist, d.name, 'sequence', 'index.html')))
    .map((d) => `/${d.name}/sequence/`);
  return { linked: [...linked], all: [...new Set([...linked, ...built])] };
}

describe('no sequence of play page shows a machine event name', () => {
  const { linked, all } = sequencePages();
  it('the games link at least two sequence pages', () => {
    expect(linked.length, `sequence pages linked from the games: ${linked.join(' ')}`).toBeGreaterThanOrEqual(2);
  });
  it.each(all)('%s', (url) => {
    const main = one(page(url), 'main', url);
    // every element boundary a space, and (for a name split across inline elements) plain textContent
    for (const t of [words(main), text(main)]) {
      expect(t.match(EVENT_NAME) ?? [], `event names on ${url}`).toEqual([]);
      // a choice that keeps the players on a step says so in words
      expect(t, url).not.toContain('→ stays on this step');
    }
  });
});

it('a form is named as a form, a die roll by its real range, and a return to the step left in words', () => {
  const offensive = text(one(page('/1914-offensive/sequence/'), 'main', '/1914-offensive/sequence/'));
  expect(offensive).toContain('Form: Start with these game turns');
  expect(offensive).toContain('Nothing: back to the step → back to the step you came from');
  expect(offensive).not.toContain('0--1');
  const paris = text(one(page('/on-to-paris/sequence/'), 'main', '/on-to-paris/sequence/'));
  expect(paris).toContain('3D6 for the Initiative, 3-18'); // three dice: not 3-8
});

it('Death Ride sequence of play: the 12 steps of the machine; a Next link lands on the end-of-phase step', () => {
  const url = '/death-ride/sequence/';
  const doc = page(url);
  expect(doc.querySelectorAll('main section.rule').length, 'Death Ride sequence should list its 12 steps').toBe(12);
  const next = doc.querySelector('main a[href="#s-endCheck"]');
  expect(next, `${url}: no link to #s-endCheck in main`).not.toBeNull();
  expect(hiddenWhy(next!), `${url}: the first link to #s-endCheck`).toBeNull();
  // a fragment link of a page without a script on it lands on the one element with that id
  expect(text(one(doc, '[id="s-endCheck"]', url)), 'the Next link did not land on the end-of-phase step').toMatch(/last\?/);
});

it('Metz sequence of play: every step of the machine, static and printable, linking the checklist', () => {
  const url = '/metz-1870/sequence/';
  const doc = page(url);
  expect(doc.querySelectorAll('main section.rule').length, 'steps the Metz sequence lists').toBeGreaterThanOrEqual(40);
  expect(doc.querySelectorAll('[data-island]').length, 'the sequence page has an island').toBe(0);
  expect(doc.querySelectorAll('main a[href="/metz-1870/checklist/"]').length, 'the sequence page does not link the checklist').toBe(1);
  expect(doc.querySelectorAll('nav.game-nav a[href="/metz-1870/checklist/"]').length, 'the game nav lacks the checklist').toBe(1);
});

it('the sequence of play pages are static: no script in <main>, no island', () => {
  for (const url of sequencePages().all.filter((u) => /^\/[a-z0-9-]+\/sequence\/$/.test(u))) {
    const doc = page(url);
    expect(doc.querySelectorAll('main script, astro-island, [data-island]').length, `${url}: a script or island`).toBe(0);
  }
});
