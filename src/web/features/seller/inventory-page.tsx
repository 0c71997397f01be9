import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { QueryState } from '@web/components/query-state';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { useI18n } from '@web/lib/i18n';
import { useOwnProducts } from './api/get-own-products';
import { EmptyInventory } from './empty-inventory';
import { InventoryRow } from './inventory-row';
import { InventorySummary } from './inventory-summary';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { StatCardsSkeleton } from '@web/components/seller-area/stat-cards-skeleton';

export default function InventoryPage() {
  const { t, language } = useI18n();
  const inventory = useOwnProducts();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const products = inventory.data?.products;

  useLoadFailedToast(inventory, 'seller.inventory.loadFailed');

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].manageInventory.title} intro={t('seller.inventory.intro')}>
        {products && products.length > 0 && (
          <ButtonLink to={pathOf('addProduct')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('seller.addNewProduct')}
          </ButtonLink>
        )}
      </SellerPageHeading>

      <QueryState
        query={inventory}
        failed={{ message: t('seller.inventory.loadFailed'), className: 'mt-8' }}
        loading={<StatCardsSkeleton rows={3} />}
      >
        {({ products }) => (
          <>
            <InventorySummary products={products} />
            {products.length === 0 ? (
              <EmptyInventory />
            ) : (
              <section aria-labelledby="inventory-products" className="mt-8">
                <h2 id="inventory-products" ref={listHeadingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
                  {t('seller.inventory.productsHeading', { count: products.length })}
                </h2>
                <Card className="mt-3">
                  <ul className="divide-y divide-stone-200">
                    {products.map((product) => (
                      <li key={product.id}>
                        {/* A deleted row's buttons are gone: the keyboard user is brought back to the list's heading. */}
                        <InventoryRow product={product} onDeleted={() => listHeadingRef.current?.focus()} />
                      </li>
                    ))}
                  </ul>
                </Card>
              </section>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
