import { Package, Store, Users, type LucideIcon } from 'lucide-react';
import { formatNumber } from '@domain/numbers';
import type { MessageKey } from '@web/locales/en';
import { useI18n } from '@web/lib/i18n';
import { useMarketStats } from './api/get-stats';

const figures: { key: 'members' | 'sellers' | 'activeProducts'; label: MessageKey; icon: LucideIcon }[] = [
  { key: 'members', label: 'home.stats.members', icon: Users },
  { key: 'sellers', label: 'home.stats.sellers', icon: Store },
  { key: 'activeProducts', label: 'home.stats.activeProducts', icon: Package },
];

/** Counted from the database on every visit; without numbers the banner is left out rather than guessed. */
export function StatsBanner() {
  const { t, language } = useI18n();
  const stats = useMarketStats();

  if (stats.isError) return null;

  return (
    <section aria-labelledby="home-stats" aria-busy={stats.isPending} className="bg-brand-800 px-4 py-12 text-white">
      <div className="mx-auto max-w-7xl">
        <h2 id="home-stats" className="text-center text-2xl font-bold">
          {t('home.stats.title')}
        </h2>
        <dl className="mt-8 grid gap-8 text-center sm:grid-cols-3">
          {figures.map(({ key, label, icon: Icon }) => (
            <div key={key} className="flex flex-col items-center">
              <dt className="order-last mt-1 text-brand-50">{t(label)}</dt>
              <dd className="flex flex-col items-center gap-2 text-4xl font-bold">
                <Icon aria-hidden="true" className="h-7 w-7 text-brand-100" />
                {stats.data ? (
                  formatNumber(stats.data[key], language)
                ) : (
                  <span aria-hidden="true" className="block h-10 w-24 animate-pulse rounded-md bg-brand-700" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
