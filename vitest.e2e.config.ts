import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { importAliases } from './scripts/import-aliases.mjs';
import LongestJourneysFirst from './tests/e2e/support/longest-first';

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    sequence: { sequencer: LongestJourneysFirst },
    // A bound for a journey that hangs, not a target: the longest journeys (the operator console's, an order from
    // sign-up to delivery) took 45–61 s on a slow day of this two-core machine with another file beside them.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file per core, all of them in the run's one Chromium (global-setup), each worker with a server of its own.
    // On this 2-core machine two workers took the journeys from 505 s to 389 s; when each file started its own
    // Chromium, two at once took as long as one after another (700 s against 690 s). E2E_WORKERS says how many.
    maxWorkers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  },
});
