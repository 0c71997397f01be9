import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users, verifications } from '@server/db/schema/auth';

/**
 * The mark of a demonstration market, a row of Better Auth's verifications, the market's one table of named values
 * (decision 042). Better Auth deletes only expired rows, and this one expires in the year 9999; its identifiers are
 * tokens, prefixed tokens and phone numbers, never this one, so no visitor can make or clear the mark.
 */
const demoMarketIdentifier = 'govi-market:demo-market';

export async function insertDemoMarketMark(db: Db) {
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: demoMarketIdentifier,
    value: 'invented farmers and products',
    expiresAt: new Date('9999-12-31T00:00:00Z'),
  });
}

export async function hasDemoMarketMark(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(eq(verifications.identifier, demoMarketIdentifier))
    .limit(1);
  return rows.length > 0;
}

/**
 * Accounts without a password (they cannot sign in), for generated benchmark data only: real
 * accounts are created through Better Auth.
 */
export async function insertUsersWithoutPassword(db: Db, people: { id: string; firstName: string; lastName: string; email: string }[]) {
  for (let start = 0; start < people.length; start += 500) {
    const batch = people.slice(start, start + 500);
    await db.insert(users).values(batch.map((person) => ({ ...person, name: `${person.firstName} ${person.lastName}` })));
  }
}

/**
 * A session by its token, with the person it belongs to: one statement for every signed-in request, prepared once
 * per connection (PostgreSQL plans it once instead of on every request).
 */
export function prepareSessionByToken(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      emailVerified: users.emailVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token');
}
