import { LayoutGrid, List, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import type { MessageKey } from '@web/locales/en';
import { useProducts } from './api/get-products';
import { BrowseFilters, type FilterChanges } from './browse-filters';
import { BrowseSearch } from './browse-search';
import { keptFormFields, toProductsQuery, useBrowseParams, type BrowseView } from './use-browse-params';
import { Results } from './browse-results';
import { ResultCount, SortSelect } from './browse-toolbar';

const viewButtons: { view: BrowseView; label: MessageKey; icon: LucideIcon }[] = [
  { view: 'grid', label: 'catalog.view.grid', icon: LayoutGrid },
  { view: 'list', label: 'catalog.view.list', icon: List },
];

const noFilters = {
  category: null,
  districts: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  minRating: null,
} satisfies FilterChanges;

const filtersId = 'browse-filters';
/** The filter panel's form, which the order's select belongs to as well (it sits in the toolbar). */
const filtersFormId = 'browse-filters-form';

// Wide screens have room for the panel beside the results; a phone starts with the results.
function startsWithFiltersOpen(): boolean {
  return window.matchMedia('(min-width: 1024px)').matches;
}

/** Search, filters, sort and pages all run on the server; this page keeps them in the address bar. */
export default function BrowsePage() {
  const { t } = useI18n();
  const { params, update } = useBrowseParams();
  const products = useProducts(toProductsQuery(params));
  // Unknown on the server (it has no screen): until the browser says, the panel shows on wide screens by CSS alone.
  // A phone's panel stays as the server drew it (closed by CSS) until it is toggled: setting it closed as the page
  // starts would only draw the whole page again before it works.
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (startsWithFiltersOpen()) setFiltersOpen((open) => open ?? true);
  }, []);

  useLoadFailedToast(products, 'catalog.results.loadFailed');

  const search = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const changeFilters = useCallback((changes: FilterChanges) => update(changes), [update]);
  const clearPanel = useCallback(() => update(noFilters), [update]);
  const clearAll = useCallback(() => update({ ...noFilters, q: '' }), [update]);

  const result = products.data;
  const loading = products.isPending || products.isPlaceholderData;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t('catalog.browseTitle')}</h1>
      <p className="mt-2 text-stone-600">{t('catalog.browseIntro')}</p>

      <div className="mt-6">
        <BrowseSearch value={params.q} onSearch={search} keep={keptFormFields(params, 'search')} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          aria-expanded={filtersOpen ?? false}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !(open ?? startsWithFiltersOpen()))}
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          {t('catalog.filters.toggle')}
        </Button>
        <SortSelect value={params.sort} onChange={(sort) => update({ sort })} form={filtersFormId} />
        <div role="group" aria-label={t('catalog.view.label')} className="ml-auto flex rounded-md border border-stone-300 bg-white p-0.5">
          {viewButtons.map(({ view, label, icon: Icon }) => (
            <button
              key={view}
              type="button"
              aria-label={t(label)}
              aria-pressed={params.view === view}
              onClick={() => update({ view }, { replace: true })}
              className={cn(
                'flex h-10 w-10 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
                params.view === view ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
              )}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </button>
          ))}
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <BrowseFilters
          id={filtersId}
          formId={filtersFormId}
          keep={keptFormFields(params, 'filters')}
          hidden={filtersOpen === false}
          params={params}
          highestPriceCents={result?.maxActivePriceCents}
          onChange={changeFilters}
          onClear={clearPanel}
          className={cn('lg:w-72 lg:shrink-0', filtersOpen === null && 'hidden lg:block')}
        />

        <section aria-labelledby="browse-results" className="min-w-0 flex-1">
          <h2 id="browse-results" className="sr-only">
            {t('catalog.results.title')}
          </h2>
          <p role="status" className="mb-4 text-sm font-medium text-stone-700">
            {loading ? t('state.loading') : result ? <ResultCount result={result} /> : null}
          </p>
          <Results params={params} query={products} busy={products.isPlaceholderData} onClearAll={clearAll} />
        </section>
      </div>
    </div>
  );
}
