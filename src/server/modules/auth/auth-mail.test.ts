import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@server/db/schema/auth';
import { cookieFrom, newUserInput } from '@tests/factories/users';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Govi Market <no-reply@govi.test>' },
    rateLimits: {
      auth: {
        confirmationMailPerAccount: { limit: 3, windowSeconds: 3600 },
        passwordResetPerAccountAndIp: { limit: 3, windowSeconds: 3600 },
        passwordResetPerAccount: { limit: 5, windowSeconds: 3600 },
        signInPerAccount: { limit: 3, windowSeconds: 3600 },
      },
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, ...headers }, payload });
}

function mailsTo(address: string) {
  return smtp.messages.filter((message) => message.to.includes(address));
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return new URL(match[0]);
}

/** The token of the latest confirmation mail to an address, as the confirmation page reads it from the link. */
async function confirmationTokenFor(address: string): Promise<string> {
  await smtp.nextMailTo(address);
  const mail = mailsTo(address).at(-1);
  const link = linkIn(mail?.text ?? '');
  expect(link.pathname).toBe('/confirm-email');
  return link.searchParams.get('token') ?? '';
}

/** What the confirmation page sends: the token and the password the person holding the mailbox chose. */
function confirmEmail(token: string, password: string) {
  return post('/api/auth/confirm-email', { token, password });
}

function signIn(email: string, password: string, { ip = '127.0.0.1', cookie }: { ip?: string; cookie?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testOrigin, ...(cookie && { cookie }) },
    remoteAddress: ip,
    payload: { email, password },
  });
}

