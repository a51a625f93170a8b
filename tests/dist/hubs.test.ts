/**
 * The home page and the game hubs, read from their built HTML: which games the home page lists, what each
 * hub links (its checklist and calculators) and promises (no "Coming" heading), and the order of a hub's
 * top-level sections. Moved from the browser suite (tests/browser/site/home.spec.ts and the hub tests of
 * the 1914, Nations in Arms and On To Paris calculators specs): every one of these is decided by the HTML
 * as served. The only script on these pages' content is the hub's "Keep this game offline" box
 * (section[data-keep], in the page as served; its script adds the game's size); the site script (src/scripts/site.ts) changes
 * no link or heading of <main>, so what the HTML shows is what a player sees. What needs a browser
 * (axe, fitting the screen, where the fifth card lands) stays in home.spec.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { dist } from './dist.ts';
import { headingNames, hiddenWhy, one, page, text } from './shown.ts';

const GAMES = ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive'];

/** The first element matching `selector` in the page, seen (not hidden): Playwright's `.first()` + toBeVisible. */
function firstShown(path: string, selector: string) {
  const el = page(path).querySelector(selector);
  expect(el, `${path}: nothing matches ${selector}`).not.toBeNull();
  expect(hiddenWhy(el!), `${path}: ${selector} is hidden`).toBeNull();
}

/** Exactly one element matches, and it is seen: toBeVisible() on a locator without `.first()` (strict). */
function onlyShown(path: string, selector: string) {
  const el = one(page(path), selector, path);
  expect(hiddenWhy(el), `${path}: ${selector} is hidden`).toBeNull();
}

/** No heading is named with "Coming" (getByRole('heading', { name: 'Coming' }): case-insensitive, a substring). */
function nothingComing(path: string) {
  expect(headingNames(page(path)).filter((n) => /coming/i.test(n)), `${path}: a "Coming" heading`).toEqual([]);
}

describe('the home page', () => {
  it('every game whose rules reference is complete is on the home page, none is left under "Coming"', () => {
    for (const slug of GAMES) onlyShown('/', `.cards a[href="/${slug}/"]`);
    nothingComing('/');
  });
});

describe.each(GAMES)('the %s hub', (slug) => {
  const hub = `/${slug}/`;
  it('links its turn checklist and promises nothing under "Coming"', () => {
    firstShown(hub, `main a[href="/${slug}/checklist/"]`);
    nothingComing(hub);
  });
  it('shows its "Keep this game offline" box as served, its words in place: shown only by its script, it pushed the hub down', () => {
    onlyShown(hub, 'section[data-keep] [data-keep-status]');
    onlyShown(hub, 'section[data-keep] button[data-keep-add]');
    expect(text(one(page(hub), '[data-keep-status]', hub))).toMatch(/^Store every page of this game on this device/);
  });
  it('lists every calculator the site builds for the game', () => {
    const built = readdirSync(join(dist, slug, 'calculators'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(built.length, `${slug}: no calculator pages`).toBeGreaterThan(0);
    for (const id of built) firstShown(hub, `main a[href="/${slug}/calculators/${id}/"]`);
  });
});

it('a game hub leads with what a player gets; who made it and what our source holds are at its foot', () => {
  const path = '/1914-offensive/';
  const main = one(page(path), 'main', path);
  const order = main.childNodes.filter((n): n is HTMLElement => n.nodeType === 1).map((e) => (e.localName === 'ul' && e.classList.contains('offer') ? 'offer' : e.id || e.localName));
  expect(order.indexOf('offer'), order.join(' ')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('offer'), order.join(' ')).toBeLessThan(3);
  // one link named "Turn checklist" in the offer (its aria-label, else its text), seen
  const checklist = main.querySelectorAll('ul.offer a').filter((a) => /turn checklist/i.test(a.getAttribute('aria-label') ?? text(a)));
  expect(checklist.length, `${path}: links named "Turn checklist" in ul.offer`).toBe(1);
  expect(hiddenWhy(checklist[0]!), `${path}: the offer's Turn checklist link`).toBeNull();
  const notice = main.querySelector('p.notice');
  expect(notice, `${path}: no p.notice`).not.toBeNull();
  expect(text(notice!)).toContain("Unofficial players' aid");
  const about = one(main, '.about', path);
  expect(hiddenWhy(one(about, '#credits', `${path} .about`)), `${path}: #credits`).toBeNull();
  expect(text(about)).toContain('Michael Resch');
  expect(hiddenWhy(one(about, '#source', `${path} .about`)), `${path}: #source`).toBeNull();
});

it('the 1914 hub lists both calculators', () => {
  firstShown('/1914-offensive/', 'main a[href="/1914-offensive/calculators/effectiveness/"]');
  firstShown('/1914-offensive/', 'main a[href="/1914-offensive/calculators/combat/"]');
});

it('the Nations in Arms hub lists every calculator and the checklist, and promises nothing more', () => {
  const hub = '/nations-in-arms/';
  for (const id of ['reaction', 'battle', 'naval', 'corsairs', 'diplomacy', 'morale', 'siege', 'supply', 'attrition', 'events'])
    firstShown(hub, `main a[href="/nations-in-arms/calculators/${id}/"]`);
  firstShown(hub, 'main a[href="/nations-in-arms/checklist/"]');
  nothingComing(hub);
});

it('the home page lists On To Paris!; its hub lists the checklist and every calculator, with nothing left coming', () => {
  onlyShown('/', '.cards a[href="/on-to-paris/"]');
  const hub = '/on-to-paris/';
  nothingComing(hub);
  firstShown(hub, 'main a[href="/on-to-paris/checklist/"]');
  for (const id of ['supply', 'combat', 'reaction']) onlyShown(hub, `main a[href="/on-to-paris/calculators/${id}/"]`);
});
