import type { FastifyBaseLogger } from 'fastify';
import type { SupportMessageInput } from '@domain/support/support.schema';
import type { Language } from '@domain/i18n/languages';
import type { Db } from '@server/db/client';
import type { Mailer, MailMessage } from '@server/mail/mailer';
import {
  claimDueSupportMessage,
  insertSupportMessage,
  markSupportMessageMailed,
  setNextMailAttempt,
  type SupportMessageRow,
} from './support.repository';

type Context = { db: Db; mailer: Mailer | undefined; supportEmail: string; log: FastifyBaseLogger; now: () => Date };

const minute = 60_000;

/**
 * How long to wait after each failed attempt before the next: after the first, 5 minutes; after the seventh,
 * a day. The eighth failure gives up, about two days after the message was sent: a mail server down that long
 * needs a person, and the message stays stored for them.
 */
export const mailRetryDelaysMs = [5, 15, 60, 3 * 60, 6 * 60, 12 * 60, 24 * 60].map((minutes) => minutes * minute);
export const maxMailAttempts = mailRetryDelaysMs.length + 1;

/**
 * How long an instance that took a message has to mail it before another may try: far longer than the mailer's
 * own timeouts allow a send to take, so two instances never mail one message at once. Only a crash mid-send
 * leaves a message waiting this long.
 */
export const mailAttemptLeaseMs = 10 * minute;

function supportMailOf(message: SupportMessageRow, supportEmail: string): MailMessage {
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `[Support] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\nLanguage: ${message.language}\nMessage id: ${message.id}\n\n${message.message}`,
  };
}

function after(at: Date, ms: number): Date {
  return new Date(at.getTime() + ms);
}

type AttemptOutcome =
  { mailed: true; recorded: boolean } | { mailed: false; recorded: boolean; error: unknown; nextAttemptAt: Date | null };

/**
 * One attempt to mail a stored message the caller has claimed (its attempt counted, its lease set). On failure
 * the next attempt is set from the delays, or none once the attempts are used up. Says how it went, and whether
 * the outcome was recorded: not when the attempt outlived its lease and another claim has taken the message since
 * (that claim's attempt then decides what happens to it).
 */
async function attemptSupportMail({ db, supportEmail, now }: Context, mailer: Mailer, message: SupportMessageRow): Promise<AttemptOutcome> {
  try {
    await mailer.send(supportMailOf(message, supportEmail));
  } catch (error) {
    const delay = mailRetryDelaysMs[message.mailAttempts - 1];
    const nextAttemptAt = delay === undefined ? null : after(now(), delay);
    const recorded = await setNextMailAttempt(db, message, nextAttemptAt);
    return { mailed: false, recorded, error, nextAttemptAt };
  }
  return { mailed: true, recorded: await markSupportMessageMailed(db, message, now()) };
}

/**
 * Stores the message first, so nothing is lost if mail is down, then hands it to the support inbox when mail is
 * configured. The message is stored already claimed for this first attempt; a failure leaves it to the retry job.
 */
export async function submitSupportMessage(
  context: Context,
  input: SupportMessageInput,
  sender: { userId: string | null; language: Language },
) {
  const { db, mailer, log, now } = context;
  const stored = await insertSupportMessage(db, {
    ...input,
    userId: sender.userId,
    language: sender.language,
    ...(mailer && { mailAttempts: 1, nextMailAttemptAt: after(now(), mailAttemptLeaseMs) }),
  });
  if (mailer) {
    try {
      const attempt = await attemptSupportMail(context, mailer, stored);
      if (!attempt.mailed) {
        log.error(
          { err: attempt.error, supportMessageId: stored.id, nextAttemptAt: attempt.nextAttemptAt },
          'support message stored but not mailed; it will be retried',
        );
      }
    } catch (error) {
      // The database failed around the attempt: the message is tried again when its lease ends.
      log.error({ err: error, supportMessageId: stored.id }, 'support message stored; recording its mail attempt failed');
    }
  }
  return { id: stored.id };
}

/**
 * The retry job: mails the stored messages whose next attempt is due, one claimed at a time, until none is due or
 * an attempt fails. After a failure the mail server is most likely down for the others too, so they wait for the
 * next run without using up their attempts. Does nothing when mail is not set up.
 */
export async function retryUnmailedSupportMessages(context: Context, signal: AbortSignal): Promise<void> {
  const { db, mailer, log, now } = context;
  if (!mailer) return;
  while (!signal.aborted) {
    const at = now();
    const message = await claimDueSupportMessage(db, at, after(at, mailAttemptLeaseMs));
    if (!message) return;
    const attempt = await attemptSupportMail(context, mailer, message);
    if (!attempt.recorded) {
      log.warn(
        { supportMessageId: message.id, attempts: message.mailAttempts, mailed: attempt.mailed },
        'a support message attempt outlived its lease; the newer claim decides what happens to the message',
      );
    }
    if (attempt.mailed) {
      if (attempt.recorded) log.info({ supportMessageId: message.id, attempts: message.mailAttempts }, 'support message mailed on a retry');
      continue;
    }
    if (!attempt.recorded) return;
    if (attempt.nextAttemptAt) {
      log.warn(
        { err: attempt.error, supportMessageId: message.id, attempts: message.mailAttempts, nextAttemptAt: attempt.nextAttemptAt },
        'retrying a support message failed; it is tried again later',
      );
    } else {
      log.error(
        { err: attempt.error, supportMessageId: message.id, attempts: message.mailAttempts },
        `support message not mailed after ${message.mailAttempts} attempts; no more are made (it stays stored)`,
      );
    }
    return;
  }
}