describe('with mail configured', () => {
  it('sign-up sends a link to the confirmation page and returns no session; choosing the password there confirms and signs in', async () => {
    const input = newUserInput({ firstName: 'Sunil' });
    const signUp = await post('/api/auth/sign-up/email', { ...input, callbackURL: '/browse' });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const signInBefore = await post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(signInBefore.statusCode).toBe(403);
    expect(signInBefore.json().error.reason).toBe('EMAIL_NOT_VERIFIED');

    const mail = await smtp.nextMailTo(input.email);
    expect(mail.subject).toBe('Confirm your Govi Market account');
    const link = linkIn(mail.text);
    expect(link.origin + link.pathname).toBe(`${testOrigin}/confirm-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/browse');

    const confirmed = await confirmEmail(link.searchParams.get('token') ?? '', input.password);
    expect(confirmed.statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieFrom(confirmed.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ email: input.email, emailVerified: true });
    expect((await signIn(input.email, input.password)).statusCode).toBe(200);
  });

  it('records the connection’s address on the session confirming opens, not an X-Forwarded-For the client wrote', async () => {
    const input = newUserInput();
    expect((await post('/api/auth/sign-up/email', input)).statusCode).toBe(200);
    const token = await confirmationTokenFor(input.email);
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      remoteAddress: '192.0.2.44',
      headers: { origin: testOrigin, 'x-forwarded-for': '6.6.6.6' },
      payload: { token, password: input.password },
    });
    expect(confirmed.statusCode).toBe(200);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieFrom(confirmed.headers['set-cookie']) },
    });
    const userId = me.json<{ user: { id: string } }>().user.id;
    const recorded = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(recorded.map((session) => session.ipAddress)).toEqual(['192.0.2.44']);
  });

  it('sends a fresh confirmation link when an unconfirmed user tries to sign in', async () => {
    const input = newUserInput();
    await post('/api/auth/sign-up/email', input);
    await smtp.nextMailTo(input.email);
    const before = smtp.messages.filter((message) => message.to.includes(input.email)).length;
    const signIn = await post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(signIn.statusCode).toBe(403);
    await expect.poll(() => smtp.messages.filter((message) => message.to.includes(input.email)).length).toBe(before + 1);
    const latest = smtp.messages.filter((message) => message.to.includes(input.email)).at(-1);
    expect(latest?.text).toContain('/confirm-email?token=');
  });

  it('refuses a confirmation link pointing at another site', async () => {
    const response = await post('/api/auth/sign-up/email', { ...newUserInput(), callbackURL: 'https://evil.example/' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'callbackURL', message: 'must be a path on this site' }]);
    const reset = await post('/api/auth/request-password-reset', { email: 'a@example.lk', redirectTo: '//evil.example' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fields[0].path).toBe('redirectTo');
  });

  it('sends an unconfirmed account a few confirmation mails an hour, whoever signs in from wherever', async () => {
    const input = newUserInput();
    await post('/api/auth/sign-up/email', input);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: testOrigin },
        remoteAddress: `10.20.0.${attempt}`,
        payload: { email: input.email, password: input.password },
      });
      answers.push({ status: signIn.statusCode, body: signIn.json() });
    }
    // The sign-up's mail and two more; sending is awaited before the answer, so none is still on its way.
    expect(mailsTo(input.email)).toHaveLength(3);
    // The same answer whether or not a mail went out, for the web app to show as "confirm your e-mail".
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 403, body: { error: { code: 'forbidden', reason: 'EMAIL_NOT_VERIFIED' } } });
  });

  it.each([
    '/api/auth/verify-email?token=x&callbackURL=%2F..%2F%2Fevil.example%2Flogin',
    '/api/auth/verify-email?token=x&callbackURL=%2F%2Fevil.example',
    '/api/auth/verify-email?token=x&callbackURL=%2F%5Cevil.example',
    '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example',
    '/api/auth/verify-email?token=x&callbackURL=%2Fbrowse&callbackURL=%2F%2Fevil.example',
    '/api/auth/reset-password/abc123?callbackURL=%2F..%2F%2Fevil.example%2Freset',
    '/api/auth/reset-password/abc123?callbackURL=%2F%252e%252e%2F%2Fevil.example',
    '/api/auth/reset-password/abc123?callbackURL=javascript%3Aalert(1)',
  ])('refuses an e-mail link whose callbackURL leaves the site: %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json().error.fields[0].path).toBe('callbackURL');
  });

  it('writes the confirmation in the language chosen at sign-up', async () => {
    const input = newUserInput();
    await post('/api/auth/sign-up/email', { ...input, language: 'si' });
    const mail = await smtp.nextMailTo(input.email);
    expect(mail.subject).toBe('ඔබගේ Govi Market ගිණුම තහවුරු කරන්න');
  });

  it('"forgot password" sends a reset link that sets a new password and ends old sessions', async () => {
    const input = newUserInput();
    await post('/api/auth/sign-up/email', input);
    const verified = await confirmEmail(await confirmationTokenFor(input.email), input.password);
    const oldCookie = cookieFrom(verified.headers['set-cookie']);
    smtp.messages.length = 0;

    const request = await post('/api/auth/request-password-reset', { email: input.email, redirectTo: '/reset-password' });
    expect(request.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(input.email);
    expect(mail.subject).toBe('Reset your Govi Market password');
    const link = linkIn(mail.text);
    const landing = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), testOrigin);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { newPassword: 'new-secret', token: String(token) });
    expect(reset.statusCode).toBe(200);
    const oldSession = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: oldCookie } });
    expect(oldSession.json()).toBeNull();
    expect((await post('/api/auth/sign-in/email', { email: input.email, password: input.password })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email: input.email, password: 'new-secret' })).statusCode).toBe(200);
  });

  it('refuses a reset with a made-up token', async () => {
    const reset = await post('/api/auth/reset-password', { newPassword: 'new-secret', token: 'not-a-token' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.reason).toBe('INVALID_TOKEN');
  });
});

describe('an account signed up with someone else’s address', () => {
  it('ends with only the owner of the address able to sign in, once they confirm it', async () => {
    const victim = newUserInput();
    // A stranger signs up first with the victim's address and a password of their own.
    expect((await post('/api/auth/sign-up/email', { ...victim, password: 'stranger-pw' })).statusCode).toBe(200);
    const token = await confirmationTokenFor(victim.email);

    const confirmed = await confirmEmail(token, victim.password);
    expect(confirmed.statusCode).toBe(200);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieFrom(confirmed.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ email: victim.email, emailVerified: true });

    expect((await signIn(victim.email, 'stranger-pw', { ip: '10.40.0.1' })).statusCode).toBe(401);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('ends every session the account had before its address was confirmed', async () => {
    // Accounts made while mail was off are signed in at once, unconfirmed: the same database, served without SMTP.
    const withoutMail = await createTestApp({ database: testApp.database });
    const input = newUserInput();
    let earlierCookie = '';
    try {
      const signUp = await withoutMail.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: testOrigin },
        payload: { ...input, password: 'stranger-pw' },
      });
      earlierCookie = cookieFrom(signUp.headers['set-cookie']);
    } finally {
      await withoutMail.app.close();
    }
    const sessionOf = async (cookie: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();
    expect(await sessionOf(earlierCookie)).toMatchObject({ user: { email: input.email, emailVerified: false } });

    expect((await signIn(input.email, 'stranger-pw', { ip: '10.44.0.1' })).statusCode).toBe(403);
    expect((await confirmEmail(await confirmationTokenFor(input.email), input.password)).statusCode).toBe(200);
    expect(await sessionOf(earlierCookie)).toBeNull();
  });

  it('gives a stranger signing up again with the address the same answer as a new one, and leaves its password alone', async () => {
    const victim = newUserInput();
    await post('/api/auth/sign-up/email', { ...victim, password: 'stranger-pw' });
    const token = await confirmationTokenFor(victim.email);
    const fresh = await post('/api/auth/sign-up/email', { ...newUserInput(), password: 'stranger-pw' });
    const again = await post('/api/auth/sign-up/email', { ...victim, password: 'stranger-pw2' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toMatchObject({ token: null, user: { email: victim.email } });

    expect((await confirmEmail(token, victim.password)).statusCode).toBe(200);
    for (const password of ['stranger-pw', 'stranger-pw2']) {
      expect((await signIn(victim.email, password, { ip: '10.41.0.1' })).statusCode).toBe(401);
    }
  });

  it('does not confirm the address when a link from an older mail is opened: it leads to the confirmation page', async () => {
    const victim = newUserInput();
    await post('/api/auth/sign-up/email', { ...victim, password: 'stranger-pw' });
    const token = await confirmationTokenFor(victim.email);
    const opened = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}&callbackURL=%2Fbrowse` });
    expect(opened.statusCode).toBe(302);
    const target = new URL(String(opened.headers.location), testOrigin);
    expect(target.pathname).toBe('/confirm-email');
    expect(Object.fromEntries(target.searchParams)).toEqual({ token, callbackURL: '/browse' });
    expect(opened.headers['set-cookie']).toBeUndefined();
    // Still unconfirmed: the stranger's password does not open the account.
    const strangerSignIn = await signIn(victim.email, 'stranger-pw', { ip: '10.42.0.1' });
    expect(strangerSignIn.statusCode).toBe(403);
    expect(strangerSignIn.json().error.reason).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses to set a password with a confirmation link once the address is confirmed, or with a made-up token', async () => {
    const owner = newUserInput();
    await post('/api/auth/sign-up/email', owner);
    const token = await confirmationTokenFor(owner.email);
    expect((await confirmEmail(token, owner.password)).statusCode).toBe(200);

    const again = await confirmEmail(token, 'someone-else');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.reason).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await signIn(owner.email, 'someone-else', { ip: '10.43.0.1' })).statusCode).toBe(401);

    const madeUp = await confirmEmail('not-a-token', 'whatever1');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.reason).toBe('INVALID_TOKEN');
  });
});

