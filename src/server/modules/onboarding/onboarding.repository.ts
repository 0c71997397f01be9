import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { UserType } from '@domain/onboarding/onboarding.schema';
import type { Db } from '@server/db/client';
import { onboarding } from '@server/db/schema/onboarding';

export type OnboardingRow = typeof onboarding.$inferSelect;

export async function findOnboarding(db: Db, userId: string): Promise<OnboardingRow | undefined> {
  const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  return row;
}

/** Makes the record (not completed, step 1) unless it exists; two first reads at once both succeed. */
export async function insertOnboardingIfMissing(db: Db, userId: string): Promise<void> {
  await db.insert(onboarding).values({ userId, isCompleted: false, step: 1 }).onConflictDoNothing({ target: onboarding.userId });
}

/**
 * Applies a change in one statement. Completing sets step 5 and needs a user type, given or stored: the
 * condition is checked by the database, so nothing is written when it does not hold.
 */
export async function updateOnboarding(
  db: Db,
  userId: string,
  change: { step?: number | undefined; userType?: UserType | undefined; complete: boolean },
): Promise<OnboardingRow | undefined> {
  const conditions = [eq(onboarding.userId, userId)];
  if (change.complete && change.userType === undefined) conditions.push(isNotNull(onboarding.userType));
  // A completed record stays at its last step: only the user type may still change.
  if (change.step !== undefined && !change.complete) {
    conditions.push(or(eq(onboarding.isCompleted, false), eq(onboarding.step, change.step))!);
  }
  const [row] = await db
    .update(onboarding)
    .set({
      ...(change.step !== undefined && { step: change.step }),
      ...(change.userType !== undefined && { userType: change.userType }),
      ...(change.complete && { isCompleted: true, step: 5 }),
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Adds a name to the dismissed list once; a second dismissal changes nothing. */
export async function appendDismissal(db: Db, userId: string, name: string): Promise<void> {
  await db
    .update(onboarding)
    .set({
      dismissedNotifications: sql`array_append(${onboarding.dismissedNotifications}, ${name}::text)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(onboarding.userId, userId), sql`not (${name}::text = any(${onboarding.dismissedNotifications}))`));
}
