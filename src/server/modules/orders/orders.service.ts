import type { BuyerOrderLimits } from '@domain/orders/buyer-order-limits';
import type { ErrorCode } from '@domain/api/api-error';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import type { Refusal } from '@domain/orders/order-lines';
import { ratingSummaryOf } from '@domain/reviews/rating';
import {
  buyerMayCancel,
  orderStatusOf,
  sellerMayMoveItem,
  type Actor,
  type ItemStatus,
  type OperatorCancelReason,
} from '@domain/orders/order-status';
import {
  ordersPageSize,
  recentOrderCount,
  type CartProducts,
  type Order,
  type OrderList,
  type SellerDashboard,
  type SellerOrderItem,
  type SellerOrderList,
  type SellerOrdersQuery,
} from '@domain/orders/order.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { Storage } from '@server/storage/storage';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { recordNotifications } from '../notifications/notifications.service';
import { recordOrderAlerts } from '../sms/sms-alerts.service';
import { mayStillReview } from '../reviews/reviews.service';
import { adjustStock, lockProducts } from '../catalog/product-rows.service';
import {
  insertItemEvents,
  lockOrder,
  selectActiveProductsByIds,
  selectBuyerOrder,
  selectBuyerOrders,
  selectItemsOfOrders,
  selectOrderIdOfSellerItem,
  selectOrdersOpenFor,
  selectSellerItems,
  selectSellerTotals,
  updateItemReceived,
  updateItemStatuses,
  updateOrderStatus,
  type BuyerItemRow,
  type OrderItemRow,
  type OrderRow,
  type SellerItemRow,
} from './orders.repository';

export type OrdersContext = { db: Db; storage: Storage; limits: BuyerOrderLimits; catalogChanges: CatalogChanges };

const codeOfRefusal: Record<Refusal['reason'], ErrorCode> = {
  insufficient_stock: 'conflict',
  price_changed: 'conflict',
  product_unavailable: 'conflict',
  own_product: 'forbidden',
  quantity_limit_exceeded: 'quantity_limit_exceeded',
  too_many_orders: 'too_many_orders',
  too_many_pending_orders: 'too_many_pending_orders',
  order_too_large: 'validation_failed',
  order_not_cancellable: 'conflict',
  status_change_not_allowed: 'conflict',
  not_delivered_yet: 'conflict',
};

type StockChange = Awaited<ReturnType<typeof adjustStock>>[number];

/** After the commit: products whose stock moved show their new stock, and one that sold out or came back moves lists. */
export function announceStockChanges(context: Pick<OrdersContext, 'catalogChanges'>, changes: StockChange[]) {
  context.catalogChanges.announce({
    products: changes.map((change) => change.productId),
    listings: changes.some((change) => change.crossedZero),
  });
}

/** The error for a refused order or change: a reason and its values, so the web app can say it in the reader's language. */
export function refusalError(refusal: Refusal): AppError {
  const code = codeOfRefusal[refusal.reason];
  const fields = refusal.line === null ? undefined : [{ path: `items.${refusal.line}`, message: refusal.message }];
  return new AppError(code, refusal.message, fields, { reason: refusal.reason, params: refusal.params });
}

function notFound(): AppError {
  return new AppError('not_found', 'Order not found');
}

export function toOrder(storage: Storage, order: OrderRow, items: BuyerItemRow[]): Order {
  const statuses = items.map((item) => item.status);
  return {
    id: order.id,
    status: order.status,
    totalCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    deliveryAddress: order.deliveryAddress,
    district: order.district,
    phoneNumber: order.phoneNumber,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
    items: items
      .map(({ coverKey, orderId: _orderId, receivedAt, ...item }) => ({
        ...item,
        receivedAt: receivedAt?.toISOString() ?? null,
        coverUrl: coverKey ? storage.url(coverKey) : null,
      }))
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id)),
    canCancel: buyerMayCancel(statuses),
  };
}

