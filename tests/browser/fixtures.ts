// The fixture every browser test uses: import { test, expect } from here, never from
// '@playwright/test', so no test can forget the checks every page gets.
//   - a request to any other origin, from any page of the test's browser context, fails the test
//     (the site makes none);
//   - an uncaught error in any page of the context fails the test;
//   - `axe(label)` runs axe-core (WCAG 2.2 AA + best practice) on the page as it is now;
//     `axe(label, COLOUR_RULES)` only the rules colours decide (a second colour scheme of a page).
// Helpers: `sidewaysOverflow(page)` (px the page scrolls sideways) and `islandsReady(page)`
// (waits until every island has hydrated and loaded what it shows, instead of a fixed wait).
// A calculator's summary bar is in the page as built, with the default inputs' figures, unseen (data-ssr)
// until the island puts in its own: a test reads the island's bar, SUMMARY.
import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export { expect };

type Fixtures = {
  /** axe-core on the page as it is now: every rule of AXE_TAGS, or only `rules` (e.g. COLOUR_RULES). */
  axe: (label?: string, rules?: readonly string[]) => Promise<void>;
  /** What the pages did wrong so far; checked after every test by the auto fixture. */
  pageChecks: { external: string[]; errors: string[] };
};

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * The rules of AXE_TAGS whose outcome depends on colours: a page checked whole in one colour scheme
 * needs only these in the other (its markup, names and roles are the same; only the colours change).
 */
/** A calculator's summary bar once the island has put in its own figures (the page's, from the build, are unseen: data-ssr). */
export const SUMMARY = '.calc-summary:not([data-ssr])';
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

// Legacy mode runs axe.run() in the page, as the old suite did. The default mode runs axe per frame
// and then opens a second, blank page in the context to merge the results: 3 to 5 times slower
// here (2-5 s against 0.5-1 s a call on a loaded two-core machine), and the site has no iframes.
// resultTypes: axe still finds every violation, but lists one node of each rule that passed
// instead of all of them: a long chapter's results were 3 MB of JSON to build and hand over, more
// than half the time of the call.
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const r = await (rules ? builder.withRules([...rules]) : builder.withTags(AXE_TAGS)).analyze();
  return r.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

export const test = base.extend<Fixtures>({
  pageChecks: [
    async ({ context, baseURL }, use) => {
      const checks = { external: [] as string[], errors: [] as string[] };
      // on the context, not the page: a second page a test opens (a shared link) is watched too
      context.on('request', (r) => {
        const u = r.url();
        if (!u.startsWith(baseURL!) && !u.startsWith('data:') && !u.startsWith('blob:')) checks.external.push(u);
      });
      context.on('weberror', (e) => checks.errors.push(e.error().message));
      await use(checks);
      expect(checks.external, 'third-party requests').toEqual([]);
      expect(checks.errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use(async (label?: string, rules?: readonly string[]) => {
      expect(await axeViolations(page, rules), `axe on ${label ?? page.url()}`).toEqual([]);
    });
  },
});

/** Sideways scroll of the whole page in px (0 when it fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Waits until the page shows what a player sees: every island hydrated (Astro drops its `ssr`
 * attribute), nothing still loading (the islands mark their loading text aria-busy) and every
 * chart editor's inputs enabled (they are disabled until the player's saved cells are read).
 */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('[data-island]:not([data-mounted])'), 'islands not mounted').toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), 'an island is still loading').toHaveCount(0);
  await expect(page.locator('.chart-editor input:disabled'), 'a chart editor is still loading').toHaveCount(0);
}
