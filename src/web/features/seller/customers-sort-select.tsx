import { customerSorts, type CustomerSort } from '@domain/seller/seller-insights.schema';
import { SelectField } from '@web/components/ui/field';
import { useI18n } from '@web/lib/i18n';
import type { CustomersQuery } from './api/get-customers';

/** On phones the list is cards without headings to press, so the sort is chosen here: one choice a line on the narrowest, where two side by side cut Tamil's and Sinhala's words. */
export function CustomersSortSelect({
  query,
  onChange,
}: {
  query: CustomersQuery;
  onChange(sort: CustomerSort, direction: 'asc' | 'desc'): void;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-4 grid gap-3 min-[420px]:grid-cols-2 md:hidden">
      <SelectField
        label={t('seller.customers.sortBy')}
        value={query.sort}
        onChange={(event) => onChange(event.currentTarget.value as CustomerSort, query.direction)}
      >
        {customerSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`seller.customers.column.${sort}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('seller.customers.direction')}
        value={query.direction}
        onChange={(event) => onChange(query.sort, event.currentTarget.value === 'asc' ? 'asc' : 'desc')}
      >
        <option value="asc">{t('seller.customers.ascending')}</option>
        <option value="desc">{t('seller.customers.descending')}</option>
      </SelectField>
    </div>
  );
}
