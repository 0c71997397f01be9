import { nulCharacterMessage } from '@domain/nul-character';
import { ApiRequestError } from './api-client';
import type { Translate } from './i18n';

/**
 * What to tell the reader when a call fails, in their language. Features handle the reasons that
 * are theirs first and fall back to this; the server's own (English) message is never shown.
 */
export function describeApiError(error: unknown, t: Translate): string {
  if (!(error instanceof ApiRequestError)) return t('error.generic');
  if (error.status === 0) return t('error.network');
  switch (error.error.code) {
    case 'rate_limited':
      return t('error.rateLimited');
    // A part the server needs (the photo storage) did not answer: nothing the reader did, and it passes.
    case 'unavailable':
      return t('error.unavailable');
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
