import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@domain/auth/auth.schema';
import { refuseOverBuyerLimits, type BuyerOrderLimits } from '@domain/orders/buyer-order-limits';
import { priceOrderLines } from '@domain/orders/order-lines';
import type { Order, PlaceOrder } from '@domain/orders/order.schema';
import type { Db } from '@server/db/client';
import { recordNotifications } from '../notifications/notifications.service';
import { recordOrderAlerts } from '../sms/sms-alerts.service';
import { rememberDeliveryDetails } from './delivery-details.service';
import { adjustStock, lockProductsForOrder } from '../catalog/product-rows.service';
import {
  insertOrder,
  insertPlacedItems,
  lockBuyerForCheckout,
  selectBuyerOrderStanding,
  selectOrderIdByKey,
  type NewPlacedItem,
} from './orders.repository';
import { aboutItems, announceStockChanges, getOrder, groupBySeller, refusalError, toOrder, type OrdersContext } from './orders.service';

/**
 * Checkout, as one transaction: read today's prices and stock under lock, price the order on the
 * server, write the order and its items, take the stock, and tell each seller. Either all of it happens or none.
 * The browser's idempotency key makes a retried or double-clicked submit return the first order.
 */
export async function placeOrder(
  context: OrdersContext,
  buyer: SessionUser,
  input: PlaceOrder,
  /** The browser's visitor key, if it has one: a sponsored card it clicked before signing in is credited with the order. */
  visitor: string | null = null,
): Promise<{ order: Order; created: boolean }> {
  const outcome = await context.db.transaction(async (tx) => {
    const earlierId = await checkBuyerMayOrder(tx, buyer.id, input.idempotencyKey, context.limits);
    if (earlierId) return { earlierId };
    const products = await lockProductsForOrder(
      tx,
      input.items.map((item) => item.productId),
    );
    const priced = priceOrderLines(input.items, products, buyer.id);
    // A retried submit of an order already placed came back above, before its own stock could refuse it.
    if ('refusal' in priced) throw refusalError(priced.refusal);

    const order = await insertOrder(tx, {
      buyerId: buyer.id,
      idempotencyKey: input.idempotencyKey,
      totalCents: priced.totalCents,
      deliveryAddress: input.deliveryAddress,
      district: input.district,
      phoneNumber: input.phoneNumber,
      notes: input.notes,
      visitor,
    });
    // Cannot happen while the buyer's lock orders their checkouts; kept so a key is never used twice whatever changes.
    if (!order) return { earlierId: await selectOrderIdByKey(tx, buyer.id, input.idempotencyKey) };

    const stockChanges = await adjustStock(
      tx,
      priced.lines.map((line) => ({ productId: line.productId, by: -line.quantity })),
    );
    const items = priced.lines.map((line) => ({
      id: randomUUID(),
      orderId: order.id,
      productId: line.productId,
      sellerId: line.sellerId,
      title: line.title,
      unit: line.unit,
      priceCentsAtTime: line.priceCents,
      quantity: line.quantity,
      orderedAt: order.createdAt,
    }));
    await insertPlacedItems(tx, items, buyer.id);
    if (input.rememberDelivery) {
      await rememberDeliveryDetails(tx, buyer.id, {
        deliveryAddress: input.deliveryAddress,
        district: input.district,
        phoneNumber: input.phoneNumber,
      });
    }
    await tellSellers(tx, items, { district: input.district, phoneNumber: input.phoneNumber });
    return { order, items, products, stockChanges };
  });

  if ('earlierId' in outcome) {
    if (!outcome.earlierId) throw new Error('an order with this idempotency key vanished while placing it');
    return { order: await getOrder(context, buyer.id, outcome.earlierId), created: false };
  }
  announceStockChanges(context, outcome.stockChanges);
  // Everything the answer needs was read or written in the transaction: no second look.
  const productOf = new Map(outcome.products.map((product) => [product.id, product]));
  const items = outcome.items.map((item) => ({
    id: item.id,
    orderId: item.orderId,
    productId: item.productId,
    title: item.title,
    unit: item.unit,
    priceCents: item.priceCentsAtTime,
    quantity: item.quantity,
    status: 'pending' as const,
    sellerId: item.sellerId,
    sellerName: productOf.get(item.productId ?? '')?.sellerName ?? '',
    coverKey: productOf.get(item.productId ?? '')?.coverKey ?? null,
    // Nothing new has been delivered yet.
    receivedAt: null,
    awaitsReview: false,
  }));
  return { order: toOrder(context.storage, outcome.order, items), created: true };
}

/**
 * Holds the buyer's other checkouts off until this one ends, then applies the per-buyer limits. A repeat of
 * an order already placed (same idempotency key) is not a new order: its id comes back, and no limit applies.
 */
async function checkBuyerMayOrder(db: Db, buyerId: string, idempotencyKey: string, limits: BuyerOrderLimits): Promise<string | null> {
  await lockBuyerForCheckout(db, buyerId);
  const { earlierId, ...standing } = await selectBuyerOrderStanding(db, buyerId, idempotencyKey);
  if (earlierId) return earlierId;
  const refusal = refuseOverBuyerLimits(standing, limits, new Date());
  if (refusal) throw refusalError(refusal);
  return null;
}

async function tellSellers(db: Db, items: NewPlacedItem[], buyer: { district: PlaceOrder['district']; phoneNumber: string }) {
  const bySeller = [...groupBySeller(items)];
  await recordNotifications(
    db,
    bySeller.map(([sellerId, ofSeller]) => ({
      userId: sellerId,
      content: { kind: 'new_order', params: { ...aboutItems(ofSeller), buyerDistrict: buyer.district } },
    })),
  );
  // And by SMS, for the sellers who want it: their items, what they come to, where and whom to call.
  await recordOrderAlerts(
    db,
    bySeller.map(([sellerId, ofSeller]) => ({
      userId: sellerId,
      kind: 'new-order',
      params: {
        items: ofSeller.map((item) => ({ title: item.title, quantity: item.quantity })),
        totalCents: ofSeller.reduce((sum, item) => sum + item.priceCentsAtTime * item.quantity, 0),
        district: buyer.district,
        buyerPhone: buyer.phoneNumber,
      },
    })),
  );
}
