import { defineConfig } from 'vitest/config';
import { importAliases } from './scripts/import-aliases.mjs';

// Tests of what only a PostgreSQL server has (a listener connection to lose, several instances on one
// database) are named *.postgres.test.ts and run in the PostgreSQL pass, when TEST_DATABASE_URL is set.
// Tests of what only the embedded database has (its data directory: backups, a killed process, the lock)
// are named *.pglite.test.ts and run in the PGlite pass only: on the server pass they would test the same thing again.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const leftOut = onPostgres ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts'];

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...leftOut],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
