import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import { addOperator } from '@server/modules/admin/admin.service';

/**
 * Makes a test account an operator as `npm run operator -- add` would, its address first marked confirmed (an
 * operator must have one; tests run without mail).
 */
export async function makeOperator(db: Db, user: { id: string; email: string }): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  await addOperator(db, user.email, 'tests');
}
