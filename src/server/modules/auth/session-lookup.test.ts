import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// Signed-in requests find their session in one statement (auth.ts findSession); Better Auth still ends an
// expired session and moves a due one's end forward.

let testApp: TestApp;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function ordersOf(cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/orders', headers: { origin: testOrigin, cookie } });
}

function tokenOf(user: TestUser): string {
  const value = decodeURIComponent(/session_token=([^;]+)/.exec(user.cookie)?.[1] ?? '');
  return value.slice(0, value.lastIndexOf('.'));
}

function cookieSigned(token: string, secret: string): string {
  return `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;
}

async function sessionEnd(user: TestUser): Promise<Date | undefined> {
  const result = await testApp.database.db.execute(sql`select expires_at from sessions where token = ${tokenOf(user)}`);
  const [row] = (result as unknown as { rows: { expires_at: string | Date }[] }).rows;
  return row ? new Date(row.expires_at) : undefined;
}

async function setSessionEnd(user: TestUser, at: Date) {
  await testApp.database.db.execute(sql`update sessions set expires_at = ${at.toISOString()}::timestamptz where token = ${tokenOf(user)}`);
}

describe('finding the session of a request', () => {
  it('answers a cookie signed as Better Auth signs it, and refuses one signed with another secret or changed', async () => {
    const user = await createUser(testApp.app);
    const token = tokenOf(user);
    expect((await ordersOf(user.cookie)).statusCode).toBe(200);
    expect((await ordersOf(cookieSigned(token, testApp.settings.authSecret))).statusCode).toBe(200);
    expect((await ordersOf(cookieSigned(token, `${testApp.settings.authSecret}-other`))).statusCode).toBe(401);
    const otherToken = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    const signature = decodeURIComponent(user.cookie).slice(decodeURIComponent(user.cookie).lastIndexOf('.') + 1);
    expect((await ordersOf(`better-auth.session_token=${encodeURIComponent(`${otherToken}.${signature}`)}`)).statusCode).toBe(401);
    expect((await ordersOf(`better-auth.session_token=${encodeURIComponent(token)}`)).statusCode).toBe(401);
  });

  it('refuses a signed cookie whose session no longer exists', async () => {
    const user = await createUser(testApp.app);
    await testApp.database.db.execute(sql`delete from sessions where token = ${tokenOf(user)}`);
    expect((await ordersOf(user.cookie)).statusCode).toBe(401);
  });

  it('writes nothing while the session is fresh', async () => {
    const user = await createUser(testApp.app);
    const end = new Date(Date.now() + 29.5 * day);
    await setSessionEnd(user, end);
    expect((await ordersOf(user.cookie)).statusCode).toBe(200);
    expect((await sessionEnd(user))?.getTime()).toBe(end.getTime());
  });

  it('moves the end of a session last moved more than a day ago a month ahead', async () => {
    const user = await createUser(testApp.app);
    await setSessionEnd(user, new Date(Date.now() + 28 * day));
    expect((await ordersOf(user.cookie)).statusCode).toBe(200);
    const end = (await sessionEnd(user))?.getTime() ?? 0;
    expect(end).toBeGreaterThan(Date.now() + 29.9 * day);
  });

  it('refuses an ended session and removes it', async () => {
    const user = await createUser(testApp.app);
    await setSessionEnd(user, new Date(Date.now() - 60_000));
    expect((await ordersOf(user.cookie)).statusCode).toBe(401);
    expect(await sessionEnd(user)).toBeUndefined();
  });
});
