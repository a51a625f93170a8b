// Screenshots of a built page at phone width, for looking at what players see:
//   node scripts/screenshot.mjs /metz-1870/sequence/ /tmp/seq 0 1300   (writes /tmp/seq-0.png, /tmp/seq-1300.png)
// Arguments: the page, an output prefix, then the y offsets of 390 x 1300 px clips.
// SHOT_SIZE=320x568 takes clips of another size (here the smallest phone the site is designed for).
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium.mjs';
import { startServer } from './serve.mjs';
// port 0: any free port, so two sessions (or a running test server) never collide
const server = await startServer(0);
const base = `http://127.0.0.1:${server.address().port}`;
const b = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const [url, out, ...ys] = process.argv.slice(2);
const [width, height] = (process.env.SHOT_SIZE ?? '390x1300').split('x').map(Number);
const p = await b.newPage({ viewport: { width, height } });
await p.goto(base + url);
await p.waitForTimeout(700);
const h = await p.evaluate(() => document.documentElement.scrollHeight);
console.log('height', h);
for (const y of ys) await p.screenshot({ path: `${out}-${y}.png`, clip: { x: 0, y: Number(y), width, height }, fullPage: true });
await b.close(); server.close();
