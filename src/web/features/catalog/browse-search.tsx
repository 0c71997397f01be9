import { SearchBox } from '@web/components/search-box';
import { useI18n } from '@web/lib/i18n';

/** Browse's search box. */
export function BrowseSearch({ value, onSearch }: { value: string; onSearch: (term: string) => void }) {
  const { t } = useI18n();
  return (
    <SearchBox
      id="browse-search"
      label={t('catalog.search.label')}
      placeholder={t('catalog.search.placeholder')}
      value={value}
      onSearch={onSearch}
      inputClassName="h-12"
    />
  );
}
