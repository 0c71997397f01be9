import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ButtonLink, buttonClasses } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/**
 * Previous / "Page n of m" / Next, as links so each page has its own address. `searchFor(page)` gives
 * the query string of another page of the same results.
 */
export function Pagination({
  page,
  pageCount,
  searchFor,
  label,
  onNavigate = scrollToTop,
}: {
  page: number;
  pageCount: number;
  searchFor: (page: number) => string;
  /** What the pages are of, for screen readers; Browse's results by default. */
  label?: string;
  /** After following a link: to the top of the page by default. */
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  const { count } = useFormat();
  if (pageCount <= 1) return null;

  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      {t('catalog.pagination.previous')}
    </>
  );
  const next = (
    <>
      {t('catalog.pagination.next')}
      <ChevronRight aria-hidden="true" className="h-4 w-4" />
    </>
  );
  const disabled = buttonClasses({ variant: 'outline', className: 'cursor-not-allowed opacity-60' });

  return (
    <nav aria-label={label ?? t('catalog.pagination.label')} className="mt-8 flex items-center justify-between gap-2">
      {page > 1 ? (
        <ButtonLink variant="outline" to={{ search: searchFor(page - 1) }} rel="prev" onClick={onNavigate}>
          {previous}
        </ButtonLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {previous}
        </span>
      )}
      <p className="text-center text-sm text-stone-700">{t('catalog.pagination.status', { page: count(page), pages: count(pageCount) })}</p>
      {page < pageCount ? (
        <ButtonLink variant="outline" to={{ search: searchFor(page + 1) }} rel="next" onClick={onNavigate}>
          {next}
        </ButtonLink>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {next}
        </span>
      )}
    </nav>
  );
}

function scrollToTop() {
  window.scrollTo(0, 0);
}
