import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@domain/admin/audit.schema';
import type { BrowseResult, ProductDetail, SellerProfile } from '@domain/catalog/product.schema';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import type { MyVerification, VerificationCase, VerificationQueuePage } from '@domain/seller/seller-verification.schema';
import { sellerVerifications } from '@server/db/schema/seller-verifications';
import { multipart } from '@scripts/lib/multipart-body';
import { validNic } from '@tests/factories/nic';
import { makeOperator } from '@tests/factories/operators';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// Sellers verified by operators (decision 064): the request, the queue, approval with its badge, refusal, withdrawal
// that takes the badge back, and the NIC number kept sealed.
let testApp: TestApp;
let operator: TestUser;
let seller: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  operator = await createUser(testApp.app, { firstName: 'Anoma', lastName: 'Silva' });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  await makeOperator(testApp.database.db, operator);
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, ...(payload && { payload }) });

const request = (nic: string) => ({ fullName: 'Sunil Bandara', nic, district: 'kandy', phoneNumber: '077 123 4567' });

async function ask(user: TestUser, nic: string) {
  const answer = await call(user, 'POST', '/api/seller/verification', request(nic));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<MyVerification>();
}

async function queue(status = 'pending') {
  const answer = await call(operator, 'GET', `/api/admin/verifications?status=${status}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<VerificationQueuePage>().cases;
}

async function caseOf(user: TestUser) {
  const found = (await queue()).find((item) => item.sellerId === user.id);
  if (!found) throw new Error('no case waiting');
  return found;
}

async function notificationsOf(user: TestUser) {
  return (await call(user, 'GET', '/api/notifications')).json<NotificationsPage>().notifications;
}

/** Where a seller's badge shows: one card among Browse's, their product's page and their own page (each read through its cache). */
function badgesOf(user: TestUser, productId: string) {
  return async () => ({
    card: (await call(null, 'GET', '/api/products')).json<BrowseResult>().products.find((card) => card.id === productId)?.sellerVerified,
    product: (await call(null, 'GET', `/api/products/${productId}`)).json<ProductDetail>().sellerVerified,
    seller: (await call(null, 'GET', `/api/sellers/${user.id}`)).json<SellerProfile>().verified,
  });
}

/** The seller lists a new product, as from their dashboard. */
async function listProduct(user: TestUser, title: string) {
  const body = multipart({
    product: JSON.stringify({
      title,
      description: 'Dry, sweet red onions.',
      priceCents: 45_000,
      unit: 'kg',
      category: 'vegetables',
      district: 'kandy',
      town: 'Peradeniya',
      condition: 'new',
      quantity: 40,
    }),
  });
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...body.headers, origin: testOrigin, cookie: user.cookie },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<ProductDetail>();
}

const reasonOf = (answer: { json: <T>() => T }) => answer.json<{ error: { reason: string } }>().error.reason;
const fieldsOf = (answer: { json: <T>() => T }) =>
  answer.json<{ error: { fields: { path: string }[] } }>().error.fields.map((field) => field.path);

describe('asking to be verified', () => {
  it('answers 401 to nobody and 400 naming `nic` for a number that does not add up', async () => {
    expect((await call(null, 'GET', '/api/seller/verification')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/seller/verification', request('196419202757'))).statusCode).toBe(401);
    for (const nic of ['196419202758', '12345', '641922757A', '198036700001']) {
      const answer = await call(seller, 'POST', '/api/seller/verification', request(nic));
      expect(answer.statusCode, nic).toBe(400);
      expect(fieldsOf(answer)).toEqual(['nic']);
    }
    expect((await call(seller, 'GET', '/api/seller/verification')).json<MyVerification>()).toMatchObject({ status: null, mayAsk: true });
  });

  it('takes the old format and the new, and refuses a second request while one waits', async () => {
    const first = await createUser(testApp.app, { firstName: 'Kamal', lastName: 'Perera' });
    expect(await ask(first, '641922757v')).toMatchObject({ status: 'pending', mayAsk: false, refusal: null });
    const again = await call(first, 'POST', '/api/seller/verification', request(validNic(40)));
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('verification_pending');

    const second = await createUser(testApp.app, { firstName: 'Nimal', lastName: 'Perera' });
    expect(await ask(second, '1964 1920 2757')).toMatchObject({ status: 'pending' });
    // One person, two accounts: each case names the other, whichever format was typed.
    const firstCase = await caseOf(first);
    expect(firstCase.nic).toBe('641922757V');
    expect(firstCase.nicBirthDate).toBe('1964-07-10');
    expect(firstCase.sameNicAccounts).toEqual([{ id: second.id, name: 'Nimal Perera', status: 'pending' }]);
    expect((await caseOf(second)).sameNicAccounts.map((account) => account.id)).toEqual([first.id]);
  });

  it('keeps the NIC number sealed: not in the table, nor in the seller’s own answer', async () => {
    const holder = await createUser(testApp.app, { firstName: 'Ruwan', lastName: 'Jayasuriya' });
    const nic = validNic(123);
    const answer = await ask(holder, nic);
    expect(JSON.stringify(answer)).not.toContain(nic);
    expect((await call(holder, 'GET', '/api/seller/verification')).body).not.toContain(nic);
    const rows = await testApp.database.db.select().from(sellerVerifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(nic);
    expect(JSON.stringify(rows)).not.toContain(nic.slice(2, 11));
    // The operator reads it opened.
    expect((await caseOf(holder)).nic).toBe(nic);
  });
});

describe('the operators’ queue', () => {
  it('answers 403 to a seller and 401 to nobody', async () => {
    expect((await call(seller, 'GET', '/api/admin/verifications')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/verifications')).statusCode).toBe(401);
    const someId = crypto.randomUUID();
    expect((await call(seller, 'POST', `/api/admin/verifications/${someId}/approve`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/admin/verifications/${someId}/refuse`, { reason: 'unreachable' })).statusCode).toBe(401);
    expect((await call(seller, 'POST', `/api/admin/verifications/${someId}/withdraw`, { reason: 'unreachable' })).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/admin/verifications/${someId}/withdraw`, { reason: 'unreachable' })).statusCode).toBe(401);
    expect((await call(operator, 'POST', `/api/admin/verifications/${someId}/approve`)).statusCode).toBe(404);
    expect((await call(operator, 'POST', `/api/admin/verifications/${someId}/withdraw`, { reason: 'unreachable' })).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('approving puts the badge on the seller’s cards, product page and seller page, tells them and writes the log', async () => {
    const product = await insertProduct(testApp.database.db, {
      sellerId: seller.id,
      sellerName: 'Sunil Bandara',
      title: 'Kandy pineapples',
    });
    const badges = badgesOf(seller, product.id);
    // Read (and cached) before the operator acts.
    expect(await badges()).toEqual({ card: false, product: false, seller: false });

    await ask(seller, validNic(200));
    const waiting = await caseOf(seller);
    expect(waiting).toMatchObject({
      accountName: 'Sunil Bandara',
      fullName: 'Sunil Bandara',
      phoneNumber: '+94771234567',
      activeListings: 1,
    });
    const approved = await call(operator, 'POST', `/api/admin/verifications/${waiting.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<VerificationCase>()).toMatchObject({ status: 'approved', decidedBy: operator.id });

    expect(await badges()).toEqual({ card: true, product: true, seller: true });
    expect((await notificationsOf(seller)).map((notification) => notification.kind)).toContain('verification_approved');
    const audit = (await call(operator, 'GET', '/api/admin/audit?action=seller.verified')).json<AuditPage>();
    expect(audit.entries.map((entry) => entry.subjectId)).toContain(seller.id);
    expect((await call(seller, 'GET', '/api/seller/verification')).json<MyVerification>()).toMatchObject({
      status: 'approved',
      mayAsk: false,
    });

    // A product listed afterwards carries the badge too.
    expect((await listProduct(seller, 'Red onions')).sellerVerified).toBe(true);

    // Decided once only; a verified seller does not ask again.
    const twice = await call(operator, 'POST', `/api/admin/verifications/${waiting.id}/refuse`, { reason: 'unreachable' });
    expect(twice.statusCode).toBe(409);
    expect(reasonOf(twice)).toBe('already_decided');
    const again = await call(seller, 'POST', '/api/seller/verification', request(validNic(201)));
    expect(reasonOf(again)).toBe('already_verified');
  });

  it('refusing tells the seller why, and they may ask again', async () => {
    const refused = await createUser(testApp.app, { firstName: 'Dilan', lastName: 'Weerasinghe' });
    await ask(refused, validNic(300));
    const waiting = await caseOf(refused);
    const missingNote = await call(operator, 'POST', `/api/admin/verifications/${waiting.id}/refuse`, { reason: 'other' });
    expect(missingNote.statusCode).toBe(400);
    const answer = await call(operator, 'POST', `/api/admin/verifications/${waiting.id}/refuse`, {
      reason: 'name_mismatch',
      note: 'The name differs from the NIC',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await notificationsOf(refused)).find((notification) => notification.kind === 'verification_refused')).toMatchObject({
      params: { reason: 'name_mismatch', note: 'The name differs from the NIC' },
    });
    expect((await call(refused, 'GET', '/api/seller/verification')).json<MyVerification>()).toMatchObject({
      status: 'refused',
      refusal: { reason: 'name_mismatch', note: 'The name differs from the NIC' },
      mayAsk: true,
    });
    const audit = (await call(operator, 'GET', '/api/admin/audit?action=seller.refused')).json<AuditPage>();
    expect(audit.entries.find((entry) => entry.subjectId === refused.id)?.reason).toBe('name_mismatch: The name differs from the NIC');
    expect(await ask(refused, validNic(300))).toMatchObject({ status: 'pending', refusal: null });
    expect((await caseOf(refused)).earlier).toEqual([expect.objectContaining({ status: 'refused' })]);
  });

  it('an operator who sells does not decide their own request: another operator does', async () => {
    const sellingOperator = await createUser(testApp.app, { firstName: 'Chathura', lastName: 'Dias' });
    await makeOperator(testApp.database.db, sellingOperator);
    await ask(sellingOperator, validNic(301));
    const own = await caseOf(sellingOperator);
    for (const [decision, body] of [
      ['approve', {}],
      ['refuse', { reason: 'name_mismatch' }],
    ] as const) {
      const answer = await call(sellingOperator, 'POST', `/api/admin/verifications/${own.id}/${decision}`, body);
      expect(answer.statusCode, decision).toBe(403);
      expect(reasonOf(answer)).toBe('own_case');
    }
    expect((await caseOf(sellingOperator)).status).toBe('pending');
    expect((await call(operator, 'POST', `/api/admin/verifications/${own.id}/approve`)).statusCode).toBe(200);
    const withdraw = await call(sellingOperator, 'POST', `/api/admin/verifications/${own.id}/withdraw`, { reason: 'other', note: 'Mine' });
    expect(withdraw.statusCode).toBe(403);
    expect(reasonOf(withdraw)).toBe('own_case');
    // The log holds the other operator's approval alone: nothing refused was written.
    const audit = (await call(operator, 'GET', `/api/admin/audit?subject=${sellingOperator.id}`)).json<AuditPage>();
    const decisions = audit.entries.filter((entry) => entry.action.startsWith('seller.'));
    expect(decisions.map((entry) => [entry.action, entry.actorId])).toEqual([['seller.verified', operator.id]]);
  });
});

