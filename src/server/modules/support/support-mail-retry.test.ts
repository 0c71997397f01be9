import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { supportMessages } from '@server/db/schema/support';
import { jobNames } from '@server/market-jobs';
import type { Mailer } from '@server/mail/mailer';
import { claimDueSupportMessage } from './support.repository';
import { mailAttemptLeaseMs, mailRetryDelaysMs, maxMailAttempts } from './support.service';

const minute = 60_000;
let subjects = 0;

function supportMessage() {
  subjects += 1;
  return { name: 'Kamal Perera', email: 'kamal@example.lk', subject: `Late delivery ${subjects}`, message: 'My order has not come.' };
}

describe('support messages the mail server refused', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let clock = new Date();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@govi.test' }, clock: () => clock });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const moveClock = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const runRetries = () => testApp.app.jobs.runNow(jobNames.retrySupportMail);
  const mailsAbout = (subject: string) => smtp.messages.filter((mail) => mail.subject === `[Support] ${subject}`);
  async function rowOf(id: string) {
    const [row] = await testApp.database.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    if (!row) throw new Error(`no support message ${id}`);
    return row;
  }

  /** Sends a message while the mail server refuses it: it is stored, its first attempt counted and failed. */
  async function sendRefused() {
    smtp.refuse(true);
    const input = supportMessage();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/support/messages', payload: input });
    expect(response.statusCode).toBe(201);
    expect(takeConsoleErrors().join('\n')).toContain('support message stored but not mailed; it will be retried');
    return { id: response.json<{ id: string }>().id, subject: input.subject };
  }

  it('mails the message exactly once when the mail server is back, after the first delay', async () => {
    const refusedBefore = smtp.refusedCount;
    const { id, subject } = await sendRefused();
    expect(smtp.refusedCount).toBe(refusedBefore + 1);
    expect(await rowOf(id)).toMatchObject({ mailedAt: null, mailAttempts: 1, nextMailAttemptAt: new Date(clock.getTime() + 5 * minute) });

    smtp.refuse(false);
    moveClock(5 * minute - 1000);
    await runRetries();
    expect(mailsAbout(subject)).toHaveLength(0);
    expect((await rowOf(id)).mailAttempts).toBe(1);

    moveClock(1000);
    await runRetries();
    expect(mailsAbout(subject)).toHaveLength(1);
    expect(mailsAbout(subject)[0]?.text).toContain(`Message id: ${id}`);
    expect(await rowOf(id)).toMatchObject({ mailedAt: clock, mailAttempts: 2, nextMailAttemptAt: null });

    moveClock(3 * 24 * 60 * minute);
    await runRetries();
    await runRetries();
    expect(mailsAbout(subject)).toHaveLength(1);
  });

  it('gives up after the last attempt, keeps the message stored and logs it', async () => {
    const refusedBefore = smtp.refusedCount;
    const { id, subject } = await sendRefused();
    for (let attempt = 2; attempt <= maxMailAttempts; attempt++) {
      moveClock(mailRetryDelaysMs[attempt - 2] ?? Number.NaN);
      await runRetries();
      expect((await rowOf(id)).mailAttempts).toBe(attempt);
    }
    expect(maxMailAttempts).toBe(8);
    expect(smtp.refusedCount).toBe(refusedBefore + maxMailAttempts);
    expect(takeConsoleErrors().join('\n')).toContain('support message not mailed after 8 attempts; no more are made (it stays stored)');
    expect(await rowOf(id)).toMatchObject({ subject, mailedAt: null, mailAttempts: 8, nextMailAttemptAt: null });

    smtp.refuse(false);
    moveClock(30 * 24 * 60 * minute);
    await runRetries();
    expect(mailsAbout(subject)).toHaveLength(0);
    expect(smtp.refusedCount).toBe(refusedBefore + maxMailAttempts);
    expect((await rowOf(id)).mailAttempts).toBe(8);
  });

  it('ends a run at its first failure, leaving the other due messages their attempts', async () => {
    const first = await sendRefused();
    const second = await sendRefused();
    moveClock(5 * minute);
    await runRetries();
    const attempts = [(await rowOf(first.id)).mailAttempts, (await rowOf(second.id)).mailAttempts].sort();
    expect(attempts).toEqual([1, 2]);

    smtp.refuse(false);
    await runRetries();
    expect(mailsAbout(first.subject).length + mailsAbout(second.subject).length).toBe(1);
    // The one that failed its second attempt waits the second delay.
    moveClock(mailRetryDelaysMs[1] ?? Number.NaN);
    await runRetries();
    expect(mailsAbout(first.subject)).toHaveLength(1);
    expect(mailsAbout(second.subject)).toHaveLength(1);
  });

  it('leaves a message taken by an attempt that never finished until its lease ends, then mails it', async () => {
    // As if an instance died mid-send: the message is claimed (attempt counted, lease set) and nothing else happens.
    smtp.refuse(false);
    const input = supportMessage();
    const [row] = await testApp.database.db
      .insert(supportMessages)
      .values({ ...input, language: 'en', mailAttempts: 1, nextMailAttemptAt: new Date(clock.getTime() + mailAttemptLeaseMs) })
      .returning();
    moveClock(mailAttemptLeaseMs - 1000);
    await runRetries();
    expect(mailsAbout(input.subject)).toHaveLength(0);
    moveClock(1000);
    await runRetries();
    expect(mailsAbout(input.subject)).toHaveLength(1);
    expect((await rowOf(row?.id ?? '')).mailedAt).toEqual(clock);
  });
});

