import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

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
