import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, newUserInput, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { renderer } from '@web/entry-server';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';

let testApp: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({
    renderer,
    rateLimits: { auth: { signInPerAccountAndIp: { limit: 3, windowSeconds: 600 } } },
  });
  buyer = await createUser(testApp.app, { firstName: 'Nimal' });
});
afterAll(async () => {
  await testApp.close();
});

type Post = { url?: string; fields: Record<string, string>; headers?: Record<string, string>; ip?: string };

/** The auth page's form as a browser without JavaScript sends it: urlencoded, from our page. */
function postForm({ url = '/auth', fields, headers = {}, ip = '10.1.0.1' }: Post) {
  return testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testOrigin, 'sec-fetch-site': 'same-origin', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const signInFields = (email: string, password: string) => ({ intent: 'sign-in', email, password });

async function sessionOf(cookie: string): Promise<{ user: { email: string } } | null> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return response.json();
}

describe('sign-in and sign-up as plain forms', () => {
  it('signs in: sets the session cookie and sends the browser on (303) to where it was going', async () => {
    const response = await postForm({ url: '/auth?redirect=%2Forders%3Fpage%3D2', fields: signInFields(buyer.email, buyer.password) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/orders?page=2');
    const session = await sessionOf(cookieFrom(response.headers['set-cookie']));
    expect(session?.user.email).toBe(buyer.email);
  });

  it('signs up and in at once (no mail on this server), on to the home page without a target', async () => {
    const input = newUserInput({ firstName: 'Ruwan' });
    const response = await postForm({ fields: { intent: 'sign-up', ...input }, ip: '10.1.0.2' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect((await sessionOf(cookieFrom(response.headers['set-cookie'])))?.user.email).toBe(input.email);
  });

  it('answers a wrong password with the auth page: the reason in the reader’s language, the e-mail kept, never the password', async () => {
    const response = await postForm({
      fields: signInFields(buyer.email, 'not-the-password-42'),
      headers: { cookie: 'lang=si' },
      ip: '10.1.0.3',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain(si['auth.error.invalidCredentials']);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(`value="${buyer.email}"`);
    expect(response.body).not.toContain('not-the-password-42');
    // Still a page a person can use: the header, the form to try again.
    expect(response.body).toContain('<header');
    expect(response.body).toContain('method="post"');
  });

  it('answers a sign-up the schema refuses with the field’s own message and the names typed, as the app shows them', async () => {
    const response = await postForm({
      fields: { intent: 'sign-up', firstName: 'Kumari', lastName: 'Silva', email: 'kumari@example.lk', password: 'abc' },
      headers: { cookie: 'lang=ta' },
      ip: '10.1.0.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('value="Kumari"');
    expect(response.body).toContain('value="kumari@example.lk"');
    expect(response.body).not.toContain('value="abc"');
    expect(response.body).toContain(ta['form.error.tooShort'].replace('{min}', '6'));
    // The sign-up tab is the one open.
    expect(response.body).toMatch(/href="\/auth\?tab=sign-up" role="tab" [^>]*aria-selected="true"/);
  });

  it.each([
    ['//evil.example/steal', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/auth', '/'],
    ['/reset-password?token=x', '/'],
    ['/browse?q=rice', '/browse?q=rice'],
  ])('sends the browser only to a path on this site: redirect=%s goes to %s', async (redirect, location) => {
    const response = await postForm({
      url: `/auth?redirect=${encodeURIComponent(redirect)}`,
      fields: signInFields(buyer.email, buyer.password),
      ip: '10.1.0.5',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['an opaque Origin', { origin: 'null' }],
    ['no Origin nor Referer', { origin: '' }],
    ['another site’s Referer and no Origin', { origin: '', referer: 'https://evil.example/page' }],
  ])('refuses a form sent from elsewhere (%s), signing nobody in', async (_, headers) => {
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth',
      remoteAddress: '10.1.0.6',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...('origin' in headers ? {} : { origin: testOrigin }),
        ...sent,
      },
      payload: new URLSearchParams(signInFields(buyer.email, buyer.password)).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('takes our own Referer when a browser sends no Origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth',
      remoteAddress: '10.1.0.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${testOrigin}/auth` },
      payload: new URLSearchParams(signInFields(buyer.email, buyer.password)).toString(),
    });
    expect(response.statusCode).toBe(303);
  });

  it('counts form and app sign-ins against the same limits', async () => {
    const ip = '10.1.0.8';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await postForm({ fields: signInFields(buyer.email, 'wrong-password'), ip })).statusCode).toBe(401);
    }
    const app = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: testOrigin },
      payload: { email: buyer.email, password: 'wrong-password' },
    });
    expect(app.statusCode).toBe(401);
    const refused = await postForm({ fields: signInFields(buyer.email, buyer.password), ip, headers: { cookie: 'lang=si' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(si['error.rateLimited']);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a form of another shape with a 400 naming the field, and reads form bodies nowhere else', async () => {
    const odd = await postForm({ fields: { intent: 'sign-in', email: buyer.email } });
    expect(odd.statusCode).toBe(400);
    expect(JSON.stringify(odd.json())).toContain('password');
    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testOrigin },
      payload: new URLSearchParams({ email: buyer.email, password: buyer.password }).toString(),
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: { message: 'The request body must be JSON.' } });
  });

  it('sends someone already signed in on from the sign-in page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/auth?redirect=%2Fcart', headers: { cookie: buyer.cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
  });
});
