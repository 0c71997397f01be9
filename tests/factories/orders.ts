import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { District } from '@domain/catalog/districts';
import type { Order } from '@domain/orders/order.schema';
import type { Db } from '@server/db/client';
import { orderItems, orders } from '@server/db/schema/orders';
import { testOrigin } from '../setup/test-app';
import type { TestUser } from './users';

export type OrderLine = { productId: string; quantity: number };

type Delivery = { district?: District; phoneNumber?: string; rememberDelivery?: boolean };

/** What the checkout sends for these lines: a new idempotency key, and a delivery in Kandy unless asked otherwise. */
export function testOrderBody(lines: OrderLine[], delivery: Delivery = {}) {
  return {
    idempotencyKey: randomUUID(),
    items: lines,
    deliveryAddress: '12 Temple Road',
    district: delivery.district ?? 'kandy',
    phoneNumber: delivery.phoneNumber ?? '071 555 0101',
    ...(delivery.rememberDelivery !== undefined && { rememberDelivery: delivery.rememberDelivery }),
  };
}

/** Places an order through POST /api/orders, as a buyer's checkout does. */
export async function placeTestOrder(app: FastifyInstance, buyer: TestUser, lines: OrderLine[], delivery: Delivery = {}): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: testOrigin, cookie: buyer.cookie },
    payload: testOrderBody(lines, delivery),
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return response.json<Order>();
}

/** The id of the order's item of this product. */
export function itemOf(order: Order, productId: string): string {
  const item = order.items.find((candidate) => candidate.productId === productId);
  if (!item) throw new Error(`the order holds no item of product ${productId}`);
  return item.id;
}

const pathTo = { confirmed: ['confirmed'], delivered: ['confirmed', 'delivered'], cancelled: ['cancelled'] } as const;

/** Moves a seller's item through the seller API to `status`, by the lifecycle's steps (delivered goes by confirmed). */
export async function moveTestItem(app: FastifyInstance, seller: TestUser, itemId: string, status: keyof typeof pathTo) {
  for (const step of pathTo[status]) {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/seller/order-items/${itemId}`,
      headers: { origin: testOrigin, cookie: seller.cookie },
      payload: { status: step },
    });
    if (response.statusCode !== 200) throw new Error(`move to ${step} failed: ${response.statusCode} ${response.body}`);
  }
}

/** Dates an order as if placed at `at`: the order and its items carry the time together. */
export async function setOrderTime(db: Db, orderId: string, at: Date | string) {
  const time = new Date(at);
  await db.update(orders).set({ createdAt: time }).where(eq(orders.id, orderId));
  await db.update(orderItems).set({ orderedAt: time }).where(eq(orderItems.orderId, orderId));
}

/** Places an order and dates it at `at` in one step. */
export async function placeTestOrderAt(
  app: FastifyInstance,
  db: Db,
  at: Date | string,
  buyer: TestUser,
  lines: OrderLine[],
  delivery: { district?: District; phoneNumber?: string } = {},
): Promise<Order> {
  const order = await placeTestOrder(app, buyer, lines, delivery);
  await setOrderTime(db, order.id, at);
  return order;
}

/** The buyer confirms receiving a delivered item, as My Orders' "I received it" does. */
export async function confirmTestReceipt(app: FastifyInstance, buyer: TestUser, orderId: string, itemId: string): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/items/${itemId}/received`,
    headers: { origin: testOrigin, cookie: buyer.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`receipt failed: ${response.statusCode} ${response.body}`);
  return response.json<Order>();
}
