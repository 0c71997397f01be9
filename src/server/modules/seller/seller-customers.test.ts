import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, moveTestItem, placeTestOrderAt } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { District } from '@domain/catalog/districts';
import { customerListSchema, type CustomerList } from '@domain/seller/seller-insights.schema';

async function customersOf(testApp: TestApp, user: TestUser, query = ''): Promise<CustomerList> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/seller/customers${query && `?${query}`}`,
    headers: { origin: testOrigin, cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return customerListSchema.parse(response.json());
}

const names = (list: CustomerList) => list.customers.map((customer) => customer.name);

// Sunil sells Carrots 300.00/kg and Leeks 200.00/kg; Nimal sells Mangoes 50.00/piece. Times are Colombo (+05:30).
//
// buyer                 order date          delivered to  phone          Sunil's items (status)
// Anura Perera          2026-01-10 10:00    galle         071 111 1111   Carrots ×1 (delivered)
//                       2026-02-10 10:00    galle         071 111 1111   Carrots ×1 (delivered)
//                       2026-03-01 10:00    kandy         071 111 1112   Leeks ×1 (delivered), + Nimal's Mangoes ×1
// Bimal Co%op           2026-02-15 09:00    colombo       072 222 2221   Carrots ×1 (delivered)
//                       2026-03-04 09:00    gampaha       072 222 2223   Leeks ×1 (cancelled)
//                       2026-03-05 09:00    colombo       072 222 2222   Carrots ×2, Leeks ×2 (both delivered)
// Chamari Wije_singhe   2026-02-20 12:00    matale        073 333 3333   Leeks ×1 (confirmed)
// Dilani Perera         2026-01-05 10:00    kandy         074 444 4440   Carrots ×1 (delivered)
//                       2026-01-06 10:00    kandy         074 444 4440   Carrots ×1 (delivered)
//                       2026-02-01 10:00    kandy         074 444 4440   Carrots ×1 (pending)
//                       2026-03-10 23:30    gampaha       074 444 4444   Leeks ×3 (pending)
// Eranga Perera         2026-03-02 10:00    colombo       075 555 5555   none: Nimal's Mangoes ×2 only
//
// So, per customer of Sunil (cancelled items count nowhere):
//   Anura:   3 orders, 3 delivered → VIP; 30000+30000+20000 = 80000; last 2026-03-01 04:30Z; kandy, +94711111112
//   Bimal:   2 orders, 2 delivered;       30000+60000+40000 = 130000; last 2026-03-05 03:30Z; colombo, +94722222222
//   Chamari: 1 order, 0 delivered;        20000; last 2026-02-20 06:30Z; matale, +94733333333
//   Dilani:  4 orders, 2 delivered (not VIP: delivered ones count); 30000×3+60000 = 150000;
//            last 2026-03-10 18:00Z; gampaha, +94744444444
describe('the customers of a seller', () => {
  let testApp: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  const buyer: Record<'anura' | 'bimal' | 'chamari' | 'dilani' | 'eranga', TestUser> = {} as never;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    const db = database.db;
    seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
    otherSeller = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
    buyer.anura = await createUser(app, { firstName: 'Anura', lastName: 'Perera' });
    buyer.bimal = await createUser(app, { firstName: 'Bimal', lastName: 'Co%op' });
    buyer.chamari = await createUser(app, { firstName: 'Chamari', lastName: 'Wije_singhe' });
    buyer.dilani = await createUser(app, { firstName: 'Dilani', lastName: 'Perera' });
    buyer.eranga = await createUser(app, { firstName: 'Eranga', lastName: 'Perera' });

    const own = { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100 };
    const carrots = (await insertProduct(db, { ...own, title: 'Carrots', priceCents: 30_000 })).id;
    const leeks = (await insertProduct(db, { ...own, title: 'Leeks', priceCents: 20_000 })).id;
    const mangoes = (
      await insertProduct(db, {
        sellerId: otherSeller.id,
        sellerName: 'Nimal Silva',
        title: 'Mangoes',
        unit: 'piece',
        priceCents: 5_000,
        quantity: 100,
      })
    ).id;

    type Line = [string, number, 'pending' | 'confirmed' | 'delivered' | 'cancelled'];
    const order = async (
      who: TestUser,
      at: string,
      district: District,
      phoneNumber: string,
      items: Line[],
      others: [string, number][] = [],
    ) => {
      const lines = [...items, ...others].map(([productId, quantity]) => ({ productId, quantity }));
      const placed = await placeTestOrderAt(app, db, at, who, lines, { district, phoneNumber });
      for (const [productId, , status] of items) {
        if (status !== 'pending') await moveTestItem(app, seller, itemOf(placed, productId), status);
      }
    };
    await order(buyer.anura, '2026-01-10T10:00:00+05:30', 'galle', '071 111 1111', [[carrots, 1, 'delivered']]);
    await order(buyer.anura, '2026-02-10T10:00:00+05:30', 'galle', '071 111 1111', [[carrots, 1, 'delivered']]);
    await order(buyer.anura, '2026-03-01T10:00:00+05:30', 'kandy', '071 111 1112', [[leeks, 1, 'delivered']], [[mangoes, 1]]);
    await order(buyer.bimal, '2026-02-15T09:00:00+05:30', 'colombo', '072 222 2221', [[carrots, 1, 'delivered']]);
    await order(buyer.bimal, '2026-03-04T09:00:00+05:30', 'gampaha', '072 222 2223', [[leeks, 1, 'cancelled']]);
    await order(buyer.bimal, '2026-03-05T09:00:00+05:30', 'colombo', '072 222 2222', [
      [carrots, 2, 'delivered'],
      [leeks, 2, 'delivered'],
    ]);
    await order(buyer.chamari, '2026-02-20T12:00:00+05:30', 'matale', '073 333 3333', [[leeks, 1, 'confirmed']]);
    await order(buyer.dilani, '2026-01-05T10:00:00+05:30', 'kandy', '074 444 4440', [[carrots, 1, 'delivered']]);
    await order(buyer.dilani, '2026-01-06T10:00:00+05:30', 'kandy', '074 444 4440', [[carrots, 1, 'delivered']]);
    await order(buyer.dilani, '2026-02-01T10:00:00+05:30', 'kandy', '074 444 4440', [[carrots, 1, 'pending']]);
    await order(buyer.dilani, '2026-03-10T23:30:00+05:30', 'gampaha', '074 444 4444', [[leeks, 3, 'pending']]);
    await order(buyer.eranga, '2026-03-02T10:00:00+05:30', 'colombo', '075 555 5555', [], [[mangoes, 2]]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists each buyer with their figures and the contact details of their latest order, newest order first', async () => {
    const list = await customersOf(testApp, seller);
    expect(list).toEqual({
      page: 1,
      pageSize: 20,
      total: 4,
      customers: [
        {
          buyerId: buyer.dilani.id,
          name: 'Dilani Perera',
          district: 'gampaha',
          orders: 4,
          deliveredOrders: 2,
          spentCents: 150_000,
          lastOrderAt: '2026-03-10T18:00:00.000Z',
          vip: false,
          phoneNumber: '+94744444444',
          email: buyer.dilani.email,
        },
        {
          buyerId: buyer.bimal.id,
          name: 'Bimal Co%op',
          district: 'colombo',
          orders: 2,
          deliveredOrders: 2,
          spentCents: 130_000,
          lastOrderAt: '2026-03-05T03:30:00.000Z',
          vip: false,
          phoneNumber: '+94722222222',
          email: buyer.bimal.email,
        },
        {
          buyerId: buyer.anura.id,
          name: 'Anura Perera',
          district: 'kandy',
          orders: 3,
          deliveredOrders: 3,
          spentCents: 80_000,
          lastOrderAt: '2026-03-01T04:30:00.000Z',
          vip: true,
          phoneNumber: '+94711111112',
          email: buyer.anura.email,
        },
        {
          buyerId: buyer.chamari.id,
          name: 'Chamari Wije_singhe',
          district: 'matale',
          orders: 1,
          deliveredOrders: 0,
          spentCents: 20_000,
          lastOrderAt: '2026-02-20T06:30:00.000Z',
          vip: false,
          phoneNumber: '+94733333333',
          email: buyer.chamari.email,
        },
      ],
    });
  });

  it('sorts by each column in both directions', async () => {
    const cases: [string, string[]][] = [
      ['name', ['Anura Perera', 'Bimal Co%op', 'Chamari Wije_singhe', 'Dilani Perera']],
      // colombo, gampaha, kandy, matale: the same order alphabetically and in the list of districts.
      ['district', ['Bimal Co%op', 'Dilani Perera', 'Anura Perera', 'Chamari Wije_singhe']],
      ['orders', ['Chamari Wije_singhe', 'Bimal Co%op', 'Anura Perera', 'Dilani Perera']], // 1, 2, 3, 4
      ['spent', ['Chamari Wije_singhe', 'Anura Perera', 'Bimal Co%op', 'Dilani Perera']], // 20000, 80000, 130000, 150000
      ['lastOrder', ['Chamari Wije_singhe', 'Anura Perera', 'Bimal Co%op', 'Dilani Perera']], // 02-20, 03-01, 03-05, 03-10
    ];
    for (const [sort, ascending] of cases) {
      expect(names(await customersOf(testApp, seller, `sort=${sort}&direction=asc`)), `${sort} asc`).toEqual(ascending);
      expect(names(await customersOf(testApp, seller, `sort=${sort}&direction=desc`)), `${sort} desc`).toEqual([...ascending].reverse());
    }
  });

  it('searches by name without regard to case; a buyer of only another seller is never found', async () => {
    const found = await customersOf(testApp, seller, 'q=PERERA&sort=name&direction=asc');
    // Eranga Perera bought only Nimal's Mangoes.
    expect(names(found)).toEqual(['Anura Perera', 'Dilani Perera']);
    expect(found.total).toBe(2);
    expect(names(await customersOf(testApp, seller, 'q=wije'))).toEqual(['Chamari Wije_singhe']);
    const none = await customersOf(testApp, seller, 'q=Eranga');
    expect(none).toMatchObject({ customers: [], total: 0 });
  });

  it('takes % and _ in a search literally', async () => {
    const percent = await customersOf(testApp, seller, `q=${encodeURIComponent('%')}`);
    expect(names(percent)).toEqual(['Bimal Co%op']);
    expect(percent.total).toBe(1);
    const underscore = await customersOf(testApp, seller, 'q=_');
    expect(names(underscore)).toEqual(['Chamari Wije_singhe']);
    expect(names(await customersOf(testApp, seller, `q=${encodeURIComponent('o%o')}`))).toEqual(['Bimal Co%op']);
  });

  it('shows the other seller only their own buyers, with the details of the orders that hold their items', async () => {
    const list = await customersOf(testApp, otherSeller, 'sort=name&direction=asc');
    expect(list.total).toBe(2);
    expect(list.customers).toEqual([
      {
        buyerId: buyer.anura.id,
        name: 'Anura Perera',
        district: 'kandy',
        orders: 1,
        deliveredOrders: 0,
        spentCents: 5_000,
        lastOrderAt: '2026-03-01T04:30:00.000Z',
        vip: false,
        phoneNumber: '+94711111112',
        email: buyer.anura.email,
      },
      {
        buyerId: buyer.eranga.id,
        name: 'Eranga Perera',
        district: 'colombo',
        orders: 1,
        deliveredOrders: 0,
        spentCents: 10_000,
        lastOrderAt: '2026-03-02T04:30:00.000Z',
        vip: false,
        phoneNumber: '+94755555555',
        email: buyer.eranga.email,
      },
    ]);
  });
});

// The top tenth by spending: ⌊customers ÷ 10⌋ ranks, equal spending sharing a rank (so two equal at the top are
// both rank 1 and the next is rank 3). Eggs at 10.00 a piece; customer n buys n eggs in one order.
describe('VIPs by spending, and pages', () => {
  let testApp: TestApp;
  let seller: TestUser;
  let eggs: string;
  const customers: TestUser[] = [];
  let placed = 0;

  async function addCustomer(quantity: number) {
    const { app, database } = testApp;
    const index = customers.length + 1;
    const who = await createUser(app, { firstName: `Customer${String(index).padStart(2, '0')}`, lastName: 'Buyer' });
    customers.push(who);
    // One order a day from 2026-01-01, so the newest first order is the last one added.
    placed += 1;
    const at = new Date(Date.UTC(2026, 0, placed, 4, 30)).toISOString();
    await placeTestOrderAt(app, database.db, at, who, [{ productId: eggs, quantity }]);
  }

  const vipsIn = (list: CustomerList) =>
    list.customers
      .filter((customer) => customer.vip)
      .map((customer) => customer.name)
      .sort();

  beforeAll(async () => {
    testApp = await createTestApp();
    seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
    eggs = (
      await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Eggs', unit: 'piece', priceCents: 1_000, quantity: 1_000 })
    ).id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes no one a VIP by spending among nine customers', async () => {
    for (let quantity = 1; quantity <= 9; quantity += 1) await addCustomer(quantity);
    const list = await customersOf(testApp, seller, 'sort=spent&direction=desc');
    expect(list.total).toBe(9);
    expect(list.customers[0]).toMatchObject({ name: 'Customer09 Buyer', spentCents: 9_000 });
    expect(vipsIn(list)).toEqual([]);
  });

  it('makes the top spender a VIP at ten customers, and both when two spend the same', async () => {
    await addCustomer(9); // Customer10 spends as much as Customer09: both rank 1, and ⌊10 ÷ 10⌋ = 1.
    const list = await customersOf(testApp, seller, 'sort=spent&direction=desc');
    expect(list.total).toBe(10);
    expect(vipsIn(list)).toEqual(['Customer09 Buyer', 'Customer10 Buyer']);
  });

  it('pages twenty at a time with the total on every page, and the top tenth grows with the customers', async () => {
    for (let added = 0; added < 11; added += 1) await addCustomer(1);
    // 21 customers: ⌊21 ÷ 10⌋ = 2; Customer09 and Customer10 share rank 1, Customer08 (8 eggs) is rank 3.
    const first = await customersOf(testApp, seller);
    const second = await customersOf(testApp, seller, 'page=2');
    const third = await customersOf(testApp, seller, 'page=3');
    expect([first.page, first.pageSize, first.total, first.customers.length]).toEqual([1, 20, 21, 20]);
    expect([second.page, second.total, second.customers.length]).toEqual([2, 21, 1]);
    expect(third).toMatchObject({ page: 3, total: 21, customers: [] });
    // Newest order first: Customer21 ordered last, Customer01 first.
    expect(first.customers[0]?.name).toBe('Customer21 Buyer');
    expect(second.customers[0]?.name).toBe('Customer01 Buyer');
    expect(vipsIn(first)).toEqual(['Customer09 Buyer', 'Customer10 Buyer']);
    expect(vipsIn(second)).toEqual([]);
  });

  it('pages through equal values without showing anyone twice or leaving anyone out', async () => {
    // Spending ascending, the boundary after 20 falls between Customer09 and Customer10 (9000 each); descending, among
    // the twelve who spent 1000 (Customer01, Customer11–21).
    for (const direction of ['asc', 'desc']) {
      const first = await customersOf(testApp, seller, `sort=spent&direction=${direction}`);
      const second = await customersOf(testApp, seller, `sort=spent&direction=${direction}&page=2`);
      const seen = [...first.customers, ...second.customers].map((customer) => customer.buyerId);
      expect(new Set(seen).size, direction).toBe(21);
      expect(seen.sort()).toEqual(customers.map((customer) => customer.id).sort());
    }
  });
});