describe('support messages without mail set up', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('are stored with no attempt to come', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/support/messages', payload: supportMessage() });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, response.json<{ id: string }>().id));
    expect(stored).toMatchObject({ mailedAt: null, mailAttempts: 0, nextMailAttemptAt: null });
  });

  it('leave the retry job idle, even with a message due from when mail was set up', async () => {
    const [due] = await testApp.database.db
      .insert(supportMessages)
      .values({ ...supportMessage(), language: 'en', mailAttempts: 1, nextMailAttemptAt: new Date(Date.now() - minute) })
      .returning();
    await testApp.app.jobs.runNow(jobNames.retrySupportMail);
    expect(
      await testApp.database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.id, due?.id ?? '')),
    ).toEqual([due]);
  });
});

describe('a mail attempt that outlived its lease', () => {
  let testApp: TestApp;
  let clock = new Date();
  let sendFails = true;
  /** What happens while the mailer is sending: here, the send hangs past the lease and another claim takes the message. */
  let duringSend = async () => {};
  const mailer: Mailer = {
    async send() {
      await duringSend();
      if (sendFails) throw new Error('the mail server timed out');
    },
    close: async () => {},
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { SUPPORT_EMAIL: 'help@govi.test' }, mailer, clock: () => clock });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function rowOf(id: string) {
    const [row] = await testApp.database.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    return row;
  }

  /** A due message whose mailing hangs past its lease, meanwhile claimed again (as by another instance); that claim's row. */
  async function retryOutlivingItsLease() {
    await testApp.database.db.delete(supportMessages);
    const [due] = await testApp.database.db
      .insert(supportMessages)
      .values({ ...supportMessage(), language: 'en', mailAttempts: 1, nextMailAttemptAt: clock })
      .returning();
    let newerClaim: Awaited<ReturnType<typeof claimDueSupportMessage>>;
    duringSend = async () => {
      duringSend = async () => {};
      clock = new Date(clock.getTime() + mailAttemptLeaseMs);
      newerClaim = await claimDueSupportMessage(testApp.database.db, clock, new Date(clock.getTime() + mailAttemptLeaseMs));
    };
    await testApp.app.jobs.runNow(jobNames.retrySupportMail);
    expect(newerClaim).toMatchObject({ id: due?.id, mailAttempts: 3 });
    return newerClaim;
  }

  it('leaves the newer claim its lease when it fails', async () => {
    sendFails = true;
    const newerClaim = await retryOutlivingItsLease();
    expect(await rowOf(newerClaim?.id ?? '')).toEqual(newerClaim);
  });

  it('leaves the newer claim its lease when it succeeds late', async () => {
    sendFails = false;
    const newerClaim = await retryOutlivingItsLease();
    expect(await rowOf(newerClaim?.id ?? '')).toEqual(newerClaim);
  });
});
