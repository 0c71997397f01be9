import { Apple, Carrot, Milk, PawPrint, Sprout, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { homeCategories } from '@domain/catalog/categories';
import { categoryNames } from '@domain/catalog/taxonomy-names';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { useMarketStats } from './api/get-stats';
import { pathOf } from '@domain/site/pages';

type HomeCategory = (typeof homeCategories)[number];

const iconOf: Record<HomeCategory, LucideIcon> = {
  vegetables: Carrot,
  fruits: Apple,
  livestock: PawPrint,
  dairy: Milk,
  'seeds-plants': Sprout,
};

export function CategoryCards() {
  const { t, language } = useI18n();
  const stats = useMarketStats();

  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="home-categories" className="text-2xl font-bold text-stone-900">
        {t('home.categories.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {homeCategories.map((category) => {
          const Icon = iconOf[category];
          const count = stats.data?.productsByCategory[category];
          return (
            <li key={category}>
              <Link
                to={`${pathOf('browse')}?category=${category}`}
                className="flex h-full flex-col items-center gap-2 rounded-lg border border-stone-200 bg-white p-5 text-center shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <span className="font-semibold text-stone-900">{categoryNames[category][language]}</span>
                {stats.isPending ? (
                  <Skeleton className="h-4 w-20" />
                ) : (
                  count !== undefined && <span className="text-sm text-stone-600">{t('home.categories.count', { count })}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
