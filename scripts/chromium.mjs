// Which Chromium the browser tests, the budget check and the other scripts drive (no browser download:
// `npx playwright install` cannot reach its CDN on these machines). In order:
//   1. CHROMIUM_PATH, when set;
//   2. Debian's chromium-headless-shell: Chromium's own headless build (Blink and V8 of the same
//      version as the full browser, without its windowing and GPU layers), the browser Playwright
//      itself runs for headless tests. On a two-core machine the whole browser suite ran in 4.5 min
//      with it against 8.1 min with the full browser in its headless mode (333 tests, same results);
//   3. Debian's full chromium (or chromium-browser).
// Lighthouse keeps the full browser (scripts/lighthouse.mjs): its scores were measured with it.
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** The Chromium to drive, or undefined when the machine has none. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

// `node scripts/chromium.mjs` prints it (.ci/run does)
if (import.meta.url === `file://${process.argv[1]}`) console.log(chromiumPath() ?? 'none');
