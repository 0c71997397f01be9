import type { Boost } from '@domain/boosts/boost.schema';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';
import { BoostCard } from './boost-card';

/** The seller's boosts, newest first, each with its own numbers. */
export function BoostList({ boosts }: { boosts: readonly Boost[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="boost-list" className="mt-8">
      <h2 id="boost-list" className="text-xl font-semibold">
        {t('boosts.list.heading', { count: boosts.length })}
      </h2>
      <Card className="mt-3">
        <ul className="divide-y divide-stone-200">
          {boosts.map((boost) => (
            <li key={boost.id}>
              <BoostCard boost={boost} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
