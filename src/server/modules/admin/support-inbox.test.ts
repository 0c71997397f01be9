import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@domain/admin/audit.schema';
import type { SupportInbox, SupportThread } from '@domain/support/support-inbox.schema';
import { makeOperator } from '@tests/factories/operators';
import { createConfirmedUser, type TestUser } from '@tests/factories/users';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// The console's support inbox, with mail on (a local SMTP server takes what the market sends).
let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let operator: TestUser;
let colleague: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  testApp = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@govi.test' } });
  const { db } = testApp.database;
  operator = await createConfirmedUser(testApp.app, db, { firstName: 'Anoma', lastName: 'Silva' });
  colleague = await createConfirmedUser(testApp.app, db, { firstName: 'Ravi', lastName: 'Kumar' });
  buyer = await createConfirmedUser(testApp.app, db, { firstName: 'Kamal', lastName: 'Perera' });
  await makeOperator(testApp.database.db, operator);
  await makeOperator(testApp.database.db, colleague);
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const as = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) }, ...(payload && { payload }) });

async function writeToSupport(subject: string, language = 'en', from: TestUser | null = buyer) {
  const sent = await testApp.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers: { origin: testOrigin, cookie: [`lang=${language}`, from?.cookie].filter(Boolean).join('; ') },
    payload: { name: 'Kamal Perera', email: 'kamal@example.lk', subject, message: 'My order of beans has not come.' },
  });
  expect(sent.statusCode).toBe(201);
  return sent.json<{ id: string }>().id;
}