describe('names in mail', () => {
  const message = 'customer. ALERT: account locked, call 0771234567 now';

  it.each(['en', 'si', 'ta'] as const)('leaves the name typed at sign-up out of the confirmation mail (%s)', async (language) => {
    const input = newUserInput({ firstName: message, lastName: message });
    await post('/api/auth/sign-up/email', { ...input, language });
    const mail = await smtp.nextMailTo(input.email);
    expect(mail.text).not.toContain('0771234567');
    expect(mail.subject).not.toContain('0771234567');
  });

  it('greets by name in a reset mail only once the address is confirmed', async () => {
    const unconfirmed = newUserInput({ firstName: message });
    await post('/api/auth/sign-up/email', unconfirmed);
    await smtp.nextMailTo(unconfirmed.email);
    await post('/api/auth/request-password-reset', { email: unconfirmed.email });
    await expect.poll(() => mailsTo(unconfirmed.email).length).toBe(2);
    expect(mailsTo(unconfirmed.email).at(-1)?.text).not.toContain('0771234567');

    const confirmed = newUserInput({ firstName: 'Sunil' });
    await post('/api/auth/sign-up/email', confirmed);
    await confirmEmail(await confirmationTokenFor(confirmed.email), confirmed.password);
    await post('/api/auth/request-password-reset', { email: confirmed.email });
    await expect.poll(() => mailsTo(confirmed.email).length).toBe(2);
    expect(mailsTo(confirmed.email).at(-1)?.text).toContain('Hello Sunil');
  });
});

