import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sendAddNumberCodeSchema,
  sendPhoneCodeSchema,
  verifyAddNumberCodeSchema,
  verifyPhoneCodeSchema,
  type PhoneCodeSent,
} from '@domain/auth/auth.schema';
import { phoneCodeRules } from '@domain/auth/phone-account';
import { defaultLanguage, type Language } from '@domain/i18n/languages';
import type { Db } from '@server/db/client';
import { isUniqueViolation } from '@server/db/unique-violation';
import { AppError } from '@server/errors';
import type { Settings } from '@server/env';
import { addressKey } from '@server/http/address-key';
import { chosenLanguage } from '@server/http/language';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { mailTexts } from '@server/mail/mail-texts';
import type { Mailer } from '@server/mail/mailer';
import { partlyHiddenNumber, smsTexts } from '@server/sms/sms-texts';
import { enforceRateLimits, forgiveHits, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { SmsOutbox } from '../sms/sms.service';
import type { Auth } from './auth';
import { selectAccountOfPhone } from './auth.repository';
import { checkPhoneCode, confirmAccountPhone, createPhoneCode, type PhoneCodeCheck } from './phone-codes.service';
import { signedIn, signedInUser } from './guards';
import { headersForAuth, sendWebResponse } from './web-request';

/** How often codes may be asked for and tried (decision 055). */
export type PhoneCodeLimits = {
  /** Codes asked for from one address, for any numbers: a flood across many numbers stops here. */
  codesPerIp: RateLimitRule;
  /** The same over a day, so a few addresses cannot spend the market's daily SMS allowance. */
  codesPerIpDay: RateLimitRule;
  /** One number: a new code at most once a minute, five an hour, ten a day. */
  codesPerNumberMinute: RateLimitRule;
  codesPerNumberHour: RateLimitRule;
  codesPerNumberDay: RateLimitRule;
  /** Codes typed from one address, right or wrong. */
  checksPerIp: RateLimitRule;
};

export const defaultPhoneCodeLimits: PhoneCodeLimits = {
  codesPerIp: { limit: 10, windowSeconds: 60 * 60 },
  codesPerIpDay: { limit: 20, windowSeconds: 24 * 60 * 60 },
  codesPerNumberMinute: { limit: 1, windowSeconds: phoneCodeRules.resendAfterSeconds },
  codesPerNumberHour: { limit: 5, windowSeconds: 60 * 60 },
  codesPerNumberDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
  checksPerIp: { limit: 30, windowSeconds: 15 * 60 },
};

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

/** The refusal for a code that did not pass, with the reason the sign-in page translates. */
export function phoneCodeRefusal(check: Exclude<PhoneCodeCheck, { outcome: 'right' }>): AppError {
  switch (check.outcome) {
    case 'wrong':
      return new AppError('validation_failed', 'This code is not right. Check the text message and try again.', undefined, {
        reason: 'PHONE_CODE_WRONG',
        params: { triesLeft: check.triesLeft },
      });
    case 'too-many-tries':
      return new AppError('validation_failed', 'This code was typed wrong too many times. Ask for a new code.', undefined, {
        reason: 'PHONE_CODE_TOO_MANY_TRIES',
      });
    case 'expired':
      return new AppError('validation_failed', 'This code has expired. Ask for a new code.', undefined, { reason: 'PHONE_CODE_EXPIRED' });
    case 'used':
      return new AppError('validation_failed', 'This code has been used already. Ask for a new code.', undefined, {
        reason: 'PHONE_CODE_USED',
      });
    case 'none':
      return new AppError('validation_failed', 'No code was sent to this number. Ask for a code first.', undefined, {
        reason: 'PHONE_CODE_NONE',
      });
  }
}

/** Without a way to send SMS the market offers no phone sign-in; the page says why. */
export function smsNotConfigured(): AppError {
  return new AppError('sms_not_configured', 'Signing in with a phone number needs text messages, which are not set up on this server.');
}

/** The market has sent as many messages today as its operator allows (SMS_DAILY_LIMIT). */
export function smsDailyLimitReached(): AppError {
  return new AppError(
    'unavailable',
    'No more text messages can be sent today. Please try again tomorrow, or sign in with e-mail.',
    undefined,
    {
      reason: 'SMS_DAILY_LIMIT',
    },
  );
}

export type PhoneSignInDeps = {
  auth: Auth;
  /** Tells a confirmed address when a number is added to its account; undefined without mail. */
  mailer: Mailer | undefined;
  db: Db;
  settings: Settings;
  sms: SmsOutbox | undefined;
  limits: PhoneCodeLimits;
  catalogChanges: CatalogChanges;
  now: () => Date;
};

/** The limits on asking for a code to one number, and from one address. */
export function codeRequestLimits(limits: PhoneCodeLimits, request: FastifyRequest, phoneNumber: string) {
  return [
    { key: `phone-code:ip:${addressKey(request.ip)}`, rule: limits.codesPerIp },
    { key: `phone-code:ip-day:${addressKey(request.ip)}`, rule: limits.codesPerIpDay },
    { key: `phone-code:number-minute:${phoneNumber}`, rule: limits.codesPerNumberMinute },
    { key: `phone-code:number-hour:${phoneNumber}`, rule: limits.codesPerNumberHour },
    { key: `phone-code:number-day:${phoneNumber}`, rule: limits.codesPerNumberDay },
  ];
}

/**
 * Makes a new code and stores its text in the outbox, in one transaction: over the market's daily limit neither
 * happens, so the code sent before stays good. The outbox starts sending once the transaction has committed.
 */
async function sendCode(
  { db, settings, sms, now }: PhoneSignInDeps,
  owner: { phoneNumber: string; purpose: 'sign-in' | 'add-number'; userId?: string },
  textOf: (code: string) => string,
) {
  if (!sms) throw smsNotConfigured();
  await db.transaction(async (tx) => {
    const { code, expiresAt } = await createPhoneCode(tx, settings.authSecret, owner, now());
    const queued = await sms.queue(
      { to: owner.phoneNumber, text: textOf(code), kind: 'sign-in-code', giveUpAfter: expiresAt },
      { transaction: tx },
    );
    if (queued !== 'queued') throw smsDailyLimitReached();
  });
  sms.wake();
}

export const codeSentAnswer: PhoneCodeSent = {
  resendAfterSeconds: phoneCodeRules.resendAfterSeconds,
  expiresInSeconds: phoneCodeRules.lifetimeSeconds,
};

/**
 * Signing in with a phone number: a code by SMS, then the code typed back. The same answers whether or not the
 * number has an account, until the right code has been typed: only the number's holder learns that a new account
 * needs their name.
 */
export function registerPhoneSignInRoutes(app: FastifyInstance, deps: PhoneSignInDeps) {
  const { auth, db, settings, sms, limits, catalogChanges, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const host = new URL(settings.publicUrl).host;

  typed.post('/api/auth/phone/send-code', { schema: { body: sendPhoneCodeSchema } }, async (request): Promise<PhoneCodeSent> => {
    if (!sms) throw smsNotConfigured();
    const { phoneNumber } = request.body;
    await enforceRateLimits(db, codeRequestLimits(limits, request, phoneNumber), tooMany);
    const language: Language = request.body.language ?? chosenLanguage(request) ?? defaultLanguage;
    await sendCode(deps, { phoneNumber, purpose: 'sign-in' }, (code) => smsTexts[language].signInCode(code, host));
    return codeSentAnswer;
  });

  typed.post('/api/auth/phone/verify', { schema: { body: verifyPhoneCodeSchema } }, async (request, reply) => {
    if (!sms) throw smsNotConfigured();
    const { phoneNumber, code, firstName, lastName } = request.body;
    await enforceRateLimits(db, [{ key: `phone-verify:ip:${addressKey(request.ip)}`, rule: limits.checksPerIp }], tooMany);
    // Checked first without using it up: a wrong code is told apart from an expired or a used one, and a right
    // code for a new number waits for the name. The code is used up by Better Auth's call below (auth.ts).
    const check = await checkPhoneCode(db, settings.authSecret, { phoneNumber, purpose: 'sign-in' }, { code, use: false, now: now() });
    if (check.outcome !== 'right') throw phoneCodeRefusal(check);
    const existing = await selectAccountOfPhone(db, phoneNumber);
    if (!existing && (firstName === undefined || lastName === undefined)) return reply.send({ status: 'name-needed' });
    const language: Language = request.body.language ?? chosenLanguage(request) ?? defaultLanguage;
    const response = await auth.api.verifyPhoneNumber({
      body: { phoneNumber, code, ...(!existing && { firstName, lastName, language }) },
      headers: headersForAuth(request),
      asResponse: true,
    });
    // Another request with the same code got there first: it opened the session, and this one opens none.
    if (response.status === 400) throw phoneCodeRefusal({ outcome: 'used' });
    if (response.ok) {
      // The number's holder has just proved it: a new code (signing in on another phone) need not wait the minute.
      await forgiveHits(db, [{ key: `phone-code:number-minute:${phoneNumber}`, rule: limits.codesPerNumberMinute }]);
      if (!existing) catalogChanges.announce({ members: true });
    }
    return sendWebResponse(reply, response);
  });
}

function numberTaken(): AppError {
  return new AppError('conflict', 'This number belongs to another Govi Market account.', undefined, { reason: 'PHONE_NUMBER_TAKEN' });
}

/**
 * A signed-in account adds a phone number, or changes its number, with a code sent to that number. A changed number's
 * old one is told by SMS, so an owner whose session was taken learns of it.
 */
export function registerAddNumberRoutes(app: FastifyInstance, deps: PhoneSignInDeps) {
  const { auth, db, settings, sms, limits, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const host = new URL(settings.publicUrl).host;
  const preHandler = signedIn(auth);

  typed.post(
    '/api/auth/phone/add/send-code',
    { preHandler, schema: { body: sendAddNumberCodeSchema } },
    async (request): Promise<PhoneCodeSent> => {
      if (!sms) throw smsNotConfigured();
      const user = signedInUser(request);
      const { phoneNumber } = request.body;
      await enforceRateLimits(db, codeRequestLimits(limits, request, phoneNumber), tooMany);
      await sendCode(deps, { phoneNumber, purpose: 'add-number', userId: user.id }, (code) =>
        smsTexts[user.language].signInCode(code, host),
      );
      return codeSentAnswer;
    },
  );

  typed.post('/api/auth/phone/add/verify', { preHandler, schema: { body: verifyAddNumberCodeSchema } }, async (request) => {
    if (!sms) throw smsNotConfigured();
    const user = signedInUser(request);
    const { phoneNumber, code } = request.body;
    await enforceRateLimits(db, [{ key: `phone-verify:ip:${addressKey(request.ip)}`, rule: limits.checksPerIp }], tooMany);
    const owner = { phoneNumber, purpose: 'add-number' as const, userId: user.id };
    const peek = await checkPhoneCode(db, settings.authSecret, owner, { code, use: false, now: now() });
    if (peek.outcome !== 'right') throw phoneCodeRefusal(peek);
    const confirmed = await confirmAccountPhone(db, settings.authSecret, owner, { code, now: now() }).catch((error: unknown) => {
      // Another account took the number between the lock and the write: the unique index says so.
      throw isUniqueViolation(error) ? numberTaken() : error;
    });
    if ('refused' in confirmed) throw confirmed.refused.outcome === 'taken' ? numberTaken() : phoneCodeRefusal(confirmed.refused);
    const { previous } = confirmed;
    // The owner hears of a new way into the account wherever they can: by mail at a confirmed address (a session
    // taken by someone else could otherwise add their number unseen), and by SMS at the old number.
    if (deps.mailer && user.email && user.emailVerified && previous !== phoneNumber) {
      const texts = mailTexts[user.language];
      deps.mailer
        .send({ to: user.email, subject: texts.numberAddedSubject, text: texts.numberAddedBody(partlyHiddenNumber(phoneNumber)) })
        .catch((error: unknown) => request.log.error({ err: error }, 'the mail about an added mobile number was not sent'));
    }
    if (previous && previous !== phoneNumber) {
      await sms.queue({ to: previous, text: smsTexts[user.language].numberChanged(phoneNumber), kind: 'number-changed', userId: user.id });
    }
    return { phoneNumber };
  });
}
