import { ImageOff } from 'lucide-react';
import type { Boost } from '@domain/boosts/boost.schema';
import { clickThroughRate } from '@domain/boosts/boost-limits';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { BoostDaysTable } from './boost-days-table';
import { BoostPauseButton } from './boost-pause-button';
import { BoostStatusBadge } from './boost-status-badge';

/** One boost: its product and words, budget, dates and districts, its numbers (in all and per day), and Pause or Resume. */
export function BoostCard({ boost }: { boost: Boost }) {
  const { t, language } = useI18n();
  const { money, count, percent, date } = useFormat();
  const headingId = `boost-${boost.id}`;
  const { totals } = boost;
  const figures = [
    { label: t('boosts.figures.impressions'), value: count(totals.impressions) },
    { label: t('boosts.figures.clicks'), value: count(totals.clicks) },
    { label: t('boosts.figures.clickThroughRate'), value: percent(clickThroughRate(totals)) },
    { label: t('boosts.figures.orders'), value: count(totals.orders) },
    { label: t('boosts.figures.revenue'), value: money(totals.revenueCents) },
  ];

  return (
    <article aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          {boost.coverUrl ? (
            <img src={boost.coverUrl} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-md object-cover" />
          ) : (
            <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-stone-100">
              <ImageOff aria-hidden="true" className="h-6 w-6 text-stone-500" />
            </div>
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="break-words font-semibold text-stone-900">
                {boost.productTitle}
              </h3>
              <BoostStatusBadge status={boost.status} />
            </div>
            <p className="mt-1 break-words text-sm text-stone-700">{boost.description}</p>
          </div>
        </div>
        {boost.status !== 'completed' && (
          <div className="shrink-0">
            <BoostPauseButton boost={boost} />
          </div>
        )}
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{t('boosts.card.dailyBudget')}</dt>
          <dd className="font-medium text-stone-900">{money(boost.dailyBudgetCents, 'ifAny')}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('boosts.card.runs')}</dt>
          <dd className="font-medium text-stone-900">
            {t('boosts.card.dates', { start: date(boost.startsAt), end: date(boost.endsAt) })}{' '}
            <span className="font-normal text-stone-700">
              ({t('boosts.card.days', { count: boost.durationDays, days: count(boost.durationDays) })})
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('boosts.card.where')}</dt>
          <dd className="break-words font-medium text-stone-900">
            {boost.districts.length === 0
              ? t('boosts.card.everywhere')
              : boost.districts.map((district) => districtNames[district][language]).join(', ')}
          </dd>
        </div>
      </dl>

      <dl className="mt-4 grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 md:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="flex min-w-0 flex-col rounded-md bg-stone-50 px-3 py-2">
            <dt className="text-xs font-medium text-stone-700">{figure.label}</dt>
            <dd className="order-first break-words text-lg font-semibold text-stone-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>

      <BoostDaysTable boost={boost} />
    </article>
  );
}
