import { pageHeads } from '@domain/site/page-heads';
import { PromptUnlessSignedIn } from '@web/components/sign-in-required';
import { LoadFailed } from '@web/components/load-failed';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MessagePage } from '@web/components/ui/page-state';
import { useI18n } from '@web/lib/i18n';
import { CartChanges } from './cart-changes';
import { useSignedInCart } from './use-checked-cart';
import { pathOf } from '@domain/site/pages';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

export default function CartPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.cartSignIn')}>
      <SignedInCart />
    </PromptUnlessSignedIn>
  );
}

function SignedInCart() {
  const { t, language } = useI18n();
  const { userId, checked } = useSignedInCart();
  const { cart, changes, ownItemIds } = checked;

  if (cart.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 pt-8">
        <CartChanges changes={changes} cart={cart} onDismiss={checked.dismissChanges} />
        <MessagePage title={t('orders.cartEmpty')}>
          <ButtonLink to={pathOf('browse')}>{t('orders.continueShopping')}</ButtonLink>
        </MessagePage>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{pageHeads[language].cart.title}</h1>
      <p className="mt-1 text-stone-700">{t('orders.cart.itemCount', { count: cart.length })}</p>

      <div className="mt-6">
        <CartChanges changes={changes} cart={cart} onDismiss={checked.dismissChanges} />
        {checked.checkOffline && (
          <p role="status" className="mb-6 rounded-lg border border-stone-300 bg-white p-4 text-sm text-stone-800">
            {t('orders.cart.checkOffline')}
          </p>
        )}
        {checked.checkFailed && (
          <LoadFailed
            inline
            announce
            message={t('orders.cart.checkFailed')}
            error={checked.checkError}
            onRetry={checked.retryCheck}
            className="mb-6 rounded-lg border border-stone-300 bg-white p-4 text-sm"
          />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="sr-only">{t('orders.cart.itemsHeading')}</h2>
          <ul className="divide-y divide-stone-200">
            {cart.map((item) => (
              <li key={item.id}>
                <CartLine item={item} userId={userId} own={ownItemIds.has(item.id)} />
              </li>
            ))}
          </ul>
        </Card>
        <CartSummary cart={cart} blocked={ownItemIds.size > 0} checking={checked.isChecking} />
      </div>
    </section>
  );
}
