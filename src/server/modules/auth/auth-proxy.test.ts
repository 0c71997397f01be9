import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { TRUST_PROXY: '1' },
    rateLimits: { auth: { signInPerIp: { limit: 2, windowSeconds: 600 } } },
  });
});
afterAll(async () => {
  await testApp.close();
});

function signInFrom(clientIp: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: '10.9.9.9',
    headers: { origin: testOrigin, 'x-forwarded-for': clientIp },
    payload: { email: `nobody.${clientIp}@example.lk`, password: 'whatever' },
  });
}

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('limits each client by its own address, not the proxy’s', async () => {
    expect((await signInFrom('203.0.113.1')).statusCode).toBe(401);
    expect((await signInFrom('203.0.113.1')).statusCode).toBe(401);
    expect((await signInFrom('203.0.113.1')).statusCode).toBe(429);
    expect((await signInFrom('203.0.113.2')).statusCode).toBe(401);
  });
});

describe('without mail', () => {
  it('answers a password-reset request with a clear 503', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: testOrigin },
      payload: { email: 'someone@example.lk', redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('mail_not_configured');
  });
});
