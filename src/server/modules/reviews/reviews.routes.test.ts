import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmTestReceipt, placeTestOrder, itemOf, moveTestItem } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { postTestReview, receiveTestProduct } from '@tests/factories/reviews';
import { backdateAccount, createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { BrowseResult, ProductDetail, SellerProfile } from '@domain/catalog/product.schema';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import type { Order, SellerDashboard } from '@domain/orders/order.schema';
import type { MyReview, Review, ReviewsPage } from '@domain/reviews/review.schema';
import { defaultNewAccountDays } from '@domain/reviews/new-account';
import { jobNames } from '@server/market-jobs';
import { users } from '@server/db/schema/auth';
import { products } from '@server/db/schema/catalog';
import { reviewReports, reviews as reviewsTable } from '@server/db/schema/reviews';

let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
  stranger = await createUser(testApp.app, { firstName: 'Kasun', lastName: 'Jayasuriya' });
  // Regulars of the market: accounts past their first week, whose reviews publish at once and whose reports count.
  for (const user of [seller, buyer, stranger]) await backdateAccount(testApp.database.db, user);
});
afterAll(async () => {
  await testApp.close();
});

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    ...(payload !== undefined && { payload }),
  });
}

/** The seller's one step from confirmed to delivered. */
async function deliverConfirmed(itemId: string) {
  expect((await call(seller, 'PATCH', `/api/seller/order-items/${itemId}`, { status: 'delivered' })).statusCode).toBe(200);
}

async function newProduct(overrides: Partial<Parameters<typeof insertProduct>[1]> = {}) {
  return insertProduct(testApp.database.db, { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100, ...overrides });
}

/** A new product the buyer has received, and a fresh buyer if asked. */
async function receivedProduct(who: TestUser = buyer) {
  const product = await newProduct();
  await receiveTestProduct(testApp.app, { seller, buyer: who, productId: product.id });
  return product;
}

/** Another person, an established account unless asked for a new one. */
async function newBuyer(firstName = 'Nimali', { established = true } = {}) {
  const user = await createUser(testApp.app, { firstName, lastName: 'Perera' });
  if (established) await backdateAccount(testApp.database.db, user);
  return user;
}

function confirmReceipt(user: TestUser, order: Order, productId: string) {
  return call(user, 'POST', `/api/orders/${order.id}/items/${itemOf(order, productId)}/received`);
}