function toSellerItem(row: SellerItemRow): SellerOrderItem {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    title: row.title,
    unit: row.unit,
    priceCents: row.priceCents,
    quantity: row.quantity,
    amountCents: row.priceCents * row.quantity,
    status: row.status,
    orderedAt: row.orderedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    buyer: {
      id: row.buyerId,
      name: row.buyerName,
      district: row.district,
      phoneNumber: row.phoneNumber,
      deliveryAddress: row.deliveryAddress,
      notes: row.notes,
    },
  };
}

/** An order of this buyer's, whole; "not found" for anyone else's, so nobody learns which ids exist. */
export async function getOrder({ db, storage }: OrdersContext, buyerId: string, orderId: string): Promise<Order> {
  const order = await selectBuyerOrder(db, orderId, buyerId);
  if (!order) throw notFound();
  return toOrder(storage, order, await selectItemsOfOrders(db, buyerId, [order.id]));
}

export async function listOrders({ db, storage }: OrdersContext, buyerId: string, page: number): Promise<OrderList> {
  const rows = await selectBuyerOrders(db, buyerId, ordersPageSize + 1, (page - 1) * ordersPageSize);
  const shown = rows.slice(0, ordersPageSize);
  const items = await selectItemsOfOrders(
    db,
    buyerId,
    shown.map((order) => order.id),
  );
  return {
    orders: shown.map((order) =>
      toOrder(
        storage,
        order,
        items.filter((item) => item.orderId === order.id),
      ),
    ),
    page,
    hasMore: rows.length > ordersPageSize,
  };
}

export async function listSellerItems({ db }: OrdersContext, sellerId: string, query: SellerOrdersQuery): Promise<SellerOrderList> {
  const rows = await selectSellerItems(db, sellerId, {
    status: query.status,
    limit: ordersPageSize + 1,
    offset: (query.page - 1) * ordersPageSize,
  });
  return { items: rows.slice(0, ordersPageSize).map(toSellerItem), page: query.page, hasMore: rows.length > ordersPageSize };
}

export async function getSellerDashboard({ db }: OrdersContext, sellerId: string): Promise<SellerDashboard> {
  const [totals, recent] = await Promise.all([
    selectSellerTotals(db, sellerId),
    selectSellerItems(db, sellerId, { limit: recentOrderCount, offset: 0 }),
  ]);
  return {
    revenueCents: totals.revenueCents,
    productsListed: totals.productsListed,
    totalOrders: totals.orders,
    orderItems: totals.items,
    rating: ratingSummaryOf(totals.ratingTotal, totals.ratingCount),
    recentOrders: recent.map(toSellerItem),
  };
}

export async function getCartProducts({ db, storage }: OrdersContext, ids: string[]): Promise<CartProducts> {
  const rows = await selectActiveProductsByIds(db, [...new Set(ids)]);
  return { products: rows.map(({ coverKey, ...product }) => ({ ...product, coverUrl: coverKey ? storage.url(coverKey) : null })) };
}

export function groupBySeller<Item extends { sellerId: string }>(items: Item[]): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(item.sellerId, [...(groups.get(item.sellerId) ?? []), item]);
  return groups;
}

/** What a change tells the other side, about the first item concerned and how many there are. */
export function aboutItems(items: Pick<OrderItemRow, 'orderId' | 'title' | 'quantity' | 'unit'>[]) {
  const [first] = items;
  if (!first) throw new Error('a notification needs at least one item');
  return { orderId: first.orderId, productTitle: first.title, quantity: first.quantity, unit: first.unit, itemCount: items.length };
}

/**
 * Moves items to a new status in the locked order: records who did it, gives back the stock of cancelled items,
 * and brings the order's own status up to date. All inside the caller's transaction; answers the stock it moved.
 */
