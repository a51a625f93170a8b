// Every internal link of the built site resolves: the page exists and, for a
// link with #fragment, the target page has an element with that id. Every
// popovertarget names a popover of the same page, and no page has two
// elements with one popover id (the rule reader renders one per term or rule).
// Usage: node scripts/check-links.mjs (after npm run build). Prints "links: N passed, N failed".
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = 'dist';
const pages = [];
(function walk(dir) {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) walk(p);
    else if (e.endsWith('.html')) pages.push(p);
  }
})(dist);

const idsCache = new Map();
function ids(file) {
  if (!idsCache.has(file)) idsCache.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  return idsCache.get(file);
}
function target(path) {
  const clean = decodeURIComponent(path.split('?')[0]);
  for (const f of [join(dist, clean), join(dist, clean, 'index.html'), join(dist, `${clean}.html`)]) if (existsSync(f) && statSync(f).isFile()) return f;
  return null;
}

let ok = 0;
const bad = [];
for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const rel = '/' + page.slice(dist.length + 1).replace(/index\.html$/, '');
  for (const m of html.matchAll(/\shref="([^"]+)"/g)) {
    const href = m[1].replace(/&amp;/g, '&');
    if (/^(https?:|mailto:|data:|javascript:)/.test(href)) continue;
    if (href.startsWith('/_astro/')) continue;
    const [path, frag] = href.startsWith('#') ? [rel, href.slice(1)] : href.split('#');
    const file = target(path || rel);
    if (!file) bad.push(`${rel}: ${href} (no such page)`);
    else if (frag && !ids(file).has(frag)) bad.push(`${rel}: ${href} (no element #${frag})`);
    else ok++;
  }
}
for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const rel = '/' + page.slice(dist.length + 1).replace(/index\.html$/, '');
  const pops = [...html.matchAll(/<[a-z]+\s[^>]*\bpopover\b[^>]*>/g)].map((m) => /\sid="([^"]+)"/.exec(m[0])?.[1]);
  const seen = new Set();
  for (const id of pops) {
    if (!id) bad.push(`${rel}: a popover without an id`);
    else if (seen.has(id)) bad.push(`${rel}: popover #${id} twice`);
    seen.add(id);
  }
  for (const m of html.matchAll(/\spopovertarget="([^"]+)"/g)) {
    if (seen.has(m[1])) ok++;
    else bad.push(`${rel}: popovertarget="${m[1]}" (no popover #${m[1]})`);
  }
}
for (const b of bad.slice(0, 40)) console.log(`  FAIL ${b}`);
if (bad.length > 40) console.log(`  ... and ${bad.length - 40} more`);
console.log(`links: ${ok} passed, ${bad.length} failed`);
process.exit(bad.length ? 1 : 0);
