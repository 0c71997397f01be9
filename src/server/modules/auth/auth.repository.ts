import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users } from '@server/db/schema/auth';

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