async function moveItems(
  db: Db,
  order: OrderRow,
  all: OrderItemRow[],
  moving: OrderItemRow[],
  to: ItemStatus,
  actor: { id: string; role: Actor; reason?: OperatorCancelReason },
): Promise<StockChange[]> {
  await updateItemStatuses(
    db,
    moving.map((item) => item.id),
    to,
  );
  await insertItemEvents(
    db,
    moving.map((item) => ({
      orderItemId: item.id,
      fromStatus: item.status,
      toStatus: to,
      actorId: actor.id,
      actor: actor.role,
      ...(actor.reason && { reason: actor.reason }),
    })),
  );
  const stockChanges =
    to === 'cancelled'
      ? await adjustStock(
          db,
          moving.flatMap((item) => (item.productId ? [{ productId: item.productId, by: item.quantity }] : [])),
        )
      : [];
  const movedIds = new Set(moving.map((item) => item.id));
  const status = orderStatusOf(all.map((item) => (movedIds.has(item.id) ? to : item.status)));
  if (status !== order.status) await updateOrderStatus(db, order.id, status);
  return stockChanges;
}

/** A seller moves one of their items on: confirm, deliver or cancel, as order-status.ts allows. */
export async function changeItemStatus(
  context: OrdersContext,
  sellerId: string,
  itemId: string,
  to: Exclude<ItemStatus, 'pending'>,
): Promise<SellerOrderItem> {
  const { db } = context;
  const orderId = await selectOrderIdOfSellerItem(db, itemId, sellerId);
  if (!orderId) throw new AppError('not_found', 'Order item not found');
  const stockChanges = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId, to === 'cancelled' ? (productIds) => lockProducts(tx, productIds) : undefined);
    const item = locked?.items.find((candidate) => candidate.id === itemId);
    if (!locked || !item) throw new AppError('not_found', 'Order item not found');
    if (!sellerMayMoveItem(item.status, to)) {
      throw new AppError(
        'conflict',
        `An item that is ${item.status} cannot become ${to}.`,
        [{ path: 'status', message: 'is not allowed now' }],
        {
          reason: 'status_change_not_allowed',
          params: { from: item.status, to },
        },
      );
    }
    const moved = await moveItems(tx, locked.order, locked.items, [item], to, { id: sellerId, role: 'seller' });
    const kind = to === 'confirmed' ? 'order_confirmed' : to === 'delivered' ? 'order_delivered' : 'order_cancelled';
    const content = { kind, params: { ...aboutItems([item]), actor: 'seller' } } as NotificationContent;
    await recordNotifications(tx, [{ userId: locked.order.buyerId, content }]);
    await recordOrderAlerts(tx, [{ userId: locked.order.buyerId, kind: `item-${to}`, params: { title: item.title } }]);
    return moved;
  });
  announceStockChanges(context, stockChanges);
  const [row] = await selectSellerItems(db, sellerId, { itemId, limit: 1, offset: 0 });
  if (!row) throw new AppError('not_found', 'Order item not found');
  return toSellerItem(row);
}

/**
 * Goods received, in the buyer's own word: the buyer is asked to rate the product, unless it is not on sale (nor
 * reviewable) or they already have.
 */
async function reviewInvitation(db: Db, buyerId: string, item: OrderItemRow): Promise<NotificationContent | undefined> {
  if (!item.productId || !(await mayStillReview(db, buyerId, item.productId))) return undefined;
  return { kind: 'review_invitation', params: { productId: item.productId, productTitle: item.title } };
}

/**
 * The buyer confirms they received an item its seller marked delivered: from then on it is a verified purchase they
 * may rate, and the bell invites them to. Confirming again changes nothing; another's order is not found.
 */
export async function confirmReceipt(context: OrdersContext, buyerId: string, orderId: string, itemId: string): Promise<Order> {
  if (!(await selectBuyerOrder(context.db, orderId, buyerId))) throw notFound();
  await context.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const item = locked?.items.find((candidate) => candidate.id === itemId);
    if (!locked || locked.order.buyerId !== buyerId || !item) throw new AppError('not_found', 'Order item not found');
    if (item.status !== 'delivered') {
      throw new AppError('conflict', 'You can confirm receiving an item once its seller has marked it delivered.', undefined, {
        reason: 'not_delivered_yet',
      });
    }
    if (item.receivedAt) return;
    await updateItemReceived(tx, item.id);
    const invitation = await reviewInvitation(tx, buyerId, item);
    if (invitation) await recordNotifications(tx, [{ userId: buyerId, content: invitation }]);
  });
  return getOrder(context, buyerId, orderId);
}

