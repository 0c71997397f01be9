import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@domain/admin/audit.schema';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import type { ReportedReview, ReportedReviewsPage } from '@domain/reviews/review-moderation.schema';
import type { MyReview, Review, ReviewsPage } from '@domain/reviews/review.schema';
import { makeOperator } from '@tests/factories/operators';
import { insertProduct } from '@tests/factories/products';
import { postTestReview, receiveTestProduct } from '@tests/factories/reviews';
import { backdateAccount, createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// The operators' queue of reported reviews. This market has an operator, so reports only fill the queue; the rule
// for a market without one (three established reporters hide a review) is tested in reviews.routes.test.ts.
let testApp: TestApp;
let operator: TestUser;
let seller: TestUser;
let author: TestUser;
const reporters: TestUser[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  operator = await createUser(testApp.app, { firstName: 'Anoma', lastName: 'Silva' });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  author = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
  for (const firstName of ['Kasun', 'Nimal', 'Ruwan']) reporters.push(await createUser(testApp.app, { firstName, lastName: 'Perera' }));
  for (const user of [seller, author, ...reporters]) await backdateAccount(db, user);
  await makeOperator(db, operator);
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, ...(payload && { payload }) });

/** A product the author received and rated, on sale from the seller. */
async function reviewedProduct(rating = 5, comment = 'Fresh and sweet.') {
  const product = await insertProduct(testApp.database.db, { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100 });
  await receiveTestProduct(testApp.app, { seller, buyer: author, productId: product.id });
  const posted = await postTestReview(testApp.app, author, product.id, { rating, comment });
  expect(posted.statusCode, posted.body).toBe(201);
  return { productId: product.id, reviewId: posted.json<Review>().id };
}

