import { cartSubtotalCents, type CartItem } from '@domain/orders/cart';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import { OrderTotals } from './order-totals';
import { pathOf } from '@domain/site/pages';

/** The totals and the way on to checkout. */
export function CartSummary({ cart, blocked, checking }: { cart: readonly CartItem[]; blocked: boolean; checking: boolean }) {
  const { t } = useI18n();
  const subtotal = cartSubtotalCents(cart);
  return (
    <Card className="h-fit p-5 lg:sticky lg:top-20">
      <h2 className="text-lg font-semibold">{t('orders.summary')}</h2>
      <OrderTotals subtotalCents={subtotal} className="mt-4" />
      {checking && (
        <p role="status" className="mt-3 text-sm text-stone-600">
          {t('orders.cart.checking')}
        </p>
      )}
      {blocked ? (
        <>
          <p id="cart-blocked" className="mt-4 text-sm font-medium text-red-800">
            {t('orders.cart.removeOwn')}
          </p>
          <Button size="lg" className="mt-3 w-full" disabled aria-describedby="cart-blocked">
            {t('orders.cart.proceed')}
          </Button>
        </>
      ) : (
        <ButtonLink to={pathOf('checkout')} size="lg" className="mt-4 w-full">
          {t('orders.cart.proceed')}
        </ButtonLink>
      )}
      <p className="mt-3 text-center text-sm text-stone-600">{t('orders.paymentNote')}</p>
    </Card>
  );
}
