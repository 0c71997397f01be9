import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModeratedAccount, ModeratedAccountsPage, SuspensionOutcome } from '@domain/admin/account-moderation.schema';
import type { AuditPage } from '@domain/admin/audit.schema';
import type { BrowseResult, ProductDetail } from '@domain/catalog/product.schema';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import type { Order } from '@domain/orders/order.schema';
import { selectRows } from '@server/db/client';
import { makeOperator } from '@tests/factories/operators';
import { itemOf, moveTestItem, placeTestOrder } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { jobNames } from '@server/market-jobs';

// Suspending an account from the console: its sessions end, its listings leave the market, its open orders are
// cancelled with their stock given back and both sides told, and sign-in says why; lifting puts the listings back.
let testApp: TestApp;
let operator: TestUser;
/** How far ahead of the real time the market's clock runs (to see a suspension's days run out). */
let ahead = 0;

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => new Date(Date.now() + ahead) });
  operator = await createUser(testApp.app, { firstName: 'Anoma', lastName: 'Silva' });
  await makeOperator(testApp.database.db, operator);
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, ...(payload && { payload }) });

const signIn = (user: TestUser) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin },
    payload: { email: user.email, password: user.password },
  });

const browseIds = async (query = '') =>
  (await call(null, 'GET', `/api/products${query}`)).json<BrowseResult>().products.map((product) => product.id);

