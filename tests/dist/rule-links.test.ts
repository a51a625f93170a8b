/**
 * The rule reader's links, checked on the built site in Node: every entry of every game's rules.json
 * resolves to an element with its anchor, a rules page renders one popover per distinct term and rule with
 * each button naming one of them, and a rule's "Referenced by" list names and links what points at it.
 *
 * Moved from tests/browser/site/rules-index.spec.ts and two tests of tests/browser/site/reader.spec.ts
 * (same test names): all of it is in the HTML and JSON files as served. The popovers and the "Referenced by"
 * lists are rendered at build time (src/components/Rule.astro and the rule reader): each test also checks
 * that no script the page loads, lazy parts included, builds them, so the HTML is what the reader gets.
 * Opening a popover, light dismiss and keyboard stay in reader.spec.ts and badges.spec.ts; opening a
 * <details> and following a link are the browser's own.
 */
import { readFileSync } from 'node:fs';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { fileOf, follow, freshPage, one, page, scriptsOf, shown, text } from './rules-html.ts';

const json = (path: string): unknown => {
  const file = fileOf(path);
  expect(file, `${path} is not in dist/`).not.toBeNull();
  return JSON.parse(readFileSync(file!, 'utf8'));
};

/** The ids of a page's elements (one walk a page, not one query per rule). */
const idsOf = (() => {
  const cache = new Map<string, Set<string>>();
  return (path: string) => {
    let ids = cache.get(path);
    if (!ids) cache.set(path, (ids = new Set(page(path).querySelectorAll('[id]').map((e) => e.id))));
    return ids;
  };
})();

/**
 * The scripts of `path` that mention `word` once the allowed uses are taken out: the chapter script opens a
 * popover on keyboard focus (getAttribute(`popovertarget`), showPopover) and the rulings view inserts its
 * list before a rule's "Referenced by" (querySelector(`:scope > details.cited-by`)); neither builds one.
 */
function scriptsBuilding(path: string, word: RegExp, allowed: RegExp[]): string[] {
  return [...scriptsOf(path)].filter(([, js]) => word.test(allowed.reduce((s, a) => s.replace(a, ''), js))).map(([f]) => f);
}

const POPOVER_READS = [/getAttribute\(`popovertarget`\)/g, /\.showPopover\b/g];
const CITED_BY_READS = [/querySelector\(`:scope > details\.cited-by`\)/g];

describe('rules.json (was site/rules-index.spec.ts)', () => {
  test('rules.json of every game: each entry resolves to an element with its anchor', () => {
    const games = json('/rules-index.json') as { game: string }[];
    expect(games.length, 'games in rules-index.json').toBeGreaterThanOrEqual(2);
    for (const { game } of games) {
      const rules = json(`/${game}/rules.json`) as { id: string; title: string; url: string }[];
      expect(Array.isArray(rules), `${game}: rules.json is not a list`).toBe(true);
      expect(rules.length, `${game}: rules.json entries`).toBeGreaterThanOrEqual(25);
      for (const r of rules) {
        expect([typeof r.id, typeof r.title, typeof r.url], `bad entry ${JSON.stringify(r)}`).toEqual(['string', 'string', 'string']);
        const [path, hash] = r.url.split('#');
        expect(hash, `url of ${r.id}`).toBe(`r-${r.id.replace(/\./g, '-')}`);
        const file = fileOf(path!);
        expect(file?.endsWith('.html'), `${r.url}: no page ${path} in dist/`).toBe(true);
        expect(idsOf(path!).has(hash!), `${r.url} does not resolve: no element #${hash} on ${path}`).toBe(true);
      }
    }
  });
});

describe('the rule reader (was site/reader.spec.ts)', () => {
  test('one popover per distinct term and rule on a page, each button naming one of them', () => {
    const path = '/on-to-paris/rules/combat/';
    const doc = page(path);
    const targets = doc.querySelectorAll('[popovertarget]').map((b) => b.getAttribute('popovertarget')!);
    const pops = doc.querySelectorAll('[popover]').map((p) => p.id);
    expect(targets.length, `${path}: some references repeat on this page`).toBeGreaterThan(new Set(targets).size);
    expect(pops.length, `${path}: a popover rendered twice`).toBe(new Set(pops).size);
    expect([...new Set(targets)].sort()).toEqual([...pops].sort());
    expect(scriptsBuilding(path, /popover/i, POPOVER_READS), `${path}: scripts that may add popovers or their buttons`).toEqual([]);
  });

  test('each rule says what points at it: rules, checklist steps, calculators', () => {
    const path = '/death-ride/rules/combat/';
    const sel = 'section[data-rule="combat-eligibility"] > details.cited-by';
    const back = one(page(path), sel, path);
    // the summary opens the list (a <details>' own summary: its first child)
    const summary = back.childNodes.find((n): n is HTMLElement => n.nodeType === 1);
    expect(summary?.tagName, `${path}: the first child of the "Referenced by" details`).toBe('SUMMARY');
    expect(one(back, 'summary', `${path}: the "Referenced by" summary`)).toBe(summary);
    expect(text(summary!)).toBe('Referenced by 1 rule, 1 checklist step, 1 calculator');
    expect(text(one(back, 'a[href="/death-ride/rules/sequence/#r-2-3-2"]', path))).toBe('2.3.2');
    const step = back.querySelectorAll('a').filter((a) => text(a).toLowerCase().includes('german impulse'));
    expect(step.length, `${path}: links "German impulse" in the list`).toBe(1);
    // shown once the summary opens the list: the same page with that <details> open
    const opened = freshPage(path);
    const openBack = one(opened, sel, path);
    openBack.setAttribute('open', '');
    for (const a of openBack.querySelectorAll('a')) expect(shown(a), `${path}: "${text(a)}" hidden in the open list`).toBe(true);
    const to = follow(step[0]!.getAttribute('href')!, path);
    expect(to.url).toMatch(/\/death-ride\/sequence\/#s-germanImpulse$/);
    expect(to.target, `${to.url}: no element #${to.hash}`).not.toBeNull();
    expect(text(one(to.doc!, '#s-germanImpulse', to.path))).toMatch(/German impulse/);
    for (const p of [path, to.path]) expect(scriptsBuilding(p, /cited-by/, CITED_BY_READS), `${p}: scripts that may build a "Referenced by" list`).toEqual([]);
    expect(scriptsBuilding(to.path, /s-\$\{|`s-`|["']s-["']/, []), `${to.path}: scripts that may build the steps' anchors`).toEqual([]);
  });
});
