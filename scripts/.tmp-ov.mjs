import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
const port = 4446;
const server = await startServer(port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
for (const g of ['death-ride','metz-1870','on-to-paris','nations-in-arms','1914-offensive']) {
  await page.goto(`http://127.0.0.1:${port}/${g}/aid/`);
  const r = await page.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); if (b.right > W + 0.5 && !el.closest('.table-wrap')) out.push(el.tagName + '.' + el.className + ' ' + Math.round(b.right) + ' ' + (el.textContent||'').slice(0,60)); }
    return [document.documentElement.scrollWidth - W, out.slice(0,5)];
  });
  console.log(g, JSON.stringify(r));
}
await browser.close(); server.close();
