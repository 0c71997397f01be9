import type { Db } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema/catalog';

let sequence = 0;

/** A product row written straight to the database, for tests that read the catalog. */
export async function insertProduct(db: Db, overrides: Partial<typeof products.$inferInsert> & { sellerId: string }) {
  sequence += 1;
  const [row] = await db
    .insert(products)
    .values({
      title: `Fresh produce ${sequence}`,
      description: 'Grown without hurry in the hill country.',
      priceCents: 25_000,
      unit: 'kg',
      category: 'vegetables',
      district: 'nuwara-eliya',
      quantity: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