describe('withdrawing', () => {
  it('takes the badge off the seller’s cards, product page and seller page, tells them, writes the log, and they may ask again', async () => {
    const withdrawn = await createUser(testApp.app, { firstName: 'Chaminda', lastName: 'Rathnayake' });
    const product = await insertProduct(testApp.database.db, {
      sellerId: withdrawn.id,
      sellerName: 'Chaminda Rathnayake',
      title: 'Matale cloves',
    });
    const badges = badgesOf(withdrawn, product.id);
    await ask(withdrawn, validNic(310));
    const approved = await call(operator, 'POST', `/api/admin/verifications/${(await caseOf(withdrawn)).id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const id = approved.json<VerificationCase>().id;
    // Read (and cached) while verified.
    expect(await badges()).toEqual({ card: true, product: true, seller: true });

    const missingNote = await call(operator, 'POST', `/api/admin/verifications/${id}/withdraw`, { reason: 'other' });
    expect(missingNote.statusCode).toBe(400);
    expect(fieldsOf(missingNote)).toEqual(['note']);
    const answer = await call(operator, 'POST', `/api/admin/verifications/${id}/withdraw`, {
      reason: 'nic_not_confirmed',
      note: 'The NIC belongs to someone else',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<VerificationCase>()).toMatchObject({
      status: 'withdrawn',
      decidedBy: operator.id,
      withdrawnBy: operator.id,
      refusal: { reason: 'nic_not_confirmed', note: 'The NIC belongs to someone else' },
    });
    expect(answer.json<VerificationCase>().withdrawnAt).not.toBeNull();

    expect(await badges()).toEqual({ card: false, product: false, seller: false });
    expect((await listProduct(withdrawn, 'Matale pepper')).sellerVerified).toBe(false);
    expect((await notificationsOf(withdrawn)).find((notification) => notification.kind === 'verification_withdrawn')).toMatchObject({
      params: { reason: 'nic_not_confirmed', note: 'The NIC belongs to someone else' },
    });
    const audit = (await call(operator, 'GET', '/api/admin/audit?action=seller.unverified')).json<AuditPage>();
    expect(audit.entries.find((entry) => entry.subjectId === withdrawn.id)?.reason).toBe(
      'nic_not_confirmed: The NIC belongs to someone else',
    );
    expect((await queue('withdrawn')).map((item) => item.id)).toContain(id);
    const mine = (await call(withdrawn, 'GET', '/api/seller/verification')).json<MyVerification>();
    expect(mine).toMatchObject({
      status: 'withdrawn',
      refusal: { reason: 'nic_not_confirmed', note: 'The NIC belongs to someone else' },
      mayAsk: true,
    });
    expect(mine.withdrawnAt).not.toBeNull();

    // Withdrawn once only; the seller may ask again, and a new approval gives the badge back.
    const twice = await call(operator, 'POST', `/api/admin/verifications/${id}/withdraw`, { reason: 'unreachable' });
    expect(twice.statusCode).toBe(409);
    expect(reasonOf(twice)).toBe('not_approved');
    expect(await ask(withdrawn, validNic(310))).toMatchObject({ status: 'pending', refusal: null, withdrawnAt: null, mayAsk: false });
    // The operator reading the new request sees why the last one was taken back.
    expect((await caseOf(withdrawn)).earlier).toEqual([
      { status: 'withdrawn', at: expect.any(String), reason: 'nic_not_confirmed', note: 'The NIC belongs to someone else' },
    ]);
    expect((await call(operator, 'POST', `/api/admin/verifications/${(await caseOf(withdrawn)).id}/approve`)).statusCode).toBe(200);
    expect(await badges()).toEqual({ card: true, product: true, seller: true });
  });

  it('answers 409 for a case waiting or refused, and leaves it as it was', async () => {
    const waiting = await createUser(testApp.app, { firstName: 'Priyanka', lastName: 'Fernando' });
    await ask(waiting, validNic(320));
    const pendingId = (await caseOf(waiting)).id;
    const early = await call(operator, 'POST', `/api/admin/verifications/${pendingId}/withdraw`, { reason: 'unreachable' });
    expect(early.statusCode).toBe(409);
    expect(reasonOf(early)).toBe('not_approved');
    expect((await caseOf(waiting)).status).toBe('pending');

    expect((await call(operator, 'POST', `/api/admin/verifications/${pendingId}/refuse`, { reason: 'unreachable' })).statusCode).toBe(200);
    const late = await call(operator, 'POST', `/api/admin/verifications/${pendingId}/withdraw`, { reason: 'unreachable' });
    expect(late.statusCode).toBe(409);
    expect(reasonOf(late)).toBe('not_approved');
    expect((await call(waiting, 'GET', '/api/seller/verification')).json<MyVerification>()).toMatchObject({
      status: 'refused',
      refusal: { reason: 'unreachable' },
    });
    expect((await notificationsOf(waiting)).map((notification) => notification.kind)).not.toContain('verification_withdrawn');
  });
});
