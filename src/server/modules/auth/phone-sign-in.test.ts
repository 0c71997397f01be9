import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSuspensions, phoneCodes, users } from '@server/db/schema/auth';
import { newMobileNumber } from '@tests/factories/phone-numbers';
import { cookieFrom, createUser, newUserInput } from '@tests/factories/users';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { codeIn, startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

describe('signing in with a phone number', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, ...(cookie && { cookie }) }, payload });
  const sendCode = (phoneNumber: string, extra: Record<string, unknown> = {}) =>
    post('/api/auth/phone/send-code', { phoneNumber, ...extra });
  const verify = (payload: Record<string, unknown>) => post('/api/auth/phone/verify', payload);

  /** Asks for a code and reads it from the text message. */
  async function codeFor(number: { written: string; e164: string }, extra: Record<string, unknown> = {}) {
    const response = await sendCode(number.written, extra);
    expect(response.statusCode, response.body).toBe(200);
    return codeIn(await sms.next(number.e164));
  }

  async function signUp(number = newMobileNumber()) {
    const code = await codeFor(number);
    const response = await verify({ phoneNumber: number.written, code, firstName: 'Sunil', lastName: 'Bandara' });
    expect(response.statusCode, response.body).toBe(200);
    return { number, cookie: cookieFrom(response.headers['set-cookie']), userId: response.json<{ user: { id: string } }>().user.id };
  }

  it('sends a six-digit code in the reader language, with the line that lets Android fill it in', async () => {
    const number = newMobileNumber();
    const response = await sendCode(number.written, { language: 'si' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const message = await sms.next(number.e164);
    expect(message.text).toMatch(/^ඔබගේ Govi Market කේතය \d{6}\./);
    expect(message.text.endsWith(`\n@localhost:3000 #${codeIn(message)}`)).toBe(true);
  });

  it('takes the number however it is written, and keeps it in E.164', async () => {
    for (const write of [(n: string) => n, (n: string) => n.replaceAll(' ', ''), (n: string) => `+94 ${n.slice(1)}`]) {
      const number = newMobileNumber();
      const code = await codeFor({ ...number, written: write(number.written) });
      expect(code).toMatch(/^\d{6}$/);
    }
  });

  it('refuses what is not a Sri Lankan mobile number, naming the field', async () => {
    for (const phoneNumber of ['011 234 5678', 'seven seven', '07712345678901234567', '077 123\u00004567', '+1 202 555 0100', '']) {
      const response = await sendCode(phoneNumber);
      expect(response.statusCode, phoneNumber).toBe(400);
      expect(response.json().error.fields).toEqual([expect.objectContaining({ path: 'phoneNumber' })]);
    }
    expect(sms.received).toEqual([]);
  });

  it('answers a number with an account exactly as one without', async () => {
    const { number } = await signUp();
    const stranger = newMobileNumber();
    const known = await sendCode(number.written);
    const unknown = await sendCode(stranger.written);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    await sms.next(number.e164);
    await sms.next(stranger.e164);
  });

  it('makes a new account once the right code and a name are given, with no e-mail address', async () => {
    const number = newMobileNumber();
    const code = await codeFor(number);
    // The right code for a new number: the name is asked for, and the code stays good for it.
    const first = await verify({ phoneNumber: number.written, code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'name-needed' });
    expect(first.headers['set-cookie']).toBeUndefined();
    const second = await verify({ phoneNumber: number.written, code, firstName: ' Nimali ', lastName: 'Perera', language: 'ta' });
    expect(second.statusCode, second.body).toBe(200);
    const cookie = cookieFrom(second.headers['set-cookie']);
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ phoneNumber: number.e164, phoneNumberVerified: true, firstName: 'Nimali', language: 'ta' });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.phoneNumber, number.e164));
    expect(row).toMatchObject({ name: 'Nimali Perera', emailVerified: false });
    // The stand-in address is never shown: the seller area and the app read `email` as none.
    const onboarding = await testApp.app.inject({ method: 'GET', url: '/api/onboarding', headers: { cookie } });
    expect(onboarding.statusCode).toBe(200);
  });

  it('refuses a suspended account with the reason, and opens no session', async () => {
    const { number, userId } = await signUp();
    await testApp.database.db
      .insert(accountSuspensions)
      .values({ userId, reason: 'fake_reviews', note: 'Ratings from one family', suspendedBy: 'an-operator', endsAt: null });
    const code = await codeFor(number);
    const refused = await verify({ phoneNumber: number.written, code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      reason: 'ACCOUNT_SUSPENDED',
      params: { reason: 'fake_reviews', until: '', note: 'Ratings from one family' },
    });
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('session_token=')]));
  });

  it('signs an existing account in again with a new code, to the same account', async () => {
    const { number, userId } = await signUp();
    const code = await codeFor(number);
    const response = await verify({ phoneNumber: number.e164, code });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
    expect(cookieFrom(response.headers['set-cookie'])).toContain('session_token');
  });

  it('says how many tries are left after a wrong code, and after five wants a new code even for the right one', async () => {
    const number = newMobileNumber();
    const code = await codeFor(number);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let triesLeft = 4; triesLeft >= 1; triesLeft -= 1) {
      const response = await verify({ phoneNumber: number.written, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ reason: 'PHONE_CODE_WRONG', params: { triesLeft } });
    }
    const fifth = await verify({ phoneNumber: number.written, code: wrong });
    expect(fifth.json().error.reason).toBe('PHONE_CODE_TOO_MANY_TRIES');
    const right = await verify({ phoneNumber: number.written, code, firstName: 'A', lastName: 'B' });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.reason).toBe('PHONE_CODE_TOO_MANY_TRIES');
  });

  it('refuses an expired code, a used code, a code of another number, and a code never sent', async () => {
    const { number } = await signUp();
    // Used: the sign-up above used it up.
    const expiredNumber = newMobileNumber();
    const expiredCode = await codeFor(expiredNumber);
    await testApp.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phoneNumber, expiredNumber.e164));
    const expired = await verify({ phoneNumber: expiredNumber.written, code: expiredCode });
    expect(expired.json().error.reason).toBe('PHONE_CODE_EXPIRED');

    const code = await codeFor(number);
    expect((await verify({ phoneNumber: number.written, code })).statusCode).toBe(200);
    const reused = await verify({ phoneNumber: number.written, code });
    expect(reused.json().error.reason).toBe('PHONE_CODE_USED');

    const other = newMobileNumber();
    const otherCode = await codeFor(other);
    const crossed = await verify({ phoneNumber: newMobileNumber().written, code: otherCode });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.reason).toBe('PHONE_CODE_NONE');

    for (const code of ['12345', '1234567', 'abcdef', '12 34 56x']) {
      const response = await verify({ phoneNumber: other.written, code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual([expect.objectContaining({ path: 'code' })]);
    }
  });

  it('tells a stranger guessing at a number nothing of who signed in with it', async () => {
    const { number } = await signUp();
    // The sign-up used its code: to a wrong guess, that is the same as a number nobody ever asked a code for.
    const guess = await verify({ phoneNumber: number.written, code: '000000' });
    const never = await verify({ phoneNumber: newMobileNumber().written, code: '000000' });
    expect(guess.statusCode).toBe(400);
    expect(guess.body).toBe(never.body);
    expect(guess.json().error.reason).toBe('PHONE_CODE_NONE');
  });

  it('lets a number an account has moved away from make an account of its own', async () => {
    const first = await signUp();
    const moved = newMobileNumber();
    const sent = await post('/api/auth/phone/add/send-code', { phoneNumber: moved.written }, first.cookie);
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await sms.next(moved.e164));
    expect((await post('/api/auth/phone/add/verify', { phoneNumber: moved.written, code }, first.cookie)).statusCode).toBe(200);
    await sms.next(first.number.e164);
    const again = await signUp(first.number);
    expect(again.userId).not.toBe(first.userId);
  });

  it('lets exactly one of parallel sign-ins with one code in', async () => {
    const { number } = await signUp();
    const code = await codeFor(number);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify({ phoneNumber: number.written, code })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((answer) => answer.statusCode === 400)) {
      expect(answer.json().error.reason).toBe('PHONE_CODE_USED');
    }
  });

  it('keeps a stand-in address of a phone account from being typed at sign-up or reset', async () => {
    const { number } = await signUp();
    const [account] = await testApp.database.db.select().from(users).where(eq(users.phoneNumber, number.e164));
    const standIn = account!.email;
    expect(standIn).toMatch(/^phone-[\w-]+@phone\.govi-market\.invalid$/);
    const response = await post('/api/auth/sign-up/email', { firstName: 'A', lastName: 'B', email: standIn, password: 'secret1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([expect.objectContaining({ path: 'email' })]);
  });
});

