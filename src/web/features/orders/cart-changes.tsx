import { Info, X } from 'lucide-react';
import type { CartChange, CartItem } from '@domain/orders/cart';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/**
 * What changed in the cart since its products were added (a price moved, stock fell, a product went),
 * said plainly at the top of the cart and checkout so the buyer sees it before paying.
 */
export function CartChanges({
  changes,
  cart,
  onDismiss,
}: {
  changes: readonly CartChange[];
  cart: readonly CartItem[];
  onDismiss(): void;
}) {
  const { t } = useI18n();
  const { money } = useFormat();
  const unitOf = (id: string) => {
    const unit = cart.find((item) => item.id === id)?.unit;
    return unit ? t(`seller.unit.${unit}`) : '';
  };

  function describe(change: CartChange): string {
    switch (change.kind) {
      case 'gone':
        return t('orders.cart.change.gone', { title: change.title });
      case 'price':
        return t('orders.cart.change.price', { title: change.title, from: money(change.fromCents), to: money(change.toCents) });
      case 'stock':
        return change.available === 0
          ? t('orders.cart.change.soldOut', { title: change.title })
          : t('orders.cart.change.stock', { title: change.title, available: change.available, unit: unitOf(change.id) });
      case 'limit':
        return t('orders.cart.change.limit', { title: change.title, limit: change.limit, unit: unitOf(change.id) });
    }
  }

  // The live region is always there, so screen readers hear the changes when they arrive.
  return (
    <div aria-live="polite">
      {changes.length > 0 && (
        <section aria-labelledby="cart-changes-title" className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-stone-900">
          <div className="flex items-start gap-3">
            <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
            <div className="min-w-0 flex-1">
              <h2 id="cart-changes-title" className="font-semibold">
                {t('orders.cart.changesTitle')}
              </h2>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {changes.map((change) => (
                  <li key={`${change.kind}:${change.id}`} className="break-words">
                    {describe(change)}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              onClick={onDismiss}
              aria-label={t('orders.cart.dismissChanges')}
              className="rounded p-1 text-stone-700 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
