import { cartSubtotalCents, type CartItem } from '@domain/orders/cart';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { ProductThumbnail } from './product-thumbnail';
import { OrderTotals } from './order-totals';

/** The cart as it will be ordered, with its totals. */
export function OrderSummary({ cart }: { cart: readonly CartItem[] }) {
  const { t } = useI18n();
  const { money, quantity } = useFormat();
  const subtotal = cartSubtotalCents(cart);
  return (
    <Card className="h-fit p-5 lg:sticky lg:top-20">
      <h2 className="text-lg font-semibold">{t('orders.summary')}</h2>
      <ul className="mt-4 space-y-3">
        {cart.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <ProductThumbnail url={item.image} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="break-words text-sm font-medium text-stone-900">{item.title}</p>
              <p className="text-sm text-stone-600">
                {t('orders.priceTimesQuantity', { price: money(item.priceCents), quantity: quantity(item.quantity, item.unit) })}
              </p>
            </div>
            <p className="text-sm font-semibold text-stone-900">{money(item.priceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals subtotalCents={subtotal} className="mt-4 border-t border-stone-200 pt-4" />
      <p className="mt-3 text-sm text-stone-600">{t('orders.checkout.totalNote')}</p>
    </Card>
  );
}
