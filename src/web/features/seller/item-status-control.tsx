import { Check, Truck, X } from 'lucide-react';
import { sellerMayMoveItem } from '@domain/orders/order-status';
import type { SellerOrderItem } from '@domain/orders/order.schema';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { useI18n } from '@web/lib/i18n';
import { useChangeItemStatus, type ItemStatusChange } from './api/change-item-status';
import { describeStatusChangeError } from './status-change-error';

type Move = ItemStatusChange['status'];
const moves: readonly Move[] = ['confirmed', 'delivered', 'cancelled'];

const moveText = {
  confirmed: { label: 'seller.orders.move.confirm', done: 'seller.orders.moved.confirmed', icon: Check },
  delivered: { label: 'seller.orders.move.deliver', done: 'seller.orders.moved.delivered', icon: Truck },
  cancelled: { label: 'seller.orders.move.cancel', done: 'seller.orders.moved.cancelled', icon: X },
} as const;

/**
 * The moves the seller may make on one item from where it stands (pending: confirm or cancel; confirmed:
 * deliver or cancel; nothing after that), as buttons. Cancelling asks first: it returns the stock and tells the buyer.
 */
export function ItemStatusControl({ item }: { item: SellerOrderItem }) {
  const { t } = useI18n();
  const change = useChangeItemStatus();
  const allowed = moves.filter((to) => sellerMayMoveItem(item.status, to));
  const order = item.orderId.slice(0, 8);

  if (allowed.length === 0) return <span className="text-sm text-stone-600">{t('seller.orders.noMoves')}</span>;

  function move(to: Move) {
    if (to === 'cancelled' && !window.confirm(t('seller.orders.confirmCancel', { title: item.title, buyer: item.buyer.name }))) return;
    change.mutate(
      { id: item.id, status: to },
      {
        onSuccess() {
          toast({ title: t(moveText[to].done), description: t('seller.orders.movedText', { title: item.title, order }) });
        },
        onError(error) {
          toast({ title: t('seller.orders.moveFailed'), description: describeStatusChangeError(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <div role="group" aria-label={t('seller.orders.changeStatus')} className="flex flex-wrap gap-2">
      {allowed.map((to) => {
        const { label, icon: Icon } = moveText[to];
        return (
          <Button
            key={to}
            size="sm"
            variant={to === 'cancelled' ? 'outline' : 'primary'}
            disabled={change.isPending}
            onClick={() => move(to)}
            className={to === 'cancelled' ? 'text-red-800' : undefined}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(label)}
            {/* Which item, for a screen reader going from button to button down the list. */}
            <span className="sr-only">
              : {item.title}, {t('orders.list.orderNumber', { id: order })}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
