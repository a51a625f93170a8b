// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { yamlPlugin } from './scripts/yaml-plugin.mjs';
import { islandGraph } from './scripts/island-preloads.mjs';
import { quietKnownWarnings } from './scripts/quiet-warnings.mjs';

/**
 * Vite's module preloading off in the browser build: its polyfill and its
 * per-import dependency lists cost bytes on every island page, and the pages
 * announce their whole script chain in HTML instead (scripts/island-preloads.mjs).
 * Astro sets the option itself, so it is unset after Astro's config.
 */
function noModulePreload() {
  return {
    name: 'aide-de-camp:no-module-preload',
    enforce: /** @type {const} */ ('post'),
    config() {
      return { build: { modulePreload: false }, environments: { client: { build: { modulePreload: false } } } };
    },
  };
}

/**
 * With module preload off, Vite still wraps every dynamic import in its
 * preload helper (0.9 KB gz), which then only waits for CSS (vitejs/vite
 * #18551, open). No chunk of ours imports CSS from JavaScript, so the helper
 * never has anything to wait for: it is reduced to calling the import, and that
 * one line takes the place of each chunk's import of it (before the chunks are
 * hashed, so their names follow their content), so no page fetches the helper
 * as a chunk of its own (a request, and about 80 B gz on every page). If a chunk
 * ever imports CSS, the build stops and says so: the helper is needed again.
 */
const HELPER_IMPORT = /import\s*\{\s*(\w+)(?:\s+as\s+([\w$]+))?\s*\}\s*from\s*["']\.\/preload-helper\.[^"']+["'];?/;
function slimPreloadHelper() {
  return {
    name: 'aide-de-camp:slim-preload-helper',
    apply: /** @type {const} */ ('build'),
    renderChunk: {
      order: /** @type {const} */ ('post'),
      /** @param {string} code */
      handler(code) {
        // `import { t as __vitePreload } from "./preload-helper.!~{00d}~.js";` (a chunk of the client build, not yet minified)
        const m = code.match(HELPER_IMPORT);
        return m ? { code: code.replace(HELPER_IMPORT, `var ${m[2] ?? m[1]} = (f) => f();`), map: null } : null;
      },
    },
    generateBundle: {
      order: /** @type {const} */ ('post'),
      /** @param {unknown} _ @param {Record<string, any>} bundle */
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const helper = chunks.find((c) => c.facadeModuleId?.includes('preload-helper') || c.moduleIds?.some((/** @type {string} */ m) => m.includes('vite/preload-helper')));
        // a helper sharing its chunk with other modules is not imported under its own name: nothing was replaced
        if (!helper || helper.moduleIds.length !== 1) return;
        if (chunks.some((c) => c.viteMetadata?.importedCss?.size))
          throw new Error('[slim-preload-helper] a chunk imports CSS: the preload helper must wait for it again (drop this plugin)');
        const left = chunks.filter((c) => c !== helper && HELPER_IMPORT.test(c.code));
        if (left.length) throw new Error(`[slim-preload-helper] an import of the helper was not replaced: ${left.map((c) => c.fileName).join(', ')}`);
        for (const c of chunks) c.imports = c.imports.filter((/** @type {string} */ f) => f !== helper.fileName);
        delete bundle[helper.fileName];
      },
    },
  };
}

/**
 * Modules of pure functions, marked free of side effects: a page whose code imports one but calls
 * none of its functions then loads none of it. Without the mark the bundler keeps such an import for
 * its (empty) side effects, and with it the chunk the module sits in: the Metz checklist's cup module
 * imports lib/draws.ts for a chance no page of the checklist shows (0.4 KB gz it never ran).
 */
function pureModules(/** @type {RegExp} */ test) {
  return {
    name: 'aide-de-camp:pure-modules',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      return test.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

export default defineConfig({
  output: 'static',
  site: 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [mdx(), preact()],
  build: { format: 'directory' },
  vite: {
    // Preact and its JSX runtime in one chunk (as separate chunks they cost more: wrappers, imports, gzip
    // streams). The calculators' rule links join it; the checklist island is drawn without Preact
    // (components/checklist-view.ts). Preact's hooks stay out of it: the calculator islands are classes, and
    // only the chart editor (components/ChartEditor.tsx) loads the hooks, in its own chunk.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The small shared modules of the island pages, gathered by who uses them: each group is one chunk
              // (one import, one gzip stream) where they were nine of 150-900 B. A group also takes in what its
              // modules import unless an earlier group holds it, so the order matters: persist (the rules pages'
              // rulings use it too) and fraction (the Metz checklist) stay on their own, cell-reads too (the chart
              // editor needs it without the calculator engine), and the checklist, drawn without Preact, loads
              // the island group alone. Pages that have no chart cells (Death Ride) skip the cells group.
              { name: 'persist', test: /lib[\\/]persist\.ts/ },
              // what every island loads: the game-module loader, phrases() of lib/words.ts, the player's chart store, input guards
              { name: 'island', test: /lib[\\/](game-module|words|user-chart-store|guard)\.ts/ },
              { name: 'fraction', test: /lib[\\/]fraction\.ts/ },
              { name: 'cell-reads', test: /lib[\\/]cell-reads\.ts/ },
              // the calculator engine and exact dice
              { name: 'calc', test: /lib[\\/](calculator|dice)\.ts/ },
              // the player's chart cells: read and checked
              { name: 'cells', test: /lib[\\/](user-chart|user-chart-check)\.ts/ },
              // after the island group: the calculators' rule links import lib/words.ts, which must stay there
              { name: 'preact', test: /node_modules[\\/]preact[\\/](?!hooks[\\/])|RuleLinksIsland|scripts[\\/]island\.ts/ },
              // what only a checklist page loads (XState, the checklist engine, leanSetup, the shape of a save) in one chunk
              { name: 'checklist', test: /node_modules[\\/]xstate[\\/]|lib[\\/](checklist|shape|lean-setup)\.ts/ },
            ],
          },
        },
      },
    },
    plugins: [yamlPlugin(), pureModules(/src[\\/]lib[\\/]draws\.ts$/), noModulePreload(), slimPreloadHelper(), islandGraph(), quietKnownWarnings()],
  },
});
