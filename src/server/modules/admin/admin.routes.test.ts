import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession, AuditPage } from '@domain/admin/audit.schema';
import { marketToday } from '@domain/seller/sales-range';
import { makeOperator } from '@tests/factories/operators';
import { createPhoneUser } from '@tests/factories/phone-accounts';
import { newMobileNumber } from '@tests/factories/phone-numbers';
import { confirmPhoneOf, createUser, type TestUser } from '@tests/factories/users';
import { startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { auditEntries } from '@server/db/schema/admin';
import { addOperator, listOperators, OperatorCommandError, removeOperator } from './admin.service';

let testApp: TestApp;
let sms: SmsReceiver;
let operator: TestUser;
let member: TestUser;

beforeAll(async () => {
  sms = await startSmsReceiver();
  testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
  operator = await createUser(testApp.app, { firstName: 'Anoma', lastName: 'Silva' });
  member = await createUser(testApp.app, { firstName: 'Kasun', lastName: 'Fernando' });
  await makeOperator(testApp.database.db, operator);
});
afterAll(async () => {
  await testApp?.close();
  await sms?.close();
});

const get = (url: string, user: TestUser | null) =>
  testApp.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

describe('the operator console API', () => {
  it('answers an operator, refuses anyone else signed in (403) and nobody (401), and is never kept by a cache', async () => {
    const own = await get('/api/admin/session', operator);
    expect(own.statusCode).toBe(200);
    expect(own.json<AdminSession>().operator).toMatchObject({ id: operator.id, name: 'Anoma Silva' });
    expect(own.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/api/admin/session', '/api/admin/audit']) {
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  it('lists the audit log newest first, filtered by action, actor, subject and Colombo days', async () => {
    const page = (await get('/api/admin/audit', operator)).json<AuditPage>();
    expect(page.entries[0]).toMatchObject({
      action: 'operator.added',
      actorId: null,
      actorName: 'tests',
      subjectKind: 'account',
      subjectId: operator.id,
    });
    expect(page.entries[0]?.subjectName).toContain('Anoma Silva');

    const today = marketToday();
    const filtered = async (query: string) => (await get(`/api/admin/audit?${query}`, operator)).json<AuditPage>().entries;
    expect(await filtered(`action=operator.added&actor=command-line&subject=Anoma&from=${today}&to=${today}`)).toHaveLength(1);
    expect(await filtered(`subject=${operator.id}`)).toHaveLength(1);
    expect(await filtered('action=operator.removed')).toHaveLength(0);
    expect(await filtered(`actor=${operator.id}`)).toHaveLength(0);
    expect(await filtered('from=2001-01-01&to=2001-01-02')).toHaveLength(0);
    // A pattern's own characters are taken as they are.
    expect(await filtered('subject=%25')).toHaveLength(0);
  });

  it('counts days as Colombo does: a minute before its midnight is the day before', async () => {
    const entry = (at: string, subjectName: string) => ({
      at: new Date(at),
      actorName: 'tests',
      action: 'operator.added',
      subjectKind: 'account',
      subjectId: subjectName,
      subjectName,
    });
    // 18:30 UTC is midnight in Colombo (UTC+5:30).
    await testApp.database.db
      .insert(auditEntries)
      .values([entry('2021-03-01T18:29:00Z', 'Late on the first'), entry('2021-03-01T18:31:00Z', 'Early on the second')]);
    const onDay = async (day: string) =>
      (await get(`/api/admin/audit?from=${day}&to=${day}`, operator)).json<AuditPage>().entries.map((each) => each.subjectName);
    expect(await onDay('2021-03-01')).toEqual(['Late on the first']);
    expect(await onDay('2021-03-02')).toEqual(['Early on the second']);
  });

  it('names the field of a query it cannot take', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['action=review.deleted', 'action'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['actor=', 'actor'],
      ['extra=1', ''],
    ] as const) {
      const answer = await get(`/api/admin/audit?${query}`, operator);
      expect(answer.statusCode, query).toBe(400);
      if (field) expect(JSON.stringify(answer.json()), query).toContain(field);
    }
  });

  it('refuses an operator removed on the command line at their next request', async () => {
    const other = await createUser(testApp.app, { firstName: 'Ruwan' });
    await makeOperator(testApp.database.db, other);
    expect((await get('/api/admin/session', other)).statusCode).toBe(200);
    expect(await removeOperator(testApp.database.db, other.email, 'tests')).toContain('is no longer an operator');
    expect((await get('/api/admin/session', other)).statusCode).toBe(403);
    const [removal] = (await get('/api/admin/audit?action=operator.removed', operator)).json<AuditPage>().entries;
    expect(removal).toMatchObject({ subjectId: other.id, actorName: 'tests' });
  });
});

describe('making operators on the command line', () => {
  it('takes only an account with a confirmed address or phone, says what it did, and lists them', async () => {
    const unconfirmed = await createUser(testApp.app, { firstName: 'Nadeesha' });
    await expect(addOperator(testApp.database.db, unconfirmed.email, 'tests')).rejects.toThrow(OperatorCommandError);
    await expect(addOperator(testApp.database.db, 'nobody@example.lk', 'tests')).rejects.toThrow('No account has the address');
    expect((await get('/api/admin/session', unconfirmed)).statusCode).toBe(403);

    expect(await addOperator(testApp.database.db, operator.email.toUpperCase(), 'tests')).toContain('is already an operator');
    expect(await removeOperator(testApp.database.db, member.email, 'tests')).toContain('was not an operator');
    expect(await listOperators(testApp.database.db)).toContain(`Anoma Silva <${operator.email}>`);
  });

  it('takes an account only by the address or number its owner confirmed', async () => {
    // Signed up with someone else's address (unconfirmed without mail), then confirmed a phone of their own.
    const squatter = await createUser(testApp.app, { firstName: 'Sanka', email: `boss.${Date.now()}@example.lk` });
    const phone = newMobileNumber();
    await confirmPhoneOf(testApp.database.db, squatter, phone.e164);
    await expect(addOperator(testApp.database.db, squatter.email, 'tests')).rejects.toThrow('has not confirmed this e-mail address');
    expect((await get('/api/admin/session', squatter)).statusCode).toBe(403);
    // Named by the number they did confirm, they are who the command means.
    expect(await addOperator(testApp.database.db, phone.written, 'tests')).toContain('is now an operator');
    await removeOperator(testApp.database.db, phone.e164, 'tests');
    // A phone account's stand-in address names nobody.
    const farmer = await createPhoneUser(testApp.app, sms, { firstName: 'Kumudu', lastName: 'Rathnayake' });
    const standIn = (await get('/api/auth/get-session', farmer)).json<{ user: { email: string } }>().user.email;
    await expect(addOperator(testApp.database.db, standIn, 'tests')).rejects.toThrow('No account has the address');
  });

  it('names an account made by phone by its mobile number, however it is written', async () => {
    const farmer = await createPhoneUser(testApp.app, sms, { firstName: 'Priyanka', lastName: 'Herath' });
    const written = `0${farmer.phoneNumber.slice(3, 5)} ${farmer.phoneNumber.slice(5, 8)} ${farmer.phoneNumber.slice(8)}`;
    expect(await addOperator(testApp.database.db, written, 'tests')).toBe(`Priyanka Herath <${farmer.phoneNumber}> is now an operator.`);
    expect((await get('/api/admin/session', farmer)).statusCode).toBe(200);
    await expect(addOperator(testApp.database.db, '0770000001', 'tests')).rejects.toThrow('No account has the mobile number +94770000001.');
  });
});

describe('the audit log', () => {
  it('cannot be changed, deleted or emptied, whoever asks the database', async () => {
    const { db } = testApp.database;
    const before = await db.select().from(auditEntries);
    expect(before.length).toBeGreaterThan(0);
    // What the database answered (Drizzle wraps it in a "Failed query" error of its own).
    const refusal = (statement: PromiseLike<unknown>) =>
      Promise.resolve(statement).then(
        () => 'accepted',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await refusal(db.update(auditEntries).set({ reason: 'rewritten' }))).toBe('audit entries are kept for good: UPDATE is refused');
    expect(await refusal(db.delete(auditEntries))).toBe('audit entries are kept for good: DELETE is refused');
    expect(await refusal(db.execute(sql`truncate audit_entries`))).toBe('audit entries are kept for good: TRUNCATE is refused');
    expect(await db.select().from(auditEntries)).toEqual(before);
  });
});
