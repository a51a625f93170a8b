// Size budgets, checked on the built site (dist/). Fails the test run when
// a page type ships more JavaScript than its budget.
//   rules pages (and glossary, sequence, charts, player aid): no islands, at most 5 KB gzipped JS before search is opened
//   calculator pages: at most 26 KB gzipped JS in total (30 KB until their fixed lines became the
//   page's phrases, 29 KB until the small shared modules were grouped by who uses them, 28 KB until the
//   calculator islands dropped Preact's hooks and the charts' words became the page's, 27.5 KB until the
//   steps only some combats have loaded when the inputs ask for them, lib/part.ts);
//   my-chart pages: at most 16 KB (30 KB until this was measured against what they load: 14.4 KB)
//   checklist pages: at most 28 KB (32, then 31 KB before the island was drawn without Preact). They alone carry
//   XState (12 KB gz with the checklist engine, the stack's choice for turn sequences), and a chit-pull turn (Metz:
//   44 states and the cup's exact draw chances) needs about 6 KB of its own; every word a checklist shows ships as
//   HTML, and the island clones it from the page with the DOM (components/checklist-view.ts), so no Preact.
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';

const dist = 'dist';
const KB = 1024;
const budgets = [
  { type: 'rules', match: /^[^/]+\/rules\/[^/]+\/index\.html$/, maxJs: 5 * KB, islands: false },
  { type: 'glossary', match: /^[^/]+\/glossary\/index\.html$/, maxJs: 5 * KB, islands: false },
  { type: 'sequence', match: /^[^/]+\/sequence\/index\.html$/, maxJs: 5 * KB, islands: false },
  { type: 'charts', match: /^[^/]+\/charts\/index\.html$/, maxJs: 5 * KB, islands: false },
  // the printable player aid (part one and part two): its only script of its own is the inline one that fills blanks from "my chart"
  { type: 'aid', match: /^[^/]+\/aid\/(?:more\/)?index\.html$/, maxJs: 5 * KB, islands: false },
  { type: 'checklist', match: /^[^/]+\/checklist\/index\.html$/, maxJs: 28 * KB, islands: true },
  { type: 'calculator', match: /^[^/]+\/calculators\/[^/]+\/index\.html$/, maxJs: 26 * KB, islands: true },
  { type: 'my-chart', match: /^[^/]+\/charts\/[^/]+\/index\.html$/, maxJs: 16 * KB, islands: true },
];
const maxHtml = 30 * KB; // gzipped HTML per page
// The service worker's own scripts (dist/sw.js, the Workbox runtime beside it and sw-games.*.js) are
// not a page's JavaScript: the browser fetches them in the worker, once per deployment, off the page's
// main thread and outside its load, and a page is never slower for them. Its registration, the few
// lines in the site script, runs in every page and counts.
const SW_OWN = /^\/(sw|workbox-[\w-]+|sw-games\.[\w-]+)\.js$/;

async function walk(dir, base = '') {
  const out = [];
  for (const e of await readdir(join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await walk(dir, rel)));
    else out.push(rel);
  }
  return out;
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const cache = new Map();
async function jsClosure(entry, seen = new Set()) {
  // a module and every module it imports statically (what loads before any click)
  if (seen.has(entry)) return seen;
  seen.add(entry);
  let src = cache.get(entry);
  if (src === undefined) {
    src = await readFile(join(dist, entry), 'utf8').catch(() => '');
    cache.set(entry, src);
  }
  for (const m of src.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1];
    const path = spec.startsWith('/') ? spec.slice(1) : join(entry, '..', spec);
    await jsClosure(path, seen);
  }
  return seen;
}

