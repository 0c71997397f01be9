import { and, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { commandLineActor, type AuditQuery } from '@domain/admin/audit.schema';
import { marketTimeZone } from '@domain/dates';
import { containsPattern } from '@domain/catalog/search-text';
import type { Db } from '@server/db/client';
import { auditEntries, operators } from '@server/db/schema/admin';

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;

export async function selectOperator(db: Db, userId: string) {
  const [row] = await db.select().from(operators).where(eq(operators.userId, userId));
  return row;
}

export async function selectAnyOperator(db: Db): Promise<boolean> {
  const [row] = await db.select({ userId: operators.userId }).from(operators).limit(1);
  return row !== undefined;
}

export async function selectOperators(db: Db) {
  return db.select().from(operators).orderBy(operators.addedAt);
}

/** Makes the account an operator, with the audit entry that says so, in one transaction; false when it already was. */
export async function insertOperator(db: Db, userId: string, entry: NewAuditEntry): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(operators).values({ userId }).onConflictDoNothing().returning();
    if (added.length === 0) return false;
    await tx.insert(auditEntries).values(entry);
    return true;
  });
}

/** Ends the account's being an operator, with the audit entry; false when it was not one. */
export async function deleteOperator(db: Db, userId: string, entry: NewAuditEntry): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(operators).where(eq(operators.userId, userId)).returning();
    if (removed.length === 0) return false;
    await tx.insert(auditEntries).values(entry);
    return true;
  });
}

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

/** One page of the audit log, newest first, and whether there is more after it. */
export async function selectAuditEntries(db: Db, query: AuditQuery, pageSize: number) {
  const conditions: (SQL | undefined)[] = [
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.actor === commandLineActor ? isNull(auditEntries.actorId) : query.actor ? eq(auditEntries.actorId, query.actor) : undefined,
    query.subject
      ? or(eq(auditEntries.subjectId, query.subject), ilike(auditEntries.subjectName, containsPattern(query.subject)))
      : undefined,
    // Colombo's days, as the seller area counts them.
    query.from ? sql`${auditEntries.at} >= (${query.from}::date::timestamp at time zone ${marketTimeZone})` : undefined,
    query.to ? lt(auditEntries.at, sql`((${query.to}::date + 1)::timestamp at time zone ${marketTimeZone})`) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
}

/** Every operator who has acted, by the name of their latest entry. */
export async function selectAuditActors(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinctOn([auditEntries.actorId], { id: sql<string>`${auditEntries.actorId}`, name: auditEntries.actorName })
    .from(auditEntries)
    .where(sql`${auditEntries.actorId} is not null`)
    .orderBy(auditEntries.actorId, desc(auditEntries.at));
}
