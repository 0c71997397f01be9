import { useCallback } from 'react';
import type { Unit } from '@domain/catalog/product-options';
import { districtNames } from '@domain/catalog/taxonomy-names';
import type { Language } from '@domain/i18n/languages';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import type { VerificationRefusal } from '@domain/seller/seller-verification.schema';
import type { MessageKey } from '@web/locales/en';
import { useI18n, type Translate } from '@web/lib/i18n';

const quantityKeys: Record<Unit, MessageKey> = {
  kg: 'notifications.quantity.kg',
  g: 'notifications.quantity.g',
  litre: 'notifications.quantity.litre',
  piece: 'notifications.quantity.piece',
  bunch: 'notifications.quantity.bunch',
  dozen: 'notifications.quantity.dozen',
  pack: 'notifications.quantity.pack',
  unit: 'notifications.quantity.unit',
};

/** A stored notification (a kind and its parameters) written out in the reader's language. */
export function notificationText(notification: NotificationContent, t: Translate, language: Language): string {
  switch (notification.kind) {
    case 'review_invitation':
      return t('notifications.reviewInvitation', { product: notification.params.productTitle });
    case 'review_received':
      return t('notifications.reviewReceived', { product: notification.params.productTitle, count: notification.params.rating });
    case 'review_replied':
      return t('notifications.reviewReplied', { product: notification.params.productTitle });
    case 'review_removed':
      return t('notifications.reviewRemoved', {
        product: notification.params.productTitle,
        reason: t(`reviews.report.reason.${notification.params.reason}`),
      });
    case 'review_kept':
      return t('notifications.reviewKept', { product: notification.params.productTitle });
    case 'listing_hidden': {
      const { productTitle, reason, note } = notification.params;
      const why = t(`notifications.listingReason.${reason}`);
      return t('notifications.listingHidden', { product: productTitle, reason: note ? `${why} (${note})` : why });
    }
    case 'listing_restored':
      return t('notifications.listingRestored', { product: notification.params.productTitle });
    case 'verification_approved':
      return t('notifications.verificationApproved');
    case 'verification_refused':
      return t('notifications.verificationRefused', { reason: verificationReason(notification.params, t) });
    case 'verification_withdrawn':
      return t('notifications.verificationWithdrawn', { reason: verificationReason(notification.params, t) });
    default:
      return orderNotificationText(notification, t, language);
  }
}

/** Why an operator refused or withdrew a verification, with their words when they gave some. */
function verificationReason({ reason, note }: { reason: VerificationRefusal; note: string | null }, t: Translate): string {
  const why = t(`notifications.verificationRefusal.${reason}`);
  return note ? `${why} (${note})` : why;
}

type OrderNotification = Exclude<NotificationContent, { kind: `review_${string}` | `listing_${string}` | `verification_${string}` }>;

function orderNotificationText(notification: OrderNotification, t: Translate, language: Language): string {
  const { params } = notification;
  const quantity = t(quantityKeys[params.unit], { count: params.quantity });
  const product =
    params.itemCount > 1 ? t('notifications.andMore', { product: params.productTitle, count: params.itemCount - 1 }) : params.productTitle;
  switch (notification.kind) {
    case 'new_order':
      return t('notifications.newOrder', { quantity, product, district: districtNames[notification.params.buyerDistrict][language] });
    case 'order_confirmed':
      return t('notifications.orderConfirmed', { quantity, product });
    case 'order_delivered':
      return t('notifications.orderDelivered', { quantity, product });
    case 'order_cancelled': {
      const { actor, reason } = notification.params;
      if (actor === 'operator') {
        const key =
          reason === 'buyer_suspended' ? 'notifications.orderCancelledBuyerSuspended' : 'notifications.orderCancelledSellerSuspended';
        return t(key, { quantity, product });
      }
      return t(actor === 'buyer' ? 'notifications.orderCancelledByBuyer' : 'notifications.orderCancelledBySeller', { quantity, product });
    }
  }
}

export function useNotificationText() {
  const { t, language } = useI18n();
  return useCallback((notification: NotificationContent) => notificationText(notification, t, language), [t, language]);
}
