import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { createTextSeal } from '@server/sms/sealed-text';
import type { SmsSender } from '@server/sms/sms-sender';
import { takeAllowance } from '../rate-limit/rate-limit.service';
import { deleteInBatches } from '@server/infra/jobs/in-batches';
import {
  claimDueSmsMessage,
  deleteFinishedSmsMessages,
  insertSmsMessage,
  markSmsSent,
  recordSmsFailure,
  type SmsMessageRow,
} from './sms.repository';

/** What a message is, for the log, the tests and the counts: never its words. */
export type SmsKind = 'sign-in-code' | 'number-changed' | 'email-added' | 'order-alert' | 'support-answer';

export type OutgoingSms = {
  to: string;
  text: string;
  kind: SmsKind;
  /** The account it is for: counted against that account's daily allowance. Left out for sign-in codes (they have limits of their own per number). */
  userId?: string;
  /** Give up sending it after this (a code's expiry); a day after it was stored unless sooner. */
  giveUpAfter?: Date;
};

/** Messages sent a day: per account, and by the whole market (SMS costs money). */
export type SmsDailyLimits = { perAccount: number; market: number };

export type QueueOutcome = 'queued' | 'over-account-limit' | 'over-market-limit';

export type SmsOutbox = {
  /**
   * Stores the message to be sent and wakes this instance's sending, without waiting for it: a request never waits
   * on a gateway. Not stored over a daily limit. Inside the caller's `transaction`, nothing is woken: the caller
   * calls `wake` once it has committed.
   */
  queue(message: OutgoingSms, options?: { transaction?: Db }): Promise<QueueOutcome>;
  /** Starts sending what is due now, unless it is running: after a transaction that queued messages has committed. */
  wake(): void;
  /** Sends the stored messages now due, one claimed at a time (the periodic job, and what `queue` wakes). */
  sendDue(signal?: AbortSignal): Promise<void>;
  /** Resolves once the sending a `queue` or `wake` started on this instance has ended. */
  settled(): Promise<void>;
  /** Waits for the sending this instance has started, and starts no more. */
  stop(): Promise<void>;
};

const second = 1000;
const minute = 60 * second;
const day = 24 * 60 * minute;

/**
 * How long to wait after each failed attempt before the next; the last delay repeats. A gateway down for a moment is
 * tried again within the minute (a sign-in code is worth something for five minutes only); one down for long is
 * asked every hour until the message's day is over.
 */
export const smsRetryDelaysMs = [15 * second, 30 * second, minute, 2 * minute, 5 * minute, 15 * minute, 30 * minute, 60 * minute];

/** An instance that took a message has this long to send it before another may: far beyond the gateway timeout. */
export const smsAttemptLeaseMs = minute;

/** How many messages one instance sends at once: a gateway takes a second or so for each. */
const parallelSends = 4;

function after(at: Date, ms: number): Date {
  return new Date(at.getTime() + ms);
}

