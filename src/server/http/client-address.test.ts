import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { sessions } from '../db/schema/auth';

const proxyAddress = '10.9.9.9';
const message = { name: 'Kamal Perera', email: 'kamal@example.lk', subject: 'Late delivery', message: 'My order has not come.' };

function sendSupportMessage(testApp: TestApp, forwardedFor: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    remoteAddress: proxyAddress,
    headers: { origin: testOrigin, 'x-forwarded-for': forwardedFor },
    payload: message,
  });
}

async function sessionAddressAfterSignUp(testApp: TestApp, forwardedFor: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: proxyAddress,
    headers: { origin: testOrigin, 'x-forwarded-for': forwardedFor },
    payload: newUserInput(),
  });
  expect(response.statusCode).toBe(200);
  const userId = response.json<{ user: { id: string } }>().user.id;
  const [session] = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return session?.ipAddress;
}

describe.each([
  ['one proxy (TRUST_PROXY=1)', '1'],
  ['the proxy’s address (TRUST_PROXY=10.0.0.0/8)', '10.0.0.0/8'],
])('behind %s', (_name, trustProxy) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { TRUST_PROXY: trustProxy }, rateLimits: { support: { limit: 2, windowSeconds: 600 } } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('limits by the address the proxy appended: a client-written left-most entry changes nothing', async () => {
    expect((await sendSupportMessage(testApp, '6.6.6.6, 1.2.3.4')).statusCode).toBe(201);
    expect((await sendSupportMessage(testApp, '7.7.7.7, 1.2.3.4')).statusCode).toBe(201);
    expect((await sendSupportMessage(testApp, '8.8.8.8, 1.2.3.4')).statusCode).toBe(429);
    // Another visitor behind the same proxy has a limit of its own.
    expect((await sendSupportMessage(testApp, '6.6.6.6, 1.2.3.5')).statusCode).toBe(201);
  });

  it('records the same address on the session the sign-in service creates', async () => {
    expect(await sessionAddressAfterSignUp(testApp, '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
  });
});

describe('without a proxy (TRUST_PROXY unset)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimits: { support: { limit: 1, windowSeconds: 600 } } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('ignores X-Forwarded-For: the connection’s address is the client’s', async () => {
    expect((await sendSupportMessage(testApp, '6.6.6.6')).statusCode).toBe(201);
    expect((await sendSupportMessage(testApp, '7.7.7.7')).statusCode).toBe(429);
    expect(await sessionAddressAfterSignUp(testApp, '6.6.6.6')).toBe(proxyAddress);
  });
});
