import type { FastifyBaseLogger } from 'fastify';
import type { AdminSession } from '@domain/admin/audit.schema';
import { isLanguage } from '@domain/i18n/languages';
import {
  supportInboxPageSize,
  type MailOutcome,
  type SupportAnswerInput,
  type SupportInbox,
  type SupportInboxItem,
  type SupportInboxQuery,
  type SupportThread,
} from '@domain/support/support-inbox.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { mailTexts } from '@server/mail/mail-texts';
import type { Mailer } from '@server/mail/mailer';
import { smsTexts } from '@server/sms/sms-texts';
import type { SmsOutbox } from '../sms/sms.service';
import { recordOperatorAct } from '../admin/admin.service';
import { findAccountsByIds } from '../auth/auth.service';
import {
  insertSupportAnswer,
  setSupportAnswerMailState,
  selectSupportInbox,
  selectSupportThread,
  updateSupportMessage,
  type SupportMessageRow,
} from './support.repository';

// The operators' side of support (the console's inbox, decision 060): messages with their sender and state, answered
// in the app (the answer mailed to the sender and kept with the message), taken on, closed. What an operator does is
// written to the audit log in the same transaction.

export type SupportInboxContext = {
  db: Db;
  mailer: Mailer | undefined;
  /** Text messages, when a way to send them is set up: an account made by phone is answered by SMS. */
  sms: SmsOutbox | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
};

/** The confirmed number of the sender's account when it was made by phone (it has no address of its own to mail). */
async function phoneToAnswer(db: Db, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined;
  const [account] = await findAccountsByIds(db, [userId]);
  return account && account.email === null && account.phoneNumberVerified ? (account.phoneNumber ?? undefined) : undefined;
}
type Operator = AdminSession['operator'];

/** Mailing the message to the support inbox: taken, waiting for another try, given up on, or never tried (no mail). */
function messageMail(row: SupportMessageRow): MailOutcome {
  if (row.mailedAt) return 'mailed';
  if (row.nextMailAttemptAt) return 'waiting';
  return row.mailAttempts > 0 ? 'failed' : 'not-mailed';
}

async function itemsOf(db: Db, rows: { message: SupportMessageRow; answers: number }[]): Promise<SupportInboxItem[]> {
  const assigned = [...new Set(rows.flatMap(({ message }) => (message.assignedTo ? [message.assignedTo] : [])))];
  const names = new Map((await findAccountsByIds(db, assigned)).map((account) => [account.id, account.name]));
  return rows.map(({ message, answers }) => ({
    id: message.id,
    at: message.createdAt.toISOString(),
    name: message.name,
    email: message.email,
    subject: message.subject,
    state: message.state,
    signedIn: message.userId !== null,
    assignedTo: message.assignedTo ? { id: message.assignedTo, name: names.get(message.assignedTo) ?? message.assignedTo } : null,
    mail: messageMail(message),
    answers,
  }));
}

export async function getSupportInbox({ db }: SupportInboxContext, operator: Operator, query: SupportInboxQuery): Promise<SupportInbox> {
  const { rows, more } = await selectSupportInbox(db, query, operator.id, supportInboxPageSize);
  return { messages: await itemsOf(db, rows), page: query.page, pageSize: supportInboxPageSize, more };
}

export async function getSupportThread({ db }: SupportInboxContext, id: string): Promise<SupportThread> {
  const thread = await selectSupportThread(db, id);
  if (!thread) throw new AppError('not_found', 'No such support message');
  const [item] = await itemsOf(db, [thread]);
  if (!item) throw new Error('a support message without its item');
  return {
    message: { ...item, message: thread.message.message, language: thread.message.language },
    answers: thread.answerRows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      operatorName: row.operatorName,
      text: row.text,
      mail: row.mailState,
    })),
  };
}

const subjectOf = (message: Pick<SupportMessageRow, 'id' | 'subject' | 'name'>) => ({
  kind: 'support-message',
  id: message.id,
  name: `${message.subject} (${message.name})`,
});

/**
 * Keeps the operator's answer with the message and marks it answered (a closed message stays closed), then mails it to
 * the sender in the language they wrote in: the operator's words under ours, nothing the sender typed (their address is
 * nobody's confirmed one). One attempt: its outcome is kept with the answer (sending, mailed, failed, or not mailed
 * when mail is not set up), so the thread says what became of it.
 */
export async function answerSupportMessage(context: SupportInboxContext, operator: Operator, id: string, input: SupportAnswerInput) {
  const { db, mailer, sms, log, now } = context;
  const thread = await selectSupportThread(db, id);
  if (!thread) throw new AppError('not_found', 'No such support message');
  const message = thread.message;
  const phone = sms && (await phoneToAnswer(db, message.userId));
  const language = isLanguage(message.language) ? message.language : 'en';
  const answer = await db.transaction(async (tx) => {
    const kept = await insertSupportAnswer(tx, {
      messageId: id,
      operatorId: operator.id,
      operatorName: operator.name,
      text: input.text,
      mailState: phone || mailer ? 'sending' : 'not-mailed',
    });
    if (!kept) throw new AppError('not_found', 'No such support message');
    await recordOperatorAct(tx, { operator, action: 'support.answered', subject: subjectOf(message) });
    return kept;
  });
  if (sms && phone) {
    // Queued, not sent, here: the outbox sends it and tries again while the gateway is down.
    const queued = await sms.queue({
      to: phone,
      text: smsTexts[language].supportAnswer(answer.text),
      kind: 'support-answer',
      userId: message.userId ?? undefined,
    });
    await setSupportAnswerMailState(db, answer.id, { mailState: queued === 'queued' ? 'texted' : 'not-texted' });
  } else if (mailer) {
    const texts = mailTexts[language];
    let mailed = true;
    try {
      await mailer.send({ to: message.email, subject: texts.supportAnswerSubject, text: texts.supportAnswerBody(answer.text) });
    } catch (error) {
      mailed = false;
      log.warn({ err: error, supportMessageId: id, answerId: answer.id }, 'a support answer was kept but not mailed');
    }
    // Written on its own: a database failing here does not turn a mail that went out into one to send again.
    await setSupportAnswerMailState(db, answer.id, mailed ? { mailState: 'mailed', mailedAt: now() } : { mailState: 'failed' });
  }
  return getSupportThread(context, id);
}

/**
 * A change of who has the message or of its state, with its audit entry; nothing, and no entry, when it is so already
 * (a second press, or two operators at once).
 */
async function changeSupportMessage(
  context: SupportInboxContext,
  operator: Operator,
  id: string,
  change: { assignedTo: string } | { state: 'closed' },
  action: 'support.assigned' | 'support.closed',
) {
  await context.db.transaction(async (tx) => {
    const outcome = await updateSupportMessage(tx, id, change);
    if (outcome === 'missing') throw new AppError('not_found', 'No such support message');
    if (outcome !== 'unchanged') await recordOperatorAct(tx, { operator, action, subject: subjectOf(outcome) });
  });
  return getSupportThread(context, id);
}

/** The operator takes the message on (from whoever had it). */
export function assignSupportMessage(context: SupportInboxContext, operator: Operator, id: string) {
  return changeSupportMessage(context, operator, id, { assignedTo: operator.id }, 'support.assigned');
}

/** Nothing more is to be done: closed (an answer later still reaches the sender, and it stays closed). */
export function closeSupportMessage(context: SupportInboxContext, operator: Operator, id: string) {
  return changeSupportMessage(context, operator, id, { state: 'closed' }, 'support.closed');
}