/** The buyer cancels their order while nothing in it has been confirmed; every seller in it is told. */
export async function cancelOrder(context: OrdersContext, buyerId: string, orderId: string): Promise<Order> {
  // Someone else's order is not found before anything of it is locked.
  if (!(await selectBuyerOrder(context.db, orderId, buyerId))) throw notFound();
  const stockChanges = await context.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId, (productIds) => lockProducts(tx, productIds));
    if (!locked || locked.order.buyerId !== buyerId) throw notFound();
    if (!buyerMayCancel(locked.items.map((item) => item.status))) {
      throw new AppError('conflict', 'This order can no longer be cancelled: a seller has already confirmed it.', undefined, {
        reason: 'order_not_cancellable',
      });
    }
    const pending = locked.items.filter((item) => item.status === 'pending');
    const moved = await moveItems(tx, locked.order, locked.items, pending, 'cancelled', { id: buyerId, role: 'buyer' });
    const bySeller = groupBySeller(pending);
    await recordNotifications(
      tx,
      [...bySeller].map(([sellerId, items]) => ({
        userId: sellerId,
        content: { kind: 'order_cancelled', params: { ...aboutItems(items), actor: 'buyer' } },
      })),
    );
    return moved;
  });
  announceStockChanges(context, stockChanges);
  return getOrder(context, buyerId, orderId);
}

const openStatuses: readonly ItemStatus[] = ['pending', 'confirmed'];

/**
 * An operator suspended the account (decision 063): every order item still open that it bought or sells is cancelled,
 * its stock given back, and both sides told (the suspended one reads it when the suspension ends). Inside the
 * suspension's transaction, each order locked as every status change locks it; answers how many items were cancelled
 * and the stock moved, which the caller announces once committed (`announceStockChanges`).
 */
export async function cancelOpenOrdersOf(
  tx: Db,
  { userId, operatorId }: { userId: string; operatorId: string },
): Promise<{ cancelled: number; stockChanges: StockChange[] }> {
  let cancelled = 0;
  const stockChanges: StockChange[] = [];
  for (const orderId of await selectOrdersOpenFor(tx, userId)) {
    const locked = await lockOrder(tx, orderId, (productIds) => lockProducts(tx, productIds));
    if (!locked) continue;
    const asBuyer = locked.order.buyerId === userId;
    const closing = locked.items.filter((item) => openStatuses.includes(item.status) && (asBuyer || item.sellerId === userId));
    if (closing.length === 0) continue;
    const reason: OperatorCancelReason = asBuyer ? 'buyer_suspended' : 'seller_suspended';
    stockChanges.push(
      ...(await moveItems(tx, locked.order, locked.items, closing, 'cancelled', { id: operatorId, role: 'operator', reason })),
    );
    cancelled += closing.length;
    const told = (items: OrderItemRow[], side: 'buyer' | 'seller'): NotificationContent => ({
      kind: 'order_cancelled',
      params: { ...aboutItems(items), actor: 'operator', reason, side },
    });
    await recordNotifications(tx, [
      { userId: locked.order.buyerId, content: told(closing, 'buyer') },
      ...[...groupBySeller(closing)].map(([sellerId, items]) => ({ userId: sellerId, content: told(items, 'seller') })),
    ]);
    // The side still trading hears it by SMS as it would hear any cancellation.
    if (!asBuyer)
      await recordOrderAlerts(tx, [{ userId: locked.order.buyerId, kind: 'item-cancelled', params: { title: closing[0]?.title ?? '' } }]);
  }
  return { cancelled, stockChanges };
}
