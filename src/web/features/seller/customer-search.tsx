import { SearchBox } from '@web/components/search-box';
import { useI18n } from '@web/lib/i18n';

/** Search customers by name. */
export function CustomerSearch({ value, onSearch }: { value: string; onSearch(term: string): void }) {
  const { t } = useI18n();
  return (
    <SearchBox
      id="customer-search"
      label={t('seller.customers.search')}
      placeholder={t('seller.customers.searchPlaceholder')}
      value={value}
      onSearch={onSearch}
      className="w-full sm:w-80"
      inputClassName="h-11"
    />
  );
}
