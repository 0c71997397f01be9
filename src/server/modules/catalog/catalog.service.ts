import { categories, isCategory, type Category } from '../../../domain/catalog/categories';
import { featuredProductCount } from '../../../domain/catalog/limits';
import type { ProductCard } from '../../../domain/catalog/product.schema';
import type { MarketStats } from '../../../domain/site/stats.schema';
import type { Db } from '../../db/client';
import {
  countActiveProductsByCategory,
  countActiveSellers,
  countMembers,
  selectNewestActiveProducts,
} from './catalog.repository';

export async function listFeaturedProducts(db: Db): Promise<ProductCard[]> {
  const rows = await selectNewestActiveProducts(db, featuredProductCount);
  return rows.map((row) => ({
    ...row,
    category: isCategory(row.category) ? row.category : 'other',
    coverUrl: null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function getMarketStats(db: Db): Promise<MarketStats> {
  const [members, sellers, byCategory] = await Promise.all([
    countMembers(db),
    countActiveSellers(db),
    countActiveProductsByCategory(db),
  ]);
  const productsByCategory = Object.fromEntries(categories.map((category) => [category, 0])) as Record<Category, number>;
  for (const row of byCategory) {
    if (isCategory(row.category)) productsByCategory[row.category] = row.products;
  }
  const activeProducts = byCategory.reduce((sum, row) => sum + row.products, 0);
  return { members, sellers, activeProducts, productsByCategory };
}
