import { marketUnavailableReason } from '@domain/api/unavailable-reasons';
import { nulCharacterMessage } from '@domain/nul-character';
import { ApiRequestError } from './api-client';
import type { Translate } from './i18n';

/** Whether a call failed because the whole market (its database) is briefly away, rather than for this call's own reasons. */
export function isMarketUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && error.error.code === 'unavailable' && error.error.reason === marketUnavailableReason;
}

/**
 * What to tell the reader when a call fails, in their language. Features handle the reasons that
 * are theirs first and fall back to this; the server's own (English) message is never shown.
 */
export function describeApiError(error: unknown, t: Translate): string {
  if (!(error instanceof ApiRequestError)) return t('error.generic');
  // Offline, the request never left the phone: said plainly, rather than as a server that did not answer.
  if (error.status === 0) return typeof navigator !== 'undefined' && navigator.onLine === false ? t('error.offline') : t('error.network');
  switch (error.error.code) {
    case 'rate_limited':
      return t('error.rateLimited');
    // The market's database, or a part the server needs (the photo storage), did not answer: nothing the reader
    // did, and it passes.
    case 'unavailable':
      return isMarketUnavailable(error) ? t('error.marketUnavailable') : t('error.unavailable');
    case 'forbidden_origin':
      return t('error.forbiddenOrigin');
    case 'unauthenticated':
      return t('error.signedOut');
    case 'validation_failed':
      return error.error.fields?.some((field) => field.message === nulCharacterMessage) ? t('error.invalidCharacter') : t('error.generic');
    default:
      return t('error.generic');
  }
}
