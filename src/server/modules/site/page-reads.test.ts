import type { ApiError } from '@domain/api/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRead, PageReads, PageRenderer } from '@domain/site/page-render';
import { insertProduct } from '@tests/factories/products';
import { buildSmallMarket, type SmallMarket } from '@tests/factories/market';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

// The reads a server-rendered page makes of the services, held to the routes the browser asks: for each, the same
// value (as JSON) or the same refusal (status and error body), for a visitor without a session and for one with.

let testApp: TestApp;
let market: SmallMarket;
let draftId: string;
let given: PageReads | undefined;

/** A renderer that keeps the reads it is given and renders nothing (the page is then its shell). */
const keepsReads: PageRenderer = {
  render: (request) => {
    given = request.reads;
    return Promise.resolve(null);
  },
};

beforeAll(async () => {
  // The shipped setting: reads shared through the read cache.
  testApp = await createTestApp({ renderer: keepsReads, env: { READ_CACHE_SECONDS: '60' } });
  market = await buildSmallMarket(testApp.app, testApp.database.db);
  draftId = (await insertProduct(testApp.database.db, { sellerId: market.seller.id, title: 'Draft', status: 'draft' })).id;
});
afterAll(async () => {
  await testApp.close();
});

/** The reads the site gives its renderer for this visitor (their cookie, or none). */
async function readsFor(cookie?: string): Promise<PageReads> {
  given = undefined;
  const page = await testApp.app.inject({ method: 'GET', url: '/about', headers: { ...(cookie && { cookie }) } });
  expect(page.statusCode).toBe(200);
  if (!given) throw new Error('the renderer was given no reads');
  return given;
}

/** What the route answers this visitor, in a read's terms. */
async function routeAnswer(url: string, cookie?: string): Promise<PageRead<unknown>> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { ...(cookie && { cookie }) } });
  const body: unknown = response.json();
  if (response.statusCode === 200) return { value: body };
  const { error } = body as ApiError;
  return { refused: { status: response.statusCode, error } };
}

/** The read's answer as it would reach a browser (JSON), beside the route's. */
async function expectSame(read: Promise<PageRead<unknown>>, url: string, cookie?: string) {
  const answer = JSON.parse(JSON.stringify(await read)) as PageRead<unknown>;
  expect(answer).toEqual(await routeAnswer(url, cookie));
  return answer;
}

describe('the reads of a server-rendered page answer as their routes do', () => {
  it('for a visitor without a session', async () => {
    const reads = await readsFor();
    const [onions] = market.products;
    if (!onions) throw new Error('no product');
    const listed = await expectSame(reads.products(''), '/api/products');
    expect('value' in listed && (listed.value as { total: number }).total).toBe(2);
    await expectSame(
      reads.products('q=onion&district=colombo&district=kandy&sort=price-low&page=1'),
      '/api/products?q=onion&district=colombo&district=kandy&sort=price-low&page=1',
    );
    await expectSame(reads.products(`seller=${market.seller.id}`), `/api/products?seller=${market.seller.id}`);
    await expectSame(reads.featuredProducts(), '/api/products/featured');
    await expectSame(reads.marketStats(), '/api/stats');
    const product = await expectSame(reads.product(onions.id), `/api/products/${onions.id}`);
    expect('value' in product && (product.value as { title: string }).title).toBe('Red onions');
    await expectSame(reads.seller(market.seller.id), `/api/sellers/${market.seller.id}`);
    const reviews = await expectSame(reads.reviews(onions.id, 1), `/api/products/${onions.id}/reviews`);
    expect('value' in reviews && (reviews.value as { total: number }).total).toBe(1);
    await expectSame(reads.reviews(onions.id, 2), `/api/products/${onions.id}/reviews?page=2`);
  });

  it('refuse as their routes do: unknown, malformed, another seller’s draft, signed out', async () => {
    const reads = await readsFor();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [read, url, status] of [
      [reads.product(unknown), `/api/products/${unknown}`, 404],
      [reads.product('not-a-uuid'), '/api/products/not-a-uuid', 400],
      [reads.product(draftId), `/api/products/${draftId}`, 404],
      [reads.seller('nobody'), '/api/sellers/nobody', 404],
      [reads.seller('x'.repeat(65)), `/api/sellers/${'x'.repeat(65)}`, 400],
      [reads.reviews(unknown, 1), `/api/products/${unknown}/reviews`, 404],
      [reads.reviews(draftId, 1), `/api/products/${draftId}/reviews`, 404],
      [reads.reviews('not-a-uuid', 1), '/api/products/not-a-uuid/reviews', 400],
      [reads.products('page=0'), '/api/products?page=0', 400],
      [reads.products('colour=red'), '/api/products?colour=red', 400],
      [reads.products('__proto__=x'), '/api/products?__proto__=x', 400],
      [reads.myReview(draftId), `/api/products/${draftId}/my-review`, 401],
      [reads.myReview('not-a-uuid'), '/api/products/not-a-uuid/my-review', 400],
      [reads.onboarding(), '/api/onboarding', 401],
    ] as const) {
      const answer = await expectSame(read, url);
      expect('refused' in answer && answer.refused.status).toBe(status);
    }
  });

  it('for a signed-in seller: their own draft, their own review state, their onboarding', async () => {
    const { cookie } = market.seller;
    const reads = await readsFor(cookie);
    const draft = await expectSame(reads.product(draftId), `/api/products/${draftId}`, cookie);
    expect('value' in draft && (draft.value as { isOwner: boolean }).isOwner).toBe(true);
    const [onions] = market.products;
    if (!onions) throw new Error('no product');
    await expectSame(reads.myReview(onions.id), `/api/products/${onions.id}/my-review`, cookie);
    await expectSame(reads.onboarding(), '/api/onboarding', cookie);
  });

  it('for a signed-in buyer, who reviewed what they bought', async () => {
    const { cookie } = market.buyer;
    const reads = await readsFor(cookie);
    const [onions] = market.products;
    if (!onions) throw new Error('no product');
    const mine = await expectSame(reads.myReview(onions.id), `/api/products/${onions.id}/my-review`, cookie);
    expect('value' in mine && (mine.value as { review: { rating: number } | null }).review?.rating).toBe(4);
    await expectSame(reads.product(draftId), `/api/products/${draftId}`, cookie);
  });
});
