import { PackageCheck } from 'lucide-react';
import type { OrderItem } from '@domain/orders/order.schema';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

/**
 * "I received it" on an item its seller marked delivered: the buyer's own word that it arrived is what makes the
 * purchase verified and opens the rating, since the delivered mark is the seller's alone. The item's line sends it
 * (useConfirmReceipt) and says what came of it: this button is gone by then.
 */
export function ConfirmReceipt({ item, pending, onConfirm }: { item: OrderItem; pending: boolean; onConfirm: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mt-1">
      <p className="text-sm text-stone-700">{t('orders.received.question')}</p>
      <Button variant="outline" size="sm" className="mt-1" disabled={pending} onClick={onConfirm}>
        <PackageCheck aria-hidden="true" className="h-4 w-4" />
        {pending ? t('orders.received.confirming') : t('orders.received.action')}
        <span className="sr-only">: {item.title}</span>
      </Button>
    </div>
  );
}
