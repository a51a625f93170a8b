// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { yamlPlugin } from './scripts/yaml-plugin.mjs';


export default defineConfig({
  output: 'static',
  site: 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [mdx(), preact()],
  build: { format: 'directory' },
  vite: { plugins: [yamlPlugin()] },
});
