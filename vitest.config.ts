import { defineConfig } from 'vitest/config';
import { yamlPlugin } from './scripts/yaml-plugin.mjs';

export default defineConfig({
  plugins: [yamlPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
    // The model-based machine tests enumerate thousands of snapshots: about 2.5 s on an idle
    // core, past Vitest's 5 s default when the two cores are busy. A timeout is not an assertion.
    testTimeout: 30_000,
  },
});
