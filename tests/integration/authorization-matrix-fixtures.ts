import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Boost } from '@domain/boosts/boost.schema';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import type { Order } from '@domain/orders/order.schema';
import type { Review } from '@domain/reviews/review.schema';
import type { Db } from '@server/db/client';
import { multipart } from '@scripts/lib/multipart-body';
import { makeImage } from '@tests/factories/images';
import { recordTestNotifications } from '@tests/factories/notifications';
import { itemOf, moveTestItem, placeTestOrder } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { postTestReview, receiveTestProduct } from '@tests/factories/reviews';
import { makeOperator } from '@tests/factories/operators';
import { backdateAccount, createUser, type TestUser } from '@tests/factories/users';
import { testOrigin } from '@tests/setup/test-app';

/** Something of one person's that the authorization matrix asks about, made through the API as in the market. */
export type Fixtures = {
  /** Lists products, receives the orders, replies to the review, runs the boost. */
  seller: TestUser;
  /**
   * Ordered the product twice (one order pending, one delivered; the pending one's delivery details kept for the next
   * checkout), reviewed it, and said they both buy and sell.
   */
  buyer: TestUser;
  /** Signed in, has a notification of their own, and nothing to do with the seller or the buyer. */
  stranger: TestUser;
  /** Runs the market (made on the command line); has no part in the others' things, and a notification of its own. */
  operator: TestUser;
  /** Runs the market beside `operator`: sees the same console, and has no part in anyone's things. */
  colleague: TestUser;
  /** A message the buyer wrote to support: the operators' inbox holds it. */
  supportMessageId: string;
  /** The seller's listed product: ordered, reviewed, boosted. */
  product: ProductDetail;
  /** The seller's draft: only the seller may see it. */
  draft: { id: string };
  /** The seller's listed product nobody has boosted or ordered. */
  spare: { id: string };
  pendingOrder: Order;
  pendingItemId: string;
  deliveredOrder: Order;
  review: Review;
  boost: Boost;
  /** The seller's notification of the pending order, unread. */
  sellerNotificationId: string;
  /**
   * Made on first use, each once: a product of the seller's with two photos, a delivery the buyer has received and not
   * rated, one the buyer has not confirmed receiving yet, and a boost of the seller's that is paused (of a product of
   * its own: a product has one boost at a time).
   */
  photoProduct(): Promise<ProductDetail>;
  unratedDelivery(): Promise<{ productId: string }>;
  /** A listing of the seller's an operator hid. */
  hiddenProduct(): Promise<{ id: string }>;
  /** The buyer's review, removed by the operator. */
  removedReview(): Promise<{ id: string }>;
  /** An account of its own for the operator to suspend, and one the operator has suspended (to lift). */
  suspendable(): Promise<TestUser>;
  suspendedAccount(): Promise<TestUser>;
  /** Requests to be verified, waiting, each of an account of its own: one for the operator to approve, one to refuse. */
  verificationToApprove(): Promise<{ id: string }>;
  verificationToRefuse(): Promise<{ id: string }>;
  verificationToWithdraw(): Promise<{ id: string }>;
  unconfirmedDelivery(): Promise<{ orderId: string; itemId: string }>;
  pausedBoost(): Promise<Boost>;
};

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** A new account's request to be verified, as the operators' queue names it. */
async function waitingVerification(app: FastifyInstance, operator: TestUser, firstName: string): Promise<{ id: string }> {
  const account = await createUser(app, { firstName });
  const asked = await sendAs(app, account, {
    method: 'POST',
    url: '/api/seller/verification',
    payload: { fullName: `${firstName} Perera`, nic: '641922757V', district: 'kandy', phoneNumber: '0771234567' },
  });
  if (asked.statusCode !== 201) throw new Error(`verification request failed: ${asked.statusCode} ${asked.body}`);
  const queue = await sendAs(app, operator, { method: 'GET', url: '/api/admin/verifications' });
  const found = queue.json<{ cases: { id: string; sellerId: string }[] }>().cases.find((item) => item.sellerId === account.id);
  if (!found) throw new Error('the verification request is not in the queue');
  return { id: found.id };
}

