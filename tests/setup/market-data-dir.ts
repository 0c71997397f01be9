import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSmallMarket, readMarket, type SmallMarket } from '@tests/factories/market';
import { openPglite } from '@server/db/client';
import { createTestApp, type TestApp } from './test-app';
import { migratedDataDir } from './test-database';

/** The auth secret kept in the DATA_DIR of `createMarketDataDir`. */
export const dataDirAuthSecret = 'a-secret-kept-in-the-data-dir-0123456789';

/** The app on the embedded database in `dataDir`, as `npm start` runs it there (the auth secret from the directory). */
export async function openMarketIn(dataDir: string): Promise<TestApp> {
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  return createTestApp({
    database,
    env: { DATA_DIR: dataDir, AUTH_SECRET: readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim() },
  });
}

/**
 * A stopped embedded market in a DATA_DIR of its own, as `npm start` leaves one: the small market of
 * tests/factories/market written through the API, its photos in uploads/ and its generated auth secret. With what
 * its pages answered (`readMarket`), for comparing a copy of it (a restore, an export) with.
 */
export async function createMarketDataDir(): Promise<{ dataDir: string; market: SmallMarket; before: Record<string, unknown> }> {
  const dataDir = await migratedDataDir('govi-market-data-');
  writeFileSync(path.join(dataDir, 'auth-secret'), `${dataDirAuthSecret}\n`, { mode: 0o600 });
  const testApp = await openMarketIn(dataDir);
  try {
    const market = await buildSmallMarket(testApp.app, testApp.database.db);
    return { dataDir, market, before: await readMarket(testApp.app, market) };
  } finally {
    await testApp.close();
  }
}
