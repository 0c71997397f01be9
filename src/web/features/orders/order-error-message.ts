import { units, type Unit } from '@domain/catalog/product-options';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';

function unitName(unit: unknown, t: Translate): string {
  return (units as readonly unknown[]).includes(unit) ? t(`seller.unit.${unit as Unit}`) : '';
}

/**
 * Why the server refused to place or cancel an order, in the reader's language, built from the refusal's
 * reason and values ("Only 3 kg of Tomatoes left."). Anything else gets `fallback`, or the shared wording
 * for a lost connection, too many attempts or an ended session.
 */
export function describeOrderError(error: unknown, t: Translate, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const { reason, params = {} } = error.error;
  const title = typeof params.title === 'string' ? params.title : '';
  switch (reason) {
    case 'insufficient_stock': {
      const available = Number(params.available);
      if (!Number.isFinite(available) || available <= 0) return t('orders.refusal.outOfStock', { title });
      return t('orders.refusal.insufficientStock', { title, available, unit: unitName(params.unit, t) });
    }
    case 'price_changed':
      return t('orders.refusal.priceChanged', { title });
    case 'product_unavailable':
      // Never named: a product that is not for sale may be a draft, whose title is its seller's alone.
      return t('orders.refusal.unavailableUnknown');
    case 'own_product':
      return t('orders.refusal.ownProduct', { title });
    case 'quantity_limit_exceeded':
      return t('orders.refusal.quantityLimit', { title, limit: Number(params.limit), unit: unitName(params.unit, t) });
    case 'too_many_orders':
      return t('orders.refusal.tooManyOrders', { limit: Number(params.limit), minutes: Number(params.minutes) });
    case 'too_many_pending_orders':
      return t('orders.refusal.tooManyPending', { limit: Number(params.limit) });
    case 'order_too_large':
      return t('orders.refusal.tooLarge');
    case 'order_not_cancellable':
      return t('orders.refusal.notCancellable');
    case 'not_delivered_yet':
      return t('orders.refusal.notDeliveredYet');
  }
  if (error.status === 0 || ['rate_limited', 'forbidden_origin', 'unauthenticated'].includes(error.error.code)) {
    return describeApiError(error, t);
  }
  return fallback;
}
