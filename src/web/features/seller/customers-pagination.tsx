import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/** "Showing 21–40 of 45 customers" with Previous and Next. */
export function CustomersPagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const { t } = useI18n();
  const { count } = useFormat();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('seller.customers.pages')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700">
        {t('seller.customers.showing', { count: total, first: count(first), last: count(last), total: count(total) })}
      </p>
      {pageCount > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t('seller.customers.previous')}
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {t('seller.customers.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
