/**
 * Reading a built page the way the browser tests' locators read it, in Node (for tests/dist/rules-pages and
 * rule-links): on top of shown.ts (the parsed page, Playwright's strict "exactly one element", an element's
 * text as toHaveText / toContainText compare it, whether it can be seen), getByRole('row' | 'link' |
 * 'columnheader', { name }) with the accessible name computed from the content, where a link leads (its
 * href resolved to a file of dist/ and the element with that id, instead of a click), and the scripts a
 * page loads (to check that none of them builds what a test reads from the HTML).
 *
 * getByRole leaves out what is not in the accessibility tree; here, what the HTML itself hides: an element
 * inside a <template>, <noscript>, <script>, <style> or <head>, with `hidden` or aria-hidden="true", a
 * closed popover or <dialog>, an inline display:none or visibility:hidden, or a closed <details> outside
 * its <summary>. An element the tests then use must also be shown by shown.ts's rules (which add the
 * stylesheet's hiding classes).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { dist } from './dist.ts';
import { hiddenWhy, one, page, text } from './shown.ts';

export { one, page, text };

/** The dist/ file a site path is served from (scripts/serve.mjs: the file, a folder's index.html, else `path.html`), or null. */
export function fileOf(path: string): string | null {
  const clean = decodeURIComponent(path.split('?')[0]!);
  for (const f of [join(dist, clean), join(dist, clean, 'index.html'), join(dist, `${clean}.html`)]) {
    if (existsSync(f) && statSync(f).isFile()) return f;
  }
  return null;
}

/** A page parsed afresh from its file, to be altered without touching the copy page() shares. */
export function freshPage(path: string): HTMLElement {
  const file = fileOf(path);
  if (!file) throw new Error(`${path}: no such page in dist/`);
  return parse(readFileSync(file, 'utf8'));
}

/** Whether the element can be seen as the page opens, without scripts (shown.ts). */
export const shown = (el: HTMLElement): boolean => hiddenWhy(el) === null;

const collapse = (s: string) => s.replace(/\u200b/g, '').trim().replace(/\s+/g, ' ');
const isElement = (n: Node): n is HTMLElement => n.nodeType === 1;
const tag = (el: HTMLElement) => el.tagName?.toLowerCase() ?? '';

function rootOf(el: HTMLElement): HTMLElement {
  let r = el;
  while (r.parentNode) r = r.parentNode;
  return r;
}

/** Left out of the accessibility tree by the HTML itself (see the header). */
function outOfTree(el: HTMLElement): boolean {
  for (let e: HTMLElement | null = el, child: HTMLElement | null = null; e && tag(e); child = e, e = e.parentNode) {
    if (['template', 'noscript', 'script', 'style', 'head'].includes(tag(e))) return true;
    if (e.hasAttribute('hidden') || e.hasAttribute('popover') || e.getAttribute('aria-hidden') === 'true') return true;
    if (tag(e) === 'dialog' && !e.hasAttribute('open')) return true;
    if (/(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/.test(e.getAttribute('style') ?? '')) return true;
    if (tag(e) === 'details' && child && tag(child) !== 'summary' && !e.hasAttribute('open')) return true;
  }
  return false;
}

/** Elements laid out as blocks: their content is set apart by spaces in an accessible name computed from content. */
const BLOCK = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul']);

/** The accessible name of an element named from its content (links, rows, headers): aria-label wins, hidden parts are left out. */
export function accessibleName(el: HTMLElement): string {
  const doc = rootOf(el);
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) return collapse(labelledBy.split(/\s+/).map((id) => { const t = doc.querySelector(`[id="${id}"]`); return t ? fromContent(t) : ''; }).join(' '));
  const label = el.getAttribute('aria-label')?.trim();
  if (label) return collapse(label);
  return collapse(fromContent(el));
  function fromContent(e: HTMLElement): string {
    return e.childNodes
      .map((n) => {
        if (!isElement(n)) return n.nodeType === 3 ? n.text : '';
        if (outOfTree(n)) return '';
        const own = n.getAttribute('aria-label')?.trim() || (tag(n) === 'img' ? n.getAttribute('alt') ?? '' : null);
        const inner = own ?? fromContent(n);
        return BLOCK.has(tag(n)) ? ` ${inner} ` : inner;
      })
      .join('');
  }
}

const ROLES = {
  row: (el: HTMLElement) => (tag(el) === 'tr' && !el.getAttribute('role')) || el.getAttribute('role') === 'row',
  link: (el: HTMLElement) => ((tag(el) === 'a' || tag(el) === 'area') && el.hasAttribute('href') && !el.getAttribute('role')) || el.getAttribute('role') === 'link',
  columnheader: (el: HTMLElement) => (tag(el) === 'th' && el.getAttribute('scope') !== 'row' && !el.getAttribute('role')) || el.getAttribute('role') === 'columnheader',
} as const;

/**
 * getByRole(role, { name }) under `scope`: the elements of that role in the accessibility tree, in document
 * order, whose accessible name contains `name` (case-insensitive, whitespace collapsed, as Playwright's
 * non-exact match) or matches it (a RegExp).
 */
export function byRole(scope: HTMLElement, role: keyof typeof ROLES, name?: string | RegExp): HTMLElement[] {
  const all = scope.querySelectorAll('*').filter((el) => ROLES[role](el) && !outOfTree(el));
  if (name === undefined) return all;
  return all.filter((el) => {
    const n = accessibleName(el);
    return typeof name === 'string' ? n.toLowerCase().includes(collapse(name).toLowerCase()) : name.test(n);
  });
}

/** Where a link leads: its href resolved against the page it is on; the page of dist/ it names and the element of its #fragment (or nulls). */
export function follow(href: string, from: string): { url: string; path: string; hash: string; doc: HTMLElement | null; target: HTMLElement | null } {
  const u = new URL(href, `http://site${from}`);
  const file = fileOf(u.pathname);
  const doc = file?.endsWith('/index.html') ? page(u.pathname) : null;
  const hash = decodeURIComponent(u.hash.slice(1));
  const target = doc && hash ? doc.querySelector(`[id="${hash}"]`) : null;
  return { url: `${u.pathname}${u.search}${u.hash}`, path: u.pathname, hash, doc, target };
}

/**
 * The scripts a built page loads, as text: its inline scripts and its module scripts with everything they
 * import, statically or with import() (the lazy parts that load on a tap too), by file name.
 */
export function scriptsOf(path: string): Map<string, string> {
  const doc = page(path);
  const out = new Map<string, string>();
  doc.querySelectorAll('script:not([src])').forEach((s, i) => out.set(`inline #${i + 1}`, s.textContent));
  const todo = doc.querySelectorAll('script[src]').map((s) => s.getAttribute('src')!);
  while (todo.length) {
    const src = todo.pop()!;
    if (out.has(src)) continue;
    const file = fileOf(src);
    if (!file) throw new Error(`${path}: script ${src} is not in dist/`);
    const js = readFileSync(file, 'utf8');
    out.set(src, js);
    for (const m of js.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)[`"'](\.{1,2}\/[^`"']+\.js)[`"']/g)) todo.push(new URL(m[1]!, `http://site${src}`).pathname);
  }
  return out;
}
