import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartProductsQuerySchema,
  cartProductsSchema,
  itemStatusChangeSchema,
  orderListSchema,
  orderSchema,
  pageQuerySchema,
  placeOrderSchema,
  sellerDashboardSchema,
  sellerOrderItemSchema,
  sellerOrderListSchema,
  sellerOrdersQuerySchema,
} from '@domain/orders/order.schema';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import {
  cancelOrder,
  changeItemStatus,
  confirmReceipt,
  getCartProducts,
  getOrder,
  getSellerDashboard,
  listOrders,
  listSellerItems,
  type OrdersContext,
} from './orders.service';
import { visitorCookieName } from '@server/infra/visitors';
import { placeOrder } from './place-order';

const idParams = z.strictObject({ id: z.uuid() });
const orderItemParams = z.strictObject({ id: z.uuid(), itemId: z.uuid() });

export function registerOrderRoutes(
  app: FastifyInstance,
  { orders, auth, visitorOf }: { orders: OrdersContext; auth: Auth; visitorOf: (visitorCookie: string | undefined) => string | null },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedInGuard = signedIn(auth);

  // Everything here is one person's own: never stored by a browser or a proxy for anyone else.
  const privateReply = { 'cache-control': 'private, no-store' };

  typed.get(
    '/api/cart/products',
    { preHandler: signedInGuard, schema: { querystring: cartProductsQuerySchema, response: { 200: cartProductsSchema } } },
    async (request, reply) => {
      reply.headers(privateReply);
      return getCartProducts(orders, request.query.ids);
    },
  );

  typed.post(
    '/api/orders',
    { preHandler: signedInGuard, schema: { body: placeOrderSchema, response: { 200: orderSchema, 201: orderSchema } } },
    async (request, reply) => {
      const buyer = signedInUser(request);
      const { order, created } = await placeOrder(orders, buyer, request.body, visitorOf(request.cookies[visitorCookieName]));
      return reply
        .status(created ? 201 : 200)
        .headers(privateReply)
        .send(order);
    },
  );

  typed.get(
    '/api/orders',
    { preHandler: signedInGuard, schema: { querystring: pageQuerySchema, response: { 200: orderListSchema } } },
    async (request, reply) => {
      const buyer = signedInUser(request);
      reply.headers(privateReply);
      return listOrders(orders, buyer.id, request.query.page);
    },
  );

  typed.get(
    '/api/orders/:id',
    { preHandler: signedInGuard, schema: { params: idParams, response: { 200: orderSchema } } },
    async (request, reply) => {
      const buyer = signedInUser(request);
      reply.headers(privateReply);
      return getOrder(orders, buyer.id, request.params.id);
    },
  );

  typed.post(
    '/api/orders/:id/cancel',
    { preHandler: signedInGuard, schema: { params: idParams, response: { 200: orderSchema } } },
    async (request, reply) => {
      const buyer = signedInUser(request);
      reply.headers(privateReply);
      return cancelOrder(orders, buyer.id, request.params.id);
    },
  );

  typed.post(
    '/api/orders/:id/items/:itemId/received',
    { preHandler: signedInGuard, schema: { params: orderItemParams, response: { 200: orderSchema } } },
    async (request, reply) => {
      const buyer = signedInUser(request);
      reply.headers(privateReply);
      return confirmReceipt(orders, buyer.id, request.params.id, request.params.itemId);
    },
  );

  typed.get(
    '/api/seller/orders',
    { preHandler: signedInGuard, schema: { querystring: sellerOrdersQuerySchema, response: { 200: sellerOrderListSchema } } },
    async (request, reply) => {
      const seller = signedInUser(request);
      reply.headers(privateReply);
      return listSellerItems(orders, seller.id, request.query);
    },
  );

  typed.patch(
    '/api/seller/order-items/:id',
    { preHandler: signedInGuard, schema: { params: idParams, body: itemStatusChangeSchema, response: { 200: sellerOrderItemSchema } } },
    async (request, reply) => {
      const seller = signedInUser(request);
      reply.headers(privateReply);
      return changeItemStatus(orders, seller.id, request.params.id, request.body.status);
    },
  );

  typed.get(
    '/api/seller/dashboard',
    { preHandler: signedInGuard, schema: { response: { 200: sellerDashboardSchema } } },
    async (request, reply) => {
      const seller = signedInUser(request);
      reply.headers(privateReply);
      return getSellerDashboard(orders, seller.id);
    },
  );
}
