import { Navigate } from 'react-router';
import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { useCartCount } from '../../lib/cart-count';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';

function EmptyCart() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('orders.cartEmpty')}</h1>
      <ButtonLink to="/browse" className="mt-6">
        {t('orders.continueShopping')}
      </ButtonLink>
    </section>
  );
}

/** The cart's list and summary come with the orders work; until an item can be added, the cart is empty. */
function CartContents() {
  const { user } = useSession();
  const count = useCartCount(user?.id);
  return count === 0 ? <EmptyCart /> : <Navigate to="/browse" replace />;
}

export default function CartPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.cartSignIn')}>
      <CartContents />
    </PromptUnlessSignedIn>
  );
}
