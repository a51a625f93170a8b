// Browser tests on @playwright/test, driving Debian's Chromium, its headless shell where the machine has
// it (scripts/chromium.mjs says which and why). The build in dist/
// is served by scripts/serve.mjs. Every test imports `test` and `expect` from
// tests/browser/fixtures.ts, which fails a test on a third-party request or a page error
// and gives it an `axe` check.
//
// Projects: `desktop` runs every spec not tagged @phone; `phone-320` and `phone-375`
// (touch, mobile viewport) run the tests tagged @phone (@phone320, @phone375: that width only), so thumb-sized checks run at
// both phone widths without tripling the suite.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromiumPath } from './scripts/chromium.mjs';

const executablePath = chromiumPath();
if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium-headless-shell (or chromium), or set CHROMIUM_PATH.');
// Without a build the server answers 404 everywhere and webServer would only time out.
if (!existsSync(new URL('dist/index.html', import.meta.url))) throw new Error('dist/ is missing: run npm run build first.');

const port = Number(process.env.TEST_PORT ?? 4399);
const phone = (width: number, height: number) => ({
  viewport: { width, height },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: devices['Pixel 7']!.userAgent,
});

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  // A failing test runs once more, recording a trace of that second run; a test that passes only on
  // the second run still fails the suite (failOnFlakyTests). A green run records no trace at all:
  // recording one for every test (retain-on-first-failure) cost about 10% of the suite's time.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // generous: eight sessions share two cores on the dev machines, and axe on a large table is slow there
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/html' }]] : [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The site registers a service worker (dist/sw.js). It would answer requests from its caches,
    // out of reach of page.route() mocks and between tests' expectations; only the offline spec
    // (tests/browser/site/offline.spec.ts) allows it.
    serviceWorkers: 'block',
    // the DOM snapshots of a failing test's second run; no screencast: it made the suite 30% slower
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1280, height: 800 } } },
    // @phone320 and @phone375: one phone width only. Chosen here, not by test.skip() in the test: a
    // skipped test still set up its page first (79 of them cost about 40 s of the suite).
    { name: 'phone-320', grep: /@phone(?!375)/, use: phone(320, 640) },
    { name: 'phone-375', grep: /@phone(?!320)/, use: phone(375, 667) },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
