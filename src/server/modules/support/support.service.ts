import type { FastifyBaseLogger } from 'fastify';
import type { SupportMessageInput } from '@domain/support/support.schema';
import type { Language } from '@domain/i18n/languages';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/mail/mailer';
import { insertSupportMessage, markSupportMessageMailed } from './support.repository';

type Context = { db: Db; mailer: Mailer | undefined; supportEmail: string; log: FastifyBaseLogger };

/**
 * Stores the message first, so nothing is lost if mail is down, then hands it to the support
 * inbox when mail is configured. A mail failure is logged; the message stays stored unmailed.
 */
export async function submitSupportMessage(
  { db, mailer, supportEmail, log }: Context,
  input: SupportMessageInput,
  sender: { userId: string | null; language: Language },
) {
  const stored = await insertSupportMessage(db, { ...input, userId: sender.userId, language: sender.language });
  if (mailer) {
    try {
      await mailer.send({
        to: supportEmail,
        replyTo: input.email,
        subject: `[Support] ${input.subject}`,
        text: `From: ${input.name} <${input.email}>\nLanguage: ${sender.language}\nMessage id: ${stored.id}\n\n${input.message}`,
      });
      await markSupportMessageMailed(db, stored.id);
    } catch (error) {
      log.error({ err: error, supportMessageId: stored.id }, 'support message stored but not mailed');
    }
  }
  return { id: stored.id };
}
