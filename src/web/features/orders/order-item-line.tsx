import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { reviewFormAnchor } from '@domain/reviews/review-limits';
import type { OrderItem } from '@domain/orders/order.schema';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { useFormat } from '@web/lib/format';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { ConfirmReceipt } from './confirm-receipt';
import { ProductThumbnail } from './product-thumbnail';
import { pathOf } from '@domain/site/pages';

/**
 * One item of an order: photo, title, price × quantity, its seller and, with several sellers, its own status; once
 * delivered, "I received it" until the buyer says so, then "Rate this product" until they have.
 */
export function OrderItemLine({ orderId, item, showStatus = true }: { orderId: string; item: OrderItem; showStatus?: boolean }) {
  const { t } = useI18n();
  const { money } = useFormat();
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
          {t('orders.priceTimesQuantity', { price: money(item.priceCents), quantity: item.quantity })}
        </p>
        <p className="text-sm text-stone-600">{t('orders.item.seller', { name: item.sellerName })}</p>
        {item.status === 'delivered' && item.receivedAt === null && <ConfirmReceipt orderId={orderId} item={item} />}
        {item.awaitsReview && item.productId && (
          <Link
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