export function createSmsOutbox({
  db,
  sender,
  secret,
  limits,
  log,
  now,
}: {
  db: Db;
  sender: SmsSender;
  secret: string;
  limits: SmsDailyLimits;
  log: FastifyBaseLogger;
  now: () => Date;
}): SmsOutbox {
  const seal = createTextSeal(secret, 'sms-outbox');
  const stopping = new AbortController();
  let sending: Promise<void> | undefined;
  let wokenWhileSending = false;

  /** One attempt at a claimed message; true when it was sent. */
  async function attempt(message: SmsMessageRow): Promise<boolean> {
    let failure: string | undefined;
    try {
      // A code that has expired, or a day-old alert, is no use to anyone.
      if (now() > message.giveUpAfter) throw new Error('too late to be of use');
      if (message.sealedText === null) throw new Error('the message has no words to send');
      await sender.send({ to: message.toNumber, text: seal.open(message.sealedText, message.toNumber) });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === undefined) {
      // Outside the attempt: the gateway has taken it, so failing to record that must not send it again.
      if (!(await markSmsSent(db, message, now()))) log.warn({ smsId: message.id }, 'a text message was sent after its lease ended');
      return true;
    }
    const delay = smsRetryDelaysMs[Math.min(message.attempts, smsRetryDelaysMs.length) - 1] ?? smsRetryDelaysMs[0]!;
    const next = after(now(), delay);
    const nextAttemptAt = next <= message.giveUpAfter ? next : null;
    await recordSmsFailure(db, message, { nextAttemptAt, error: failure.slice(0, 500), at: now() });
    const fields = { smsId: message.id, kind: message.kind, attempts: message.attempts, error: failure };
    if (nextAttemptAt) log.warn({ ...fields, nextAttemptAt }, 'a text message was not sent; it is tried again later');
    else log.error(fields, `a text message was not sent after ${message.attempts} attempts; no more are made`);
    return false;
  }

  /** Claims and sends due messages until none is due, or one fails (the gateway is most likely down for all). */
  async function sendLoop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted && !stopping.signal.aborted) {
      const at = now();
      const message = await claimDueSmsMessage(db, at, after(at, smsAttemptLeaseMs));
      if (!message) return;
      if (!(await attempt(message))) return;
    }
  }

  /** Sends with a few loops at once; each runs to its end even if another fails, and the first failure is thrown. */
  async function sendDue(signal: AbortSignal = stopping.signal): Promise<void> {
    const loops = await Promise.allSettled(Array.from({ length: parallelSends }, () => sendLoop(signal)));
    const failed = loops.find((loop) => loop.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Starts sending unless it is running; a wake while it runs sends again after it, for what came meanwhile. */
  function wake() {
    if (stopping.signal.aborted) return;
    if (sending) {
      wokenWhileSending = true;
      return;
    }
    sending = (async () => {
      do {
        wokenWhileSending = false;
        await sendDue().catch((error: unknown) => log.error({ err: error }, 'sending text messages failed; the job tries again'));
      } while (wokenWhileSending && !stopping.signal.aborted);
      sending = undefined;
    })();
  }

  return {
    async queue(message, { transaction } = {}) {
      // Inside the caller's transaction, counted and stored with what it writes.
      const into = transaction ?? db;
      if (
        message.userId &&
        !(await takeAllowance(into, {
          key: `sms:account:${message.userId}`,
          rule: { limit: limits.perAccount, windowSeconds: day / second },
        }))
      ) {
        log.warn({ userId: message.userId, kind: message.kind }, 'text message not sent: the account has had its messages for today');
        return 'over-account-limit';
      }
      if (!(await takeAllowance(into, { key: 'sms:market', rule: { limit: limits.market, windowSeconds: day / second } }))) {
        log.warn({ kind: message.kind }, 'text message not sent: the market has sent its messages for today (SMS_DAILY_LIMIT)');
        return 'over-market-limit';
      }
      const at = now();
      const dayLater = after(at, day);
      await insertSmsMessage(into, {
        toNumber: message.to,
        userId: message.userId ?? null,
        kind: message.kind,
        sealedText: seal.seal(message.text, message.to),
        nextAttemptAt: at,
        giveUpAfter: message.giveUpAfter && message.giveUpAfter < dayLater ? message.giveUpAfter : dayLater,
      });
      if (!transaction) wake();
      return 'queued';
    },
    wake,
    sendDue,
    async settled() {
      await sending;
    },
    async stop() {
      stopping.abort();
      await sending;
    },
  };
}

/**
 * Messages done with (sent, or given up on: their words already erased) are kept 30 days, for the counts an
 * operator asks about, then dropped by the upkeep job.
 */
export async function pruneFinishedSms(db: Db, now: Date, signal: AbortSignal): Promise<number> {
  const before = new Date(now.getTime() - 30 * day);
  return deleteInBatches((limit) => deleteFinishedSmsMessages(db, before, limit), 500, signal);
}
