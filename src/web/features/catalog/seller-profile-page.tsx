import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
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
  if (seller.isPending) {
    return (
      <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600">
        {t('state.loading')}
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('catalog.sellerNotFound')}</h1>
      <ButtonLink to="/browse" className="mt-6">
        {t('catalog.backToBrowse')}
      </ButtonLink>
    </section>
  );
}
