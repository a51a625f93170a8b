// `npm install` and the build print no warnings a new user must wonder about (README, "The two
// commands"): the two known-harmless ones are filtered at their source, nothing else is.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quietKnownWarnings } from '../../../scripts/quiet-warnings.mjs';
import config from '../../../astro.config.mjs';

describe('quiet command output', () => {
  it('npm prints errors only: EBADENGINE from npm on Node 20 checking packages the bundled Node 22 runs', () => {
    const npmrc = readFileSync('.npmrc', 'utf8');
    expect(npmrc).toMatch(/^loglevel=error$/m);
  });
  it("the build drops Rolldown's warning on Astro's own head-inject directive, and no other", () => {
    const p = quietKnownWarnings();
    const known = { code: 'MODULE_LEVEL_DIRECTIVE', message: 'The semantics of the module level directive "use astro:head-inject" in "content/x.mdx?astroPropagatedAssets" may not be preserved when bundling.' };
    expect(p.onLog('warn', known)).toBe(false);
    expect(p.onLog('warn', { code: 'MODULE_LEVEL_DIRECTIVE', message: 'directive "use client" in x.js may not be preserved' })).toBeUndefined();
    expect(p.onLog('warn', { code: 'CIRCULAR_DEPENDENCY', message: 'use astro:head-inject' })).toBeUndefined();
    const names = ((config.vite?.plugins ?? []) as unknown[]).flat().map((x) => (x as { name?: string } | null)?.name);
    expect(names).toContain('aide-de-camp:quiet-known-warnings');
  });
});
