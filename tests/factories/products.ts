import { productSearchText } from '@domain/catalog/search-text';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema/catalog';

let sequence = 0;

type ProductOverrides = Partial<typeof products.$inferInsert> & { sellerId: string };

/** A product row written straight to the database, for tests that read the catalog. */
export async function insertProduct(db: Db, overrides: ProductOverrides) {
  sequence += 1;
  const values = {
    title: `Fresh produce ${sequence}`,
    description: 'Grown without hurry in the hill country.',
    priceCents: 25_000,
    unit: 'kg' as const,
    category: 'vegetables' as const,
    district: 'nuwara-eliya' as const,
    town: null,
    quantity: 10,
    sellerName: 'Test Seller',
    ...overrides,
  };
  const [row] = await db
    .insert(products)
    .values({ ...values, searchText: productSearchText(values) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
