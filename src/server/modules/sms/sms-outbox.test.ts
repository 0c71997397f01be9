import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneCodes } from '@server/db/schema/auth';
import { smsMessages } from '@server/db/schema/sms';
import { jobNames } from '@server/market-jobs';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { newMobileNumber } from '@tests/factories/phone-numbers';
import { codeIn, startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { smsRetryDelaysMs } from './sms.service';

const second = 1000;

describe('text messages a gateway refused', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;
  let clock = new Date();

  beforeAll(async () => {
    sms = await startSmsReceiver();
    testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url }, clock: () => clock });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
  });

  const moveClock = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const sendDue = () => testApp.app.jobs.runNow(jobNames.sendSms);
  const rowTo = async (number: string) => {
    const [row] = await testApp.database.db.select().from(smsMessages).where(eq(smsMessages.toNumber, number));
    if (!row) throw new Error(`no message to ${number}`);
    return row;
  };
  const askForCode = (phoneNumber: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers: { origin: testOrigin }, payload: { phoneNumber } });

  it('answers the request at once, keeps the message sealed while it waits, and sends it once the gateway is back', async () => {
    sms.answerWith(500);
    const number = newMobileNumber();
    const response = await askForCode(number.written);
    expect(response.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await rowTo(number.e164)).lastError).not.toBeNull());
    const waiting = await rowTo(number.e164);
    expect(waiting).toMatchObject({
      sentAt: null,
      lastError: 'the SMS webhook answered 500',
      nextAttemptAt: new Date(clock.getTime() + smsRetryDelaysMs[0]!),
    });
    expect(waiting.sealedText).toMatch(/^[\w-]{40,}$/);
    expect(waiting.sealedText).not.toContain('Govi');

    // Not due yet: nothing is tried.
    sms.answerWith(200);
    await sendDue();
    expect(sms.received).toEqual([]);
    moveClock(smsRetryDelaysMs[0]! + second);
    await sendDue();
    const message = await sms.next(number.e164, 1000);
    const sent = await rowTo(number.e164);
    expect(sent).toMatchObject({ attempts: 2, sealedText: null, nextAttemptAt: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // The code it carried is only hashed in the database.
    const [code] = await testApp.database.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, number.e164));
    expect(JSON.stringify(code)).not.toContain(codeIn(message));
    await sendDue();
    expect(sms.received).toEqual([]);
  });

  it('gives up on a sign-in code once the code has expired, and erases it', async () => {
    sms.answerWith(500);
    const number = newMobileNumber();
    expect((await askForCode(number.written)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await rowTo(number.e164)).lastError).not.toBeNull());
    moveClock(5 * 60 * second + second);
    sms.answerWith(200);
    await sendDue();
    expect(takeConsoleErrors().join('\n')).toContain('a text message was not sent after 2 attempts; no more are made');
    const row = await rowTo(number.e164);
    expect(row).toMatchObject({ sentAt: null, sealedText: null, nextAttemptAt: null, lastError: 'too late to be of use' });
    expect(row.gaveUpAt).toBeInstanceOf(Date);
    expect(sms.received).toEqual([]);
  });
  it('drops codes a day old and finished messages a month old, keeping the ones still to be tried', async () => {
    sms.answerWith(200);
    const sent = newMobileNumber();
    expect((await askForCode(sent.written)).statusCode).toBe(200);
    await sms.next(sent.e164);
    await vi.waitFor(async () => expect((await rowTo(sent.e164)).sentAt).not.toBeNull());
    sms.answerWith(500);
    const waiting = newMobileNumber();
    expect((await askForCode(waiting.written)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await rowTo(waiting.e164)).lastError).not.toBeNull());

    const codesOf = (number: string) => testApp.database.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, number));
    moveClock(2 * 24 * 60 * 60 * second);
    await testApp.app.jobs.runNow(jobNames.prunePhoneCodesAndTexts);
    expect(await codesOf(sent.e164)).toEqual([]);
    expect((await rowTo(sent.e164)).sentAt).not.toBeNull();
    moveClock(30 * 24 * 60 * 60 * second);
    await testApp.app.jobs.runNow(jobNames.prunePhoneCodesAndTexts);
    expect(await testApp.database.db.select().from(smsMessages).where(eq(smsMessages.toNumber, sent.e164))).toEqual([]);
    // Still due for an attempt (its lease or its retry), so it stays until it is sent or given up on.
    expect((await rowTo(waiting.e164)).nextAttemptAt).not.toBeNull();
    sms.answerWith(200);
  });
});

describe('the daily limits on text messages', () => {
  let testApp: TestApp;
  let sms: SmsReceiver;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    testApp = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url, SMS_DAILY_LIMIT: '2' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await sms?.close();
  });

  it('sends no more once the market has sent its messages for the day, and says so', async () => {
    const ask = (phoneNumber: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers: { origin: testOrigin }, payload: { phoneNumber } });
    const [first, second, third] = [newMobileNumber(), newMobileNumber(), newMobileNumber()];
    expect((await ask(first!.written)).statusCode).toBe(200);
    expect((await ask(second!.written)).statusCode).toBe(200);
    const refused = await ask(third!.written);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.reason).toBe('SMS_DAILY_LIMIT');
    const firstCode = codeIn(await sms.next(first!.e164));
    await sms.next(second!.e164);
    expect(await testApp.database.db.select().from(smsMessages).where(eq(smsMessages.toNumber, third!.e164))).toEqual([]);
    // Asking again for the first number is refused too, and leaves the code it was sent good.
    expect((await ask(first!.written)).statusCode).toBe(503);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { origin: testOrigin },
      payload: { phoneNumber: first!.written, code: firstCode, firstName: 'Asha', lastName: 'Perera' },
    });
    expect(verified.statusCode).toBe(200);
  });
});