describe('password reset requests', () => {
  function requestReset(email: string, ip: string, cookie?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: testOrigin, ...(cookie && { cookie }) },
      remoteAddress: ip,
      payload: { email, redirectTo: '/reset-password' },
    });
  }

  async function confirmedUser() {
    const input = newUserInput();
    await post('/api/auth/sign-up/email', input);
    const confirmed = await confirmEmail(await confirmationTokenFor(input.email), input.password);
    return { ...input, cookie: cookieFrom(confirmed.headers['set-cookie']) };
  }

  it('does not let a stranger at one address keep the owner from a reset mail, and answers the stranger as ever', async () => {
    const owner = await confirmedUser();
    const before = mailsTo(owner.email).length;
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await requestReset(owner.email, '10.50.0.1');
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    expect(mailsTo(owner.email).length - before).toBe(3);

    const ownersRequest = await requestReset(owner.email, '10.50.0.2');
    expect(ownersRequest.statusCode).toBe(200);
    expect(mailsTo(owner.email).length - before).toBe(4);
  });

  it('sends one account a limited number of reset mails from anywhere, with the same answer throughout', async () => {
    const owner = await confirmedUser();
    const before = mailsTo(owner.email).length;
    const nobody = await requestReset(`nobody.${Date.now()}@example.lk`, '10.51.0.99');
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await requestReset(owner.email, `10.51.0.${attempt}`);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: nobody.statusCode, body: nobody.json() })]),
    );
    expect(mailsTo(owner.email).length - before).toBe(5);

    // A browser the owner signed in from is not held to the account's ceiling.
    expect((await requestReset(owner.email, '10.51.1.1', owner.cookie)).statusCode).toBe(200);
    expect(mailsTo(owner.email).length - before).toBe(6);
  });

  it('lets the owner in through the reset link while strangers have filled the account’s sign-in ceiling', async () => {
    const owner = await confirmedUser();
    for (let attempt = 0; attempt < 4; attempt++) await signIn(owner.email, `guess-${attempt}`, { ip: `10.52.0.${attempt}` });
    expect((await signIn(owner.email, owner.password, { ip: '10.52.1.1' })).statusCode).toBe(429);

    smtp.messages.length = 0;
    await requestReset(owner.email, '10.52.1.1');
    const link = linkIn((await smtp.nextMailTo(owner.email)).text);
    const landing = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(landing.headers.location), testOrigin).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', { newPassword: 'new-secret', token: String(token) });
    expect(reset.statusCode).toBe(200);

    const signedIn = await signIn(owner.email, 'new-secret', { ip: '10.52.1.1', cookie: cookieFrom(reset.headers['set-cookie']) });
    expect(signedIn.statusCode).toBe(200);
    // Elsewhere, without that browser, the ceiling still holds.
    expect((await signIn(owner.email, 'new-secret', { ip: '10.52.2.1' })).statusCode).toBe(429);
  });
});
