import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { viewerHeader } from './viewer-key';

describe('whose answer a read is', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, cookie?: string) => testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('names nobody without a session, and each session by a digest that is not its token', async () => {
    const [one, other] = [await createUser(testApp.app), await createUser(testApp.app)];
    expect((await get('/')).headers[viewerHeader]).toBe('nobody');
    expect((await get('/api/products')).headers[viewerHeader]).toBe('nobody');
    const mine = (await get('/orders', one.cookie)).headers[viewerHeader];
    expect(mine).toMatch(/^[0-9a-f]{32}$/);
    expect((await get('/api/orders', one.cookie)).headers[viewerHeader]).toBe(mine);
    expect((await get('/orders', other.cookie)).headers[viewerHeader]).not.toBe(mine);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(one.cookie)?.[1] ?? '');
    expect(token.length).toBeGreaterThan(10);
    expect(String(mine)).not.toContain(token.slice(0, 16));
  });

  it('is said of reads only', async () => {
    const user = await createUser(testApp.app);
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: testOrigin },
    });
    expect(signedOut.headers[viewerHeader]).toBeUndefined();
  });
});
