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
    // One module graph per worker, not one per test file: 141 files spawned a fresh environment each
    // (about 20 s of a 62 s run). No test stubs a global without putting it back (phrases.test.ts
    // deletes its stand-in document after each test); a new test that must not share modules says so
    // in its own file (vi.resetModules) rather than making every file pay.
    isolate: false,
  },
});
