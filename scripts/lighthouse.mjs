// Lighthouse (mobile, simulated throttling: its defaults) on every page type of every game.
// Not part of `npm test` (slow, and Lighthouse is not a dependency: it runs through npx).
// Usage: npm run build && npm run lighthouse
//   LH_PORT=4661        port to serve dist/ on
//   LH_ONLY=<regex>     only the URLs whose path matches
//   LH_MIN_PERF=95      lowest accepted performance score (the other three must be 100)
//   CHROMIUM_PATH       Chromium to drive (default /usr/bin/chromium)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serve.mjs';

const GAMES = ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive'];
const port = Number(process.env.LH_PORT ?? 4661);
const minPerf = Number(process.env.LH_MIN_PERF ?? 95);
const only = process.env.LH_ONLY ? new RegExp(process.env.LH_ONLY) : null;
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = 'dist';

const dirs = (p) => (existsSync(join(dist, p)) ? readdirSync(join(dist, p), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : []);
const page = (p) => existsSync(join(dist, p, 'index.html'));

/** The paths to check: home, offline page, and for each game its hub and one page of each type. */
function paths() {
  const out = ['/'];
  const offline = readdirSync(dist).find((f) => /offline/i.test(f) && f.endsWith('.html'));
  if (offline) out.push(`/${offline}`);
  else if (page('offline')) out.push('/offline/');
  for (const g of GAMES) {
    out.push(`/${g}/`);
    const chapter = dirs(`${g}/rules`)[0];
    if (chapter) out.push(`/${g}/rules/${chapter}/`);
    for (const p of ['glossary', 'charts', 'checklist', 'sequence', 'aid']) if (page(`${g}/${p}`)) out.push(`/${g}/${p}/`);
    const editable = dirs(`${g}/charts`).find((id) => /data-island="chart-editor"/.test(readFileSync(join(dist, g, 'charts', id, 'index.html'), 'utf8')));
    if (editable) out.push(`/${g}/charts/${editable}/`);
    for (const c of dirs(`${g}/calculators`)) out.push(`/${g}/calculators/${c}/`);
  }
  return out.filter((p) => !only || only.test(p));
}

const run = promisify(execFile);
const CATS = ['performance', 'accessibility', 'best-practices', 'seo'];
const out = mkdtempSync(join(tmpdir(), 'lh-'));
const server = await startServer(port);
const rows = [];
let failed = false;
try {
  for (const [i, p] of paths().entries()) {
    const file = join(out, `${i}.json`);
    try {
      // asynchronously: the server above answers from this process, so a blocking call would starve it
      await run('npx', ['--yes', 'lighthouse@13.5.0', `http://127.0.0.1:${port}${p}`, '--quiet', '--output=json', `--output-path=${file}`,
        `--chrome-path=${chrome}`, '--chrome-flags=--headless=new --no-sandbox', `--only-categories=${CATS.join(',')}`], { timeout: 300_000 });
    } catch {
      rows.push({ p, error: true });
      failed = true;
      console.log(`${p}: Lighthouse failed`);
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const s = Object.fromEntries(CATS.map((c) => [c, Math.round((r.categories[c]?.score ?? 0) * 100)]));
    const a = r.audits;
    const bad = CATS.filter((c) => s[c] < (c === 'performance' ? minPerf : 100))
      .flatMap((c) => r.categories[c].auditRefs.filter((ref) => ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 1).map((ref) => ref.id));
    const row = { p, ...s, lcp: a['largest-contentful-paint'].numericValue, tbt: a['total-blocking-time'].numericValue, cls: a['cumulative-layout-shift'].numericValue, bad };
    rows.push(row);
    if (bad.length || s.performance < minPerf || CATS.slice(1).some((c) => s[c] < 100)) failed = true;
    console.log(`${p}  perf ${s.performance}  a11y ${s.accessibility}  bp ${s['best-practices']}  seo ${s.seo}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}${bad.length ? `  failing: ${bad.join(', ')}` : ''}`);
  }
} finally {
  server.close();
}
console.log('\n| URL | perf | a11y | best practices | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r.error ? `| ${r.p} | error | | | | | | |` : `| ${r.p} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
process.exit(failed ? 1 : 0);
