import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories/users';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { supportMessages } from '@server/db/schema/support';

const valid = { name: 'Kamal Perera', email: 'kamal@example.lk', subject: 'Late delivery', message: 'My order has not come.' };

describe('support messages without mail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const stored = () => testApp.database.db.select().from(supportMessages);

  it('stores a valid message', async () => {
    const before = (await stored()).length;
    const response = await send(valid, { cookie: 'lang=si', origin: testOrigin });
    expect(response.statusCode).toBe(201);
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((row) => row.id === response.json().id)).toMatchObject({
      ...valid,
      userId: null,
      language: 'si',
      mailedAt: null,
    });
  });

  it('records the signed-in sender', async () => {
    const user = await createUser(testApp.app);
    const response = await send(valid, { cookie: user.cookie, origin: testOrigin });
    expect(response.statusCode).toBe(201);
    const row = (await stored()).find((message) => message.id === response.json().id);
    expect(row?.userId).toBe(user.id);
  });

  it.each([
    ['a missing field', { ...valid, subject: undefined }, 'subject'],
    ['a blank field', { ...valid, name: '   ' }, 'name'],
    ['a wrong type', { ...valid, message: 42 }, 'message'],
    ['a bad e-mail', { ...valid, email: 'kamal' }, 'email'],
    ['an over-long message', { ...valid, message: 'x'.repeat(5001) }, 'message'],
    ['an unknown field', { ...valid, admin: true }, 'admin'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, payload, field) => {
    const before = (await stored()).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields.map((item: { path: string }) => item.path)).toContain(field);
    expect(await stored()).toHaveLength(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await send('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an oversized body with 400 and stores nothing', async () => {
    const before = (await stored()).length;
    const response = await send({ ...valid, message: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('body_too_large');
    expect(await stored()).toHaveLength(before);
  });

  it('keeps markup as text', async () => {
    const response = await send({ ...valid, subject: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(201);
    const row = (await stored()).find((message) => message.id === response.json().id);
    expect(row?.subject).toBe('<script>alert(1)</script>');
  });
});

describe('support messages with mail', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@govi.test' } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('mails the message to the support inbox, replying to the sender, and marks it mailed', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/support/messages', payload: valid });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.nextMailTo('help@govi.test');
    expect(mail.subject).toBe('[Support] Late delivery');
    expect(mail.text).toContain('My order has not come.');
    expect(mail.raw).toMatch(/^Reply-To: kamal@example\.lk/im);
    const [row] = await testApp.database.db.select().from(supportMessages);
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });
});

describe('support messages when the mail server is down', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused at once.
    testApp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps the message, answers 201 and logs the failure', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/support/messages', payload: valid });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(supportMessages);
    expect(row).toMatchObject({ subject: 'Late delivery', mailedAt: null });
    expect(takeConsoleErrors().join('\n')).toContain('support message stored but not mailed');
  });
});

describe('support rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimits: { support: { limit: 2, windowSeconds: 600 } } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a third message from one IP within the window, saying when the window ends', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      answers.push(await testApp.app.inject({ method: 'POST', url: '/api/support/messages', payload: valid }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    // The window began with the first message, moments ago: most of its 600 s are left.
    const retryAfter = Number(answers[2]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });
});
