import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserInput } from '../../../../tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '../../../../tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    rateLimits: {
      auth: {
        signInPerAccount: { limit: 3, windowSeconds: 600 },
        signInPerIp: { limit: 6, windowSeconds: 600 },
        signUpPerIp: { limit: 4, windowSeconds: 600 },
      },
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

function signIn(email: string, password: string, ip = '10.0.0.1') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin },
    remoteAddress: ip,
    payload: { email, password },
  });
}

describe('auth rate limits', () => {
  it('limits sign-in attempts per account, whatever the IP, with a 429 and a clear message', async () => {
    const user = await createUser(testApp.app);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await signIn(user.email, 'wrong-password', `10.1.0.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await signIn(user.email, user.password, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many/) });
  });

  it('counts only wrong passwords per account, so nobody can lock a user out by signing in as them', async () => {
    const user = await createUser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(user.email, user.password, `10.4.0.${attempt}`)).statusCode).toBe(200);
    }
  });

  it('treats differently written e-mail addresses as one account', async () => {
    const user = await createUser(testApp.app);
    const [name, domain] = user.email.split('@');
    const variants = [user.email.toUpperCase(), `${name}@${domain?.toUpperCase()}`, user.email];
    for (const [index, email] of variants.entries()) {
      expect((await signIn(email, 'wrong-password', `10.5.0.${index}`)).statusCode).toBe(401);
    }
    expect((await signIn(user.email, user.password, '10.5.0.9')).statusCode).toBe(429);
  });

  it('limits sign-in attempts per IP across accounts', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await signIn(`nobody${attempt}@example.lk`, 'whatever', '10.2.0.1')).statusCode);
    }
    expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect((await signIn('nobody@example.lk', 'whatever', '10.2.0.2')).statusCode).toBe(401);
  });

  it('limits sign-ups per IP', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: testOrigin },
        remoteAddress: '10.3.0.1',
        payload: newUserInput(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
