// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { yamlPlugin } from './scripts/yaml-plugin.mjs';

/**
 * No modulepreload helper in the browser build: each island loads one game
 * module, and the helper cost ~0.9 KB gz on every island page (budgets.mjs).
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

export default defineConfig({
  output: 'static',
  site: 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [mdx(), preact()],
  build: { format: 'directory' },
  vite: { plugins: [yamlPlugin(), noModulePreload()] },
});
