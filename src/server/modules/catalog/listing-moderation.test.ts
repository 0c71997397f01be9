import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@domain/admin/audit.schema';
import type { ModeratedListing, ModeratedListingsPage } from '@domain/catalog/listing-moderation.schema';
import type { BrowseResult, InventoryItem, ProductDetail } from '@domain/catalog/product.schema';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import { makeOperator } from '@tests/factories/operators';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// The console's listings: any product found, hidden with a reason its seller is told, asked back, restored.
let testApp: TestApp;
let operator: TestUser;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  operator = await createUser(testApp.app, { firstName: 'Anoma', lastName: 'Silva' });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
  await makeOperator(testApp.database.db, operator);
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, ...(payload && { payload }) });

async function newListing(title: string, status: 'active' | 'draft' = 'active') {
  return insertProduct(testApp.database.db, { sellerId: seller.id, sellerName: 'Sunil Bandara', title, status, quantity: 10 });
}

const browseIds = async (query = '') =>
  (await call(null, 'GET', `/api/products${query}`)).json<BrowseResult>().products.map((product) => product.id);

async function hide(id: string, payload: object = { reason: 'prohibited' }) {
  const answer = await call(operator, 'POST', `/api/admin/listings/${id}/hide`, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ModeratedListing>();
}

async function inventoryItem(id: string) {
  return (await call(seller, 'GET', '/api/me/products')).json<{ products: InventoryItem[] }>().products.find((item) => item.id === id);
}

async function sellerNotifications() {
  return (await call(seller, 'GET', '/api/notifications')).json<NotificationsPage>().notifications;
}

describe('hiding a listing', () => {
  it('takes it out of Browse, search, its public page and the sitemap at once, and tells its seller why', async () => {
    const product = await newListing('Star tortoise hatchlings');
    // Every read is cached before the operator acts.
    expect(await browseIds()).toContain(product.id);
    expect(await browseIds('?q=tortoise')).toEqual([product.id]);
    expect((await call(null, 'GET', `/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', '/sitemap.xml')).body).toContain(product.id);

    const hidden = await hide(product.id, { reason: 'prohibited', note: 'Protected animal' });
    expect(hidden).toMatchObject({
      id: product.id,
      status: 'inactive',
      hidden: { reason: 'prohibited', note: 'Protected animal', restoreRequestedAt: null },
    });

    expect(await browseIds()).not.toContain(product.id);
    expect(await browseIds('?q=tortoise')).toEqual([]);
    expect((await call(buyer, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/sitemap.xml')).body).not.toContain(product.id);
    // Nobody can order it.
    const ordered = await call(buyer, 'POST', '/api/orders', {
      idempotencyKey: crypto.randomUUID(),
      items: [{ productId: product.id, quantity: 1 }],
      deliveryAddress: '12 Lower Street, Badulla',
      district: 'badulla',
      phoneNumber: '0771234567',
    });
    expect(ordered.statusCode).toBeGreaterThanOrEqual(400);

    const told = (await sellerNotifications()).find((entry) => entry.kind === 'listing_hidden' && entry.params.productId === product.id);
    expect(told).toMatchObject({ params: { reason: 'prohibited', note: 'Protected animal', productTitle: 'Star tortoise hatchlings' } });
    const audit = (await call(operator, 'GET', `/api/admin/audit?subject=${product.id}`)).json<AuditPage>().entries;
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([['listing.hidden', 'prohibited: Protected animal']]);

    // Hiding it again changes nothing and writes nothing.
    await hide(product.id, { reason: 'duplicate' });
    expect((await call(operator, 'GET', `/api/admin/audit?subject=${product.id}`)).json<AuditPage>().entries).toHaveLength(1);
  });

  it('lets its seller edit it but not list it again; they ask for it back, and the operator restores it as they had it', async () => {
    const product = await newListing('Misleading mangoes');
    await hide(product.id, { reason: 'misleading' });
    expect(await inventoryItem(product.id)).toMatchObject({ status: 'inactive', hidden: { reason: 'misleading', note: null } });

    // The seller fixes the title and chooses to list it; it stays hidden until an operator restores it.
    const edited = await call(seller, 'PATCH', `/api/products/${product.id}`, { title: 'Mangoes, grade B', status: 'active' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ProductDetail>()).toMatchObject({ title: 'Mangoes, grade B', status: 'inactive' });
    expect(await browseIds()).not.toContain(product.id);

    // Only its seller may ask, once it is hidden.
    expect((await call(buyer, 'POST', `/api/products/${product.id}/restore-request`)).statusCode).toBe(404);
    expect((await call(seller, 'POST', `/api/products/${product.id}/restore-request`)).statusCode).toBe(204);
    const asked = (await call(operator, 'GET', '/api/admin/listings?show=asked')).json<ModeratedListingsPage>().listings;
    expect(asked.map((listing) => listing.id)).toContain(product.id);
    expect((await inventoryItem(product.id))?.hidden?.restoreRequestedAt).not.toBeNull();

    const restored = await call(operator, 'POST', `/api/admin/listings/${product.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<ModeratedListing>()).toMatchObject({ status: 'active', hidden: null });
    expect(await browseIds()).toContain(product.id);
    expect((await sellerNotifications()).some((entry) => entry.kind === 'listing_restored' && entry.params.productId === product.id)).toBe(
      true,
    );
    // Not hidden any more: nothing to ask for.
    expect((await call(seller, 'POST', `/api/products/${product.id}/restore-request`)).statusCode).toBe(409);
  });

  it('a hidden draft comes back a draft', async () => {
    const product = await newListing('Draft seeds', 'draft');
    await hide(product.id, { reason: 'duplicate' });
    const restored = (await call(operator, 'POST', `/api/admin/listings/${product.id}/restore`)).json<ModeratedListing>();
    expect(restored.status).toBe('draft');
  });

  it('finds any product by words or id, drafts included, and hidden ones alone', async () => {
    const draft = await newListing('Searchable kohila draft', 'draft');
    const listed = await newListing('Searchable kohila listed');
    await hide(listed.id, { reason: 'other', note: 'Photo of another farm' });
    const found = async (query: string) =>
      (await call(operator, 'GET', `/api/admin/listings?${query}`)).json<ModeratedListingsPage>().listings.map((listing) => listing.id);
    expect((await found('q=searchable%20KOHILA')).sort()).toEqual([draft.id, listed.id].sort());
    expect(await found(`q=${draft.id}`)).toEqual([draft.id]);
    expect(await found('q=searchable%20kohila&show=hidden')).toEqual([listed.id]);
    expect(await found('q=%25')).toEqual([]);
  });
});

describe('who may hide, and what is refused', () => {
  it('refuses nobody (401) and anyone who is not an operator (403), the seller included', async () => {
    const product = await newListing('Guarded rice');
    for (const [user, status] of [
      [null, 401],
      [seller, 403],
      [buyer, 403],
    ] as const) {
      expect((await call(user, 'GET', '/api/admin/listings')).statusCode).toBe(status);
      expect((await call(user, 'POST', `/api/admin/listings/${product.id}/hide`, { reason: 'prohibited' })).statusCode).toBe(status);
      expect((await call(user, 'POST', `/api/admin/listings/${product.id}/restore`)).statusCode).toBe(status);
    }
    expect(await browseIds()).toContain(product.id);
  });

  it('answers 400 naming the field: a reason it does not know, “other” without words, a note too long', async () => {
    const product = await newListing('Validated beans');
    const field = async (payload: object) => {
      const answer = await call(operator, 'POST', `/api/admin/listings/${product.id}/hide`, payload);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ error: { fields: { path: string }[] } }>().error.fields.map((entry) => entry.path);
    };
    expect(await field({ reason: 'ugly' })).toContain('reason');
    expect(await field({ reason: 'other' })).toContain('note');
    expect(await field({ reason: 'other', note: 'x'.repeat(501) })).toContain('note');
    expect(
      (await call(operator, 'POST', '/api/admin/listings/6a0f7c1e-8d7b-4c8e-9f5a-2b3c4d5e6f70/hide', { reason: 'prohibited' })).statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', `/api/products/${product.id}`)).json<ProductDetail>().status).toBe('active');
  });

  it('an operator who sells neither hides nor brings back a listing of their own: another operator does', async () => {
    const sellingOperator = await createUser(testApp.app, { firstName: 'Chathura', lastName: 'Dias' });
    await makeOperator(testApp.database.db, sellingOperator);
    const own = await insertProduct(testApp.database.db, {
      sellerId: sellingOperator.id,
      sellerName: 'Chathura Dias',
      title: 'Own pepper',
      status: 'active',
      quantity: 10,
    });
    const hiding = await call(sellingOperator, 'POST', `/api/admin/listings/${own.id}/hide`, { reason: 'prohibited' });
    expect(hiding.statusCode).toBe(403);
    expect(hiding.json<{ error: { reason: string } }>().error.reason).toBe('own_case');
    const page = async () => (await call(null, 'GET', `/api/products/${own.id}`)).statusCode;
    expect(await page()).toBe(200);

    await hide(own.id);
    const restoring = await call(sellingOperator, 'POST', `/api/admin/listings/${own.id}/restore`);
    expect(restoring.statusCode).toBe(403);
    expect(restoring.json<{ error: { reason: string } }>().error.reason).toBe('own_case');
    expect(await page()).toBe(404);
    // The log holds the other operator's hiding alone: nothing refused was written.
    const audit = (await call(operator, 'GET', `/api/admin/audit?subject=${own.id}`)).json<AuditPage>();
    expect(audit.entries.map((entry) => [entry.action, entry.actorId])).toEqual([['listing.hidden', operator.id]]);
    // Any other listing is theirs to decide.
    const other = await newListing('Another seller’s pepper');
    expect((await call(sellingOperator, 'POST', `/api/admin/listings/${other.id}/hide`, { reason: 'prohibited' })).statusCode).toBe(200);
  });
});
