import { ChevronRight } from 'lucide-react';
import type { Boost } from '@domain/boosts/boost.schema';
import { clickThroughRate } from '@domain/boosts/boost-limits';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { SalesTable } from '@web/components/seller-area/sales-table';

/** A boost's numbers for each Colombo day it has run, folded away under its totals until asked for. */
export function BoostDaysTable({ boost }: { boost: Boost }) {
  const { t } = useI18n();
  const { money, count, percent, day } = useFormat();
  if (boost.days.length === 0) return null;
  return (
    <details className="group mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90" />
        {t('boosts.days.summary', { count: boost.days.length, days: count(boost.days.length) })}
      </summary>
      <SalesTable
        caption={t('boosts.days.caption', { title: boost.productTitle })}
        rows={boost.days}
        rowKey={(row) => row.day}
        columns={[
          { heading: t('seller.table.day'), cell: (row) => <time dateTime={row.day}>{day(row.day)}</time> },
          { heading: t('boosts.figures.impressions'), numeric: true, cell: (row) => count(row.impressions) },
          { heading: t('boosts.figures.clicks'), numeric: true, cell: (row) => count(row.clicks) },
          { heading: t('boosts.figures.clickThroughRate'), numeric: true, cell: (row) => percent(clickThroughRate(row)) },
          { heading: t('boosts.figures.orders'), numeric: true, cell: (row) => count(row.orders) },
          { heading: t('boosts.figures.revenue'), numeric: true, cell: (row) => money(row.revenueCents) },
        ]}
      />
    </details>
  );
}
