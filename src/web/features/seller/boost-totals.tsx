import type { Boost, BoostTotals as Totals } from '@domain/boosts/boost.schema';
import { attributionDays, clickThroughRate } from '@domain/boosts/boost-limits';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { FigureCards } from './figure-cards';

function sumTotals(boosts: readonly Boost[]): Totals {
  const sum: Totals = { impressions: 0, clicks: 0, orders: 0, revenueCents: 0 };
  for (const { totals } of boosts) {
    sum.impressions += totals.impressions;
    sum.clicks += totals.clicks;
    sum.orders += totals.orders;
    sum.revenueCents += totals.revenueCents;
  }
  return sum;
}

/** What all the seller's boosts brought together: how often shown and clicked, and the orders and revenue that followed. */
export function BoostTotals({ boosts }: { boosts: readonly Boost[] }) {
  const { t } = useI18n();
  const { money, count, percent } = useFormat();
  const totals = sumTotals(boosts);
  return (
    <>
      <FigureCards
        heading={t('boosts.totals.heading')}
        headingId="boost-totals"
        figures={[
          { label: t('boosts.figures.impressions'), value: count(totals.impressions) },
          { label: t('boosts.figures.clicks'), value: count(totals.clicks) },
          { label: t('boosts.figures.clickThroughRate'), value: percent(clickThroughRate(totals)) },
          { label: t('boosts.figures.orders'), value: count(totals.orders) },
          { label: t('boosts.figures.revenue'), value: money(totals.revenueCents), wide: true },
        ]}
      />
      <p className="mt-3 text-sm text-stone-700">{t('boosts.totals.note', { days: count(attributionDays) })}</p>
    </>
  );
}
