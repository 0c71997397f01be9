import type { KeptFields } from '@web/components/hidden-fields';
import { SearchBox } from '@web/components/search-box';
import { useI18n } from '@web/lib/i18n';
import { pathOf } from '@domain/site/pages';

/** Browse's search box; without JavaScript, a form that asks for Browse with the term and the filters already chosen. */
export function BrowseSearch({ value, onSearch, keep }: { value: string; onSearch: (term: string) => void; keep: KeptFields }) {
  const { t } = useI18n();
  return (
    <SearchBox
      id="browse-search"
      label={t('catalog.search.label')}
      placeholder={t('catalog.search.placeholder')}
      value={value}
      onSearch={onSearch}
      submitsTo={{ action: pathOf('browse'), name: 'q', keep }}
      inputClassName="h-12"
    />
  );
}
