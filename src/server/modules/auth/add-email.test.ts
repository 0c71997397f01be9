import { signJWT } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@server/db/schema/auth';
import { partlyHiddenNumber } from '@server/sms/sms-texts';
import { createPhoneUser } from '@tests/factories/phone-accounts';
import { cookieFrom, createUser, newUserInput } from '@tests/factories/users';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { codeIn, startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

describe('an account made by phone adds an e-mail address', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    smtp = await startSmtpCapture();
    testApp = await createTestApp({
      env: { SMS_WEBHOOK_URL: sms.url, SMTP_URL: smtp.url, MAIL_FROM: 'Govi Market <no-reply@govi.test>' },
      rateLimits: {
        auth: { confirmationMailPerAccount: { limit: 3, windowSeconds: 3600 }, signUpPerAccount: { limit: 5, windowSeconds: 3600 } },
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, ...(cookie && { cookie }) }, payload });
  const askToAdd = (email: string, cookie?: string) => post('/api/account/email', { email }, cookie);
  const confirm = (token: string, password: string) => post('/api/auth/confirm-email', { token, password });
  const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
  const phoneUser = (language: 'en' | 'si' | 'ta' = 'en') =>
    createPhoneUser(testApp.app, sms, { firstName: 'Sunil', lastName: 'Bandara', language });

  /** The link in the latest mail to an address, as the person opening it sees it. */
  async function linkTo(address: string): Promise<URL> {
    await smtp.nextMailTo(address);
    const mail = smtp.messages.filter((message) => message.to.includes(address)).at(-1);
    const match = /https?:\/\/\S+/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no link in the mail to ${address}`);
    return new URL(match[0]);
  }
  const tokenIn = (link: URL) => link.searchParams.get('token') ?? '';

  /** An account made with an e-mail address, confirmed from its mail (with mail set up, sign-up opens no session). */
  async function confirmedEmailUser() {
    const holder = await createUser(testApp.app);
    const confirmed = await confirm(tokenIn(await linkTo(holder.email)), holder.password);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...holder, cookie: cookieFrom(confirmed.headers['set-cookie']) };
  }

  async function userRow(userId: string) {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  it('mails a link in the account language; the account is unchanged until the owner of the mailbox opens it', async () => {
    const user = await phoneUser('si');
    const email = newUserInput().email;
    const asked = await askToAdd(email.toUpperCase(), user.cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ sentTo: email });
    const link = await linkTo(email);
    const mail = smtp.messages.filter((message) => message.to.includes(email)).at(-1);
    expect(mail?.subject).toBe('Govi Market සඳහා ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න');
    // Whose account it would join, so that the holder of the mailbox can tell a stranger's request from their own.
    expect(mail?.text).toContain(partlyHiddenNumber(user.phoneNumber));
    expect(link.origin + link.pathname).toBe(`${testOrigin}/confirm-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/account');
    expect(link.searchParams.get('adding')).toBe('1');
    expect(await userRow(user.id)).toMatchObject({ email: expect.stringMatching(/@phone\.govi-market\.invalid$/), emailVerified: false });
    // Nothing works with the address yet.
    expect((await signIn(email, 'a-password-1')).statusCode).toBe(401);
  });

  it('gives the account the address and the password chosen with the link; both ways in then open the same account', async () => {
    const user = await phoneUser();
    const email = newUserInput().email;
    await askToAdd(email, user.cookie);
    const confirmed = await confirm(tokenIn(await linkTo(email)), 'mailbox-password');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Whoever opened the link is signed in, wherever they opened it.
    const cookie = cookieFrom(confirmed.headers['set-cookie']);
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ id: user.id, email, emailVerified: true });
    expect(await userRow(user.id)).toMatchObject({ email, emailVerified: true, phoneNumber: user.phoneNumber, phoneNumberVerified: true });

    // The number hears of the new way into its account, the address half hidden.
    const notice = await sms.next(user.phoneNumber);
    expect(notice.text).toContain(`${email.slice(0, 1)}***@${email.split('@')[1]}`);

    const byPassword = await signIn(email, 'mailbox-password');
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(byPassword.json().user.id).toBe(user.id);
    const sent = await post('/api/auth/phone/send-code', { phoneNumber: user.phoneNumber });
    expect(sent.statusCode).toBe(200);
    const byCode = await post('/api/auth/phone/verify', { phoneNumber: user.phoneNumber, code: codeIn(await sms.next(user.phoneNumber)) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().user.id).toBe(user.id);
    // The sessions it had before stay open: its owner asked for this while signed in.
    const before = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(before.json()?.user?.id).toBe(user.id);
  });

  it('recovers through either: a reset link to the added address, as well as a code to the number', async () => {
    const user = await phoneUser();
    const email = newUserInput().email;
    await askToAdd(email, user.cookie);
    expect((await confirm(tokenIn(await linkTo(email)), 'first-password')).statusCode).toBe(200);
    const requested = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(requested.statusCode).toBe(200);
    await smtp.nextMailTo(email);
    const resetMail = smtp.messages.filter((message) => message.to.includes(email)).at(-1);
    const resetLink = new URL(/https?:\/\/\S+/.exec(resetMail?.text ?? '')?.[0] ?? '');
    const opened = await testApp.app.inject({ method: 'GET', url: resetLink.pathname + resetLink.search });
    const token = new URL(opened.headers.location ?? '', testOrigin).searchParams.get('token') ?? '';
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'second-password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(email, 'second-password')).json().user.id).toBe(user.id);
    expect((await signIn(email, 'first-password')).statusCode).toBe(401);
  });

  it('keeps the new-order alerts a phone account had by default', async () => {
    const user = await phoneUser();
    const email = newUserInput().email;
    await askToAdd(email, user.cookie);
    await confirm(tokenIn(await linkTo(email)), 'mailbox-password');
    const settings = await testApp.app.inject({ method: 'GET', url: '/api/account/sms-alerts', headers: { cookie: user.cookie } });
    expect(settings.json()).toMatchObject({ newOrders: true, orderUpdates: true });
  });

  it('works once, and only the latest link asked for: an address typed wrong is taken back by asking again', async () => {
    const user = await phoneUser();
    const mistyped = newUserInput().email;
    const meant = newUserInput().email;
    await askToAdd(mistyped, user.cookie);
    const mistypedToken = tokenIn(await linkTo(mistyped));
    await askToAdd(meant, user.cookie);
    const meantToken = tokenIn(await linkTo(meant));
    const stale = await confirm(mistypedToken, 'strangers-password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.reason).toBe('INVALID_TOKEN');

    expect((await confirm(meantToken, 'mailbox-password')).statusCode).toBe(200);
    const again = await confirm(meantToken, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.reason).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await userRow(user.id))?.email).toBe(meant);
    expect((await signIn(meant, 'mailbox-password')).statusCode).toBe(200);
    expect((await signIn(meant, 'another-password')).statusCode).toBe(401);
    expect((await signIn(mistyped, 'strangers-password')).statusCode).toBe(401);
  });

  it('of parallel confirmations of one link, one sets the password, and the account has one', async () => {
    const user = await phoneUser();
    const email = newUserInput().email;
    await askToAdd(email, user.cookie);
    const token = tokenIn(await linkTo(email));
    const answers = await Promise.all(['password-one', 'password-two', 'password-three'].map((password) => confirm(token, password)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const credentials = await testApp.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    expect(credentials).toHaveLength(1);
  });

  it('refuses an address another account holds, and leaves the account as it was', async () => {
    const user = await phoneUser();
    const holder = await confirmedEmailUser();
    await askToAdd(holder.email, user.cookie);
    const taken = await confirm(tokenIn(await linkTo(holder.email)), 'mailbox-password');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.reason).toBe('EMAIL_TAKEN');
    expect(await userRow(user.id)).toMatchObject({ email: expect.stringMatching(/@phone\.govi-market\.invalid$/), emailVerified: false });
    expect((await signIn(holder.email, holder.password)).json().user.id).toBe(holder.id);
  });

  it('refuses a token it did not sign, an expired one, one for another account, and one it never sent', async () => {
    const user = await phoneUser();
    const email = newUserInput().email;
    await askToAdd(email, user.cookie);
    const sent = JSON.parse(Buffer.from(tokenIn(await linkTo(email)).split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const claims = { purpose: sent.purpose, email, addTo: user.id, nonce: sent.nonce };
    const { authSecret } = testApp.settings;
    for (const token of [
      await signJWT(claims, 'not-the-secret-of-this-market-at-all', 3600),
      await signJWT(claims, authSecret, -60),
      await signJWT({ ...claims, addTo: crypto.randomUUID() }, authSecret, 3600),
      await signJWT({ ...claims, nonce: crypto.randomUUID() }, authSecret, 3600),
      await signJWT({ ...claims, email: newUserInput().email, nonce: undefined }, authSecret, 3600),
    ]) {
      const refused = await confirm(token, 'mailbox-password');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.reason).toBe('INVALID_TOKEN');
    }
    expect((await userRow(user.id))?.emailVerified).toBe(false);
    // The link itself still works.
    expect((await confirm(await signJWT(claims, authSecret, 3600), 'mailbox-password')).statusCode).toBe(200);
  });

  it('is only for an account without an address, signed in, with an address anyone could own', async () => {
    const emailUser = await confirmedEmailUser();
    const own = await askToAdd(newUserInput().email, emailUser.cookie);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.reason).toBe('EMAIL_ALREADY_SET');
    expect((await askToAdd(newUserInput().email)).statusCode).toBe(401);

    const user = await phoneUser();
    for (const email of ['not an address', 'someone@phone.govi-market.invalid', `${'a'.repeat(250)}@x.lk`, 'a\u0000b@x.lk']) {
      const response = await askToAdd(email, user.cookie);
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.fields).toEqual([expect.objectContaining({ path: 'email' })]);
    }
  });

  it('sends one address at most five links an hour, whichever accounts ask, and says nothing of it', async () => {
    const stranger = newUserInput().email;
    for (let asked = 0; asked < 6; asked += 1) {
      const user = await phoneUser();
      const response = await askToAdd(stranger, user.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sentTo: stranger });
    }
    await smtp.nextMailTo(stranger);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((message) => message.to.includes(stranger))).toHaveLength(5);
  });

  it('sends an account at most three links an hour', async () => {
    const user = await phoneUser();
    for (let sent = 0; sent < 3; sent += 1) expect((await askToAdd(newUserInput().email, user.cookie)).statusCode).toBe(200);
    const fourth = await askToAdd(newUserInput().email, user.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });
});

describe('without mail set up', () => {
  it('says adding an address needs e-mail', async () => {
    const sms = await startSmsReceiver();
    const testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
    try {
      const user = await createPhoneUser(testApp.app, sms, { firstName: 'Nimali', lastName: 'Perera' });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/account/email',
        headers: { origin: testOrigin, cookie: user.cookie },
        payload: { email: newUserInput().email },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('mail_not_configured');
    } finally {
      await testApp.close();
      await sms.close();
    }
  });
});
