import { Check, Truck, X } from 'lucide-react';
import { sellerMayMoveItem } from '@domain/orders/order-status';
import type { SellerOrderItem } from '@domain/orders/order.schema';
import { useConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { useChangeItemStatus, type ItemStatusChange } from './api/change-item-status';
import { describeStatusChangeError } from './status-change-error';

type Move = ItemStatusChange['status'];
const moves: readonly Move[] = ['confirmed', 'delivered', 'cancelled'];

/** `ask`: the question put before a move that cannot be undone (null: made at once, as confirming is). */
const moveText = {
  confirmed: { label: 'seller.orders.move.confirm', done: 'seller.orders.moved.confirmed', icon: Check, ask: null },
  delivered: {
    label: 'seller.orders.move.deliver',
    done: 'seller.orders.moved.delivered',
    icon: Truck,
    ask: 'seller.orders.confirmDeliver',
  },
  cancelled: { label: 'seller.orders.move.cancel', done: 'seller.orders.moved.cancelled', icon: X, ask: 'seller.orders.confirmCancel' },
} as const;

/**
 * The moves the seller may make on one item from where it stands (pending: confirm or cancel; confirmed:
 * deliver or cancel; nothing after that), as buttons. Delivering and cancelling ask first: neither can be undone,
 * cancelling returns the stock, and delivering asks the buyer to confirm receipt (and then to rate).
 */
export function ItemStatusControl({ item }: { item: SellerOrderItem }) {
  const { t } = useI18n();
  const change = useChangeItemStatus();
  const { confirm, dialog } = useConfirmDialog();
  const allowed = moves.filter((to) => sellerMayMoveItem(item.status, to));
  const order = item.orderId.slice(0, 8);

  if (allowed.length === 0) return <span className="text-sm text-stone-600">{t('seller.orders.noMoves')}</span>;

  async function move(to: Move) {
    const { ask, label } = moveText[to];
    const question = ask && t(ask, { title: item.title, buyer: item.buyer.name });
    if (question && !(await confirm({ question, confirmLabel: t(label), destructive: to === 'cancelled' }))) return;
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
            onClick={() => void move(to)}
            // A fingertip's height (44 px): these sit close together in a row of orders on a phone.
            className={cn('min-h-11', to === 'cancelled' && 'text-red-800')}
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
      {dialog}
    </div>
  );
}
