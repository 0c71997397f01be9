import { Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { reviewFormAnchor } from '@domain/reviews/review-limits';
import type { OrderItem } from '@domain/orders/order.schema';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { useFormat } from '@web/lib/format';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { toast } from '@web/components/ui/toast';
import { useConfirmReceipt } from './api/confirm-receipt';
import { ConfirmReceipt } from './confirm-receipt';
import { describeOrderError } from './order-error-message';
import { ProductThumbnail } from './product-thumbnail';
import { pathOf } from '@domain/site/pages';

/**
 * One item of an order: photo, title, price × quantity, its seller and, with several sellers, its own status; once
 * delivered, "I received it" until the buyer says so, then "Rate this product" until they have.
 */
export function OrderItemLine({ orderId, item, showStatus = true }: { orderId: string; item: OrderItem; showStatus?: boolean }) {
  const { t } = useI18n();
  const { money, quantity } = useFormat();
  const confirm = useConfirmReceipt();
  const [confirmed, setConfirmed] = useState(false);
  const rateLink = useRef<HTMLAnchorElement>(null);
  const receivedLine = useRef<HTMLParagraphElement>(null);
  const offersRating = item.awaitsReview && item.productId !== null;
  // "I received it" had focus and is gone once the order shows the item received: focus goes to what took its
  // place, the rating's link or, with no rating to offer, the line saying it is received.
  useEffect(() => {
    if (confirmed && item.receivedAt !== null) (rateLink.current ?? receivedLine.current)?.focus();
  }, [confirmed, item.receivedAt]);
  function handleConfirm() {
    confirm.mutate(
      { orderId, itemId: item.id },
      {
        onSuccess(order) {
          // Already rated, or no longer on sale: there is nothing to rate, whatever the item was before.
          const awaitsReview = order.items.find((line) => line.id === item.id)?.awaitsReview ?? false;
          toast({
            title: t('orders.received.doneTitle'),
            description: t(awaitsReview ? 'orders.received.doneText' : 'orders.received.noted'),
          });
          setConfirmed(true);
        },
        onError(error) {
          toast({
            title: t('orders.received.failedTitle'),
            description: describeOrderError(error, t, t('error.generic')),
            variant: 'destructive',
          });
        },
      },
    );
  }
  return (
    <div className="flex items-start gap-3">
      <ProductThumbnail url={item.coverUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-stone-900">
          {item.productId ? (
            <Link
              to={pathOf('product', { id: item.productId })}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className="text-sm text-stone-700">
          {t('orders.priceTimesQuantity', { price: money(item.priceCents), quantity: quantity(item.quantity, item.unit) })}
        </p>
        <p className="text-sm text-stone-600">{t('orders.item.seller', { name: item.sellerName })}</p>
        {item.status === 'delivered' && item.receivedAt === null && (
          <ConfirmReceipt item={item} pending={confirm.isPending} onConfirm={handleConfirm} />
        )}
        {confirmed && item.receivedAt !== null && !offersRating && (
          <p
            ref={receivedLine}
            tabIndex={-1}
            className="mt-1 text-sm text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('orders.received.noted')}
          </p>
        )}
        {offersRating && item.productId && (
          <Link
            ref={rateLink}
            to={`${pathOf('product', { id: item.productId })}#${reviewFormAnchor}`}
            className={cn(textLinkClasses, 'mt-1 inline-flex items-center gap-1 text-sm')}
          >
            <Star aria-hidden="true" className="h-4 w-4" />
            {t('reviews.rateThis')}
            <span className="sr-only">: {item.title}</span>
          </Link>
        )}
      </div>
      <div className="flex flex-col items-end gap-1">
        <p className="font-semibold text-stone-900">{money(item.priceCents * item.quantity)}</p>
        {showStatus && <OrderStatusBadge status={item.status} />}
      </div>
    </div>
  );
}
