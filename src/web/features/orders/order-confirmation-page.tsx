import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PromptUnlessSignedIn } from '../../components/sign-in-required';
import { ButtonLink } from '../../components/ui/button';
import { LoadingState, MessagePage } from '../../components/ui/page-state';
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
  if (order.isPending) return <LoadingState />;
  return (
    <MessagePage title={t('orders.orderNotFound')}>
      <ButtonLink to="/">{t('orders.goHome')}</ButtonLink>
    </MessagePage>
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
