import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { importAliases } from './scripts/import-aliases.mjs';

type ProjectConfig = TestProjectInlineConfiguration;

// Four projects. `npm test` runs the first three, the loop a developer waits for; `npm run test:full` runs all four,
// and `.ci/run` runs that on PGlite and again on the PostgreSQL server (TEST_DATABASE_URL).
// - unit: the domain's rules and the scripts' shared parts (the bench harness), no database.
// - web: the web app's pieces, rendered in Node or happy-dom.
// - server: the API, its modules and the server's own parts, each file on a fresh copy of a migrated database.
// - integration: the whole market as its users and its operators meet it: real processes started, killed and
//   restored, pages hydrated, every endpoint fuzzed, the authorization matrix; and what only one engine has.
// Tests of what only a PostgreSQL server has (a listener connection to lose, several instances on one database)
// are named *.postgres.test.ts and run when TEST_DATABASE_URL is set. Tests of what only the embedded database has
// (its data directory: backups, a killed process, the lock) are named *.pglite.test.ts and run on PGlite only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const otherEngine = onPostgres ? '**/*.pglite.test.ts' : '**/*.postgres.test.ts';
const oneEngineOnly = ['**/*.pglite.test.ts', '**/*.postgres.test.ts'];
// The product and photo API tests run on the local disk in the fast loop, and again with the photos in an
// S3-compatible bucket in the full suite (a sixth of the fast loop's work when it ran both; the storages' own tests
// run on both in every project).
const photoApiTests = ['src/server/modules/catalog/catalog-products.test.ts', 'src/server/modules/catalog/photo-widths.test.ts'];
// Files a run leaves out, comma-separated: `.ci/run` runs the fuzzing of every route on one engine only.
const leftOut = (process.env.TEST_LEAVE_OUT ?? '').split(',').filter(Boolean);

// Test files spend much of their time waiting on the database or on sockets, so the runner keeps every core busy
// (its default leaves one core to itself, which on a two-core machine runs the files one after another).
const maxWorkers = Math.max(os.availableParallelism(), 2);

// The template database each file copies (tests/setup/global-setup.ts).
const databaseSetup = ['tests/setup/global-setup.ts'];

const server: NonNullable<ProjectConfig['test']> = {
  environment: 'node',
  globalSetup: databaseSetup,
  setupFiles: ['tests/setup/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker keeps the server's modules loaded from one file to the next instead of importing the whole app again
  // for each (about 2.5 s a file); each file still builds its own app on its own database (tests/setup/test-database.ts).
  isolate: false,
};

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    maxWorkers,
    // Our files as the runner turned them into JavaScript, kept on disk between runs (node_modules/.experimental-vitest-
    // cache, keyed by each file's content): a run after a change transforms the changed files only. About 8 s of a
    // run's work on two cores; `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Pure functions: nothing a file leaves in a module can reach the next.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/fresh-web-modules.ts', 'tests/setup/fail-on-console-error.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...server,
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...oneEngineOnly, ...leftOut],
          provide: { photoStorages: ['disk'] },
        },
      },
      {
        extends: true,
        test: {
          ...server,
          name: 'integration',
          // These start real server processes (a new embedded database's initdb is seconds of work) beside another
          // worker's files: they get the time a loaded machine needs, where an API test's 30 s would cut them off.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          include: [
            'tests/integration/**/*.test.ts',
            'src/server/**/*.pglite.test.ts',
            'src/server/**/*.postgres.test.ts',
            ...photoApiTests,
          ],
          exclude: ['**/node_modules/**', otherEngine, ...leftOut],
          // The server bundled once for the files that start it as a process.
          globalSetup: [...databaseSetup, 'tests/setup/server-bundle.ts'],
          provide: { photoStorages: ['bucket'] },
        },
      },
    ],
  },
});
