import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { registerCatalogRoutes } from './catalog.routes';
import { registerListingModerationRoutes } from './listing-moderation.routes';
import type { CatalogContext } from './catalog.service';

/** Products, their photos and views: Browse, search, a product's page, a seller's listings; the operators' listings. */
export const catalogModule = {
  name: 'catalog',
  register(app: FastifyInstance, { catalog, auth }: { catalog: CatalogContext; auth: Auth }) {
    registerCatalogRoutes(app, { catalog, auth });
    registerListingModerationRoutes(app, { catalog, auth });
  },
};
