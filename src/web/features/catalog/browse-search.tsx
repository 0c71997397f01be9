import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';

const debounceMs = 300;
const maxLength = 100;

/**
 * The search box. What is typed reaches the address bar after a short pause, replacing the entry
 * rather than adding one per keystroke; Enter sends it at once.
 */
export function BrowseSearch({ value, onSearch }: { value: string; onSearch: (term: string) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // The address changed by other means (Back, Clear all filters): show its term, unless it is what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = setTimeout(() => onSearch(term), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = text.trim();
    if (term !== value) onSearch(term);
  }

  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor="browse-search" className="sr-only">
        {t('catalog.search.label')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-600" />
      <input
        id="browse-search"
        type="search"
        value={text}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('catalog.search.placeholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        className="h-12 w-full rounded-md border border-stone-400 bg-white pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      />
    </form>
  );
}
