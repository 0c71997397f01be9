import { categories } from '@domain/catalog/categories';
import type { District } from '@domain/catalog/districts';
import { districtNames, districtsByName } from '@domain/catalog/taxonomy-names';
import { HiddenFields, type KeptFields } from '@web/components/hidden-fields';
import { Button, buttonClasses } from '@web/components/ui/button';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { PriceRangeFilter } from './price-range-filter';
import type { BrowseParams } from './use-browse-params';
import { useCatalogLabels } from './use-catalog-labels';
import { pathOf } from '@domain/site/pages';

export type FilterChanges = Partial<Pick<BrowseParams, 'category' | 'districts' | 'minPrice' | 'maxPrice' | 'inStock' | 'minRating'>>;

const legendClasses = 'mb-2 text-sm font-semibold text-stone-900';
const choiceClasses = 'flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-stone-800 hover:bg-stone-100';
const boxClasses = 'h-4 w-4 shrink-0 accent-brand-700';

/** "4 stars & up". */
const highlyRated = 4;

/**
 * The filter panel: one category, any number of districts, a price range, in-stock only and well rated only.
 * With JavaScript each choice applies at once; without it the panel is a form (GET /browse) with an Apply
 * button, shown on every screen.
 */
export function BrowseFilters({
  id,
  formId,
  keep,
  hidden,
  params,
  highestPriceCents,
  onChange,
  onClear,
  className,
}: {
  id: string;
  formId: string;
  /** Fields the form sends along unchanged (the search term, the view). */
  keep: KeptFields;
  hidden: boolean;
  params: BrowseParams;
  highestPriceCents: number | undefined;
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
  className?: string;
}) {
  const { t, language } = useI18n();
  const labels = useCatalogLabels();
  const sortedDistricts = districtsByName[language];

  function toggleDistrict(district: District, checked: boolean) {
    const chosen = params.districts.filter((other) => other !== district);
    onChange({ districts: checked ? [...chosen, district] : chosen });
  }

  return (
    <section
      id={id}
      hidden={hidden}
      aria-labelledby={`${id}-title`}
      className={cn('rounded-lg border border-stone-200 bg-white p-4 shadow-sm', className)}
    >
      <noscript>
        {/* A phone hides the panel until its toggle is pressed, which needs JavaScript: without it, it shows. */}
        <style>{`#${id}{display:block!important}`}</style>
      </noscript>
      <form id={formId} method="get" action={pathOf('browse')} onSubmit={(event) => event.preventDefault()}>
        <HiddenFields fields={keep} />
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
            {t('catalog.filters.title')}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('catalog.filters.clearAll')}
          </Button>
        </div>

        <fieldset className="mt-4">
          <legend className={legendClasses}>{t('catalog.filters.category')}</legend>
          <div className="grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
            <CategoryChoice value="" checked={params.category === null} onSelect={() => onChange({ category: null })}>
              {t('catalog.filters.allCategories')}
            </CategoryChoice>
            {categories.map((category) => (
              <CategoryChoice
                key={category}
                value={category}
                checked={params.category === category}
                onSelect={() => onChange({ category })}
              >
                {labels.category(category)}
              </CategoryChoice>
            ))}
          </div>
        </fieldset>

        <fieldset className="mt-6">
          <legend className={legendClasses}>{t('catalog.filters.districts')}</legend>
          <div className="grid max-h-64 gap-0.5 overflow-y-auto rounded-md border border-stone-200 p-1 sm:grid-cols-2 lg:grid-cols-1">
            {sortedDistricts.map((district) => (
              <label key={district} className={choiceClasses}>
                <input
                  type="checkbox"
                  name="district"
                  value={district}
                  className={boxClasses}
                  checked={params.districts.includes(district)}
                  onChange={(event) => toggleDistrict(district, event.currentTarget.checked)}
                />
                {districtNames[district][language]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="mt-6">
          <legend className={legendClasses}>{t('catalog.filters.price')}</legend>
          <PriceRangeFilter minPrice={params.minPrice} maxPrice={params.maxPrice} highestCents={highestPriceCents} onChange={onChange} />
        </fieldset>

        <label className={cn(choiceClasses, 'mt-6 font-medium')}>
          <input
            type="checkbox"
            name="inStock"
            value="true"
            className={boxClasses}
            checked={params.inStock}
            onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
          />
          {t('catalog.filters.inStock')}
        </label>

        <label className={cn(choiceClasses, 'mt-2 font-medium')}>
          <input
            type="checkbox"
            name="minRating"
            value={highlyRated}
            className={boxClasses}
            checked={params.minRating === highlyRated}
            onChange={(event) => onChange({ minRating: event.currentTarget.checked ? highlyRated : null })}
          />
          {t('catalog.filters.highlyRated')}
        </label>

        <noscript>
          <button type="submit" className={cn(buttonClasses(), 'mt-6 w-full')}>
            {t('catalog.filters.apply')}
          </button>
        </noscript>
      </form>
    </section>
  );
}

function CategoryChoice({
  value,
  checked,
  onSelect,
  children,
}: {
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: string;
}) {
  return (
    <label className={choiceClasses}>
      <input type="radio" name="category" value={value} className={boxClasses} checked={checked} onChange={onSelect} />
      {children}
    </label>
  );
}
