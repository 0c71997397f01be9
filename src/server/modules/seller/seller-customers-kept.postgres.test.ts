import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, moveTestItem, placeTestOrder } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { countedCustomers, keptCustomers } from '@tests/factories/seller-customers';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

// On the PostgreSQL server writes run at once on many connections: checkouts of one buyer with one seller and
// that seller's status changes of the same buyer's items, all at the same time, must leave seller_customers
// equal to a fresh count (each writer recounts a pair only once the pair's other writers have committed).

let testApp: TestApp;
let seller: TestUser;
let buyers: TestUser[];
let products: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { app, database } = testApp;
  seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
  buyers = await Promise.all(['Anura', 'Bimal', 'Chamari'].map((firstName) => createUser(app, { firstName, lastName: 'Perera' })));
  products = await Promise.all(
    ['Carrots', 'Leeks'].map(
      async (title) =>
        (
          await insertProduct(database.db, {
            sellerId: seller.id,
            sellerName: 'Sunil Bandara',
            title,
            priceCents: 10_000,
            quantity: 10_000,
          })
        ).id,
    ),
  );
});
afterAll(async () => {
  await testApp.close();
});

describe('seller_customers under concurrent writes', () => {
  it('equals a fresh count after checkouts and status changes of the same pairs race', async () => {
    const { app, database } = testApp;
    for (let round = 0; round < 3; round++) {
      const placed = await Promise.all(
        buyers.flatMap((buyer) =>
          products.map(async (productId) => ({ productId, order: await placeTestOrder(app, buyer, [{ productId, quantity: 1 + round }]) })),
        ),
      );
      await Promise.all([
        ...placed.map(({ productId, order }, index) =>
          moveTestItem(app, seller, itemOf(order, productId), index % 3 === 0 ? 'cancelled' : 'delivered'),
        ),
        ...buyers.flatMap((buyer) => products.map((productId) => placeTestOrder(app, buyer, [{ productId, quantity: 1 }]))),
      ]);
      expect(await keptCustomers(database.db)).toEqual(await countedCustomers(database.db));
    }
    expect(await keptCustomers(database.db)).toHaveLength(buyers.length);
  });
});
