import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featuredProductsSchema } from '../../../domain/catalog/product.schema';
import { marketStatsSchema } from '../../../domain/site/stats.schema';
import type { Db } from '../../db/client';
import { getMarketStats, listFeaturedProducts } from './catalog.service';

export function registerCatalogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/products/featured', { schema: { response: { 200: featuredProductsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { products: await listFeaturedProducts(db) };
  });

  typed.get('/api/stats', { schema: { response: { 200: marketStatsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getMarketStats(db);
  });
}
