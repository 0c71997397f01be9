import { Navigate } from 'react-router';
import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { MessagePage } from '../../components/ui/page-state';
import { useCartCount } from '../../lib/cart-count';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';

function EmptyCart() {
  const { t } = useI18n();
  return (
    <MessagePage title={t('orders.cartEmpty')}>
      <ButtonLink to="/browse">{t('orders.continueShopping')}</ButtonLink>
    </MessagePage>
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
