import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { postTestReview, receiveTestProduct } from '@tests/factories/reviews';
import { backdateAccount, createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { Review } from '@domain/reviews/review.schema';
import { products } from '@server/db/schema/catalog';
import { reviews } from '@server/db/schema/reviews';

let testApp: TestApp;
let seller: TestUser;
const buyers: TestUser[] = [];
let productId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  productId = (await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 1000 })).id;
  for (let index = 0; index < 50; index += 1) {
    const buyer = await createUser(testApp.app, { firstName: `Buyer${index}` });
    // Established accounts: their reviews count at once, and their reports hide.
    await backdateAccount(testApp.database.db, buyer);
    await receiveTestProduct(testApp.app, { seller, buyer, productId });
    buyers.push(buyer);
  }
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

/** The product's kept rating beside one counted afresh from its public reviews. */
async function keptAndCounted() {
  const db = testApp.database.db;
  const [kept] = await db
    .select({ count: products.ratingCount, total: products.ratingTotal, average: products.ratingAverage })
    .from(products)
    .where(eq(products.id, productId));
  const [counted] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      average: sql<number>`coalesce(round(avg(${reviews.rating}), 1), 0)::float8`,
    })
    .from(reviews)
    .where(sql`${reviews.productId} = ${productId} and ${reviews.hiddenAt} is null`);
  return { kept, counted };
}

describe('a product’s rating under concurrent writes (PostgreSQL)', () => {
  it('counts 50 reviews written at once, then 50 edits, deletes and reports at once', async () => {
    const ratings = buyers.map((_, index) => (index % 5) + 1);
    const written = await Promise.all(
      buyers.map((buyer, index) => postTestReview(testApp.app, buyer, productId, { rating: ratings[index]! })),
    );
    expect(written.map((response) => response.statusCode)).toEqual(buyers.map(() => 201));
    const first = await keptAndCounted();
    expect(first.kept).toEqual({ count: 50, total: 150, average: 3 });
    expect(first.kept).toEqual(first.counted);

    const ids = written.map((response) => response.json<Review>().id);
    await Promise.all(
      buyers.map((buyer, index) => {
        const id = ids[index]!;
        const headers = { origin: testOrigin, cookie: buyer.cookie };
        if (index % 3 === 0) return testApp.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers });
        if (index % 3 === 1) return testApp.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, headers, payload: { rating: 5 } });
        // Three others report this one at the same moment.
        return Promise.all(
          [1, 2, 3].map((step) => {
            const reporter = buyers[(index + step * 7) % buyers.length]!;
            return testApp.app.inject({
              method: 'POST',
              url: `/api/reviews/${id}/reports`,
              headers: { origin: testOrigin, cookie: reporter.cookie },
              payload: { reason: 'spam' },
            });
          }),
        );
      }),
    );
    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);
    // A third deleted, a third edited to 5 stars (17 of them), the rest (16) hidden by three reports each.
    expect(after.kept).toEqual({ count: 17, total: 85, average: 5 });
  }, 60_000);
});

describe('one buyer’s requests racing each other (PostgreSQL)', () => {
  it('a double submit writes one review, and an edit racing a delete leaves the count right', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 10 });
    const buyer = buyers[0]!;
    await receiveTestProduct(testApp.app, { seller, buyer, productId: product.id });
    const twice = await Promise.all([1, 2].map(() => postTestReview(testApp.app, buyer, product.id, { rating: 2 })));
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const id = twice.find((response) => response.statusCode === 201)?.json<Review>().id ?? '';

    const headers = { origin: testOrigin, cookie: buyer.cookie };
    const [edited, deleted] = await Promise.all([
      testApp.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, headers, payload: { rating: 5 } }),
      testApp.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers }),
    ]);
    expect(deleted.statusCode).toBe(204);
    // The edit went first (200) or found the review gone (404); either way nothing is left to count.
    expect([200, 404]).toContain(edited.statusCode);
    const [kept] = await testApp.database.db
      .select({ count: products.ratingCount, total: products.ratingTotal })
      .from(products)
      .where(eq(products.id, product.id));
    expect(kept).toEqual({ count: 0, total: 0 });
  });
});
