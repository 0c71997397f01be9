import type { Db } from '@server/db/client';
import { readMarketSetting, writeMarketSetting } from './site.repository';

const demoMarketSetting = 'demo_market';

/** Marks the market as a demonstration of invented farmers and products (`npm run seed -- --demo`). */
export async function markDemoMarket(db: Db) {
  await writeMarketSetting(db, demoMarketSetting, true);
}

/** Whether the market is a demonstration: every page then says so. */
export async function isDemoMarket(db: Db): Promise<boolean> {
  return (await readMarketSetting(db, demoMarketSetting)) === true;
}
