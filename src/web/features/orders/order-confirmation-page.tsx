import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { apiFetch } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';

function OrderLookup() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const order = useQuery({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => apiFetch<{ id: string }>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
  if (order.isPending) {
    return (
      <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600">
        {t('state.loading')}
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('orders.orderNotFound')}</h1>
      <ButtonLink to="/" className="mt-6">
        {t('orders.goHome')}
      </ButtonLink>
    </section>
  );
}

export default function OrderConfirmationPage() {
  const { t } = useI18n();
  return (
    <PromptUnlessSignedIn message={t('orders.orderSignIn')}>
      <OrderLookup />
    </PromptUnlessSignedIn>
  );
}
