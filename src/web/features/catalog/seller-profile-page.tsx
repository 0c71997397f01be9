import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { LoadingState, MessagePage } from '../../components/ui/page-state';
import { apiFetch } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';

export default function SellerProfilePage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const seller = useQuery({
    queryKey: ['sellers', id],
    queryFn: ({ signal }) => apiFetch<{ id: string }>(`/api/sellers/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
  if (seller.isPending) return <LoadingState />;
  return (
    <MessagePage title={t('catalog.sellerNotFound')}>
      <ButtonLink to="/browse">{t('catalog.backToBrowse')}</ButtonLink>
    </MessagePage>
  );
}
