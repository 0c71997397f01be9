import { browseCountCap } from '@domain/catalog/limits';
import type { BrowseResult, BrowseSort } from '@domain/catalog/product.schema';
import { useI18n } from '@web/lib/i18n';
import type { MessageKey } from '@web/locales/en';
import { useCatalogLabels } from './use-catalog-labels';

const sortLabels: Record<BrowseSort, MessageKey> = {
  newest: 'catalog.sort.newest',
  price_asc: 'catalog.sort.priceAsc',
  price_desc: 'catalog.sort.priceDesc',
  rating: 'catalog.sort.rating',
};

/** "{n} products found", or "more than …" past the counting cap. */
export function ResultCount({ result }: { result: BrowseResult }) {
  const { t } = useI18n();
  const labels = useCatalogLabels();
  if (result.totalIsCapped) return <>{t('catalog.results.countCapped', { total: labels.count(browseCountCap) })}</>;
  return <>{t('catalog.results.count', { count: result.total, total: labels.count(result.total) })}</>;
}

/**
 * The order of the results; part of the filter panel's form, so it submits with it when scripts do not run. On a
 * narrow phone the choice goes under its label rather than be cut beside it: Tamil's "price: high to low" is wider
 * than what is left there, and cut it reads as "price: low to high" does.
 */
export function SortSelect({ value, onChange, form }: { value: BrowseSort; onChange: (sort: BrowseSort) => void; form: string }) {
  const { t } = useI18n();
  return (
    <div className="flex min-w-0 max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor="browse-sort" className="shrink-0 text-sm font-medium text-stone-800">
        {t('catalog.sort.label')}
      </label>
      <select
        id="browse-sort"
        name="sort"
        form={form}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as BrowseSort)}
        className="h-11 min-w-0 max-w-full rounded-md border border-stone-400 bg-white px-2 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      >
        {(Object.keys(sortLabels) as BrowseSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabels[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
