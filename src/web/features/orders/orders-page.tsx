import { pageHeads } from '../../../domain/site/page-heads';
import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n';

export default function OrdersPage() {
  const { t, language } = useI18n();
  // Orders can be placed once the cart and checkout arrive; until then every account has none.
  return (
    <PromptUnlessSignedIn message={t('orders.ordersSignIn')}>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold">{pageHeads[language].orders.title}</h1>
        <div className="mt-10 flex flex-col items-center text-center">
          <p className="text-lg text-stone-700">{t('orders.noOrders')}</p>
          <ButtonLink to="/browse" className="mt-6">
            {t('orders.continueShopping')}
          </ButtonLink>
        </div>
      </section>
    </PromptUnlessSignedIn>
  );
}
