import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportThread } from '@domain/support/support-inbox.schema';
import { makeOperator } from '@tests/factories/operators';
import { createPhoneUser } from '@tests/factories/phone-accounts';
import { createConfirmedUser, type TestUser } from '@tests/factories/users';
import { startSmsReceiver } from '@tests/setup/sms-receiver';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// An account made by phone has no address of its own: the operator's answer goes to its confirmed number by SMS.
let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
let operator: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  sms = await startSmsReceiver();
  testApp = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@govi.test', SMS_WEBHOOK_URL: sms.url } });
  operator = await createConfirmedUser(testApp.app, testApp.database.db, { firstName: 'Anoma', lastName: 'Silva' });
  await makeOperator(testApp.database.db, operator);
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
  await sms?.close();
});

async function writeToSupport(from: TestUser, email: string) {
  const sent = await testApp.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers: { origin: testOrigin, cookie: from.cookie },
    payload: { name: 'Saman Kumara', email, subject: 'Where is my order', message: 'My order of rice has not come.' },
  });
  expect(sent.statusCode).toBe(201);
  return sent.json<{ id: string }>().id;
}

async function answer(id: string, text: string) {
  const answered = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/support/${id}/answers`,
    headers: { origin: testOrigin, cookie: operator.cookie },
    payload: { text },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json<SupportThread>();
}

describe('answering a message from an account made by phone', () => {
  it('sends the answer by SMS in the sender’s language to the confirmed number, and says so in the thread', async () => {
    const farmer = await createPhoneUser(testApp.app, sms, { firstName: 'Saman', lastName: 'Kumara', language: 'si' });
    const id = await writeToSupport(farmer, 'saman.typed@example.lk');
    const thread = await answer(id, 'ඔබේ ඇණවුම හෙට ලැබේ.');
    expect(thread.answers).toEqual([expect.objectContaining({ text: 'ඔබේ ඇණවුම හෙට ලැබේ.', mail: 'texted' })]);
    expect((await sms.next(farmer.phoneNumber)).text).toBe('Govi Market සහාය: ඔබේ ඇණවුම හෙට ලැබේ.');
  });

  it('mails an account with an address of its own as before', async () => {
    const buyer = await createConfirmedUser(testApp.app, testApp.database.db, { firstName: 'Kamal', lastName: 'Perera' });
    const id = await writeToSupport(buyer, 'kamal@example.lk');
    const thread = await answer(id, 'It left Kandy this morning.');
    expect(thread.answers).toEqual([expect.objectContaining({ mail: 'mailed' })]);
    expect((await smtp.nextMailTo('kamal@example.lk')).text).toContain('It left Kandy this morning.');
  });
});
