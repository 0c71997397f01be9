import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, SellerProfile } from '@domain/catalog/product.schema';
import type { VerificationCase, VerificationQueuePage } from '@domain/seller/seller-verification.schema';
import { selectRows } from '@server/db/client';
import { validNic } from '@tests/factories/nic';
import { makeOperator } from '@tests/factories/operators';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { lockSellerBadge } from './product-rows.repository';

/**
 * A seller's verification decided through one instance, seen through another, and a product written while it is
 * decided. PGlite is one process's database (one transaction at a time), so this runs in the PostgreSQL pass only
 * (TEST_DATABASE_URL); the single-instance effects are tested on both engines in seller-verification.test.ts.
 */
describe('a verification decided across app instances', () => {
  let instanceA: TestApp;
  let instanceB: SecondInstance;
  let operator: TestUser;

  beforeAll(async () => {
    instanceA = await createTestApp();
    instanceB = await openSecondInstance(instanceA);
    operator = await createUser(instanceA.app, { firstName: 'Anoma', lastName: 'Silva' });
    await makeOperator(instanceA.database.db, operator);
  });
  afterAll(async () => {
    await instanceB?.close();
    await instanceA?.close();
  });

  const call = (app: TestApp['app'], user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, ...(payload && { payload }) });

  /** A seller whose request an operator approved through instance A. */
  async function verifiedSeller(firstName: string, day: number) {
    const seller = await createUser(instanceA.app, { firstName, lastName: 'Bandara' });
    const asked = await call(instanceA.app, seller, 'POST', '/api/seller/verification', {
      fullName: `${firstName} Bandara`,
      nic: validNic(day),
      district: 'kandy',
      phoneNumber: '077 123 4567',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const waiting = (await call(instanceA.app, operator, 'GET', '/api/admin/verifications')).json<VerificationQueuePage>();
    const id = waiting.cases.find((item) => item.sellerId === seller.id)?.id ?? '';
    const approved = await call(instanceA.app, operator, 'POST', `/api/admin/verifications/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return { seller, caseId: approved.json<VerificationCase>().id };
  }

  const withdraw = (caseId: string) =>
    call(instanceA.app, operator, 'POST', `/api/admin/verifications/${caseId}/withdraw`, { reason: 'nic_not_confirmed' });

  it('withdrawn through one instance, the badge leaves the pages the other has cached', async () => {
    const { seller, caseId } = await verifiedSeller('Sunil', 40);
    const product = await insertProduct(instanceA.database.db, { sellerId: seller.id, sellerName: 'Sunil Bandara', sellerVerified: true });
    const badgesOnB = async () => ({
      product: (await call(instanceB.app, null, 'GET', `/api/products/${product.id}`)).json<ProductDetail>().sellerVerified,
      seller: (await call(instanceB.app, null, 'GET', `/api/sellers/${seller.id}`)).json<SellerProfile>().verified,
    });
    expect(await badgesOnB()).toEqual({ product: true, seller: true });

    expect((await withdraw(caseId)).statusCode).toBe(200);
    await expect.poll(badgesOnB).toEqual({ product: false, seller: false });
  });

  it('a product written while the verification is withdrawn does not keep the badge', async () => {
    const { seller, caseId } = await verifiedSeller('Kumari', 50);
    // A product of the seller being written on instance B, as a listing does: it read "verified" and has not committed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let productId = '';
    const writing = instanceB.database.db.transaction(async (tx) => {
      await lockSellerBadge(tx, seller.id, 'list');
      productId = (await insertProduct(tx, { sellerId: seller.id, sellerName: 'Kumari Bandara', sellerVerified: true })).id;
      await held;
    });
    await expect.poll(() => productId).not.toBe('');

    let withdrawn = false;
    const withdrawing = withdraw(caseId).then((answer) => {
      withdrawn = true;
      return answer;
    });
    // The withdrawal waits for the product being written, instead of passing it by.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(withdrawn).toBe(false);
    release();
    await writing;
    expect((await withdrawing).statusCode).toBe(200);
    const [row] = await selectRows<{ seller_verified: boolean }>(
      instanceA.database.db,
      sql`select seller_verified from products where id = ${productId}`,
    );
    expect(row?.seller_verified).toBe(false);
  });
});
