import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { marketSettings } from '@server/db/schema/site';

export async function writeMarketSetting(db: Db, name: string, value: unknown) {
  await db
    .insert(marketSettings)
    .values({ name, value })
    .onConflictDoUpdate({ target: marketSettings.name, set: { value, updatedAt: sql`now()` } });
}

export async function readMarketSetting(db: Db, name: string): Promise<unknown> {
  const rows = await db.select({ value: marketSettings.value }).from(marketSettings).where(eq(marketSettings.name, name)).limit(1);
  return rows[0]?.value;
}
