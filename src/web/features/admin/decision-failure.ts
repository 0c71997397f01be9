import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';
import type { MessageKey } from '@web/locales/en';

/**
 * Why an operator's decision was refused, where the server says so (`reasons`: a part of the console's own refusals,
 * by the server's reason); otherwise the console's general words, with what went wrong where that says more.
 */
export function decisionFailure(error: unknown, t: Translate, reasons: Partial<Record<string, MessageKey>> = {}): string {
  if (error instanceof ApiRequestError) {
    const { reason } = error.error;
    if (reason === 'own_case') return t('admin.refused.ownCase');
    const known = reason === undefined ? undefined : reasons[reason];
    if (known) return t(known);
    if (error.status === 0 || error.status >= 500 || error.status === 400)
      return `${t('admin.actionFailed')} ${describeApiError(error, t)}`;
  }
  return t('admin.actionFailed');
}
