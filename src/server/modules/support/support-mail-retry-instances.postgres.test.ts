import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { supportMessages } from '@server/db/schema/support';
import { jobNames } from '@server/market-jobs';
import { createSmtpMailer, type Mailer } from '@server/mail/mailer';
import { claimDueSupportMessage } from './support.repository';
import { mailAttemptLeaseMs, mailRetryDelaysMs } from './support.service';

/**
 * A real SMTP mailer that counts what it sent and, once armed, holds its first send until the other instance's
 * mailer reaches its own: both instances are then mid-send at the same moment, each holding a message it claimed.
 */
function meetingMailer(smtpUrl: string) {
  const inner = createSmtpMailer(smtpUrl, 'Govi Market <no-reply@govi.test>');
  let meet: (() => Promise<void>) | undefined;
  let sent = 0;
  const mailer: Mailer = {
    async send(message) {
      const meeting = meet;
      meet = undefined;
      await meeting?.();
      await inner.send(message);
      sent += 1;
    },
    close: () => inner.close(),
  };
  return {
    mailer,
    arm(meeting: () => Promise<void>) {
      meet = meeting;
    },
    get sent() {
      return sent;
    },
  };
}

function meetingOfTwo() {
  let arriveA!: () => void;
  let arriveB!: () => void;
  const a = new Promise<void>((resolve) => (arriveA = resolve));
  const b = new Promise<void>((resolve) => (arriveB = resolve));
  return {
    a: async () => {
      arriveA();
      await b;
    },
    b: async () => {
      arriveB();
      await a;
    },
  };
}

/**
 * Several app instances on one PostgreSQL database run the retry job at once: each message is mailed by exactly
 * one of them. PGlite has one connection, so this runs in the PostgreSQL pass only; support-mail-retry.test.ts
 * covers one instance on both engines.
 */
describe('support mail retries on two instances', () => {
  const messageCount = 20;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let clock = new Date();
  let mailerA: ReturnType<typeof meetingMailer>;
  let mailerB: ReturnType<typeof meetingMailer>;
  let instanceA: TestApp;
  let instanceB: SecondInstance;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailerA = meetingMailer(smtp.url);
    mailerB = meetingMailer(smtp.url);
    instanceA = await createTestApp({
      env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@govi.test' },
      mailer: mailerA.mailer,
      clock: () => clock,
    });
    instanceB = await openSecondInstance(instanceA, 'instance B', { mailer: mailerB.mailer, clock: () => clock });
  });
  afterAll(async () => {
    await instanceB?.close();
    await instanceA?.close();
    await smtp?.close();
  });

  it('mails each message once, whichever instance takes it', async () => {
    smtp.refuse(true);
    const ids: string[] = [];
    for (let index = 0; index < messageCount; index++) {
      const response = await instanceA.app.inject({
        method: 'POST',
        url: '/api/support/messages',
        payload: { name: 'Kamal Perera', email: 'kamal@example.lk', subject: `Late delivery ${index}`, message: 'Not yet.' },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
    expect(takeConsoleErrors()).toHaveLength(messageCount);
    expect(mailerA.sent + mailerB.sent).toBe(0);

    smtp.refuse(false);
    clock = new Date(clock.getTime() + (mailRetryDelaysMs[0] ?? Number.NaN));
    const meeting = meetingOfTwo();
    mailerA.arm(meeting.a);
    mailerB.arm(meeting.b);
    await Promise.all([instanceA.app.jobs.runNow(jobNames.retrySupportMail), instanceB.app.jobs.runNow(jobNames.retrySupportMail)]);

    const mailedIds = smtp.messages.map((mail) => /Message id: (\S+)/.exec(mail.text)?.[1]);
    expect(mailedIds.sort()).toEqual([...ids].sort());
    expect(mailerA.sent).toBeGreaterThan(0);
    expect(mailerB.sent).toBeGreaterThan(0);
    expect(mailerA.sent + mailerB.sent).toBe(messageCount);
    expect(await instanceA.database.db.select().from(supportMessages).where(isNull(supportMessages.mailedAt))).toEqual([]);
  });

  it('skips a message another instance is claiming, neither waiting for it nor taking it too', async () => {
    const due = { name: 'Kamal Perera', email: 'kamal@example.lk', message: 'Not yet.', language: 'en', mailAttempts: 1 };
    await instanceA.database.db.insert(supportMessages).values([
      { ...due, subject: 'Claimed by A', nextMailAttemptAt: new Date(clock.getTime() - 2000) },
      { ...due, subject: 'Left for B', nextMailAttemptAt: new Date(clock.getTime() - 1000) },
    ]);
    const leaseUntil = new Date(clock.getTime() + mailAttemptLeaseMs);
    // A's claim is held uncommitted while B claims on its own connection: had B's claim waited for A's row, this
    // would never end; had it taken that row too, B would have claimed it as well.
    await instanceA.database.db.transaction(async (tx) => {
      const byA = await claimDueSupportMessage(tx, clock, leaseUntil);
      expect(byA?.subject).toBe('Claimed by A');
      const byB = await claimDueSupportMessage(instanceB.database.db, clock, leaseUntil);
      expect(byB?.subject).toBe('Left for B');
      expect(await claimDueSupportMessage(instanceB.database.db, clock, leaseUntil)).toBeUndefined();
    });
    expect(await claimDueSupportMessage(instanceB.database.db, clock, leaseUntil)).toBeUndefined();
  });
});
