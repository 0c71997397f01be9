import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, newUserInput } from '@tests/factories/users';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Govi Market <no-reply@govi.test>' },
    rateLimits: { auth: { confirmationMailPerAccount: { limit: 3, windowSeconds: 3600 } } },
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

describe('with mail configured', () => {
  it('sign-up sends a confirmation link and returns no session; the link confirms and signs in', async () => {
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
    expect(mail.text).toContain('Hello Sunil');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/api/auth/verify-email');

    const verify = await testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/browse');
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieFrom(verify.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ email: input.email, emailVerified: true });
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
    expect(latest?.text).toContain('/api/auth/verify-email?token=');
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
    const confirmation = await smtp.nextMailTo(input.email);
    const confirmLink = linkIn(confirmation.text);
    const verified = await testApp.app.inject({ method: 'GET', url: confirmLink.pathname + confirmLink.search });
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
