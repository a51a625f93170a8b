import { chromium } from 'playwright-core';
import { readdirSync, existsSync } from 'node:fs';
const base = 'http://127.0.0.1:4461';
const pages = [];
for (const g of readdirSync('dist')) if (existsSync(`dist/${g}/calculators`)) for (const c of readdirSync(`dist/${g}/calculators`)) if (existsSync(`dist/${g}/calculators/${c}/index.html`)) pages.push(`/${g}/calculators/${c}/`);
const only = process.argv[2];
const BAD = ['', '-1', '-7', '0', '1e9', '99999999999999999999', 'abc', '1.5', '2,5', ' 3 ', 'NaN', 'Infinity', '1/2', '½', '-0', '0x10', '1e-9'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 667 } });
const issues = [];
for (const path of pages.filter((p) => !only || p.includes(only))) {
  const page = await ctx.newPage();
  const errs = [];
  page.on('pageerror', (e) => errs.push(e.message));
  await page.goto(base + path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]') && !document.querySelector('[aria-busy="true"]'), null, { timeout: 20000 }).catch(() => issues.push(`${path}: never ready`));
  const check = async (what) => {
    const t = await page.locator('main').innerText().catch(() => '');
    const m = t.replace(/"[^"\n]*"/g, "Q").replace(/“[^”\n]*”/g, "Q").match(/.{0,40}(\bNaN\b|undefined|Infinity|\[object|null%|-0%).{0,40}/);
    if (m) issues.push(`${path} ${what}: "${m[0].replace(/\n/g, ' ')}"`);
    const w = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (w > 0) issues.push(`${path} ${what}: sideways ${w}px`);
    const island = await page.locator('astro-island').evaluateAll((els) => els.map((e) => e.innerText.trim().length));
    if (island.some((n) => n < 20)) issues.push(`${path} ${what}: blank island ${island}`);
    if (errs.length) { issues.push(`${path} ${what}: page error ${errs.join('; ')}`); errs.length = 0; }
  };
  await check('load');
  const inputs = page.locator('main input:not([type=checkbox]):not([type=radio]):not([type=hidden]):visible');
  const n = await inputs.count();
  const idx = [...Array(n).keys()].filter((i) => i < 12 || i % 7 === 0);
  for (const i of idx) {
    const el = inputs.nth(i);
    const id = (await el.getAttribute('id')) ?? `#${i}`;
    if (await el.isDisabled()) continue;
    for (const v of BAD) {
      await el.fill(v).catch(() => {});
      await el.press('Tab').catch(() => {});
      await check(`input ${id}="${v}"`);
    }
    await page.goto(base + path);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]') && !document.querySelector('[aria-busy="true"]'), null, { timeout: 20000 }).catch(() => {});
  }
  // URL: each f-* key with bad values
  const keys = await page.locator('main [id^="f-"]').evaluateAll((els) => [...new Set(els.map((e) => e.id.slice(2)).filter((k) => !/-(err|note|hint)$/.test(k)))]);
  for (const k of keys) for (const v of ['-5', 'abc', '1e400', '%00', '9'.repeat(40), '<b>x</b>']) {
    await page.goto(`${base}${path}?${k}=${encodeURIComponent(v)}`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]') && !document.querySelector('[aria-busy="true"]'), null, { timeout: 20000 }).catch(() => issues.push(`${path}?${k}=${v}: never ready`));
    await check(`url ${k}=${v}`);
  }
  await page.close();
  console.log(path, n, 'inputs', keys.length, 'keys');
}
console.log(issues.join('\n') || 'no issues');
await browser.close();