// Pages with islands load their game module after first paint: measure what
// a real browser fetches on load instead of guessing from the import graph.
const executablePath = chromiumPath();
let measure = null;
if (executablePath) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./serve.mjs');
  const port = Number(process.env.BUDGET_PORT ?? 4398);
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  measure = {
    async js(path) {
      const page = await browser.newPage();
      const bodies = [];
      page.on('response', async (r) => {
        if (r.url().endsWith('.js') && !SW_OWN.test(new URL(r.url()).pathname)) bodies.push(r.body().then((b) => gz(b)).catch(() => 0));
      });
      await page.goto(`http://127.0.0.1:${port}/${path.replace(/index\.html$/, '')}`, { waitUntil: 'networkidle' });
      // network idle alone can come before a busy page asks for its game module or the cells form (loaded
      // when its place is laid out near the screen): wait until every island has mounted and shows what it
      // loaded (tests/browser/fixtures.ts islandsReady), then until no script has been fetched for 600 ms
      await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-mounted]), [aria-busy="true"]'), null, { timeout: 30_000 });
      await page.evaluate(
        () =>
          new Promise((done) => {
            const count = () => performance.getEntriesByType('resource').length;
            let last = count();
            let since = performance.now();
            const tick = () => {
              const n = count();
              if (n !== last) (last = n), (since = performance.now());
              if (performance.now() - since >= 600) done(undefined);
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
      const sizes = await Promise.all(bodies);
      await page.close();
      return sizes.reduce((a, b) => a + b, 0);
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}

const files = await walk(dist);
const rows = [];
let failed = false;
/** One page's row (and its HTML check). */
async function check(f) {
  const b = budgets.find((x) => x.match.test(f));
  const html = await readFile(join(dist, f), 'utf8');
  const htmlGz = gz(Buffer.from(html));
  if (htmlGz > maxHtml) {
    failed = true;
    console.error(`FAIL ${f}: HTML ${(htmlGz / KB).toFixed(1)} KB gz > ${maxHtml / KB} KB`);
  }
  if (!b) return;
  const hasIsland = /\sdata-island="/.test(html);
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1].slice(1));
  // a script element of JSON (the phrases a calculator or checklist says, phrases() in lib/words.ts) is data the page's HTML carries, counted with it
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const seen = new Set();
  for (const s of scripts) await jsClosure(s, seen);
  for (const i of inline) for (const m of i.matchAll(/import\s*["']([^"']+\.js)["']/g)) await jsClosure(m[1].slice(1), seen);
  let js = inline.reduce((n, s) => n + gz(Buffer.from(s)), 0);
  for (const s of seen) js += gz(Buffer.from(cache.get(s) ?? (await readFile(join(dist, s), 'utf8').catch(() => ''))));
  if (hasIsland && measure) js = Math.max(js, inline.reduce((n, s) => n + gz(Buffer.from(s)), 0) + (await measure.js(f)));
  const over = js > b.maxJs;
  const islandBad = !b.islands && hasIsland;
  if (over || islandBad) failed = true;
  rows.push({ page: f, type: b.type, js, html: htmlGz, status: over ? 'OVER' : islandBad ? 'ISLAND' : 'ok', max: b.maxJs });
}
// three pages at a time: a page's measure mostly waits on the network going idle
const queue = files.filter((x) => x.endsWith('.html'));
await Promise.all([0, 1, 2].map(async () => {
  for (let f = queue.shift(); f !== undefined; f = queue.shift()) await check(f);
}));
rows.sort((a, b) => a.page.localeCompare(b.page));
const byType = new Map();
for (const r of rows) {
  const t = byType.get(r.type) ?? { n: 0, maxJs: 0, page: '', budget: r.max, bad: [] };
  t.n++;
  if (r.js > t.maxJs) Object.assign(t, { maxJs: r.js, page: r.page });
  if (r.status !== 'ok') t.bad.push(`${r.page} (${r.status}, ${(r.js / KB).toFixed(1)} KB)`);
  byType.set(r.type, t);
}
await measure?.close();
console.log(`Budgets (gzipped JS loaded before any interaction${measure ? '; island pages measured in Chromium' : ''}):`);
for (const [type, t] of byType)
  console.log(`  ${type.padEnd(11)} ${String(t.n).padStart(3)} pages, largest ${(t.maxJs / KB).toFixed(1)} KB (${t.maxJs} B) of ${t.budget / KB} KB  (${t.page})${t.bad.length ? `\n    FAIL: ${t.bad.join('\n    FAIL: ')}` : ''}`);
// BUDGET_LIST=<regex>: every measured page whose path matches, e.g. BUDGET_LIST=1914-offensive/(checklist|calculators)
if (process.env.BUDGET_LIST) {
  const want = new RegExp(process.env.BUDGET_LIST);
  for (const r of rows.filter((x) => want.test(x.page))) console.log(`  ${r.page.padEnd(58)} ${String(r.js).padStart(6)} B of ${r.max} (${r.type})`);
}
if (rows.length === 0) {
  console.error('FAIL: no pages found in dist/: build first');
  failed = true;
}
if (failed) {
  console.error('Budgets: FAILED');
  process.exit(1);
}
console.log('Budgets: all pages within budget');
