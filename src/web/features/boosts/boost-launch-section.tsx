import { Plus } from 'lucide-react';
import { pathOf } from '@domain/site/pages';
import type { InventoryItem } from '@domain/catalog/product.schema';
import { QueryState, type QueryOutcome } from '@web/components/query-state';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SkeletonList } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { useBoosts } from './api/get-boosts';
import { BoostLaunchForm, type LaunchableProduct } from './boost-launch-form';

/** The seller's products, as the seller feature's inventory query gives them. */
export type OwnProducts = { products: InventoryItem[] };

/**
 * Launching a boost: the form over the seller's listed products with stock (the only ones the server accepts), or
 * the way to add one when there are none. A product whose boost has not ended is shown but cannot be chosen.
 * The products are the seller feature's own list, handed in by the page's caller.
 */
export function BoostLaunchSection({ ownProducts, className }: { ownProducts: QueryOutcome<OwnProducts>; className?: string }) {
  const { t } = useI18n();
  const boosts = useBoosts();
  const unended = new Set(boosts.data?.boosts.filter((boost) => boost.status !== 'completed').map((boost) => boost.productId));
  const launchableOf = (products: InventoryItem[]): LaunchableProduct[] =>
    products
      .filter((product) => product.status === 'active' && product.quantity > 0)
      .map((product) => ({ id: product.id, title: product.title, boosted: unended.has(product.id) }));

  return (
    <Card className={cn('p-4 sm:p-6', className)}>
      <section aria-labelledby="boost-launch">
        <h2 id="boost-launch" className="text-xl font-semibold">
          {t('boosts.launch.heading')}
        </h2>
        <div className="mt-4">
          <QueryState
            query={ownProducts}
            failed={{ inline: true, announce: true, message: t('boosts.launch.productsFailed') }}
            loading={<SkeletonList count={1} rowClassName="h-72" className="" />}
            isEmpty={(data) => launchableOf(data.products).length === 0}
            empty={
              <div>
                <p className="text-stone-700">{t('boosts.launch.noProducts')}</p>
                <ButtonLink to={pathOf('addProduct')} className="mt-4">
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {t('seller.addNewProduct')}
                </ButtonLink>
              </div>
            }
          >
            {(data) => <BoostLaunchForm products={launchableOf(data.products)} />}
          </QueryState>
        </div>
      </section>
    </Card>
  );
}