describe('the support inbox', () => {
  it('lists every message newest first with its sender, state and mail, searched and filtered', async () => {
    const first = await writeToSupport('Late delivery');
    const second = await writeToSupport('Wrong price shown', 'si', null);
    const inbox = (await as(operator, 'GET', '/api/admin/support')).json<SupportInbox>();
    expect(inbox.messages.slice(0, 2).map((message) => message.id)).toEqual([second, first]);
    expect(inbox.messages[1]).toMatchObject({
      name: 'Kamal Perera',
      email: 'kamal@example.lk',
      state: 'new',
      signedIn: true,
      assignedTo: null,
      mail: 'mailed',
      answers: 0,
    });
    expect(inbox.messages[0]).toMatchObject({ signedIn: false });
    const found = async (query: string) =>
      (await as(operator, 'GET', `/api/admin/support?${query}`)).json<SupportInbox>().messages.map((message) => message.id);
    expect(await found('q=wrong%20PRICE')).toEqual([second]);
    expect(await found('q=late%20deliv')).toEqual([first]);
    // LIKE's own wildcards are taken as typed.
    expect(await found('q=%25')).toEqual([]);
    expect(await found('q=_')).toEqual([]);
  });

  it('shows a message the mail server has not taken yet as waiting for another try', async () => {
    smtp.refuse(true);
    try {
      const id = await writeToSupport('Mail was down');
      const thread = (await as(operator, 'GET', `/api/admin/support/${id}`)).json<SupportThread>();
      expect(thread.message.mail).toBe('waiting');
    } finally {
      smtp.refuse(false);
    }
    // The failed attempt is logged as the error it is.
    expect(takeConsoleErrors().join('\n')).toContain('support message stored but not mailed');
  });

  it('takes a message on, answers it by mail in the language it was written in, keeps the answer, closes it, and logs each', async () => {
    // Written in Sinhala by someone not signed in: the answer goes in Sinhala.
    const id = await writeToSupport('Where is my order?', 'si', null);
    const assigned = (await as(operator, 'POST', `/api/admin/support/${id}/assign`)).json<SupportThread>();
    expect(assigned.message.assignedTo).toEqual({ id: operator.id, name: 'Anoma Silva' });
    expect((await as(operator, 'GET', '/api/admin/support?mine=1')).json<SupportInbox>().messages.map((message) => message.id)).toEqual([
      id,
    ]);
    expect((await as(colleague, 'GET', '/api/admin/support?mine=1')).json<SupportInbox>().messages).toEqual([]);

    const answered = await as(operator, 'POST', `/api/admin/support/${id}/answers`, { text: 'It left Kandy this morning.' });
    expect(answered.statusCode).toBe(200);
    const thread = answered.json<SupportThread>();
    expect(thread.message.state).toBe('answered');
    expect(thread.answers).toEqual([
      expect.objectContaining({ operatorName: 'Anoma Silva', text: 'It left Kandy this morning.', mail: 'mailed' }),
    ]);
    const mail = await smtp.nextMailTo('kamal@example.lk');
    // Our words and the operator's only: what the sender typed (subject, text) is not sent on to the address they gave.
    expect(mail.subject).toBe('Govi Market සහායෙන් පිළිතුරක්');
    expect(mail.text).toContain('It left Kandy this morning.');
    expect(mail.text).not.toContain('My order of beans has not come.');
    expect(mail.text).not.toContain('Where is my order?');

    // Taking it on again, or closing it twice, changes nothing and logs nothing more.
    expect((await as(operator, 'POST', `/api/admin/support/${id}/assign`)).statusCode).toBe(200);

    const closed = (await as(colleague, 'POST', `/api/admin/support/${id}/close`)).json<SupportThread>();
    expect(closed.message.state).toBe('closed');
    expect((await as(colleague, 'POST', `/api/admin/support/${id}/close`)).statusCode).toBe(200);
    // An answer after closing still reaches the sender; the message stays closed.
    const later = (
      await as(colleague, 'POST', `/api/admin/support/${id}/answers`, { text: 'It has arrived, we hear.' })
    ).json<SupportThread>();
    expect(later.message.state).toBe('closed');
    expect(later.answers.map((answer) => answer.operatorName)).toEqual(['Anoma Silva', 'Ravi Kumar']);

    const audit = (await as(operator, 'GET', `/api/admin/audit?subject=${id}`)).json<AuditPage>();
    expect(audit.entries.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['support.answered', 'Ravi Kumar'],
      ['support.closed', 'Ravi Kumar'],
      ['support.answered', 'Anoma Silva'],
      ['support.assigned', 'Anoma Silva'],
    ]);
    expect(audit.entries[0]?.subjectName).toBe('Where is my order? (Kamal Perera)');
  });

  it('keeps an answer the mail server refuses, and says it was not mailed', async () => {
    const id = await writeToSupport('Refund please');
    smtp.refuse(true);
    try {
      const thread = (await as(operator, 'POST', `/api/admin/support/${id}/answers`, { text: 'We will call you.' })).json<SupportThread>();
      expect(thread.answers).toEqual([expect.objectContaining({ text: 'We will call you.', mail: 'failed' })]);
    } finally {
      smtp.refuse(false);
    }
  });

  it('refuses nobody and non-operators, names the wrong field, and answers 404 for a message that does not exist', async () => {
    const id = await writeToSupport('Private question');
    for (const [method, url] of [
      ['GET', '/api/admin/support'],
      ['GET', `/api/admin/support/${id}`],
      ['POST', `/api/admin/support/${id}/assign`],
      ['POST', `/api/admin/support/${id}/close`],
    ] as const) {
      expect((await as(null, method, url)).statusCode, url).toBe(401);
      expect((await as(buyer, method, url)).statusCode, url).toBe(403);
    }
    expect((await as(buyer, 'POST', `/api/admin/support/${id}/answers`, { text: 'hi' })).statusCode).toBe(403);
    const empty = await as(operator, 'POST', `/api/admin/support/${id}/answers`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('text');
    expect((await as(operator, 'GET', '/api/admin/support?state=lost')).statusCode).toBe(400);
    expect((await as(operator, 'GET', '/api/admin/support/not-a-uuid')).statusCode).toBe(400);
    expect((await as(operator, 'GET', '/api/admin/support/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await as(operator, 'POST', '/api/admin/support/00000000-0000-4000-8000-000000000000/answers', { text: 'hello' })).statusCode,
    ).toBe(404);
    // Nothing of the refused calls reached the message.
    const thread = (await as(operator, 'GET', `/api/admin/support/${id}`)).json<SupportThread>();
    expect(thread.message).toMatchObject({ state: 'new', assignedTo: null });
    expect(thread.answers).toEqual([]);
  });
});
