import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, moveTestItem, placeTestOrder, placeTestOrderAt } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { countedCustomers, keptCustomers } from '@tests/factories/seller-customers';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// seller_customers is kept by triggers on order_items (migration 0006): after each kind of write it must equal a
// count made afresh from the items.

let testApp: TestApp;
let sunil: TestUser;
let nimal: TestUser;
let anura: TestUser;
let bimal: TestUser;
let carrots: string;
let mangoes: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app, database } = testApp;
  sunil = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
  nimal = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
  anura = await createUser(app, { firstName: 'Anura', lastName: 'Perera' });
  bimal = await createUser(app, { firstName: 'Bimal', lastName: 'Kumara' });
  carrots = (
    await insertProduct(database.db, {
      sellerId: sunil.id,
      sellerName: 'Sunil Bandara',
      title: 'Carrots',
      priceCents: 30_000,
      quantity: 500,
    })
  ).id;
  mangoes = (
    await insertProduct(database.db, { sellerId: nimal.id, sellerName: 'Nimal Silva', title: 'Mangoes', priceCents: 5_000, quantity: 500 })
  ).id;
});
afterAll(async () => {
  await testApp.close();
});

async function expectKept() {
  const kept = await keptCustomers(testApp.database.db);
  expect(kept).toEqual(await countedCustomers(testApp.database.db));
  return kept;
}

async function buyerCancels(buyer: TestUser, orderId: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: { origin: testOrigin, cookie: buyer.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('seller_customers, kept by the items', () => {
  it('follows checkouts, status changes, cancels by either side and a changed order time', async () => {
    const { app, database } = testApp;
    const first = await placeTestOrderAt(app, database.db, '2026-03-01T04:30:00Z', anura, [{ productId: carrots, quantity: 1 }], {
      district: 'galle',
    });
    expect(await expectKept()).toHaveLength(1);

    // Two sellers in one order: each gets the buyer as a customer.
    const both = await placeTestOrder(
      app,
      anura,
      [
        { productId: carrots, quantity: 2 },
        { productId: mangoes, quantity: 3 },
      ],
      { district: 'kandy', phoneNumber: '077 123 4567' },
    );
    const kept = await expectKept();
    expect(kept.map((row) => row.seller_id).sort()).toEqual([nimal.id, sunil.id].sort());
    expect(kept.find((row) => row.seller_id === sunil.id)).toMatchObject({ orders: '2', items: '2', spent: '90000', district: 'kandy' });

    await moveTestItem(app, sunil, itemOf(first, carrots), 'delivered');
    expect((await expectKept()).find((row) => row.seller_id === sunil.id)).toMatchObject({ delivered_orders: '1' });

    // The seller cancels the newer order's carrots: Anura's latest standing order with Sunil is the first again.
    await moveTestItem(app, sunil, itemOf(both, carrots), 'cancelled');
    expect((await expectKept()).find((row) => row.seller_id === sunil.id)).toMatchObject({
      orders: '1',
      spent: '30000',
      district: 'galle',
    });

    // The buyer cancels what is left of that order: Nimal loses his only customer.
    await buyerCancels(anura, both.id);
    expect((await expectKept()).map((row) => row.seller_id)).toEqual([sunil.id]);

    const second = await placeTestOrder(app, bimal, [{ productId: carrots, quantity: 1 }]);
    await expectKept();
    await buyerCancels(bimal, second.id);
    expect((await expectKept()).map((row) => row.buyer_id)).toEqual([anura.id]);
  });

  it('keeps the customers of a product the seller deletes (its items lose the product, not the sale)', async () => {
    const { app, database } = testApp;
    const leeks = (
      await insertProduct(database.db, {
        sellerId: sunil.id,
        sellerName: 'Sunil Bandara',
        title: 'Leeks',
        priceCents: 20_000,
        quantity: 50,
      })
    ).id;
    await placeTestOrder(app, bimal, [{ productId: leeks, quantity: 2 }]);
    const before = await expectKept();
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/products/${leeks}`,
      headers: { origin: testOrigin, cookie: sunil.cookie },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await expectKept()).toEqual(before);
    expect(before.find((row) => row.buyer_id === bimal.id)).toMatchObject({ items: '1', spent: '40000' });
  });
});
