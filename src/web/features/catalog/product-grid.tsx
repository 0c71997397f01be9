import { useId } from 'react';
import type { ProductCard as ProductCardData, SponsoredProduct } from '@domain/catalog/product.schema';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { ProductCard, ProductCardSkeleton, SponsoredProductCard } from './product-card';
import type { BrowseView } from './use-browse-params';

/** The cards a phone or a narrow window shows before scrolling: their photos load first, at once. */
const firstRowCount = 2;

/** Six placeholders hold the grid's shape while the first page loads (docs/product-rules.md#placeholders). */
const skeletonCount = 6;

const layouts: Record<BrowseView, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-3 sm:gap-4',
};

/** Results as cards; while `products` is undefined, skeletons hold their place. */
export function ProductGrid({
  products,
  view = 'grid',
  busy = false,
}: {
  products: ProductCardData[] | undefined;
  view?: BrowseView;
  busy?: boolean;
}) {
  if (!products) {
    return (
      <div aria-hidden="true" className={layouts[view]}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ProductCardSkeleton key={index} view={view} />
        ))}
      </div>
    );
  }
  return (
    <ul aria-busy={busy} className={cn(layouts[view], 'transition-opacity', busy && 'opacity-60')}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} firstOnScreen={index < firstRowCount} />
        </li>
      ))}
    </ul>
  );
}

/** The sponsored slots above the results: apart from them (the count is of the results), each card labelled. */
export function SponsoredGrid({ products, view = 'grid' }: { products: SponsoredProduct[]; view?: BrowseView }) {
  const { t } = useI18n();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-4 border-b border-stone-200 pb-4">
      <h3 id={headingId} className="sr-only">
        {t('sponsored.heading')}
      </h3>
      <ul className={layouts[view]}>
        {products.map(({ boostId, adText, ...product }) => (
          <li key={boostId}>
            {/* At the top of the page: their photos are among the first seen. */}
            <SponsoredProductCard product={product} boostId={boostId} adText={adText} view={view} firstOnScreen />
          </li>
        ))}
      </ul>
    </section>
  );
}
