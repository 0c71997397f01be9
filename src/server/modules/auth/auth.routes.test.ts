import { eq } from 'drizzle-orm';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, newUserInput } from '@tests/factories/users';
import { users } from '@server/db/schema/auth';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, ...headers }, payload: payload as object });
}

function getSession(cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
}

describe('sign-up', () => {
  it('creates the user, signs them in at once without mail, and keeps first and last name', async () => {
    const input = newUserInput({ firstName: 'Nimal', lastName: 'Silva' });
    const response = await post('/api/auth/sign-up/email', input);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const session = await getSession(cookieFrom(response.headers['set-cookie']));
    expect(session.json()).toMatchObject({
      user: { email: input.email, firstName: 'Nimal', lastName: 'Silva', name: 'Nimal Silva', language: 'en' },
    });
  });

  it.each([
    [{ password: '12345' }, 'password'],
    [{ email: 'not-an-email' }, 'email'],
    [{ firstName: '' }, 'firstName'],
    [{ lastName: 'x'.repeat(61) }, 'lastName'],
  ])('refuses %j naming the field %s, and creates nobody', async (override, field) => {
    const input = { ...newUserInput(), ...override };
    const response = await post('/api/auth/sign-up/email', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toContain(field);
    const stored = await testApp.database.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(stored).toEqual([]);
  });

  it('refuses unknown fields, such as an attempt to set emailVerified', async () => {
    const response = await post('/api/auth/sign-up/email', { ...newUserInput(), emailVerified: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/emailVerified|Unrecognized/);
  });

  it('refuses a second account with the same e-mail', async () => {
    const user = await createUser(testApp.app);
    const response = await post('/api/auth/sign-up/email', newUserInput({ email: user.email }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toMatch(/USER_ALREADY_EXISTS/);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const user = await createUser(testApp.app);
    const response = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const session = await getSession(cookieFrom(response.headers['set-cookie']));
    expect(session.json().user.id).toBe(user.id);
  });

  it('refuses a wrong password with a clear message', async () => {
    const user = await createUser(testApp.app);
    const response = await post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'unauthenticated', reason: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a missing password', async () => {
    const response = await post('/api/auth/sign-in/email', { email: 'a@example.lk' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('password');
  });
});

describe('sign-out', () => {
  it('ends every session of the user, on every device', async () => {
    const user = await createUser(testApp.app);
    const otherDevice = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const otherCookie = cookieFrom(otherDevice.headers['set-cookie']);
    expect((await getSession(otherCookie)).json()?.user.id).toBe(user.id);

    const response = await post('/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    expect((await getSession(user.cookie)).json()).toBeNull();
    expect((await getSession(otherCookie)).json()).toBeNull();
  });

  it('is harmless without a session', async () => {
    const response = await post('/api/auth/sign-out', {});
    expect(response.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-bearing request from a foreign origin', async () => {
    const user = await createUser(testApp.app);
    const response = await post('/api/auth/sign-out', {}, { cookie: user.cookie, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden_origin');
    expect((await getSession(user.cookie)).json()?.user.id).toBe(user.id);
  });

  it('refuses a cookie-bearing request with no origin at all', async () => {
    const user = await createUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { cookie: user.cookie },
      payload: { name: 'A', email: 'a@example.lk', subject: 'S', message: 'M' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('preferences', () => {
  it('remembers the language per user', async () => {
    const user = await createUser(testApp.app);
    const response = await post('/api/auth/preferences', { language: 'ta' }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect((await getSession(user.cookie)).json().user.language).toBe('ta');
  });

  it('refuses an unknown language and a signed-out caller', async () => {
    const user = await createUser(testApp.app);
    expect((await post('/api/auth/preferences', { language: 'fr' }, { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post('/api/auth/preferences', { language: 'si' })).statusCode).toBe(401);
  });
});

let listening: Promise<string> | undefined;

/**
 * A GET sent over a real socket with its path exactly as written, as `curl --path-as-is` sends it
 * (app.inject would normalise the path first).
 */
async function rawGet(path: string, cookie: string): Promise<{ status: number; body: string }> {
  listening ??= testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = new URL(await listening);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: address.hostname, port: address.port, path, headers: { cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('closed endpoints', () => {
  it('does not expose the rest of the auth service', async () => {
    const user = await createUser(testApp.app);
    const response = await post('/api/auth/delete-user', {}, { cookie: user.cookie });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/api/auth/reset-password/..\\list-sessions',
    '/api/auth/reset-password/%2e%2e\\list-sessions',
    '/api/auth/reset-password/.\\..\\list-sessions?callbackURL=/',
    '/api/auth/reset-password/..%5clist-sessions',
    '/api/auth/reset-password/%2e%2e%2flist-sessions',
    '/api/auth/reset-password/..%2flist-sessions',
    '/api/auth/get-session/../list-sessions',
    '/api/auth/get-session/..\\list-sessions',
    '/api/auth/verify-email/%2e%2e/list-sessions',
    '/api/auth/./list-sessions',
    '/api/auth//list-sessions',
    '//api/auth/list-sessions',
    '/api/auth/list-sessions',
  ])('answers %s with 404 without reaching the closed endpoint', async (path) => {
    const user = await createUser(testApp.app);
    const response = await rawGet(path, user.cookie);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(user.id);
    expect(response.body).not.toContain('expiresAt');
  });

  it.each(['/api/auth/get-session/', '/api/auth/./get-session', '/api/auth//get-session'])(
    'forwards only the exact path: %s is not the session endpoint',
    async (path) => {
      const user = await createUser(testApp.app);
      const response = await rawGet(path, user.cookie);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain(user.id);
    },
  );

  it('still forwards the exact session path', async () => {
    const user = await createUser(testApp.app);
    const response = await rawGet('/api/auth/get-session', user.cookie);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).user.id).toBe(user.id);
  });
});