async function suspend(user: { id: string }, payload: object = { reason: 'fraud', days: 7 }) {
  const answer = await call(operator, 'POST', `/api/admin/accounts/${user.id}/suspend`, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SuspensionOutcome>();
}

const notificationsOf = async (user: TestUser) => (await call(user, 'GET', '/api/notifications')).json<NotificationsPage>().notifications;

async function newSeller(name: string) {
  const seller = await createUser(testApp.app, { firstName: name, lastName: 'Perera' });
  const product = await insertProduct(testApp.database.db, {
    sellerId: seller.id,
    sellerName: `${name} Perera`,
    title: `${name}'s jackfruit`,
    quantity: 10,
  });
  return { seller, product };
}

describe('suspending an account', () => {
  it('ends its sessions, unlists its products, cancels its open orders with stock back and both sides told, and refuses sign-in with the reason', async () => {
    const { seller, product } = await newSeller('Kamal');
    const other = await newSeller('Nimal');
    const buyer = await createUser(testApp.app, { firstName: 'Ayesha' });
    const pending = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 3 }]);
    const confirmed = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 2 }]);
    await moveTestItem(testApp.app, seller, itemOf(confirmed, product.id), 'confirmed');
    const delivered = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    await moveTestItem(testApp.app, seller, itemOf(delivered, product.id), 'delivered');
    // The seller buys too: that order, from another seller, is cancelled as well.
    const bought = await placeTestOrder(testApp.app, seller, [{ productId: other.product.id, quantity: 4 }]);
    expect(await browseIds('?q=jackfruit')).toEqual(expect.arrayContaining([product.id, other.product.id]));
    expect((await call(seller, 'GET', '/api/notifications')).statusCode).toBe(200);

    const outcome = await suspend(seller, { reason: 'fraud', note: 'Took payment for goods never sent', days: 7 });
    expect(outcome).toMatchObject({ sessionsEnded: 1, listingsHidden: 1, orderItemsCancelled: 3 });
    expect(outcome.account.suspension).toMatchObject({ reason: 'fraud', note: 'Took payment for goods never sent' });
    const until = new Date(outcome.account.suspension?.until ?? '');
    expect(until.getTime() - new Date(outcome.account.suspension?.since ?? '').getTime()).toBe(7 * 24 * 3600 * 1000);

    // Signed out everywhere, and refused at sign-in with the reason and the end.
    expect((await call(seller, 'GET', '/api/notifications')).statusCode).toBe(401);
    // An order the account kept on its phone while offline, sent now with its old session, is not taken.
    await expect(placeTestOrder(testApp.app, seller, [{ productId: other.product.id, quantity: 1 }])).rejects.toThrow(/order failed: 401/);
    const refused = await signIn(seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      reason: 'ACCOUNT_SUSPENDED',
      params: { reason: 'fraud', until: until.toISOString(), note: 'Took payment for goods never sent' },
    });
    expect(refused.headers['set-cookie']).toBeUndefined();

    // Out of the market; the other seller's listing stays.
    expect(await browseIds('?q=jackfruit')).toEqual([other.product.id]);
    expect((await call(buyer, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);

    // Open items cancelled by an operator, with the stock back; the delivered one stands.
    const order = async (id: string) => (await call(buyer, 'GET', `/api/orders/${id}`)).json<Order>();
    expect((await order(pending.id)).items[0]?.status).toBe('cancelled');
    expect((await order(confirmed.id)).items[0]?.status).toBe('cancelled');
    expect((await order(delivered.id)).items[0]?.status).toBe('delivered');
    const [stock] = await selectRows<{ quantity: number; status: string }>(
      testApp.database.db,
      sql`select quantity, status from products where id = ${product.id}`,
    );
    expect(stock).toEqual({ quantity: 10 - 1, status: 'inactive' });
    const [otherStock] = await selectRows<{ quantity: number }>(
      testApp.database.db,
      sql`select quantity from products where id = ${other.product.id}`,
    );
    expect(otherStock?.quantity).toBe(10);
    const events = await selectRows<{ actor: string; actor_id: string; reason: string }>(
      testApp.database.db,
      sql`select e.actor, e.actor_id, e.reason from order_item_events e join order_items i on i.id = e.order_item_id
          where i.order_id in (${pending.id}, ${bought.id}) and e.to_status = 'cancelled' order by e.reason`,
    );
    expect(events).toEqual([
      { actor: 'operator', actor_id: operator.id, reason: 'buyer_suspended' },
      { actor: 'operator', actor_id: operator.id, reason: 'seller_suspended' },
    ]);

    // Both sides told: the buyer of the seller's goods, and the seller the suspended account bought from.
    const buyerNews = (await notificationsOf(buyer)).filter((notification) => notification.kind === 'order_cancelled');
    expect(buyerNews.map((notification) => notification.params)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: 'operator', reason: 'seller_suspended', side: 'buyer', orderId: pending.id }),
      ]),
    );
    expect(buyerNews).toHaveLength(2);
    expect((await notificationsOf(other.seller)).map((notification) => notification.params)).toContainEqual(
      expect.objectContaining({ actor: 'operator', reason: 'buyer_suspended', side: 'seller', orderId: bought.id }),
    );

    const audit = (await call(operator, 'GET', `/api/admin/audit?action=account.suspended&subject=${seller.id}`)).json<AuditPage>();
    expect(audit.entries).toEqual([
      expect.objectContaining({ actorId: operator.id, subjectId: seller.id, reason: expect.stringContaining('fraud') }),
    ]);
  });

  it('does not honour a session made in the moment of the suspension', async () => {
    const { seller } = await newSeller('Sunil');
    const [session] = await selectRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select * from sessions where user_id = ${seller.id}`,
    );
    await suspend(seller, { reason: 'abuse', days: null });
    // As if a sign-in had written its session just after the suspension deleted the others.
    await testApp.database.db.execute(
      sql`insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
          values (${session?.id as string}, ${session?.token as string}, ${seller.id}, ${session?.expires_at as Date}, now(), now())`,
    );
    expect((await call(seller, 'GET', '/api/notifications')).statusCode).toBe(401);
    const refused = await signIn(seller);
    expect(refused.json().error.params).toMatchObject({ reason: 'abuse', until: '' });
  });

  it('lifted, or once its days run out, puts the listings back as the seller had them', async () => {
    const { seller, product } = await newSeller('Ruwan');
    const draft = await insertProduct(testApp.database.db, {
      sellerId: seller.id,
      sellerName: 'Ruwan Perera',
      title: 'Draft pumpkins',
      status: 'draft',
    });
    await suspend(seller, { reason: 'prohibited_items', days: null });
    expect(await browseIds('?q=ruwan')).toEqual([]);
    // An operator cannot list one of them alone while the seller is suspended.
    const alone = await call(operator, 'POST', `/api/admin/listings/${product.id}/restore`);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.reason).toBe('seller_suspended');

    const lifted = await call(operator, 'POST', `/api/admin/accounts/${seller.id}/lift`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<ModeratedAccount>().suspension).toBeNull();
    expect(await browseIds('?q=ruwan')).toEqual([product.id]);
    const [draftRow] = await selectRows<{ status: string }>(testApp.database.db, sql`select status from products where id = ${draft.id}`);
    expect(draftRow?.status).toBe('draft');
    expect((await signIn(seller)).statusCode).toBe(200);
    expect((await call(operator, 'POST', `/api/admin/accounts/${seller.id}/lift`)).json().error.reason).toBe('not_suspended');

    // Some days: the job ends it once they have run out, and not before.
    await suspend(seller, { reason: 'fake_reviews', days: 3 });
    try {
      ahead = 2 * 24 * 3600 * 1000;
      await testApp.app.jobs.runNow(jobNames.endDueSuspensions);
      expect(await browseIds('?q=ruwan')).toEqual([]);
      ahead = 3 * 24 * 3600 * 1000 + 60_000;
      await testApp.app.jobs.runNow(jobNames.endDueSuspensions);
      expect(await browseIds('?q=ruwan')).toEqual([product.id]);
    } finally {
      ahead = 0;
    }
  });

  it('keeps an operator’s own listing hidden when the seller’s suspension is lifted', async () => {
    const { seller, product } = await newSeller('Chaminda');
    await suspend(seller, { reason: 'fraud', days: null });
    const hidden = await call(operator, 'POST', `/api/admin/listings/${product.id}/hide`, { reason: 'prohibited' });
    expect(hidden.json().hidden).toMatchObject({ reason: 'prohibited' });
    await call(operator, 'POST', `/api/admin/accounts/${seller.id}/lift`);
    expect(await browseIds('?q=chaminda')).toEqual([]);
    // Restored by an operator, it is listed as its seller had it.
    expect((await call(operator, 'POST', `/api/admin/listings/${product.id}/restore`)).json<ProductDetail>().status).toBe('active');
  });

  it('refuses what it must: an operator’s account, one suspended already, bad input, and anyone but operators', async () => {
    const { seller } = await newSeller('Priya');
    const colleague = await createUser(testApp.app);
    await makeOperator(testApp.database.db, colleague);
    const onOperator = await call(operator, 'POST', `/api/admin/accounts/${colleague.id}/suspend`, { reason: 'abuse', days: 1 });
    expect(onOperator.statusCode).toBe(403);
    expect(onOperator.json().error.reason).toBe('operator_account');
    expect((await call(colleague, 'GET', '/api/notifications')).statusCode).toBe(200);

    const other = await call(operator, 'POST', `/api/admin/accounts/${seller.id}/suspend`, { reason: 'other', days: 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual([expect.objectContaining({ path: 'note' })]);
    const tooLong = await call(operator, 'POST', `/api/admin/accounts/${seller.id}/suspend`, { reason: 'fraud', days: 366 });
    expect(tooLong.json().error.fields).toEqual([expect.objectContaining({ path: 'days' })]);
    expect((await call(operator, 'POST', '/api/admin/accounts/nobody-at-all/suspend', { reason: 'fraud', days: 1 })).statusCode).toBe(404);

    await suspend(seller, { reason: 'fraud', days: 1 });
    const again = await call(operator, 'POST', `/api/admin/accounts/${seller.id}/suspend`, { reason: 'fraud', days: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('already_suspended');

    const stranger = await createUser(testApp.app);
    expect((await call(stranger, 'POST', `/api/admin/accounts/${stranger.id}/suspend`, { reason: 'fraud', days: 1 })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/accounts')).statusCode).toBe(401);
    expect((await call(stranger, 'GET', '/api/admin/accounts')).statusCode).toBe(403);
  });
});

describe('finding accounts', () => {
  it('by words of the name, the address, the phone number and the district, and the suspended ones', async () => {
    const { seller, product } = await newSeller('Tharindu');
    const find = async (query: string) =>
      (await call(operator, 'GET', `/api/admin/accounts?${query}`)).json<ModeratedAccountsPage>().accounts.map((account) => account.id);
    expect(await find('q=tharindu')).toEqual([seller.id]);
    expect(await find(`q=${encodeURIComponent(seller.email.slice(0, 12))}`)).toContain(seller.id);
    expect(await find(`q=tharindu&district=${product.district === 'kandy' ? 'jaffna' : 'kandy'}`)).toEqual([]);
    expect(await find(`q=tharindu&district=${product.district}`)).toEqual([seller.id]);
    await testApp.database.db.execute(sql`update users set phone_number = '+94771239876' where id = ${seller.id}`);
    expect(await find(`q=${encodeURIComponent('077 123 9876')}`)).toEqual([seller.id]);
    expect(await find('q=tharindu&show=suspended')).toEqual([]);
    await suspend(seller);
    const [account] = (await call(operator, 'GET', '/api/admin/accounts?q=tharindu&show=suspended')).json<ModeratedAccountsPage>().accounts;
    expect(account).toMatchObject({ id: seller.id, activeListings: 0, isOperator: false, districts: [product.district] });
    expect((await call(operator, 'GET', '/api/admin/accounts?show=everyone')).json().error.fields).toEqual([
      expect.objectContaining({ path: 'show' }),
    ]);
  });
});
