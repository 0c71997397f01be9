import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL: 'https://govi.example' } });
});
afterAll(async () => {
  await testApp.close();
});

describe('behind https', () => {
  it('marks the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://govi.example' },
      payload: newUserInput(),
    });
    expect(response.statusCode).toBe(200);
    const session = [response.headers['set-cookie']].flat().find((cookie) => cookie?.includes('session_token'));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });

  it('trusts only the public origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { origin: 'http://localhost:3000', cookie: 'lang=en' },
      payload: { name: 'A', email: 'a@example.lk', subject: 'S', message: 'M' },
    });
    expect(response.statusCode).toBe(403);
  });
});
