import { Megaphone } from 'lucide-react';
import { pageHeads } from '@domain/site/page-heads';
import { QueryState, type QueryOutcome } from '@web/components/query-state';
import { Card } from '@web/components/ui/card';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { useI18n } from '@web/lib/i18n';
import { useBoosts } from './api/get-boosts';
import { BoostLaunchSection, type OwnProducts } from './boost-launch-section';
import { BoostList } from './boost-list';
import { BoostTips } from './boost-tips';
import { BoostTotals } from './boost-totals';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { StatCardsSkeleton } from '@web/components/seller-area/stat-cards-skeleton';

/** Run Ads: launch a boost for a listed product, and follow what each boost brought, in all and per day. */
export default function RunAdsPage({ ownProducts }: { ownProducts: QueryOutcome<OwnProducts> }) {
  const { t, language } = useI18n();
  const boosts = useBoosts();

  useLoadFailedToast(boosts, 'boosts.loadFailed');

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].runAds.title} intro={t('boosts.intro')} />

      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <BoostLaunchSection ownProducts={ownProducts} className="lg:col-span-2" />
        <BoostTips />
      </div>

      <QueryState
        query={boosts}
        failed={{ message: t('boosts.loadFailed'), className: 'mt-8' }}
        loading={<StatCardsSkeleton rows={2} />}
        isEmpty={(data) => data.boosts.length === 0}
        empty={
          <Card className="mt-8 flex flex-col items-center px-6 py-12 text-center">
            <Megaphone aria-hidden="true" className="h-12 w-12 text-stone-500" />
            <h2 className="mt-4 text-xl font-semibold">{t('boosts.empty.title')}</h2>
            <p className="mt-2 max-w-md text-stone-600">{t('boosts.empty.text')}</p>
          </Card>
        }
      >
        {(data) => (
          <>
            <BoostTotals totals={data.totals} />
            <BoostList boosts={data.boosts} />
          </>
        )}
      </QueryState>
    </section>
  );
}
