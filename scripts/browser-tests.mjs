// Browser tests: the built site (dist/) served on localhost, driven in a real
// headless Chromium (Debian's /usr/bin/chromium) with playwright-core, and
// every page type checked with axe-core. Prints "N passed, N failed".
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
import { tests } from '../tests/browser/suite.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!executablePath) {
  console.error('Chromium not found: install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run npm run build first.');
  process.exit(1);
}

const port = Number(process.env.TEST_PORT ?? 4399);
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port);
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

async function axe(page, label) {
  await page.evaluate(axeSource);
  const res = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  if (res.length) throw new Error(`axe found ${res.length} violation(s) on ${label}:\n    ${res.join('\n    ')}`);
}

function assert(cond, msg) {
  if (!cond) throw new Error(msg);
}

let passed = 0;
let failed = 0;
const only = process.argv[2];
for (const t of tests) {
  if (only && !t.name.includes(only)) continue;
  const context = await browser.newContext({ viewport: t.viewport ?? { width: 390, height: 844 }, colorScheme: t.colorScheme ?? 'light' });
  const page = await context.newPage();
  const external = [];
  const errors = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(base) && !u.startsWith('data:') && !u.startsWith('blob:')) external.push(u);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const started = Date.now();
  try {
    await t.run({ page, context, base, axe: (label) => axe(page, label ?? t.name), assert });
    assert(external.length === 0, `third-party requests: ${external.join(', ')}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    passed++;
    console.log(`  ok   ${t.name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`  FAIL ${t.name}\n    ${String(e.message ?? e).split('\n').join('\n    ')}`);
  }
  await context.close();
}
await browser.close();
server.close();
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
