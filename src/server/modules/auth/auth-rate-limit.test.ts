import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createUser, newUserInput } from '@tests/factories/users';
import { cheapPasswordHasher, createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;
/** How many times a password was actually checked against a stored hash. */
let passwordChecks = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    passwordHasher: {
      hash: (password) => cheapPasswordHasher.hash(password),
      async verify(data) {
        passwordChecks += 1;
        // Takes as long as a real scrypt check does, so parallel attempts overlap as they would in production.
        await sleep(100);
        return cheapPasswordHasher.verify(data);
      },
    },
    rateLimits: {
      auth: {
        signInPerAccountAndIp: { limit: 2, windowSeconds: 600 },
        signInPerAccount: { limit: 3, windowSeconds: 600 },
        signInPerIp: { limit: 6, windowSeconds: 600 },
        // Above the accounts the other tests sign up from the default address.
        signUpPerIp: { limit: 12, windowSeconds: 600 },
      },
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

function signIn(email: string, password: string, ip = '10.0.0.1', cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin, ...(cookie && { cookie }) },
    remoteAddress: ip,
    payload: { email, password },
  });
}

describe('auth rate limits', () => {
  it('limits sign-in attempts per account and address, with a 429 and a clear message', async () => {
    const user = await createUser(testApp.app);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await signIn(user.email, 'wrong', '10.7.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    const blocked = await signIn(user.email, user.password, '10.7.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many/) });
  });

  it('does not let a stranger lock the owner out: the stranger stays refused, the owner signs in elsewhere', async () => {
    const owner = await createUser(testApp.app);
    const stranger = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      stranger.push((await signIn(owner.email, `guess-${attempt}`, '10.6.0.1')).statusCode);
    }
    expect(stranger).toEqual([401, 401, ...Array(8).fill(429)]);

    expect((await signIn(owner.email, owner.password, '10.6.0.2')).statusCode).toBe(200);
    expect((await signIn(owner.email, 'guess-10', '10.6.0.1')).statusCode).toBe(429);
    expect((await signIn(owner.email, owner.password, '10.6.0.1')).statusCode).toBe(429);
  });

  it("counts a subscriber's IPv6 network (/56, every /64 in it) as one address", async () => {
    const owner = await createUser(testApp.app);
    const statuses = [];
    for (const network of ['1', '2', 'ff']) {
      statuses.push((await signIn(owner.email, 'wrong', `2001:db8:6:${network}::1`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect((await signIn(owner.email, owner.password, '2001:db8:6:100::1')).statusCode).toBe(200);
  });

  it.each([
    ['from one address, up to the limit per account and address', (_attempt: number) => '10.8.0.1', 2],
    ['from many addresses, up to the ceiling per account', (attempt: number) => `10.9.0.${attempt}`, 3],
  ])('lets 20 parallel wrong passwords %s reach the password check, and no more', async (_label, addressOf, limit) => {
    const user = await createUser(testApp.app);
    passwordChecks = 0;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => signIn(user.email, `wrong-${attempt}`, addressOf(attempt))),
    );
    expect(passwordChecks).toBe(limit);
    const statuses = responses.map((response) => response.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array(limit).fill(401), ...Array(20 - limit).fill(429)]);
  });

  it('limits sign-in attempts per account across addresses, with a ceiling', async () => {
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

  it('lets the owner in from a browser they signed in from before while guesses from many addresses fill the ceiling', async () => {
    const owner = await createUser(testApp.app);
    const knownBrowser = cookieFrom((await signIn(owner.email, owner.password, '10.10.0.1')).headers['set-cookie']);
    const guesses = [];
    for (let attempt = 0; attempt < 5; attempt++)
      guesses.push((await signIn(owner.email, `guess-${attempt}`, `10.10.1.${attempt}`)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 429, 429]);

    // The owner, from a new address, with the browser they used before.
    expect((await signIn(owner.email, owner.password, '10.10.2.1', knownBrowser)).statusCode).toBe(200);
    // Guessing stays throttled: without that browser, the right password too is refused.
    expect((await signIn(owner.email, owner.password, '10.10.2.2')).statusCode).toBe(429);
  });

  it('vouches for a browser only to the account it signed in to, and holds it to the limit per address', async () => {
    const owner = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const othersBrowser = cookieFrom((await signIn(other.email, other.password, '10.12.0.1')).headers['set-cookie']);
    const ownersBrowser = cookieFrom((await signIn(owner.email, owner.password, '10.12.0.2')).headers['set-cookie']);
    for (let attempt = 0; attempt < 4; attempt++) await signIn(owner.email, `guess-${attempt}`, `10.12.1.${attempt}`);

    expect((await signIn(owner.email, owner.password, '10.12.2.1', othersBrowser)).statusCode).toBe(429);
    const forged = ownersBrowser.replace(/(known_device_[\w-]+=\d+\.)[\w-]+/, '$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged).not.toBe(ownersBrowser);
    expect((await signIn(owner.email, owner.password, '10.12.2.2', forged)).statusCode).toBe(429);

    // The limit per account and address still applies to the owner's own browser.
    const fromOneAddress = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      fromOneAddress.push((await signIn(owner.email, `typo-${attempt}`, '10.12.3.1', ownersBrowser)).statusCode);
    }
    expect(fromOneAddress).toEqual([401, 401, 429]);
  });

  it('takes back a right password, so signing in often never runs into a limit', async () => {
    const user = await createUser(testApp.app);
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await signIn(user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
    }
    // After one mistake, the owner still has the rest of the allowance.
    expect((await signIn(user.email, 'wrong-password', '10.4.0.1')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
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
    for (let attempt = 0; attempt < 13; attempt++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: testOrigin },
        remoteAddress: '10.3.0.1',
        payload: newUserInput(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(12).fill(200), 429]);
  });
});
