import { accountSuspendedReason, suspensionReasons, type SuspensionReason } from '@domain/admin/account-moderation.schema';
import { formatDate } from '@domain/dates';
import type { Language } from '@domain/i18n/languages';
import { pathOf } from '@domain/site/pages';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';

/**
 * What to tell the reader when an auth call fails: the auth reasons first, then the shared ones. `language` writes
 * the dates some refusals name (a suspension's end), in Colombo's time zone as the market counts its days.
 */
export function authErrorMessage(error: unknown, t: Translate, language: Language = 'en'): string {
  if (!(error instanceof ApiRequestError)) return t('error.generic');
  const { code, reason, params } = error.error;
  if (reason === accountSuspendedReason) return suspendedMessage(params, t, language);
  if (code === 'mail_not_configured') return t('auth.forgot.mailDisabled');
  if (code === 'sms_not_configured') return t('auth.phone.smsDisabled');
  const accountReasons = {
    PHONE_CODE_TOO_MANY_TRIES: 'auth.error.phoneCodeTooManyTries',
    PHONE_CODE_EXPIRED: 'auth.error.phoneCodeExpired',
    PHONE_CODE_USED: 'auth.error.phoneCodeUsed',
    PHONE_CODE_NONE: 'auth.error.phoneCodeNone',
    PHONE_NUMBER_TAKEN: 'auth.error.phoneTaken',
    SMS_DAILY_LIMIT: 'auth.error.smsDailyLimit',
    EMAIL_TAKEN: 'auth.error.emailTaken',
    EMAIL_ALREADY_SET: 'auth.error.emailAlreadySet',
    MAIL_NOT_SENT: 'auth.error.mailNotSent',
  } as const;
  if (reason === 'PHONE_CODE_WRONG') return t('auth.error.phoneCodeWrong', { triesLeft: Number(params?.triesLeft ?? 0) });
  if (reason && reason in accountReasons) return t(accountReasons[reason as keyof typeof accountReasons]);
  if (reason === 'INVALID_EMAIL_OR_PASSWORD') return t('auth.error.invalidCredentials');
  // Better Auth has several variants, e.g. USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.
  if (reason?.startsWith('USER_ALREADY_EXISTS')) return t('auth.error.accountExists');
  if (reason === 'EMAIL_NOT_VERIFIED') return t('auth.error.emailNotVerified');
  if (reason === 'INVALID_TOKEN') return t('auth.error.invalidToken');
  // Sign-in answers 401 for a wrong password: that is not an ended session.
  if (code === 'unauthenticated') return t('auth.error.invalidCredentials');
  return describeApiError(error, t);
}

/** Why a suspended account may not sign in, until when, the operator's words if any, and where to ask about it. */
function suspendedMessage(params: Record<string, unknown> | undefined, t: Translate, language: Language): string {
  const given = String(params?.reason ?? '');
  const reason: SuspensionReason = (suspensionReasons as readonly string[]).includes(given) ? (given as SuspensionReason) : 'other';
  const until = String(params?.until ?? '');
  const end = until === '' || Number.isNaN(Date.parse(until)) ? undefined : formatDate(until, language);
  const note = String(params?.note ?? '').trim();
  const reasonText = t(`auth.suspended.reason.${reason}`);
  return [
    end ? t('auth.error.suspended', { reason: reasonText, until: end }) : t('auth.error.suspendedUntilLifted', { reason: reasonText }),
    note ? t('auth.error.suspendedNote', { note }) : '',
    t('auth.error.suspendedSupport', { support: pathOf('support') }),
  ]
    .filter(Boolean)
    .join(' ');
}
