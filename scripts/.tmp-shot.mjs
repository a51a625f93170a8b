import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
const port = 4446;
const server = await startServer(port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 703, height: 1000 } });
for (const g of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:${port}/${g}/aid/`);
  await page.emulateMedia({ media: 'print' });
  const H = await page.evaluate(() => document.body.scrollHeight); for (let y = 0, i = 0; y < Math.min(H, 9000); y += 1300, i++) await page.screenshot({ path: `/tmp/aidsx/${g}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 703, height: 1300 } });
}
await browser.close(); server.close();