/** Sends a request as `user` (no session when null) from one of the market's own pages, and fails on an error answer. */
export async function sendAs(app: FastifyInstance, user: TestUser | null, request: InjectOptions) {
  const response = await app.inject({
    ...request,
    headers: { origin: testOrigin, ...request.headers, ...(user && { cookie: user.cookie }) },
  });
  if (response.statusCode >= 400) throw new Error(`${request.method} ${request.url} failed: ${response.statusCode} ${response.body}`);
  return response;
}

export async function createProductWithPhotos(app: FastifyInstance, seller: TestUser, title: string) {
  const image = await makeImage('jpeg', { width: 320, height: 240 });
  const form = multipart(
    {
      product: JSON.stringify({
        title,
        description: 'Picked this morning.',
        priceCents: 12_000,
        unit: 'kg',
        category: 'vegetables',
        district: 'kandy',
        quantity: 5,
      }),
    },
    [
      { name: 'a.jpg', bytes: image },
      { name: 'b.jpg', bytes: image },
    ],
  );
  const response = await sendAs(app, seller, { method: 'POST', url: '/api/products', headers: form.headers, payload: form.payload });
  return response.json<ProductDetail>();
}

/** A new, separate set of people and their things, so a row's requests cannot be disturbed by another row's. */
export async function createFixtures(app: FastifyInstance, db: Db): Promise<Fixtures> {
  const [seller, buyer, stranger, operator, colleague] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app),
    createUser(app, { firstName: 'Operator' }),
    createUser(app, { firstName: 'Colleague' }),
  ]);
  // Established accounts (the buyer's review is public at once, the stranger's reports count), and the two operators.
  await Promise.all([
    ...[buyer, stranger].map((user) => backdateAccount(db, user)),
    ...[operator, colleague].map((user) => makeOperator(db, user)),
  ]);
  const listed = await insertProduct(db, { sellerId: seller.id, title: `Matrix beans ${randomUUID()}` });
  const [draft, spare] = await Promise.all([
    insertProduct(db, { sellerId: seller.id, status: 'draft' }),
    insertProduct(db, { sellerId: seller.id }),
  ]);
  const pendingOrder = await placeTestOrder(app, buyer, [{ productId: listed.id, quantity: 1 }], { rememberDelivery: true });
  const deliveredOrder = await receiveTestProduct(app, { seller, buyer, productId: listed.id });
  const reviewed = await postTestReview(app, buyer, listed.id, { rating: 4, comment: 'Crisp and fresh.' });
  if (reviewed.statusCode !== 201) throw new Error(`review failed: ${reviewed.statusCode} ${reviewed.body}`);
  const reviewId = reviewed.json<{ id: string }>().id;
  const replied = await sendAs(app, seller, { method: 'PUT', url: `/api/reviews/${reviewId}/reply`, payload: { text: 'Thank you!' } });
  const boosted = await sendAs(app, seller, {
    method: 'POST',
    url: '/api/seller/boosts',
    payload: { productId: listed.id, description: 'Fresh beans', dailyBudgetCents: 50_000, durationDays: 7 },
  });
  await recordTestNotifications(db, [{ userId: stranger.id }, { userId: operator.id }]);
  await sendAs(app, buyer, { method: 'PATCH', url: '/api/onboarding', payload: { userType: 'both' } });
  const sellerNotifications = (await sendAs(app, seller, { method: 'GET', url: '/api/notifications' })).json<NotificationsPage>();
  const sellerNotification = sellerNotifications.notifications.find(
    (notification) => notification.kind === 'new_order' && notification.params.orderId === pendingOrder.id,
  );
  if (!sellerNotification) throw new Error('the seller was not told of the pending order');
  const product = (await sendAs(app, seller, { method: 'GET', url: `/api/products/${listed.id}` })).json<ProductDetail>();

  // Someone else reported the buyer's review: it waits in the operators' queue.
  const reporter = await createUser(app);
  const reported = await sendAs(app, reporter, { method: 'POST', url: `/api/reviews/${reviewId}/reports`, payload: { reason: 'spam' } });
  if (reported.statusCode !== 201) throw new Error(`report failed: ${reported.statusCode} ${reported.body}`);
  const supportMessage = await sendAs(app, buyer, {
    method: 'POST',
    url: '/api/support/messages',
    payload: { name: 'Buyer', email: buyer.email, subject: 'Where is my order?', message: 'It has not come.' },
  });

  return {
    seller,
    buyer,
    stranger,
    operator,
    colleague,
    supportMessageId: supportMessage.json<{ id: string }>().id,
    product,
    draft,
    spare,
    pendingOrder,
    pendingItemId: itemOf(pendingOrder, listed.id),
    deliveredOrder,
    review: replied.json<Review>(),
    boost: boosted.json<Boost>(),
    sellerNotificationId: sellerNotification.id,
    photoProduct: once(() => createProductWithPhotos(app, seller, `Matrix leeks ${randomUUID()}`)),
    unratedDelivery: once(async () => {
      const other = await insertProduct(db, { sellerId: seller.id });
      await receiveTestProduct(app, { seller, buyer, productId: other.id });
      return { productId: other.id };
    }),
    hiddenProduct: once(async () => {
      const other = await insertProduct(db, { sellerId: seller.id });
      const hidden = await sendAs(app, operator, {
        method: 'POST',
        url: `/api/admin/listings/${other.id}/hide`,
        payload: { reason: 'duplicate' },
      });
      if (hidden.statusCode !== 200) throw new Error(`hide failed: ${hidden.statusCode} ${hidden.body}`);
      return { id: other.id };
    }),
    removedReview: once(async () => {
      const removed = await sendAs(app, operator, {
        method: 'POST',
        url: `/api/admin/reviews/${reviewId}/remove`,
        payload: { reason: 'spam' },
      });
      if (removed.statusCode !== 200) throw new Error(`remove failed: ${removed.statusCode} ${removed.body}`);
      return { id: reviewId };
    }),
    suspendable: once(() => createUser(app, { firstName: 'Suspendable' })),
    suspendedAccount: once(async () => {
      const account = await createUser(app, { firstName: 'Suspended' });
      const suspended = await sendAs(app, operator, {
        method: 'POST',
        url: `/api/admin/accounts/${account.id}/suspend`,
        payload: { reason: 'abuse', days: null },
      });
      if (suspended.statusCode !== 200) throw new Error(`suspend failed: ${suspended.statusCode} ${suspended.body}`);
      return account;
    }),
    verificationToApprove: once(() => waitingVerification(app, operator, 'Approvable')),
    verificationToRefuse: once(() => waitingVerification(app, operator, 'Refusable')),
    verificationToWithdraw: once(async () => {
      const approved = await waitingVerification(app, operator, 'Withdrawable');
      await sendAs(app, operator, { method: 'POST', url: `/api/admin/verifications/${approved.id}/approve` });
      return approved;
    }),
    unconfirmedDelivery: once(async () => {
      const other = await insertProduct(db, { sellerId: seller.id });
      const order = await placeTestOrder(app, buyer, [{ productId: other.id, quantity: 1 }]);
      await moveTestItem(app, seller, itemOf(order, other.id), 'delivered');
      return { orderId: order.id, itemId: itemOf(order, other.id) };
    }),
    pausedBoost: once(async () => {
      const other = await insertProduct(db, { sellerId: seller.id });
      const launched = await sendAs(app, seller, {
        method: 'POST',
        url: '/api/seller/boosts',
        payload: { productId: other.id, description: 'Resting beans', dailyBudgetCents: 20_000, durationDays: 5 },
      });
      const paused = await sendAs(app, seller, { method: 'POST', url: `/api/seller/boosts/${launched.json<Boost>().id}/pause` });
      return paused.json<Boost>();
    }),
  };
}
