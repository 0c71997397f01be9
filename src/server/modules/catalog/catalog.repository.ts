import { count, countDistinct, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalog';

export async function selectNewestActiveProducts(db: Db, limit: number) {
  return db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      unit: products.unit,
      category: products.category,
      district: products.district,
      town: products.town,
      quantity: products.quantity,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(desc(products.createdAt))
    .limit(limit);
}

export async function countActiveProductsByCategory(db: Db) {
  return db
    .select({ category: products.category, products: count(), sellers: countDistinct(products.sellerId) })
    .from(products)
    .where(eq(products.status, 'active'))
    .groupBy(products.category);
}

export async function countActiveSellers(db: Db): Promise<number> {
  const [row] = await db
    .select({ sellers: countDistinct(products.sellerId) })
    .from(products)
    .where(eq(products.status, 'active'));
  return row?.sellers ?? 0;
}

export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ members: count() }).from(users);
  return row?.members ?? 0;
}