describe('adding a phone number to an account', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, ...(cookie && { cookie }) }, payload });

  async function addNumber(cookie: string, number: { written: string; e164: string }) {
    const sent = await post('/api/auth/phone/add/send-code', { phoneNumber: number.written }, cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = codeIn(await sms.next(number.e164));
    return post('/api/auth/phone/add/verify', { phoneNumber: number.written, code }, cookie);
  }

  it('lets an e-mail account add a number, then sign in with it to the same account', async () => {
    const user = await createUser(testApp.app);
    const number = newMobileNumber();
    const added = await addNumber(user.cookie, number);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ phoneNumber: number.e164 });
    await post('/api/auth/phone/send-code', { phoneNumber: number.written });
    const code = codeIn(await sms.next(number.e164));
    const signIn = await post('/api/auth/phone/verify', { phoneNumber: number.written, code });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.id).toBe(user.id);
  });

  it('tells the old number when the number is changed', async () => {
    const user = await createUser(testApp.app);
    const first = newMobileNumber();
    const second = newMobileNumber();
    expect((await addNumber(user.cookie, first)).statusCode).toBe(200);
    expect((await addNumber(user.cookie, second)).statusCode).toBe(200);
    const notice = await sms.next(first.e164);
    expect(notice.text).toContain(`077 *** ${second.written.slice(-4)}`);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: second.e164, phoneNumberVerified: true });
  });

  it('refuses a number another account holds, and a code another account asked for', async () => {
    const holder = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const number = newMobileNumber();
    expect((await addNumber(holder.cookie, number)).statusCode).toBe(200);
    const taken = await addNumber(other.cookie, number);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.reason).toBe('PHONE_NUMBER_TAKEN');

    const free = newMobileNumber();
    await post('/api/auth/phone/add/send-code', { phoneNumber: free.written }, holder.cookie);
    const code = codeIn(await sms.next(free.e164));
    const crossed = await post('/api/auth/phone/add/verify', { phoneNumber: free.written, code }, other.cookie);
    expect(crossed.json().error.reason).toBe('PHONE_CODE_NONE');
  });

  it('needs a session', async () => {
    const number = newMobileNumber();
    expect((await post('/api/auth/phone/add/send-code', { phoneNumber: number.written })).statusCode).toBe(401);
    expect((await post('/api/auth/phone/add/verify', { phoneNumber: number.written, code: '123456' })).statusCode).toBe(401);
  });
});

