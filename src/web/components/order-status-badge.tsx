import { itemStatuses, type ItemStatus } from '@domain/orders/order-status';
import { cn } from '../lib/class-names';
import { useI18n } from '../lib/i18n';

/**
 * Pending yellow, confirmed blue, delivered green, cancelled red, anything else grey; each pair passes WCAG AA
 * (docs/product-rules.md#status-colours).
 */
const colours: Record<ItemStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  confirmed: 'bg-blue-100 text-blue-800 ring-blue-200',
  delivered: 'bg-green-100 text-green-800 ring-green-200',
  cancelled: 'bg-red-100 text-red-800 ring-red-200',
};

function isItemStatus(status: string): status is ItemStatus {
  return (itemStatuses as readonly string[]).includes(status);
}

/** An order's or an item's status, coloured and named in the reader's language. Shared by the buyer's and the seller's pages. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useI18n();
  const known = isItemStatus(status);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        known ? colours[status] : 'bg-stone-100 text-stone-800 ring-stone-300',
        className,
      )}
    >
      {known ? t(`orders.status.${status}`) : status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
