import type { BrowseResult } from '@domain/catalog/product.schema';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import { useShowCardReturnedTo } from './browse-return';
import { Pagination } from '@web/components/pagination';
import { ProductGrid, SponsoredGrid } from './product-grid';
import { browsePageSearch, type BrowseParams } from './use-browse-params';
import { QueryState, type QueryOutcome } from '@web/components/query-state';

function hasFilters(params: BrowseParams): boolean {
  return Boolean(
    params.q ||
    params.category ||
    params.districts.length ||
    params.minPrice !== null ||
    params.maxPrice !== null ||
    params.inStock ||
    params.minRating !== null,
  );
}

/** The page of results, or why there is none: a failed load, no match, or a page past the end. */
export function Results({
  params,
  query,
  busy,
  onClearAll,
}: {
  params: BrowseParams;
  query: QueryOutcome<BrowseResult>;
  busy: boolean;
  onClearAll: () => void;
}) {
  const { t } = useI18n();
  useShowCardReturnedTo(Boolean(query.data && query.data.products.length > 0));

  return (
    <QueryState
      query={query}
      failed={{ message: t('catalog.results.loadFailed'), className: 'mt-0' }}
      loading={<ProductGrid products={undefined} view={params.view} busy={busy} />}
      isEmpty={(result) => result.products.length === 0}
      empty={(result) =>
        // A page past the end (an old link, or fewer results since) is not the same as no results.
        result.total > 0 ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <p className="text-stone-700">{t('catalog.results.pastEnd')}</p>
            <ButtonLink variant="outline" className="mt-4" to={{ search: browsePageSearch(params, 1) }}>
              {t('catalog.results.firstPage')}
            </ButtonLink>
          </Card>
        ) : (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <p className="text-stone-700">{t('catalog.results.empty')}</p>
            {hasFilters(params) && (
              <Button variant="outline" className="mt-4" onClick={onClearAll}>
                {t('catalog.results.clearAll')}
              </Button>
            )}
          </Card>
        )
      }
    >
      {(result) => (
        <>
          <SponsoredGrid products={result.sponsored} view={params.view} />
          <ProductGrid products={result.products} view={params.view} busy={busy} />
          <Pagination
            page={params.page}
            pageCount={pageCountOf(result, params.page)}
            searchFor={(page) => browsePageSearch(params, page)}
          />
        </>
      )}
    </QueryState>
  );
}

/** Past the counting cap the real number of pages is unknown: offer the next page while this one is full. */
function pageCountOf(result: { total: number; totalIsCapped: boolean; pageSize: number; products: unknown[] }, page: number) {
  const counted = Math.ceil(result.total / result.pageSize);
  if (!result.totalIsCapped) return counted;
  return Math.max(counted, result.products.length === result.pageSize ? page + 1 : page);
}