describe('phone sign-in without a way to send text messages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('is refused with the reason, for the page to say why', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/phone/send-code',
      headers: { origin: testOrigin },
      payload: { phoneNumber: '077 123 4567' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('sms_not_configured');
  });
});

describe('the limits on phone codes', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    testApp = await createTestApp({
      env: { SMS_WEBHOOK_URL: sms.url },
      rateLimits: {
        phoneCodes: {
          codesPerIp: { limit: 4, windowSeconds: 3600 },
          codesPerNumberMinute: { limit: 1, windowSeconds: 60 },
          codesPerNumberHour: { limit: 2, windowSeconds: 3600 },
        },
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
  });

  const ask = (phoneNumber: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/phone/send-code',
      headers: { origin: testOrigin },
      payload: { phoneNumber },
      remoteAddress,
    });

  it('sends one number a new code at most once a minute, saying when the next may be asked for', async () => {
    const number = newMobileNumber();
    expect((await ask(number.written, '203.0.113.1')).statusCode).toBe(200);
    // From another address too: the limit is the number's.
    const again = await ask(number.written, '203.0.113.2');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    await sms.next(number.e164);
    expect(sms.received).toEqual([]);
  });

  it('lets the holder who has just used a code ask for another at once (signing in on a second phone)', async () => {
    const number = newMobileNumber();
    expect((await ask(number.written, '203.0.113.20')).statusCode).toBe(200);
    const code = codeIn(await sms.next(number.e164));
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { origin: testOrigin },
      payload: { phoneNumber: number.written, code, firstName: 'Saman', lastName: 'Kumara' },
      remoteAddress: '203.0.113.20',
    });
    expect(verified.statusCode).toBe(200);
    expect((await ask(number.written, '203.0.113.21')).statusCode).toBe(200);
    await sms.next(number.e164);
  });

  it('stops a flood across many numbers from one address', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push((await ask(newMobileNumber().written, '203.0.113.9')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address is not held back by that one.
    expect((await ask(newMobileNumber().written, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('adding a number to an account with a confirmed address, with mail', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, headers: { origin: testOrigin, ...(cookie && { cookie }) }, payload });

  it('tells the address by mail, so a session taken by someone else cannot add their number unseen', async () => {
    const input = newUserInput();
    expect((await post('/api/auth/sign-up/email', input)).statusCode).toBe(200);
    await smtp.nextMailTo(input.email);
    await testApp.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, input.email));
    const signedIn = await post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn.headers['set-cookie']);

    const number = newMobileNumber();
    expect((await post('/api/auth/phone/add/send-code', { phoneNumber: number.written }, cookie)).statusCode).toBe(200);
    const code = codeIn(await sms.next(number.e164));
    expect((await post('/api/auth/phone/add/verify', { phoneNumber: number.written, code }, cookie)).statusCode).toBe(200);
    // Sent after the answer, as the request does not wait for the mail server.
    const mail = await vi.waitFor(() => {
      const found = smtp.messages.find((message) => message.to.includes(input.email) && message.subject.includes('mobile number'));
      if (!found) throw new Error('no mail about the number yet');
      return found;
    });
    expect(mail.subject).toBe('A mobile number was added to your Govi Market account');
    expect(mail.text).toContain(`077 *** ${number.written.slice(-4)}`);
    expect(mail.text).not.toContain(number.written);
  });
});
