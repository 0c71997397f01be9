import { Search } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { cn } from '../lib/class-names';
import { HiddenFields, type KeptFields } from './hidden-fields';

const debounceMs = 300;
const maxLength = 100;

type SearchBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  /** The term the address holds now. */
  value: string;
  onSearch(term: string): void;
  className?: string;
  inputClassName?: string;
  /**
   * Where the form goes without JavaScript (a GET to `action`, the term as `name`, `keep`'s fields with it);
   * with JavaScript the term goes to `onSearch` instead.
   */
  submitsTo?: { action: string; name: string; keep: KeptFields };
};

/**
 * A search box whose term lives in the address: what is typed reaches it after a short pause (one history entry,
 * not one per key), Enter sends it at once, and a term changed by other means (Back, clearing) is shown.
 */
export function SearchBox({ id, label, placeholder, value, onSearch, className, inputClassName, submitsTo }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The terms this box has sent that the address does not hold yet. A slow phone takes a while to show the new
  // results, and when the address comes to hold a term sent, the letters typed since stay.
  const [sentTerms, setSentTerms] = useState<string[]>([]);

  // The address changed by other means: show its term, unless it is what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    const sent = sentTerms.indexOf(value);
    if (sent >= 0) setSentTerms(sentTerms.slice(sent + 1));
    else if (value !== text.trim()) setText(value);
  }

  const send = useCallback(
    (term: string) => {
      setSentTerms((sent) => [...sent, term]);
      onSearch(term);
    },
    [onSearch],
  );

  useEffect(() => {
    const term = text.trim();
    if (term === value) return;
    const timer = setTimeout(() => send(term), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, send]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = text.trim();
    if (term !== value) send(term);
  }

  return (
    <form role="search" method="get" action={submitsTo?.action} onSubmit={submit} className={cn('relative', className)}>
      {submitsTo && <HiddenFields fields={submitsTo.keep} />}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-600" />
      <input
        id={id}
        type="search"
        name={submitsTo?.name}
        value={text}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => setText(event.currentTarget.value)}
        className={cn(
          'w-full rounded-md border border-stone-400 bg-white pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
          inputClassName,
        )}
      />
    </form>
  );
}
