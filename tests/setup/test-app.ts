import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '@server/app';
import type { Database } from '@server/db/client';
import { loadSettings, type Settings } from '@server/env';
import type { PasswordHasher } from '@server/modules/auth/auth';
import { defaultAuthRateLimits, type AuthRateLimits } from '@server/modules/auth/auth.routes';
import { defaultPhoneCodeLimits, type PhoneCodeLimits } from '@server/modules/auth/phone-sign-in.routes';
import { createTestDatabase } from './test-database';

export const testOrigin = 'http://localhost:3000';

/** Scrypt costs ~100 ms a hash; tests create many users, so they hash cheaply. Never used outside tests. */
export const cheapPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `${salt}:${createHash('sha256')
      .update(salt + password)
      .digest('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt = '', digest] = hash.split(':');
    return (
      createHash('sha256')
        .update(salt + password)
        .digest('hex') === digest
    );
  },
};

const generous = { limit: 10_000, windowSeconds: 60 };

export type TestApp = { app: FastifyInstance; database: Database; settings: Settings; close(): Promise<void> };

export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database } & Partial<Omit<AppOptions, 'settings' | 'database'>> = {},
): Promise<TestApp> {
  const { env, database: givenDatabase, ...appOptions } = options;
  const settings = loadSettings({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'govi-app-')),
    PUBLIC_URL: testOrigin,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...env,
  });
  // A database of the test's own (a PGlite data directory, say) is closed with the app, like a copy of the template.
  const database = givenDatabase ?? (await createTestDatabase());
  const app = await buildApp({
    settings,
    database,
    passwordHasher: cheapPasswordHasher,
    // Errors the server logs reach console.error, which fails the test unless the test expects them.
    logger: { level: 'error', stream: { write: (line: string) => console.error(`server logged: ${line}`) } },
    webDir: path.join(os.tmpdir(), 'govi-no-web-build'),
    // Pages are the shell alone unless a test renders them (server-rendering.test.ts passes the renderer).
    renderer: null,
    // A job that ran by itself mid-test (its first run falls anywhere in its first minute) would make a test's
    // outcome depend on when it ran: tests run jobs with app.jobs.runNow.
    jobTimers: { every: () => () => {} },
    ...appOptions,
    rateLimits: {
      ...appOptions.rateLimits,
      auth: {
        ...(Object.fromEntries(Object.keys(defaultAuthRateLimits).map((name) => [name, generous])) as AuthRateLimits),
        ...appOptions.rateLimits?.auth,
      },
      phoneCodes: {
        ...(Object.fromEntries(Object.keys(defaultPhoneCodeLimits).map((name) => [name, generous])) as PhoneCodeLimits),
        ...appOptions.rateLimits?.phoneCodes,
      },
      support: appOptions.rateLimits?.support ?? generous,
      clientErrors: appOptions.rateLimits?.clientErrors ?? generous,
      // Tests list many products as one seller; the tests of these limits set their own.
      catalogWrites: {
        productCreations: generous,
        photoUploads: generous,
        productChanges: generous,
        ...appOptions.rateLimits?.catalogWrites,
      },
    },
    // Tests place many orders as one buyer; the tests of these limits set their own.
    orderLimits: { maxOrdersPerHour: 10_000, maxPendingOrders: 10_000, ...appOptions.orderLimits },
  });
  await app.ready();
  return {
    app,
    database,
    settings,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
