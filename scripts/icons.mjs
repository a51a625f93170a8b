// Draws the app icons (public/icon-*.png) from public/icon.svg in Chromium. Run by hand after
// changing the SVG: node scripts/icons.mjs. The PNGs are committed; the build does not run this.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium.mjs';

const executablePath = chromiumPath();
const svg = readFileSync('public/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage();
// maskable: the glyph inside the central 80% safe zone, the colour to every edge
for (const [name, size, scale] of [['icon-192.png', 192, 1], ['icon-512.png', 512, 1], ['icon-maskable-512.png', 512, 0.76]]) {
  await page.setViewportSize({ width: size, height: size });
  const glyph = svg.replace('<path ', `<path transform="translate(${256 * (1 - scale)} ${256 * (1 - scale)}) scale(${scale})" `);
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${glyph}`);
  writeFileSync(`public/${name}`, await page.screenshot({ omitBackground: false }));
}
await browser.close();