async function reviewsOf(productId: string, page = 1) {
  const response = await call(null, 'GET', `/api/products/${productId}/reviews?page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewsPage>();
}

async function myReview(user: TestUser, productId: string) {
  const response = await call(user, 'GET', `/api/products/${productId}/my-review`);
  expect(response.statusCode).toBe(200);
  return response.json<MyReview>();
}

async function productRating(productId: string) {
  return (await call(null, 'GET', `/api/products/${productId}`)).json<ProductDetail>().rating;
}

async function review(user: TestUser, productId: string, rating: number, comment?: string) {
  const response = await postTestReview(testApp.app, user, productId, { rating, ...(comment !== undefined && { comment }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Review>();
}

async function notificationsOf(user: TestUser) {
  return (await call(user, 'GET', '/api/notifications')).json<NotificationsPage>().notifications;
}

describe('who may review', () => {
  it('confirms receipt only of an item of the order named: another order of the same buyer, or an odd id, finds nothing', async () => {
    const first = await newProduct();
    const second = await newProduct();
    const firstOrder = await placeTestOrder(testApp.app, buyer, [{ productId: first.id, quantity: 1 }]);
    const secondOrder = await placeTestOrder(testApp.app, buyer, [{ productId: second.id, quantity: 1 }]);
    for (const [order, product] of [
      [firstOrder, first],
      [secondOrder, second],
    ] as const) {
      await moveTestItem(testApp.app, seller, itemOf(order, product.id), 'confirmed');
      await deliverConfirmed(itemOf(order, product.id));
    }

    const crossed = await call(buyer, 'POST', `/api/orders/${firstOrder.id}/items/${itemOf(secondOrder, second.id)}/received`);
    expect(crossed.statusCode).toBe(404);
    expect((await call(buyer, 'GET', `/api/orders/${secondOrder.id}`)).json<Order>().items[0]?.receivedAt).toBeNull();

    const odd = await call(buyer, 'POST', `/api/orders/${firstOrder.id}/items/not-an-id/received`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields.map((wrong: { path: string }) => wrong.path)).toContain('itemId');
  });

  it('lets a buyer rate a product once they confirm receiving a delivered order of it, with the purchase verified', async () => {
    const product = await newProduct();
    const order = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);

    const pending = await postTestReview(testApp.app, buyer, product.id, { rating: 4 });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ error: { code: 'forbidden', reason: 'not_received' } });
    expect((await myReview(buyer, product.id)).eligibility).toBe('not_received');

    await moveTestItem(testApp.app, seller, itemOf(order, product.id), 'confirmed');
    expect((await postTestReview(testApp.app, buyer, product.id, { rating: 4 })).statusCode).toBe(403);

    // Too early to say it arrived.
    const early = await confirmReceipt(buyer, order, product.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'conflict', reason: 'not_delivered_yet' } });

    // The seller's word that it was delivered is not enough.
    await deliverConfirmed(itemOf(order, product.id));
    expect((await myReview(buyer, product.id)).eligibility).toBe('not_received');
    const unconfirmed = await postTestReview(testApp.app, buyer, product.id, { rating: 4 });
    expect(unconfirmed.json()).toMatchObject({ error: { code: 'forbidden', reason: 'not_received' } });
    expect((await call(buyer, 'GET', `/api/orders/${order.id}`)).json<Order>().items[0]).toMatchObject({
      receivedAt: null,
      awaitsReview: false,
    });

    // Only the buyer may confirm it: the seller, or anyone else, finds no such order.
    expect((await confirmReceipt(seller, order, product.id)).statusCode).toBe(404);
    expect((await confirmReceipt(stranger, order, product.id)).statusCode).toBe(404);
    expect((await myReview(buyer, product.id)).eligibility).toBe('not_received');

    const confirmed = await confirmReceipt(buyer, order, product.id);
    expect(confirmed.statusCode).toBe(200);
    const receivedAt = confirmed.json<Order>().items[0]?.receivedAt;
    expect(receivedAt).toEqual(expect.any(String));
    // Saying so again changes nothing.
    expect((await confirmReceipt(buyer, order, product.id)).json<Order>().items[0]?.receivedAt).toBe(receivedAt);
    expect((await myReview(buyer, product.id)).eligibility).toBe('eligible');
    const written = await review(buyer, product.id, 4, '  Sweet and fresh.  ');
    expect(written.receivedAt).toBe(receivedAt);
    expect(written).toMatchObject({ rating: 4, comment: 'Sweet and fresh.', authorName: 'Ayesha F.', editedAt: null, reply: null });
    expect(new Date(written.receivedAt).getTime()).toBeLessThanOrEqual(new Date(written.createdAt).getTime());

    expect(await productRating(product.id)).toEqual({ average: 4, count: 1 });
    const mine = await myReview(buyer, product.id);
    expect(mine.eligibility).toBe('reviewed');
    expect(mine.review).toMatchObject({ id: written.id, hidden: false });
  });

  it('allows one review per buyer and product: a second is refused and the first stands', async () => {
    const product = await receivedProduct();
    await review(buyer, product.id, 5);
    const again = await postTestReview(testApp.app, buyer, product.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'conflict', reason: 'already_reviewed' } });
    expect(await productRating(product.id)).toEqual({ average: 5, count: 1 });
  });

  it('refuses the seller their own product, a visitor without a session, and products not on sale', async () => {
    const product = await receivedProduct();
    const own = await postTestReview(testApp.app, seller, product.id, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { reason: 'own_product' } });
    expect((await myReview(seller, product.id)).eligibility).toBe('own_product');

    expect((await postTestReview(testApp.app, null, product.id, { rating: 5 })).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/products/${product.id}/my-review`)).statusCode).toBe(401);

    await testApp.database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    expect((await postTestReview(testApp.app, buyer, product.id, { rating: 5 })).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/products/${product.id}/reviews`)).statusCode).toBe(404);
    expect((await postTestReview(testApp.app, buyer, '00000000-0000-4000-8000-000000000000', { rating: 5 })).statusCode).toBe(404);
    expect(await productRating((await receivedProduct()).id)).toEqual({ average: null, count: 0 });
  });

  it('refuses a buyer whose only order of it was cancelled, and one who never ordered what another received', async () => {
    const product = await receivedProduct(await newBuyer('Sanduni'));
    expect((await postTestReview(testApp.app, stranger, product.id, { rating: 5 })).json()).toMatchObject({
      error: { code: 'forbidden', reason: 'not_received' },
    });
    const order = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    await moveTestItem(testApp.app, seller, itemOf(order, product.id), 'cancelled');
    const cancelled = await postTestReview(testApp.app, buyer, product.id, { rating: 5 });
    expect(cancelled.statusCode).toBe(403);
    expect(cancelled.json()).toMatchObject({ error: { reason: 'not_received' } });
    expect((await call(buyer, 'GET', `/api/orders/${order.id}`)).json<Order>().items[0]?.awaitsReview).toBe(false);
    expect(await productRating(product.id)).toEqual({ average: null, count: 0 });
  });

  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 3.5 }, 'rating'],
    [{ rating: '5' }, 'rating'],
    [{}, 'rating'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment'],
    [{ rating: 4, comment: 'Good\u0000' }, 'comment'],
  ])('answers %j with 400 naming %s, and writes nothing', async (input, field) => {
    const product = await receivedProduct();
    const response = await postTestReview(testApp.app, buyer, product.id, input);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; fields: { path: string }[] } }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.map((entry) => entry.path)).toContain(field);
    expect((await myReview(buyer, product.id)).review).toBeNull();
  });

  it('keeps a comment of exactly 1,000 characters', async () => {
    const product = await receivedProduct();
    expect((await review(buyer, product.id, 3, 'y'.repeat(1000))).comment).toHaveLength(1000);
  });
});

describe('editing and deleting', () => {
  it('counts the latest version: an edit changes the average, a delete takes it out', async () => {
    const product = await receivedProduct();
    const other = await newBuyer();
    await receiveTestProduct(testApp.app, { seller, buyer: other, productId: product.id });
    const mine = await review(buyer, product.id, 5);
    await review(other, product.id, 2);
    expect(await productRating(product.id)).toEqual({ average: 3.5, count: 2 });

    const edited = await call(buyer, 'PATCH', `/api/reviews/${mine.id}`, { rating: 3, comment: 'Smaller than last time.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Review>()).toMatchObject({ rating: 3, comment: 'Smaller than last time.' });
    expect(edited.json<Review>().editedAt).not.toBeNull();
    expect(await productRating(product.id)).toEqual({ average: 2.5, count: 2 });

    expect((await call(buyer, 'DELETE', `/api/reviews/${mine.id}`)).statusCode).toBe(204);
    expect(await productRating(product.id)).toEqual({ average: 2, count: 1 });
    expect((await myReview(buyer, product.id)).eligibility).toBe('eligible');
  });

  it('answers 404 to anyone editing or deleting a review not theirs, and changes nothing', async () => {
    const product = await receivedProduct();
    const mine = await review(buyer, product.id, 4, 'Mine');
    for (const user of [stranger, seller]) {
      expect((await call(user, 'PATCH', `/api/reviews/${mine.id}`, { rating: 1 })).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/api/reviews/${mine.id}`)).statusCode).toBe(404);
    }
    expect((await call(null, 'PATCH', `/api/reviews/${mine.id}`, { rating: 1 })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/reviews/${mine.id}`)).statusCode).toBe(401);
    expect((await call(buyer, 'PATCH', '/api/reviews/not-a-uuid', { rating: 1 })).statusCode).toBe(400);
    expect((await reviewsOf(product.id)).reviews).toMatchObject([{ id: mine.id, rating: 4, comment: 'Mine' }]);
  });

  it('refuses a bad edit with 400 and keeps the review as it was', async () => {
    const product = await receivedProduct();
    const mine = await review(buyer, product.id, 4, 'Kept');
    const response = await call(buyer, 'PATCH', `/api/reviews/${mine.id}`, { rating: 9, comment: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect((await reviewsOf(product.id)).reviews[0]).toMatchObject({ rating: 4, comment: 'Kept' });
  });
});

describe('the seller’s reply', () => {
  it('is published under the review, editable, and the buyer is told once', async () => {
    const product = await receivedProduct();
    const mine = await review(buyer, product.id, 2, 'Some were bruised.');
    const before = (await notificationsOf(buyer)).filter((entry) => entry.kind === 'review_replied').length;

    const replied = await call(seller, 'PUT', `/api/reviews/${mine.id}/reply`, { text: 'Sorry: we pack them better now.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json<Review>().reply?.text).toBe('Sorry: we pack them better now.');
    expect((await call(seller, 'PUT', `/api/reviews/${mine.id}/reply`, { text: 'Sorry; better packing now.' })).statusCode).toBe(200);
    expect((await reviewsOf(product.id)).reviews[0]?.reply?.text).toBe('Sorry; better packing now.');

    const told = (await notificationsOf(buyer)).filter((entry) => entry.kind === 'review_replied');
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ params: { productId: product.id, productTitle: product.title } });

    expect((await call(seller, 'DELETE', `/api/reviews/${mine.id}/reply`)).statusCode).toBe(200);
    expect((await reviewsOf(product.id)).reviews[0]?.reply).toBeNull();
    // Removed and published again: the buyer is not told a second time.
    expect((await call(seller, 'PUT', `/api/reviews/${mine.id}/reply`, { text: 'Thank you again.' })).statusCode).toBe(200);
    expect((await notificationsOf(buyer)).filter((entry) => entry.kind === 'review_replied')).toHaveLength(before + 1);
  });

  it('is only the product seller’s to write: others are refused, and bad text is a 400', async () => {
    const product = await receivedProduct();
    const mine = await review(buyer, product.id, 5);
    expect((await call(stranger, 'PUT', `/api/reviews/${mine.id}/reply`, { text: 'Fake reply' })).statusCode).toBe(403);
    expect((await call(buyer, 'PUT', `/api/reviews/${mine.id}/reply`, { text: 'Fake reply' })).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/api/reviews/${mine.id}/reply`, { text: 'Fake reply' })).statusCode).toBe(401);
    expect((await call(stranger, 'DELETE', `/api/reviews/${mine.id}/reply`)).statusCode).toBe(403);
    for (const text of ['', '   ', 'z'.repeat(1001), 'Thanks\u0000']) {
      const response = await call(seller, 'PUT', `/api/reviews/${mine.id}/reply`, { text });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { fields: { path: string }[] } }>().error.fields[0]?.path).toBe('text');
    }
    expect((await reviewsOf(product.id)).reviews[0]?.reply).toBeNull();
  });
});

