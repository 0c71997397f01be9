import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { supportMessages } from '@server/db/schema/support';

export type NewSupportMessage = typeof supportMessages.$inferInsert;

export async function insertSupportMessage(db: Db, message: NewSupportMessage) {
  const [row] = await db.insert(supportMessages).values(message).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function markSupportMessageMailed(db: Db, id: string) {
  await db
    .update(supportMessages)
    .set({ mailedAt: sql`now()` })
    .where(eq(supportMessages.id, id));
}
