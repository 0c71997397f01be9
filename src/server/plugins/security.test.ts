import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const session = (cookie: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } }).then((response) => response.json());

describe('origin check', () => {
  it('also guards a percent-encoded /api path', async () => {
    const user = await createUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect((await session(user.cookie))?.user.id).toBe(user.id);
  });

  it('accepts our own Referer when a browser sends no Origin', async () => {
    const user = await createUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, referer: `${testOrigin}/seller-dashboard` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(await session(user.cookie)).toBeNull();
  });

  it('refuses a foreign Referer', async () => {
    const user = await createUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, referer: 'https://evil.example/page' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a sign-out body sent as a plain-text form', async () => {
    const user = await createUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: testOrigin, 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(response.statusCode).toBe(400);
    expect((await session(user.cookie))?.user.id).toBe(user.id);
  });
});
