import { PackageCheck } from 'lucide-react';
import type { OrderItem } from '@domain/orders/order.schema';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { useI18n } from '@web/lib/i18n';
import { useConfirmReceipt } from './api/confirm-receipt';
import { describeOrderError } from './order-error-message';

/**
 * "I received it" on an item its seller marked delivered: the buyer's own word that it arrived is what makes the
 * purchase verified and opens the rating, since the delivered mark is the seller's alone.
 */
export function ConfirmReceipt({ orderId, item }: { orderId: string; item: OrderItem }) {
  const { t } = useI18n();
  const confirm = useConfirmReceipt();
  function handleConfirm() {
    confirm.mutate(
      { orderId, itemId: item.id },
      {
        onSuccess() {
          toast({ title: t('orders.received.doneTitle'), description: t('orders.received.doneText') });
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
    <div className="mt-1">
      <p className="text-sm text-stone-700">{t('orders.received.question')}</p>
      <Button variant="outline" size="sm" className="mt-1" disabled={confirm.isPending} onClick={handleConfirm}>
        <PackageCheck aria-hidden="true" className="h-4 w-4" />
        {confirm.isPending ? t('orders.received.confirming') : t('orders.received.action')}
        <span className="sr-only">: {item.title}</span>
      </Button>
    </div>
  );
}