describe('reports', () => {
  it('hide a review reported by three different established users, out of the average, until its author edits it', async () => {
    const product = await receivedProduct();
    const other = await newBuyer('Dilani');
    await receiveTestProduct(testApp.app, { seller, buyer: other, productId: product.id });
    const bad = await review(buyer, product.id, 1, 'Buy from my shop instead!');
    await review(other, product.id, 5);
    const reporters = [stranger, await newBuyer('Ruwan'), await newBuyer('Anjali')];

    const report = (user: TestUser, reason = 'spam') => call(user, 'POST', `/api/reviews/${bad.id}/reports`, { reason });
    expect((await report(reporters[0]!)).statusCode).toBe(201);
    // The same user twice is one report.
    expect((await report(reporters[0]!, 'offensive')).statusCode).toBe(201);
    expect((await report(reporters[1]!)).statusCode).toBe(201);
    expect((await reviewsOf(product.id)).total).toBe(2);
    expect((await myReview(reporters[0]!, product.id)).reportedReviewIds).toEqual([bad.id]);

    expect((await report(reporters[2]!)).statusCode).toBe(201);
    const shown = await reviewsOf(product.id);
    expect(shown.reviews.map((entry) => entry.id)).not.toContain(bad.id);
    expect(shown.summary).toEqual({ average: 5, count: 1 });
    expect(shown.distribution).toEqual([0, 0, 0, 0, 1]);
    expect((await myReview(buyer, product.id)).review).toMatchObject({ id: bad.id, hidden: true });
    // Hidden is gone to everyone else: no more reports, no reply.
    expect((await report(await newBuyer('Chaminda'))).statusCode).toBe(404);
    expect((await call(seller, 'PUT', `/api/reviews/${bad.id}/reply`, { text: 'No.' })).statusCode).toBe(404);

    // Left out of the page head and the seller's average too.
    expect((await call(null, 'GET', `/product/${product.id}`)).body).not.toContain('Buy from my shop instead!');
    expect((await call(null, 'GET', `/api/sellers/${seller.id}`)).json<SellerProfile>().rating.count).toBe(
      (await call(seller, 'GET', '/api/seller/dashboard')).json<SellerDashboard>().rating.count,
    );
    const sellerRatings = (await call(null, 'GET', `/api/sellers/${seller.id}`)).json<SellerProfile>().rating.count;
    // Sending the same review again is no new version: it stays hidden.
    expect((await call(buyer, 'PATCH', `/api/reviews/${bad.id}`, { rating: 1, comment: 'Buy from my shop instead!' })).statusCode).toBe(
      200,
    );
    expect((await myReview(buyer, product.id)).review).toMatchObject({ hidden: true });
    expect((await reviewsOf(product.id)).total).toBe(1);

    expect((await call(buyer, 'PATCH', `/api/reviews/${bad.id}`, { rating: 2, comment: 'Arrived late.' })).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/sellers/${seller.id}`)).json<SellerProfile>().rating.count).toBe(sellerRatings + 1);
    const back = await reviewsOf(product.id);
    expect(back.reviews.map((entry) => entry.id)).toContain(bad.id);
    expect(back.summary).toEqual({ average: 3.5, count: 2 });
    // The same people cannot hide the new version: each reports a review once, whatever its versions.
    for (const reporter of reporters) expect((await report(reporter)).statusCode).toBe(201);
    expect((await reviewsOf(product.id)).total).toBe(2);
    expect((await myReview(buyer, product.id)).review).toMatchObject({ hidden: false });
    // Their reports are kept, of the old version, for the market's team to see.
    const kept = await testApp.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, bad.id));
    expect(kept.map((entry) => [entry.reporterId, entry.status]).sort()).toEqual(reporters.map((user) => [user.id, 'superseded']).sort());

    // Three others may still hide it.
    for (const name of ['Chamari', 'Lasith', 'Mahela']) expect((await report(await newBuyer(name))).statusCode).toBe(201);
    expect((await reviewsOf(product.id)).total).toBe(1);
  });

  it('refuses the product’s seller: their answer to a review is a reply', async () => {
    const product = await receivedProduct();
    const praised = await review(buyer, product.id, 5, 'Best in Kandy.');
    const bySeller = await call(seller, 'POST', `/api/reviews/${praised.id}/reports`, { reason: 'false_information' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json()).toMatchObject({ error: { code: 'forbidden', reason: 'own_product' } });
    expect((await myReview(seller, product.id)).reportedReviewIds).toEqual([]);
  });

  it('from new accounts are kept but hide nothing: a competitor and two new accounts cannot hide a seller’s only review', async () => {
    const product = await receivedProduct();
    const only = await review(buyer, product.id, 5, 'Sweetest mangoes this year.');
    const report = (user: TestUser) => call(user, 'POST', `/api/reviews/${only.id}/reports`, { reason: 'false_information' });
    const competitor = await newBuyer('Saman');
    const throwaways = [await newBuyer('Throwaway', { established: false }), await newBuyer('Throwaway', { established: false })];
    for (const reporter of [competitor, ...throwaways]) expect((await report(reporter)).statusCode).toBe(201);
    expect(await productRating(product.id)).toEqual({ average: 5, count: 1 });
    expect((await myReview(throwaways[0]!, product.id)).reportedReviewIds).toEqual([only.id]);

    // Two more established people make three that count.
    expect((await report(stranger)).statusCode).toBe(201);
    expect(await productRating(product.id)).toEqual({ average: 5, count: 1 });
    expect((await report(await newBuyer('Ishara'))).statusCode).toBe(201);
    expect(await productRating(product.id)).toEqual({ average: null, count: 0 });
  });

  it('refuses the author reporting their own review, a reason not on the list, and visitors', async () => {
    const product = await receivedProduct();
    const mine = await review(buyer, product.id, 3);
    const own = await call(buyer, 'POST', `/api/reviews/${mine.id}/reports`, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { reason: 'own_review' } });
    const badReason = await call(stranger, 'POST', `/api/reviews/${mine.id}/reports`, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json<{ error: { fields: { path: string }[] } }>().error.fields[0]?.path).toBe('reason');
    expect((await call(null, 'POST', `/api/reviews/${mine.id}/reports`, { reason: 'spam' })).statusCode).toBe(401);
  });
});

describe('asking at the right time, and telling the seller', () => {
  it('invites the buyer once they confirm receiving an item, offers "Rate this product" in My Orders, and tells the seller of the review', async () => {
    const product = await newProduct({ title: 'Red onions' });
    const order = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 2 }]);
    await moveTestItem(testApp.app, seller, itemOf(order, product.id), 'confirmed');
    const invitations = async () =>
      (await notificationsOf(buyer)).filter((entry) => entry.kind === 'review_invitation' && entry.params.productId === product.id);
    expect(await invitations()).toHaveLength(0);
    await deliverConfirmed(itemOf(order, product.id));
    const awaiting = async () => (await call(buyer, 'GET', `/api/orders/${order.id}`)).json<Order>().items[0]?.awaitsReview;
    // Delivered, in the seller's word: the buyer is told so, and asked for nothing yet.
    expect(await invitations()).toHaveLength(0);
    expect(await awaiting()).toBe(false);

    expect((await confirmReceipt(buyer, order, product.id)).statusCode).toBe(200);
    expect(await invitations()).toMatchObject([{ params: { productId: product.id, productTitle: 'Red onions' } }]);
    expect(await awaiting()).toBe(true);
    await review(buyer, product.id, 4);
    expect(await awaiting()).toBe(false);
    expect(
      (await notificationsOf(seller)).find((entry) => entry.kind === 'review_received' && entry.params.productId === product.id),
    ).toMatchObject({
      params: { productTitle: 'Red onions', rating: 4 },
    });

    // Another delivery of a product already rated asks nothing more.
    const again = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    await moveTestItem(testApp.app, seller, itemOf(again, product.id), 'delivered');
    await confirmTestReceipt(testApp.app, buyer, again.id, itemOf(again, product.id));
    expect(await invitations()).toHaveLength(1);
  });

  it('asks nothing for a product taken off sale, until it is back on sale', async () => {
    const product = await newProduct({ title: 'Jak fruit' });
    const order = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    await moveTestItem(testApp.app, seller, itemOf(order, product.id), 'confirmed');
    expect((await call(seller, 'PATCH', `/api/products/${product.id}`, { status: 'inactive' })).statusCode).toBe(200);
    await deliverConfirmed(itemOf(order, product.id));
    expect((await confirmReceipt(buyer, order, product.id)).statusCode).toBe(200);
    const invited = (await notificationsOf(buyer)).some(
      (entry) => entry.kind === 'review_invitation' && entry.params.productId === product.id,
    );
    expect(invited).toBe(false);
    const awaiting = async () => (await call(buyer, 'GET', `/api/orders/${order.id}`)).json<Order>().items[0]?.awaitsReview;
    expect(await awaiting()).toBe(false);
    expect((await postTestReview(testApp.app, buyer, product.id, { rating: 4 })).statusCode).toBe(404);

    expect((await call(seller, 'PATCH', `/api/products/${product.id}`, { status: 'active' })).statusCode).toBe(200);
    expect(await awaiting()).toBe(true);
    expect((await postTestReview(testApp.app, buyer, product.id, { rating: 4 })).statusCode).toBe(201);
  });
});

describe('reviews from new accounts', () => {
  it('are held, neither shown nor counted, until the account is a week old: a seller’s fresh account cannot rate their goods', async () => {
    const product = await receivedProduct();
    // A seller's own second account: the seller delivers its order, and it confirms receiving it.
    const sockPuppet = await newBuyer('Fresh', { established: false });
    await receiveTestProduct(testApp.app, { seller, buyer: sockPuppet, productId: product.id });
    const heard = async () =>
      (await notificationsOf(seller)).filter((entry) => entry.kind === 'review_received' && entry.params.productId === product.id);

    const held = await postTestReview(testApp.app, sockPuppet, product.id, { rating: 5, comment: 'Best ever!' });
    expect(held.statusCode).toBe(201);
    const [account] = await testApp.database.db.select().from(users).where(eq(users.id, sockPuppet.id));
    const comesOfAge = new Date(account!.createdAt.getTime() + defaultNewAccountDays * 86_400_000).toISOString();
    expect(held.json()).toMatchObject({ rating: 5, hidden: false, heldUntil: comesOfAge });
    expect((await myReview(sockPuppet, product.id)).review).toMatchObject({ id: held.json<Review>().id, heldUntil: comesOfAge });
    expect(await productRating(product.id)).toEqual({ average: null, count: 0 });
    expect((await reviewsOf(product.id)).reviews).toEqual([]);
    expect(await heard()).toEqual([]);
    // Nobody else can act on what they cannot see.
    expect((await call(seller, 'PUT', `/api/reviews/${held.json<Review>().id}/reply`, { text: 'Thanks!' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/reviews/${held.json<Review>().id}/reports`, { reason: 'spam' })).statusCode).toBe(404);

    // Not yet due: the hourly job leaves it.
    await testApp.app.jobs.runNow(jobNames.publishHeldReviews);
    expect(await productRating(product.id)).toEqual({ average: null, count: 0 });

    await backdateAccount(testApp.database.db, sockPuppet);
    await testApp.database.db
      .update(reviewsTable)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(reviewsTable.buyerId, sockPuppet.id));
    await testApp.app.jobs.runNow(jobNames.publishHeldReviews);
    expect(await productRating(product.id)).toEqual({ average: 5, count: 1 });
    expect((await reviewsOf(product.id)).reviews.map((entry) => entry.comment)).toEqual(['Best ever!']);
    expect((await myReview(sockPuppet, product.id)).review).toMatchObject({ heldUntil: null });
    expect(await heard()).toMatchObject([{ params: { rating: 5 } }]);
    // Published once: another run changes nothing.
    await testApp.app.jobs.runNow(jobNames.publishHeldReviews);
    expect(await heard()).toHaveLength(1);
  });
});

