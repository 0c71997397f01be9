import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addEmailSchema } from '@domain/auth/auth.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { Settings } from '@server/env';
import { addressKey } from '@server/http/address-key';
import { mailTexts } from '@server/mail/mail-texts';
import type { Mailer } from '@server/mail/mailer';
import { partlyHiddenNumber } from '@server/sms/sms-texts';
import { enforceRateLimits, takeAllowance } from '../rate-limit/rate-limit.service';
import type { Auth } from './auth';
import type { AuthRateLimits } from './auth.routes';
import { addEmailLink } from './auth.service';
import { signedIn, signedInUser } from './guards';

/**
 * An account made with a phone number adds an e-mail address: a link goes to the address, and the owner of the
 * mailbox confirms it on the confirmation page, choosing the password (auth.service.ts). Until then the account is
 * unchanged, so an address typed by mistake, or someone else's, is never the account's.
 */
export function registerAddEmailRoutes(
  app: FastifyInstance,
  { auth, db, settings, mailer, limits }: { auth: Auth; db: Db; settings: Settings; mailer: Mailer | undefined; limits: AuthRateLimits },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/api/account/email', { preHandler: signedIn(auth), schema: { body: addEmailSchema } }, async (request) => {
    const user = signedInUser(request);
    if (!mailer)
      throw new AppError('mail_not_configured', 'Adding an e-mail address needs e-mail, and e-mail is not set up on this server.');
    if (user.email !== null) {
      throw new AppError('conflict', 'This account already has an e-mail address.', undefined, { reason: 'EMAIL_ALREADY_SET' });
    }
    // An account without an address was made with a confirmed number, the only other way in.
    if (user.phoneNumber === null) throw new Error('an account without an e-mail address has no confirmed number');
    const email = request.body.email.trim().toLowerCase();
    await enforceRateLimits(
      db,
      [
        { key: `add-email:ip:${addressKey(request.ip)}`, rule: limits.signUpPerIp },
        { key: `confirmation-mail:account:${user.id}`, rule: limits.confirmationMailPerAccount },
      ],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    // Several accounts asking for one stranger's address get the same answer, and the stranger at most a few mails.
    if (!(await takeAllowance(db, { key: `add-email:address:${email}`, rule: limits.signUpPerAccount }))) {
      request.log.info({ userId: user.id }, 'link to add an e-mail address not sent: limit per address reached');
      return { sentTo: email };
    }
    const texts = mailTexts[user.language];
    const link = await addEmailLink(auth, db, settings.publicUrl, { userId: user.id, email, now: new Date() });
    await mailer
      .send({ to: email, subject: texts.addEmailSubject, text: texts.addEmailBody(partlyHiddenNumber(user.phoneNumber), link) })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'the link to add an e-mail address was not sent');
        throw new AppError('unavailable', 'The e-mail could not be sent. Please try again in a few minutes.', undefined, {
          reason: 'MAIL_NOT_SENT',
        });
      });
    return { sentTo: email };
  });
}