async function report(user: TestUser, reviewId: string, reason = 'offensive') {
  const answer = await call(user, 'POST', `/api/reviews/${reviewId}/reports`, { reason });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function queue(state = 'open') {
  const answer = await call(operator, 'GET', `/api/admin/reviews?state=${state}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportedReviewsPage>().reviews;
}

const inQueue = async (reviewId: string, state = 'open') => (await queue(state)).find((review) => review.id === reviewId);

async function publicReviews(productId: string) {
  return (await call(null, 'GET', `/api/products/${productId}/reviews`)).json<ReviewsPage>();
}

async function decide(reviewId: string, decision: 'keep' | 'remove' | 'restore', payload: object = {}) {
  return call(operator, 'POST', `/api/admin/reviews/${reviewId}/${decision}`, payload);
}

async function notificationsOf(user: TestUser) {
  return (await call(user, 'GET', '/api/notifications')).json<NotificationsPage>().notifications;
}

async function auditEntriesOn(reviewId: string) {
  return (await call(operator, 'GET', `/api/admin/audit?subject=${reviewId}`)).json<AuditPage>().entries;
}

describe('the queue of reported reviews', () => {
  it('takes reports without hiding anything, and shows each with its reporter’s age and whether they ordered the product', async () => {
    const { productId, reviewId } = await reviewedProduct();
    // One reporter has ordered the product; a brand-new account reports too.
    await receiveTestProduct(testApp.app, { seller, buyer: reporters[0] as TestUser, productId });
    const newcomer = await createUser(testApp.app, { firstName: 'Dilan', lastName: 'Fresh' });
    for (const reporter of [...reporters, newcomer]) await report(reporter, reviewId);

    // Three established reporters would hide it in a market without operators; here it stays, and counts.
    const shown = await publicReviews(productId);
    expect(shown.reviews.map((review) => review.id)).toEqual([reviewId]);
    expect(shown.summary).toEqual({ average: 5, count: 1 });

    const queued = await inQueue(reviewId);
    expect(queued).toMatchObject({
      productId,
      rating: 5,
      comment: 'Fresh and sweet.',
      authorName: 'Ayesha Fernando',
      authorId: author.id,
      hidden: false,
      removed: null,
      state: 'open',
    });
    const byName = new Map(queued?.reports.map((entry) => [entry.reporterName, entry]));
    expect(byName.get('Kasun Perera')).toMatchObject({ reason: 'offensive', status: 'open', reporterOrdered: true, counted: true });
    expect(byName.get('Nimal Perera')).toMatchObject({ reporterOrdered: false, counted: true });
    expect(byName.get('Dilan Fresh')).toMatchObject({ reporterOrdered: false, counted: false });
    // The newcomer's account is minutes old, the others' more than a week.
    expect(Date.now() - Date.parse(byName.get('Dilan Fresh')?.reporterSince ?? '')).toBeLessThan(60 * 60_000);
    expect(Date.now() - Date.parse(byName.get('Kasun Perera')?.reporterSince ?? '')).toBeGreaterThan(7 * 86_400_000);
  });

  it('removing a review takes it out of the page and the rating at once, tells its author why, and writes the log', async () => {
    const { productId, reviewId } = await reviewedProduct(1, 'Rotten, the seller is a thief');
    await report(reporters[1] as TestUser, reviewId);
    // Both reads are cached before the decision.
    expect((await publicReviews(productId)).total).toBe(1);
    expect((await call(null, 'GET', `/api/products/${productId}`)).json<ProductDetail>().rating).toEqual({ average: 1, count: 1 });

    const removed = await decide(reviewId, 'remove', { reason: 'offensive', note: 'Calls the seller a thief' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ReportedReview>()).toMatchObject({ state: 'removed', hidden: true, removed: { reason: 'offensive' } });
    expect(removed.json<ReportedReview>().reports.map((entry) => entry.status)).toEqual(['upheld']);

    expect((await publicReviews(productId)).reviews).toEqual([]);
    expect((await call(null, 'GET', `/api/products/${productId}`)).json<ProductDetail>().rating).toEqual({ average: null, count: 0 });
    expect(await inQueue(reviewId)).toBeUndefined();
    expect(await inQueue(reviewId, 'removed')).toMatchObject({ state: 'removed' });

    const told = (await notificationsOf(author)).find((entry) => entry.kind === 'review_removed');
    expect(told).toMatchObject({ params: { productId, reason: 'offensive' } });
    const entries = await auditEntriesOn(reviewId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.removed',
      actorId: operator.id,
      subjectKind: 'review',
      reason: 'offensive: Calls the seller a thief',
    });

    // Its author sees why, and cannot edit it back into view; deleting it stays theirs.
    const mine = (await call(author, 'GET', `/api/products/${productId}/my-review`)).json<MyReview>();
    expect(mine.review).toMatchObject({ id: reviewId, hidden: true, removedReason: 'offensive' });
    const edit = await call(author, 'PATCH', `/api/reviews/${reviewId}`, { rating: 5, comment: 'Lovely' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ error: { code: 'conflict', reason: 'removed' } });

    // A second press changes nothing and writes nothing.
    expect((await decide(reviewId, 'remove', { reason: 'spam' })).json<ReportedReview>().removed?.reason).toBe('offensive');
    expect(await auditEntriesOn(reviewId)).toHaveLength(1);
  });

  it('keeping a review dismisses its reports; a later report puts it back in the queue', async () => {
    const { productId, reviewId } = await reviewedProduct(4, 'Good, a little late');
    await report(reporters[2] as TestUser, reviewId, 'false_information');
    const kept = await decide(reviewId, 'keep', { note: 'An honest review' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ReportedReview>()).toMatchObject({ state: 'kept', hidden: false });
    expect(kept.json<ReportedReview>().reports.map((entry) => entry.status)).toEqual(['dismissed']);
    expect(await inQueue(reviewId)).toBeUndefined();
    expect(await inQueue(reviewId, 'kept')).toBeDefined();
    expect((await publicReviews(productId)).total).toBe(1);
    // It was never hidden, so its author hears nothing of it.
    expect((await notificationsOf(author)).filter((entry) => entry.kind === 'review_kept' && entry.params.productId === productId)).toEqual(
      [],
    );

    // Keeping it again changes nothing.
    await decide(reviewId, 'keep');
    expect((await auditEntriesOn(reviewId)).map((entry) => [entry.action, entry.reason])).toEqual([['review.kept', 'An honest review']]);

    await report(reporters[0] as TestUser, reviewId, 'spam');
    expect(await inQueue(reviewId)).toMatchObject({ state: 'open' });
  });

  it('a removal undone shows the review again, counts it, and tells its author', async () => {
    const { productId, reviewId } = await reviewedProduct(3, 'Average beans');
    await report(reporters[0] as TestUser, reviewId, 'spam');
    expect((await decide(reviewId, 'remove', { reason: 'spam' })).statusCode).toBe(200);
    // A colleague who still had it open and presses Keep does not undo the removal.
    const keptLate = await decide(reviewId, 'keep');
    expect(keptLate.json<ReportedReview>()).toMatchObject({ state: 'removed', hidden: true });
    expect((await publicReviews(productId)).total).toBe(0);
    const restored = await decide(reviewId, 'restore');
    expect(restored.json<ReportedReview>()).toMatchObject({ state: 'kept', hidden: false, removed: null });
    expect(restored.json<ReportedReview>().reports.map((entry) => entry.status)).toEqual(['dismissed']);
    expect((await publicReviews(productId)).summary).toEqual({ average: 3, count: 1 });
    const told = (await notificationsOf(author)).filter((entry) => entry.kind === 'review_kept');
    expect(told.map((entry) => entry.params.productId)).toContain(productId);
    expect((await call(author, 'GET', `/api/products/${productId}/my-review`)).json<MyReview>().review?.removedReason).toBeNull();
    expect((await auditEntriesOn(reviewId)).map((entry) => entry.action)).toEqual(['review.restored', 'review.removed']);
  });

  it('an author’s edit does not take a reported review out of the queue', async () => {
    const { reviewId } = await reviewedProduct(1, 'Awful');
    await report(reporters[1] as TestUser, reviewId, 'offensive');
    const edited = await call(author, 'PATCH', `/api/reviews/${reviewId}`, { rating: 2, comment: 'Awful, mostly' });
    expect(edited.statusCode, edited.body).toBe(200);
    const queued = await inQueue(reviewId);
    expect(queued).toMatchObject({ state: 'open', comment: 'Awful, mostly' });
    expect(queued?.reports.map((entry) => entry.status)).toEqual(['open']);
  });
});

describe('who may decide, and what is refused', () => {
  it('refuses nobody (401) and anyone who is not an operator (403), the review’s seller and author included', async () => {
    const { productId, reviewId } = await reviewedProduct();
    for (const [user, status] of [
      [null, 401],
      [seller, 403],
      [author, 403],
    ] as const) {
      expect((await call(user, 'GET', '/api/admin/reviews')).statusCode).toBe(status);
      expect((await call(user, 'POST', `/api/admin/reviews/${reviewId}/remove`, { reason: 'spam' })).statusCode).toBe(status);
      expect((await call(user, 'POST', `/api/admin/reviews/${reviewId}/keep`, {})).statusCode).toBe(status);
    }
    // Nothing they sent changed the review.
    expect((await publicReviews(productId)).total).toBe(1);
  });

  it('answers 400 naming the field for a reason it does not know, a note too long, or a list that does not exist', async () => {
    const { reviewId } = await reviewedProduct();
    const refusedField = async (answer: Awaited<ReturnType<typeof call>>) => {
      expect(answer.statusCode).toBe(400);
      return answer.json<{ error: { fields: { path: string }[] } }>().error.fields.map((field) => field.path);
    };
    expect(await refusedField(await decide(reviewId, 'remove', { reason: 'ugly' }))).toContain('reason');
    expect(await refusedField(await decide(reviewId, 'remove', { reason: 'spam', note: 'x'.repeat(501) }))).toContain('note');
    expect(await refusedField(await call(operator, 'GET', '/api/admin/reviews?state=all'))).toContain('state');
    expect((await decide('not-a-review', 'keep')).statusCode).toBe(400);
    expect((await decide('6a0f7c1e-8d7b-4c8e-9f5a-2b3c4d5e6f70', 'keep')).statusCode).toBe(404);
  });

  it('an operator decides neither a review of their own product nor one they wrote: another operator does', async () => {
    const { db } = testApp.database;
    const sellingOperator = await createUser(testApp.app, { firstName: 'Chathura', lastName: 'Dias' });
    await backdateAccount(db, sellingOperator);
    await makeOperator(db, sellingOperator);
    // A poor review of the operator's product, reported by a friend of theirs.
    const own = await insertProduct(db, { sellerId: sellingOperator.id, sellerName: 'Chathura Dias', quantity: 100 });
    await receiveTestProduct(testApp.app, { seller: sellingOperator, buyer: author, productId: own.id });
    const poor = await postTestReview(testApp.app, author, own.id, { rating: 1, comment: 'Half of it was rotten.' });
    expect(poor.statusCode, poor.body).toBe(201);
    const poorId = poor.json<Review>().id;
    await report(reporters[1] as TestUser, poorId, 'spam');
    // A review the operator wrote of another seller's product.
    const other = await insertProduct(db, { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100 });
    await receiveTestProduct(testApp.app, { seller, buyer: sellingOperator, productId: other.id });
    const theirs = await postTestReview(testApp.app, sellingOperator, other.id, { rating: 5, comment: 'Best in Kandy.' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirsId = theirs.json<Review>().id;
    await report(reporters[2] as TestUser, theirsId, 'spam');

    for (const [reviewId, decision, payload] of [
      [poorId, 'remove', { reason: 'spam' }],
      [poorId, 'keep', {}],
      [theirsId, 'keep', {}],
      [theirsId, 'remove', { reason: 'spam' }],
    ] as const) {
      const answer = await call(sellingOperator, 'POST', `/api/admin/reviews/${reviewId}/${decision}`, payload);
      expect(answer.statusCode, `${decision} ${reviewId === poorId ? 'a review of their product' : 'their review'}`).toBe(403);
      expect(answer.json<{ error: { reason: string } }>().error.reason).toBe('own_case');
    }
    expect((await publicReviews(own.id)).reviews.map((review) => review.id)).toEqual([poorId]);
    expect(await inQueue(poorId)).toBeDefined();
    expect(await inQueue(theirsId)).toBeDefined();
    expect(await auditEntriesOn(poorId)).toEqual([]);

    // Removed by another operator, the operator's own review is not theirs to restore either.
    expect((await decide(theirsId, 'remove', { reason: 'spam' })).statusCode).toBe(200);
    const restoring = await call(sellingOperator, 'POST', `/api/admin/reviews/${theirsId}/restore`, {});
    expect(restoring.statusCode).toBe(403);
    expect(restoring.json<{ error: { reason: string } }>().error.reason).toBe('own_case');
    expect(await inQueue(theirsId, 'removed')).toBeDefined();
    expect((await auditEntriesOn(theirsId)).map((entry) => [entry.action, entry.actorId])).toEqual([['review.removed', operator.id]]);
  });
});
