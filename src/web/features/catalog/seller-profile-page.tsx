import { CalendarDays, MapPin, Package, Store } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { isDistrict } from '@domain/catalog/districts';
import type { SellerProfile } from '@domain/catalog/product.schema';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { Button, ButtonLink } from '@web/components/ui/button';
import { VerifiedSellerBadge } from '@web/components/verified-badge';
import { RatingBadge } from '@web/components/rating';
import { Card } from '@web/components/ui/card';
import { MessagePage } from '@web/components/ui/page-state';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-title';
import { useProducts } from './api/get-products';
import { useSeller } from './api/get-seller';
import { Pagination } from '@web/components/pagination';
import { ProductGrid } from './product-grid';
import { readPage } from './use-browse-params';
import { useCatalogLabels } from './use-catalog-labels';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';

/** A seller's public page: who they are and what they have for sale, a page of cards at a time. */
export default function SellerProfilePage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const seller = useSeller(id);
  const notFound = seller.error instanceof ApiRequestError && (seller.error.status === 404 || seller.error.status === 400);
  usePageTitle({ subject: seller.data?.name, missing: notFound });

  return (
    <QueryState
      query={seller}
      failed={
        <MessagePage title={notFound ? t('catalog.sellerNotFound') : describeApiError(seller.error, t)}>
          {!notFound && (
            <Button variant="outline" onClick={() => void seller.refetch()}>
              {t('state.retry')}
            </Button>
          )}
          <ButtonLink to={pathOf('browse')}>{t('catalog.backToBrowse')}</ButtonLink>
        </MessagePage>
      }
    >
      {(data) => <SellerView seller={data} />}
    </QueryState>
  );
}

function SellerView({ seller }: { seller: SellerProfile }) {
  const { t, language } = useI18n();
  const { date } = useFormat();
  const labels = useCatalogLabels();
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const products = useProducts({ seller: seller.id, page });

  useLoadFailedToast(products, 'catalog.results.loadFailed');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Store aria-hidden="true" className="h-8 w-8" />
        </span>
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-stone-900 sm:text-3xl">{seller.name}</h1>
          {seller.verified && <VerifiedSellerBadge className="mt-2" />}
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-stone-700">
            {isDistrict(seller.district) && (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="h-4 w-4 text-stone-600" />
                {districtNames[seller.district][language]}
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <RatingBadge rating={seller.rating} />
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="h-4 w-4 text-stone-600" />
              {t('catalog.seller.memberSince', { date: date(seller.memberSince) })}
            </li>
            <li className="flex items-center gap-1.5">
              <Package aria-hidden="true" className="h-4 w-4 text-stone-600" />
              {t('catalog.seller.activeListings', { count: seller.activeListings, total: labels.count(seller.activeListings) })}
            </li>
          </ul>
        </div>
      </Card>

      <section aria-labelledby="seller-products" aria-busy={products.isFetching} className="mt-8">
        <h2 id="seller-products" className="mb-4 text-xl font-semibold text-stone-900">
          {t('catalog.seller.products')}
        </h2>
        <QueryState
          query={products}
          failed={{ message: t('catalog.results.loadFailed'), className: 'mt-0' }}
          loading={<ProductGrid products={undefined} />}
          isEmpty={(result) => result.products.length === 0}
          empty={(result) => (
            <Card className="flex flex-col items-center px-6 py-12 text-center">
              <p className="text-stone-700">{result.total > 0 ? t('catalog.results.pastEnd') : t('catalog.seller.noProducts')}</p>
              {result.total > 0 && (
                <ButtonLink variant="outline" className="mt-4" to={{ search: '' }}>
                  {t('catalog.results.firstPage')}
                </ButtonLink>
              )}
            </Card>
          )}
        >
          {(result) => (
            <>
              <ProductGrid products={result.products} busy={products.isPlaceholderData} />
              <Pagination
                page={page}
                pageCount={Math.ceil(result.total / result.pageSize)}
                searchFor={(other) => (other > 1 ? `?page=${other}` : '')}
              />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
