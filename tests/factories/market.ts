import type { FastifyInstance } from 'fastify';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { Db } from '@server/db/client';
import { multipart } from '@scripts/lib/multipart-body';
import { testOrigin } from '../setup/test-app';
import { makeImage } from './images';
import { confirmTestReceipt, itemOf, moveTestItem, placeTestOrder } from './orders';
import { postTestReview } from './reviews';
import { backdateAccount, createUser, type TestUser } from './users';

export type SmallMarket = {
  seller: TestUser;
  buyer: TestUser;
  products: ProductDetail[];
  orderIds: string[];
};

/**
 * A market with a little of everything, written through the API as people would: two accounts, products with
 * photos, an order (one item delivered), a review with the seller's reply, a running boost, the notifications all
 * that sends, a support message and the sellers' kept customers.
 */
export async function buildSmallMarket(app: FastifyInstance, db: Db): Promise<SmallMarket> {
  const seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
  const buyer = await createUser(app, { firstName: 'Ayesha', lastName: 'Fernando' });
  // A regular of the market: her review is published at once.
  await backdateAccount(db, buyer);
  const products = [
    await listProduct(app, seller, { title: 'Red onions', priceCents: 45_000, unit: 'kg', category: 'vegetables' }, 2),
    await listProduct(app, seller, { title: 'Ceylon cinnamon quills', priceCents: 120_050, unit: 'g', category: 'herbs-spices' }, 1),
  ];
  const [onions, cinnamon] = products as [ProductDetail, ProductDetail];
  const order = await placeTestOrder(app, buyer, [
    { productId: onions.id, quantity: 3 },
    { productId: cinnamon.id, quantity: 1 },
  ]);
  await moveTestItem(app, seller, itemOf(order, onions.id), 'delivered');
  await confirmTestReceipt(app, buyer, order.id, itemOf(order, onions.id));
  const review = await postTestReview(app, buyer, onions.id, { rating: 4, comment: 'Sweet and dry — ඉතා හොඳයි' });
  if (review.statusCode !== 201) throw new Error(`review failed: ${review.statusCode} ${review.body}`);
  await send(app, seller, 'PUT', `/api/reviews/${review.json<{ id: string }>().id}/reply`, { text: 'Thank you, Ayesha!' });
  await send(app, seller, 'POST', '/api/seller/boosts', {
    productId: cinnamon.id,
    description: 'Fresh quills from Matale',
    dailyBudgetCents: 500_00,
    durationDays: 7,
  });
  await send(app, null, 'POST', '/api/support/messages', {
    name: 'Nimal',
    email: 'nimal@example.lk',
    subject: 'Delivery areas',
    message: 'Do you deliver to Jaffna?',
  });
  return { seller, buyer, products: await Promise.all(products.map((product) => readProduct(app, product.id))), orderIds: [order.id] };
}

async function listProduct(
  app: FastifyInstance,
  seller: TestUser,
  product: { title: string; priceCents: number; unit: string; category: string },
  photos: number,
): Promise<ProductDetail> {
  const files = await Promise.all(
    Array.from({ length: photos }, async (_, index) => ({
      name: `photo-${index}.jpg`,
      bytes: await makeImage('jpeg', { width: 640 + index }),
    })),
  );
  const body = multipart(
    { product: JSON.stringify({ ...product, description: `${product.title}, grown in the hills.`, district: 'kandy', quantity: 40 }) },
    files,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...body.headers, origin: testOrigin, cookie: seller.cookie },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.statusCode} ${response.body}`);
  return response.json<ProductDetail>();
}

async function readProduct(app: FastifyInstance, id: string): Promise<ProductDetail> {
  const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
  if (response.statusCode !== 200) throw new Error(`product ${id}: ${response.statusCode}`);
  return response.json<ProductDetail>();
}

async function send(app: FastifyInstance, user: TestUser | null, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * What each person sees of the market, as JSON bodies: product pages, the buyer's orders and notifications, the
 * seller's orders, customers, boosts and dashboard. Two apps on the same data answer these alike.
 */
export async function readMarket(app: FastifyInstance, market: SmallMarket): Promise<Record<string, unknown>> {
  const views: Record<string, unknown> = {};
  const read = async (label: string, url: string, user: TestUser | null) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) } });
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    views[label] = response.json();
  };
  for (const product of market.products) {
    await read(`product ${product.title}`, `/api/products/${product.id}`, null);
    await read(`reviews of ${product.title}`, `/api/products/${product.id}/reviews`, null);
  }
  await read('buyer orders', '/api/orders', market.buyer);
  await read('buyer notifications', '/api/notifications', market.buyer);
  await read('seller notifications', '/api/notifications', market.seller);
  await read('seller orders', '/api/seller/orders', market.seller);
  await read('seller customers', '/api/seller/customers', market.seller);
  await read('seller boosts', '/api/seller/boosts', market.seller);
  await read('seller dashboard', '/api/seller/dashboard', market.seller);
  return views;
}
