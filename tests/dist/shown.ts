/**
 * What a built page shows, read from its HTML in dist/ with node-html-parser: its parsed document, the
 * text of an element (as a browser's textContent, whitespace collapsed, the way Playwright's toContainText
 * reads it), and whether an element could be seen without any script running.
 *
 * "Could be seen" is judged from the HTML and the site's stylesheet: an element is hidden when it or an
 * ancestor has `hidden`, is a <template>, <noscript>, <script> or <style>, a closed <dialog> or a popover,
 * sits in a closed <details> outside its <summary>, has an inline display:none / visibility:hidden, or
 * carries a class that a rule of the site's screen stylesheet hides (display:none, visibility:hidden, or
 * clipped like .sr-only), at any width; and an element with no text and no image has no box to see. Only for pages whose content no
 * script changes: the tests that use it say which scripts the page has.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { dist } from './dist.ts';

const pages = new Map<string, HTMLElement>();

/** The parsed document of a site path such as `/` or `/metz-1870/sequence/` (its index.html in dist/). */
export function page(path: string): HTMLElement {
  if (!/^\/([a-z0-9-]+\/)*$/.test(path)) throw new Error(`not a page path: ${path}`);
  let doc = pages.get(path);
  if (!doc) {
    const file = join(dist, path, 'index.html');
    if (!existsSync(file)) throw new Error(`${path}: no such page in dist/ (${file})`);
    doc = parse(readFileSync(file, 'utf8'));
    pages.set(path, doc);
  }
  return doc;
}

/** The one element of `doc` that matches `selector`, or a failure naming the page (Playwright's strict mode). */
export function one(doc: HTMLElement, selector: string, where: string): HTMLElement {
  const all = doc.querySelectorAll(selector);
  if (all.length !== 1) throw new Error(`${where}: ${all.length} elements match ${selector}, expected exactly one`);
  return all[0]!;
}

const isElement = (n: Node): n is HTMLElement => n.nodeType === 1;
const collapse = (s: string) => s.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** textContent with its whitespace collapsed: what `expect(locator).toContainText()` compares against. */
export function text(el: HTMLElement): string {
  return collapse(el.textContent);
}

/**
 * The words a reader could meet, for checks that something is NOT said: the text outside <script>,
 * <style> and <template>, every element boundary a space (so `<td>Step</td><td>SET_OPTION</td>` keeps its
 * word boundary). Hidden elements count too: stricter than innerText, which leaves them out.
 */
export function words(el: HTMLElement): string {
  const out: string[] = [];
  (function walk(n: Node) {
    if (isElement(n)) {
      if (['script', 'style', 'template'].includes(n.localName)) return;
      out.push(' ');
      n.childNodes.forEach(walk);
      out.push(' ');
    } else if (n.nodeType === 3) out.push(n.textContent);
  })(el);
  return collapse(out.join(''));
}

/** The classes the site's screen stylesheet hides at some width (print rules left out). */
const hidingClasses: Set<string> = (() => {
  const dir = join(dist, '_astro');
  const css = readdirSync(dir)
    .filter((f) => f.endsWith('.css') && !f.startsWith('print.'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  const out = new Set<string>();
  // walk the rules, skipping every @media print block
  const scan = (s: string) => {
    let i = 0;
    while (i < s.length) {
      const open = s.indexOf('{', i);
      if (open < 0) break;
      const prelude = s.slice(i, open).trim();
      // the matching brace of this block
      let depth = 1;
      let j = open + 1;
      while (j < s.length && depth > 0) {
        if (s[j] === '{') depth++;
        else if (s[j] === '}') depth--;
        j++;
      }
      const body = s.slice(open + 1, j - 1);
      if (prelude.startsWith('@')) {
        if (!/^@media\b[^{]*\bprint\b/.test(prelude) || /\bscreen\b/.test(prelude)) scan(body);
      } else if (/display:\s*none|visibility:\s*hidden|clip:\s*rect\(0/.test(body)) {
        for (const sel of prelude.split(',')) {
          const last = sel.trim().split(/[\s>+~]+/).pop() ?? '';
          for (const m of last.matchAll(/\.([\w-]+)/g)) out.add(m[1]!);
        }
      }
      i = j;
    }
  };
  scan(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return out;
})();

/** Why `el` could not be seen on its page without scripts, or null when it could be. */
export function hiddenWhy(el: HTMLElement): string | null {
  let child: HTMLElement | null = null;
  for (let e: HTMLElement | null = el; e && e.rawTagName; child = e, e = e.parentNode as HTMLElement | null) {
    const tag = e.localName;
    if (['template', 'noscript', 'script', 'style', 'head'].includes(tag)) return `inside <${tag}>`;
    if (e.hasAttribute('hidden')) return `<${tag}> has the hidden attribute`;
    if (tag === 'dialog' && !e.hasAttribute('open')) return 'inside a closed <dialog>';
    if (e.hasAttribute('popover')) return `<${tag}> is a popover, shown only when opened`;
    const style = (e.getAttribute('style') ?? '').replace(/\s/g, '');
    if (/display:none|visibility:hidden/.test(style)) return `<${tag}> has style="${e.getAttribute('style')}"`;
    const cls = [...e.classList.values()].find((c) => hidingClasses.has(c));
    if (cls) return `<${tag}> has class ${cls}, which the stylesheet hides`;
    if (tag === 'details' && child && child.localName !== 'summary' && !e.hasAttribute('open')) return 'inside a closed <details>';
  }
  if (!text(el) && !el.querySelector('img, svg, picture, video, canvas, input, button, select, textarea')) return 'it has nothing to show';
  return null;
}

/** The accessible-name sources of a heading: its text, aria-label and the text of its aria-labelledby targets. */
export function headingNames(doc: HTMLElement): string[] {
  return doc.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]').map((h) =>
    [text(h), h.getAttribute('aria-label') ?? '', ...(h.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((id) => { const t = doc.getElementById(id); return t ? text(t) : ''; })].join(' | '),
  );
}
