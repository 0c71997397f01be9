import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { type Order } from '@domain/orders/order.schema';
import { pageHeads } from '@domain/site/page-heads';
import { PromptUnlessSignedIn } from '@web/components/sign-in-required';
import { ButtonLink } from '@web/components/ui/button';
import { MessagePage } from '@web/components/ui/page-state';
import { toast } from '@web/components/ui/toast';
import { clearCart } from '@web/lib/cart';
import { useI18n } from '@web/lib/i18n';
import { CartChanges } from './cart-changes';
import { useSignedInCart } from './use-checked-cart';
import { CheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';
import { pathOf } from '@domain/site/pages';

export default function CheckoutPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.checkoutSignIn')}>
      <CheckoutOrKept />
    </PromptUnlessSignedIn>
  );
}

/**
 * An order kept on the phone until the link returns leaves the checkout for a message; the cart it emptied is no longer
 * checked here (its products may come back to the cart refused, and the cart page points out what changed).
 */
function CheckoutOrKept() {
  const { t } = useI18n();
  const [kept, setKept] = useState(false);
  if (kept) {
    return (
      <MessagePage title={t('orders.waiting.savedTitle')}>
        <p className="text-stone-700">{t('orders.waiting.savedText')}</p>
        <ButtonLink to={pathOf('browse')}>{t('orders.continueShopping')}</ButtonLink>
      </MessagePage>
    );
  }
  return <Checkout onKept={() => setKept(true)} />;
}

function Checkout({ onKept }: { onKept(): void }) {
  const { t, language } = useI18n();
  const { userId, checked } = useSignedInCart();
  const { cart, changes } = checked;
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);

  function handlePlaced(order: Order) {
    // Marked first, so emptying the cart does not send the buyer back to /cart on the way to the confirmation.
    setPlaced(true);
    clearCart(userId);
    toast({ title: t('orders.checkout.placedTitle'), description: t('orders.checkout.placedText') });
    void navigate(pathOf('orderConfirmation', { id: order.id }));
  }

  // Kept on the phone until the link returns: the cart is emptied (the kept order holds its lines), and the layout's
  // notice says what becomes of it.
  function handleKept() {
    onKept();
    clearCart(userId);
  }

  if (placed) return null;
  // An empty cart goes back to /cart, unless the check just emptied it: then say why here.
  if (cart.length === 0) {
    if (changes.length === 0) return <Navigate to={pathOf('cart')} replace />;
    return (
      <div className="mx-auto max-w-xl px-4 pt-8">
        <CartChanges changes={changes} cart={cart} onDismiss={checked.dismissChanges} />
        <MessagePage title={t('orders.cartEmpty')}>
          <ButtonLink to={pathOf('browse')}>{t('orders.continueShopping')}</ButtonLink>
        </MessagePage>
      </div>
    );
  }
  // The buyer's own products are pointed out in the cart, where they can be removed.
  if (checked.ownItemIds.size > 0) return <Navigate to={pathOf('cart')} replace />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ButtonLink to={pathOf('cart')} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('orders.checkout.backToCart')}
      </ButtonLink>
      <h1 className="mt-2 text-3xl font-bold">{pageHeads[language].checkout.title}</h1>
      <div className="mt-6">
        <CartChanges changes={changes} cart={cart} onDismiss={checked.dismissChanges} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <CheckoutForm cart={cart} onPlaced={handlePlaced} onKept={handleKept} />
        <OrderSummary cart={cart} />
      </div>
    </section>
  );
}
