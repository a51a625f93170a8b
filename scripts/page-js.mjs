// Lists the JavaScript a built page loads, largest first, raw and gzipped:
//   node scripts/page-js.mjs /death-ride/checklist/ /metz-1870/calculators/fire/
// (after npm run build; drives the Chromium the browser tests do: scripts/chromium.mjs)
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium.mjs';
import { gzipSync } from 'node:zlib';
import { startServer } from './serve.mjs';
const port = Number(process.env.JS_PORT ?? 4397);
const server = await startServer(port);
const b = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage();
  const out = [];
  p.on('response', async (r) => { if (r.url().endsWith('.js')) out.push(r.body().then((x) => [r.url().split('/').pop(), x.length, gzipSync(x, { level: 9 }).length])); });
  await p.goto(`http://127.0.0.1:${port}` + path, { waitUntil: 'networkidle' });
  const rows = (await Promise.all(out)).sort((a, b) => b[2] - a[2]);
  console.log(path, (rows.reduce((n, r) => n + r[2], 0) / 1024).toFixed(1), 'KB gz');
  for (const r of rows) console.log('  ', r[0].padEnd(50), String(r[1]).padStart(7), String(r[2]).padStart(6));
  await p.close();
}
await b.close(); server.close();
