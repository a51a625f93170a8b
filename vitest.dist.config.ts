// The checks of the built site that need no browser (npm run test:dist, after npm run build):
// its HTML read with a real parser and its scripts read as text, in Node.
import { defineConfig } from 'vitest/config';
import { yamlPlugin } from './scripts/yaml-plugin.mjs';

export default defineConfig({
  plugins: [yamlPlugin()],
  test: { include: ['tests/dist/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
