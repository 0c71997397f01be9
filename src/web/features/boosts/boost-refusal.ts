import { boostRefusalReasons, type BoostRefusalReason } from '@domain/boosts/boost-limits';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';

function isBoostRefusalReason(reason: unknown): reason is BoostRefusalReason {
  return (boostRefusalReasons as readonly unknown[]).includes(reason);
}

/** Why the server refused to launch, pause or resume a boost, in the reader's language ("this product already has a boost"). */
export function describeBoostRefusal(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && isBoostRefusalReason(error.error.reason)) return t(`boosts.refusal.${error.error.reason}`);
  if (error instanceof ApiRequestError && error.status === 404) return t('boosts.refusal.notFound');
  return describeApiError(error, t);
}
