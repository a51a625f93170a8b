import { defineConfig } from 'vitest/config';
import { yamlPlugin } from './scripts/yaml-plugin.mjs';

export default defineConfig({
  plugins: [yamlPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
  },
});
