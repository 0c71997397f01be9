import { defineConfig } from 'vitest/config';
import { importAliases } from './scripts/import-aliases.mjs';

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server for the run; files run one after another so they do not starve two cores.
    fileParallelism: false,
  },
});
