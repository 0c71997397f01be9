import type { FastifyInstance } from 'fastify';
import type { BuyerOrderLimits } from '@domain/orders/buyer-order-limits';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import { visitorOfCookie } from '@server/infra/visitors';
import type { Auth } from '../auth/auth';
import type { CatalogContext } from '../catalog/catalog.service';
import { registerDeliveryDetailsRoutes } from './delivery-details.routes';
import { registerOrderRoutes } from './orders.routes';

/** Checkout, the buyer's and the seller's orders and their items' lifecycle, and the delivery details kept for checkout. */
export const ordersModule = {
  name: 'orders',
  register(
    app: FastifyInstance,
    market: { db: Db; settings: Settings; catalog: CatalogContext; auth: Auth; overrides: { orderLimits?: Partial<BuyerOrderLimits> } },
  ) {
    const { db, catalog, auth } = market;
    registerOrderRoutes(app, {
      orders: {
        db,
        storage: catalog.storage,
        limits: { ...market.settings.orderLimits, ...market.overrides.orderLimits },
        catalogChanges: catalog.changes,
      },
      auth,
      visitorOf: (visitorCookie) => visitorOfCookie(catalog.views, visitorCookie),
    });
    registerDeliveryDetailsRoutes(app, { db, auth });
  },
};
