import { itemStatuses, type ItemStatus } from '@domain/orders/order-status';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';

function statusName(status: unknown, t: Translate): string {
  return (itemStatuses as readonly unknown[]).includes(status) ? t(`orders.status.${status as ItemStatus}`) : String(status);
}

/** Why the server refused to move an item, in the reader's language ("already Delivered, so it cannot become Cancelled"). */
export function describeStatusChangeError(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && error.error.reason === 'status_change_not_allowed') {
    const { from, to } = error.error.params ?? {};
    return t('seller.orders.refusal.notAllowed', { from: statusName(from, t), to: statusName(to, t) });
  }
  if (error instanceof ApiRequestError && error.status === 404) return t('seller.orders.refusal.notFound');
  return describeApiError(error, t);
}
