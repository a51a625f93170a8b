import { describe, expect, it } from 'vitest';
import { gameModuleFor, preloadsFor } from '../../../scripts/island-preloads.mjs';

const graph = {
  imports: {
    '_astro/checklist-page.js': ['_astro/Checklist.js', '_astro/island.js'],
    '_astro/Checklist.js': ['_astro/preact.js', '_astro/xstate.js'],
    '_astro/island.js': ['_astro/preact.js'],
    '_astro/preact.js': [],
    '_astro/xstate.js': [],
    '_astro/metz.js': ['_astro/xstate.js', '_astro/fraction.js'],
    '_astro/fraction.js': [],
    '_astro/site.js': ['_astro/lazy.js'],
  },
  modules: { 'metz-1870/checklist': '_astro/metz.js' },
};
const page =
  '<head><script type="module" src="/_astro/site.js"></script></head><body>' +
  '<div data-island="checklist" data-props="{}"></div><script type="module" src="/_astro/checklist-page.js"></script></body>';

describe('island preloads', () => {
  it("lists what the page's scripts import (the island's component among them), the page's game module and all their imports, once each", () => {
    expect(preloadsFor('metz-1870/checklist/index.html', page, graph)).toEqual([
      '_astro/Checklist.js', '_astro/fraction.js', '_astro/island.js', '_astro/lazy.js', '_astro/metz.js', '_astro/preact.js', '_astro/xstate.js',
    ]);
  });
  it('leaves out what the page already loads with a script tag, and pages without a game module get their scripts\' chain only', () => {
    const withScript = `${page}<script type="module" src="/_astro/Checklist.js"></script>`;
    expect(preloadsFor('metz-1870/checklist/index.html', withScript, graph)).not.toContain('_astro/Checklist.js');
    expect(preloadsFor('metz-1870/charts/fire-crt/index.html', page, graph)).toEqual(['_astro/Checklist.js', '_astro/island.js', '_astro/lazy.js', '_astro/preact.js', '_astro/xstate.js']);
  });
  it('fails the build when a game page has no chunk for its module', () => {
    expect(() => preloadsFor('metz-1870/calculators/fire/index.html', page, graph)).toThrow(/no chunk for the game module metz-1870\/calculators\/fire/);
  });
  it("names the chunk an island loads by URL (the page's data-game-module link) only on checklist and calculator pages", () => {
    expect(gameModuleFor('metz-1870/checklist/index.html', graph)).toBe('_astro/metz.js');
    expect(gameModuleFor('metz-1870/charts/fire-crt/index.html', graph)).toBeNull();
    expect(gameModuleFor('metz-1870/rules/fire/index.html', graph)).toBeNull();
  });
});
