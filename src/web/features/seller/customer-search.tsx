import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';

const debounceMs = 300;
const maxLength = 100;

/** Search by name: what is typed reaches the address after a short pause (one history entry, not one per key); Enter at once. */
export function CustomerSearch({ value, onSearch }: { value: string; onSearch(term: string): void }) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // The address changed by other means (Back, Clear search): show its term, unless it is what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = setTimeout(() => onSearch(term), debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value, onSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = text.trim();
    if (term !== value) onSearch(term);
  }

  return (
    <form role="search" onSubmit={submit} className="relative w-full sm:w-80">
      <label htmlFor="customer-search" className="sr-only">
        {t('seller.customers.search')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-600" />
      <input
        id="customer-search"
        type="search"
        value={text}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('seller.customers.searchPlaceholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        className="h-11 w-full rounded-md border border-stone-400 bg-white pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      />
    </form>
  );
}
