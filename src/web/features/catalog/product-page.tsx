import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../components/ui/page-state';
import { toast } from '../../components/ui/toast';
import { apiFetch } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';

/** Asks the server for the product; a product that is unknown or not listed sends the buyer back to Browse. */
export default function ProductPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useQuery({
    queryKey: ['products', id],
    queryFn: ({ signal }) => apiFetch<{ id: string }>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

  useEffect(() => {
    if (!product.isError) return;
    toast({ title: t('toast.error'), description: t('catalog.productNotFound'), variant: 'destructive' });
    void navigate('/browse', { replace: true });
  }, [product.isError, navigate, t]);

  return <LoadingState />;
}
