import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { MessagePage } from '../../components/ui/page-state';
import { useI18n } from '../../lib/i18n';

function EmptyCart() {
  const { t } = useI18n();
  return (
    <MessagePage title={t('orders.cartEmpty')}>
      <ButtonLink to="/browse">{t('orders.continueShopping')}</ButtonLink>
    </MessagePage>
  );
}

export default function CartPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.cartSignIn')}>
      {/* The cart's list and summary come with the orders work; until an item can be added, it is empty. */}
      <EmptyCart />
    </PromptUnlessSignedIn>
  );
}
