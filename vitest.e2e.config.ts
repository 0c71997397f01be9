import os from 'node:os';
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
    // One file at a time on this 2-core machine: a journey keeps Chromium busy on both cores, and two at once took
    // as long as one after another (700 s against 690 s), with the phone-throttled journeys the less steady for
    // it. A machine with more cores runs one file per two cores, each worker with a server of its own
    // (global-setup); E2E_WORKERS says how many.
    maxWorkers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2))),
  },
});