describe('where ratings show', () => {
  it('pages a product’s reviews newest first with the distribution of stars', async () => {
    const product = await newProduct();
    const stars = [5, 4, 4, 3, 5, 1, 2, 5, 4, 5, 3];
    for (const [index, rating] of stars.entries()) {
      const who = await newBuyer(`Buyer${index}`);
      await receiveTestProduct(testApp.app, { seller, buyer: who, productId: product.id });
      await review(who, product.id, rating, `Review ${index}`);
    }
    const first = await reviewsOf(product.id);
    expect(first.total).toBe(11);
    expect(first.summary).toEqual({ average: 3.7, count: 11 });
    expect(first.distribution).toEqual([1, 1, 2, 3, 4]);
    expect(first.reviews.map((entry) => entry.comment)).toEqual(
      stars
        .map((_, index) => `Review ${index}`)
        .reverse()
        .slice(0, 10),
    );
    const second = await reviewsOf(product.id, 2);
    expect(second.reviews.map((entry) => entry.comment)).toEqual(['Review 0']);
    expect((await call(null, 'GET', `/api/products/${product.id}/reviews?page=0`)).statusCode).toBe(400);
  });

  it('shows the average on Browse cards, sorts by rating and filters 4 stars and up, the cache following each review', async () => {
    const district = 'mannar';
    const ids = [];
    for (const title of ['Top rated jak', 'Middling jak', 'Unrated jak']) ids.push((await newProduct({ title, district })).id);
    const [top, middling, unrated] = ids as [string, string, string];
    const browse = async (query: string) => {
      const response = await call(null, 'GET', `/api/products?district=${district}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<BrowseResult>().products;
    };
    // Read (and cache) before any review.
    expect((await browse('sort=rating')).map((card) => card.id)).toHaveLength(3);
    expect(await browse('minRating=4')).toEqual([]);

    for (const [productId, rating] of [
      [top, 5],
      [middling, 3],
    ] as const) {
      await receiveTestProduct(testApp.app, { seller, buyer, productId });
      await review(buyer, productId, rating);
    }
    const byRating = await browse('sort=rating');
    expect(byRating.map((card) => card.id)).toEqual([top, middling, unrated]);
    expect(byRating.map((card) => card.rating)).toEqual([
      { average: 5, count: 1 },
      { average: 3, count: 1 },
      { average: null, count: 0 },
    ]);
    expect((await browse('minRating=4')).map((card) => card.id)).toEqual([top]);
    expect((await call(null, 'GET', '/api/products?minRating=6')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/products?minRating=4.5')).statusCode).toBe(400);
  });

  it('gives the seller’s profile and dashboard the average over all their products', async () => {
    const farmer = await createUser(testApp.app, { firstName: 'Piyal', lastName: 'Gunasekara' });
    const profile = async () => (await call(null, 'GET', `/api/sellers/${farmer.id}`)).json<SellerProfile>().rating;
    const dashboard = async () => (await call(farmer, 'GET', '/api/seller/dashboard')).json<SellerDashboard>().rating;
    const [beans, leeks] = [
      await insertProduct(testApp.database.db, { sellerId: farmer.id, sellerName: 'Piyal Gunasekara' }),
      await insertProduct(testApp.database.db, { sellerId: farmer.id, sellerName: 'Piyal Gunasekara' }),
    ];
    expect(await profile()).toEqual({ average: null, count: 0 });
    expect(await dashboard()).toEqual({ average: null, count: 0 });
    for (const [product, rating] of [
      [beans!, 5],
      [leeks!, 4],
      [leeks!, 4],
    ] as const) {
      const who = await newBuyer();
      await receiveTestProduct(testApp.app, { seller: farmer, buyer: who, productId: product.id });
      await review(who, product.id, rating);
    }
    expect(await profile()).toEqual({ average: 4.3, count: 3 });
    expect(await dashboard()).toEqual({ average: 4.3, count: 3 });
  });
});

describe('comments are text, never markup', () => {
  it('come back as written, and the product page head carries them only inside escaped JSON-LD', async () => {
    const product = await receivedProduct();
    const comment = 'Good </script><script>alert("x")</script> & <b>fresh</b> \u2028 ok';
    await review(buyer, product.id, 4, comment);
    expect((await reviewsOf(product.id)).reviews[0]?.comment).toBe(comment);

    const page = await call(null, 'GET', `/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>fresh');
    expect(html).toContain('content="★ 4.0 (1) · ');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    // Not one raw angle bracket inside the element: nothing in it can end it or open another.
    expect(json).not.toMatch(/[<>]/);
    const data = JSON.parse(json ?? '{}') as { aggregateRating: unknown; review: { reviewBody: string; author: { name: string } }[] };
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(data.review[0]).toMatchObject({ reviewBody: comment, author: { name: 'Ayesha F.' } });
  });
});

describe('attempts that must fail cleanly', () => {
  it.each([
    ['GET', '/api/products/..%2F..%2Fetc/reviews'],
    ['GET', '/api/products/%00/reviews'],
    ['GET', '/api/products/00000000-0000-4000-8000-000000000000/reviews?page=abc'],
    ['GET', '/api/products/00000000-0000-4000-8000-000000000000/reviews?page=-1'],
    ['GET', '/api/products/00000000-0000-4000-8000-000000000000/reviews?page=1&extra=1'],
    ['PATCH', '/api/reviews/..%5C..%5C'],
    ['DELETE', '/api/reviews/%00'],
    ['PUT', '/api/reviews/' + '%2F..'.repeat(8) + '/reply'],
    ['POST', '/api/reviews/not-a-review/reports'],
  ] as const)('%s %s answers 400, not a fault', async (method, url) => {
    const response = await call(
      buyer,
      method,
      url,
      method === 'GET' || method === 'DELETE' ? undefined : { rating: 4, text: 'x', reason: 'spam' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('answers 404 for a review id that names no review, whatever is asked of it', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect((await call(buyer, 'PATCH', `/api/reviews/${unknown}`, { rating: 3 })).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', `/api/reviews/${unknown}`)).statusCode).toBe(404);
    expect((await call(seller, 'PUT', `/api/reviews/${unknown}/reply`, { text: 'Thanks' })).statusCode).toBe(404);
    expect((await call(seller, 'DELETE', `/api/reviews/${unknown}/reply`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/reviews/${unknown}/reports`, { reason: 'spam' })).statusCode).toBe(404);
    expect((await call(buyer, 'GET', `/api/products/${unknown}/my-review`)).statusCode).toBe(404);
  });

  it('answers a body that is not JSON, or a rating given as a huge number, with 400', async () => {
    const product = await receivedProduct();
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: { origin: testOrigin, cookie: buyer.cookie, 'content-type': 'application/json' },
      payload: '{"rating": 4,',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await postTestReview(testApp.app, buyer, product.id, { rating: 1e308 })).statusCode).toBe(400);
    expect((await myReview(buyer, product.id)).review).toBeNull();
  });

  it('limits one person’s review writes, and a refused one changes nothing', async () => {
    const limited = await createTestApp({ rateLimits: { reviewWrites: { limit: 2, windowSeconds: 3600 } } });
    try {
      const farmer = await createUser(limited.app, { firstName: 'Upul' });
      const shopper = await createUser(limited.app, { firstName: 'Thilini', lastName: 'Weerasinghe' });
      await backdateAccount(limited.database.db, shopper);
      const product = await insertProduct(limited.database.db, { sellerId: farmer.id, quantity: 10 });
      await receiveTestProduct(limited.app, { seller: farmer, buyer: shopper, productId: product.id });
      const first = await postTestReview(limited.app, shopper, product.id, { rating: 5 });
      expect(first.statusCode).toBe(201);
      const id = first.json<Review>().id;
      const edit = (rating: number) =>
        limited.app.inject({
          method: 'PATCH',
          url: `/api/reviews/${id}`,
          headers: { origin: testOrigin, cookie: shopper.cookie },
          payload: { rating },
        });
      expect((await edit(4)).statusCode).toBe(200);
      const refused = await edit(1);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
      const shown = (await limited.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json<ReviewsPage>();
      expect(shown.reviews[0]?.rating).toBe(4);
      expect(shown.summary).toEqual({ average: 4, count: 1 });
    } finally {
      await limited.close();
    }
  });
});
