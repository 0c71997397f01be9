import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '@server/db/schema/sms';
import { jobNames } from '@server/market-jobs';
import { newMobileNumber } from '@tests/factories/phone-numbers';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { startSmsReceiver, type SmsReceiver } from '@tests/setup/sms-receiver';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { smsRetryDelaysMs } from './sms.service';

/**
 * Two app instances on one PostgreSQL database send the stored messages at once: each reaches the gateway exactly
 * once. PGlite has one connection, so this runs in the PostgreSQL pass only; sms-outbox.test.ts covers one instance
 * on both engines.
 */
describe('the SMS outbox on two instances', () => {
  const messageCount = 40;
  let sms: SmsReceiver;
  let clock = new Date();
  let instanceA: TestApp;
  let instanceB: SecondInstance;

  beforeAll(async () => {
    sms = await startSmsReceiver();
    instanceA = await createTestApp({ env: { SMS_WEBHOOK_URL: sms.url }, clock: () => clock });
    const generous = { limit: 10_000, windowSeconds: 60 };
    instanceB = await openSecondInstance(instanceA, 'instance B', {
      clock: () => clock,
      jobTimers: { every: () => () => {} },
      rateLimits: {
        phoneCodes: {
          codesPerIp: generous,
          codesPerIpDay: generous,
          codesPerNumberMinute: generous,
          codesPerNumberHour: generous,
          codesPerNumberDay: generous,
        },
      },
    });
  });
  afterAll(async () => {
    await instanceB?.close();
    await instanceA?.close();
    await sms?.close();
  });

  it('sends each message once, whichever instance takes it', async () => {
    sms.answerWith(500);
    const numbers = Array.from({ length: messageCount }, () => newMobileNumber());
    await Promise.all(
      numbers.map(async (number, index) => {
        const instance = index % 2 === 0 ? instanceA.app : instanceB.app;
        const response = await instance.inject({
          method: 'POST',
          url: '/api/auth/phone/send-code',
          headers: { origin: testOrigin },
          payload: { phoneNumber: number.written },
        });
        expect(response.statusCode).toBe(200);
      }),
    );
    // The first attempts found the gateway down: some messages wait for their retry, the rest (stored after an
    // instance's attempt failed) are due now. Once no attempt is in flight and the gateway is back, both instances
    // send at once.
    const settleBy = Date.now() + 10_000;
    for (;;) {
      const rows = await instanceA.database.db.select().from(smsMessages);
      if (rows.every((row) => row.attempts === 0 || row.lastError !== null)) break;
      if (Date.now() > settleBy) throw new Error('attempts still in flight after 10 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    sms.answerWith(200);
    clock = new Date(clock.getTime() + smsRetryDelaysMs[0]! + 1000);
    await Promise.all([instanceA.app.jobs.runNow(jobNames.sendSms), instanceB.app.jobs.runNow(jobNames.sendSms)]);
    const sentTo = sms.received.map((message) => message.to).sort();
    expect(sentTo).toEqual(numbers.map((number) => number.e164).sort());
    expect(await instanceA.database.db.select().from(smsMessages).where(isNull(smsMessages.sentAt))).toEqual([]);
  });
});
