import { useId } from 'react';
import { Sprout } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { ProductCard as ProductCardData } from '@domain/catalog/product.schema';
import { CardIcon } from '@web/components/card-icons';
import { RatingBadge } from '@web/components/rating';
import { AdText, SponsoredLabel, useSponsoredCounting, type SponsoredCounting } from '@web/components/sponsored';
import { Skeleton } from '@web/components/ui/skeleton';
import { VerifiedSellerBadge } from '@web/components/verified-badge';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { coverSources, useSaveData } from '@web/lib/photo-sources';
import type { BrowseReturn } from './browse-return';
import type { BrowseView } from './use-browse-params';
import { useCatalogLabels } from './use-catalog-labels';
import { pathOf } from '@domain/site/pages';

// Card photos are 480 px wide; the box holds its shape before they arrive.
const coverWidth = 480;
const coverHeight = 360;
/** The photo's slot: a column of the grid (product-grid.tsx) or a list row's side (w-32 sm:w-48 below). */
const coverSlot: Record<BrowseView, string> = {
  grid: '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw',
  list: '(min-width: 640px) 192px, 128px',
};

type CardProps = { product: ProductCardData; view: BrowseView; firstOnScreen?: boolean };

/**
 * A product in a sponsored slot: labelled so, with what its seller wrote for the ad, and its impressions and clicks
 * counted for the boost that put it there.
 */
export function SponsoredProductCard({ boostId, adText, ...props }: CardProps & { boostId: string; adText: string }) {
  const counting = useSponsoredCounting(boostId);
  return <ProductCard {...props} counting={counting} adText={adText} />;
}

/**
 * One product in a list of results. The title's link covers the whole card, so the card opens the product.
 * `firstOnScreen` cards load their photo at once and first (the largest paint of the page); the rest when near.
 * `counting` marks a sponsored card (SponsoredProductCard), `adText` its seller's words for the ad.
 */
export function ProductCard({
  product,
  view,
  firstOnScreen = false,
  counting,
  adText,
}: CardProps & { counting?: SponsoredCounting; adText?: string }) {
  const { t } = useI18n();
  const { money } = useFormat();
  const labels = useCatalogLabels();
  const sponsoredLabelId = useId();
  const outOfStock = product.quantity === 0;
  const saveData = useSaveData();
  const { pathname, search } = useLocation();
  // Opened from Browse, the product page can lead back to this list as it is, at this card.
  const fromBrowse = pathname === pathOf('browse') ? ({ browseSearch: search, productId: product.id } satisfies BrowseReturn) : undefined;

  return (
    <article
      ref={counting?.ref}
      data-product-id={product.id}
      className={cn(
        'relative flex h-full overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:shadow-md',
        view === 'grid' ? 'flex-col' : 'flex-row',
      )}
    >
      <div className={cn('relative shrink-0', view === 'list' && 'w-32 sm:w-48')}>
        {product.coverUrl ? (
          <img
            {...coverSources({ coverUrl: product.coverUrl, coverThumbUrl: product.coverThumbUrl }, coverSlot[view], saveData)}
            alt={product.title}
            width={coverWidth}
            height={coverHeight}
            loading={firstOnScreen ? 'eager' : 'lazy'}
            fetchPriority={firstOnScreen ? 'high' : 'auto'}
            decoding="async"
            className={cn('aspect-[4/3] w-full bg-stone-100 object-cover', view === 'list' && 'h-full', outOfStock && 'opacity-70')}
          />
        ) : (
          <div
            aria-hidden="true"
            className={cn(
              'flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 bg-stone-100 text-stone-600',
              view === 'list' && 'h-full',
            )}
          >
            <Sprout className="h-8 w-8" />
            <span className="px-2 text-center text-xs">{t('catalog.card.noPhoto')}</span>
          </div>
        )}
        {outOfStock && (
          <span className="absolute left-2 top-2 rounded bg-stone-900 px-2 py-0.5 text-xs font-semibold text-white">
            {t('catalog.outOfStock')}
          </span>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          {counting && <SponsoredLabel id={sponsoredLabelId} />}
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {labels.category(product.category)}
          </span>
        </div>
        <h3 className="line-clamp-3 font-semibold text-stone-900">
          <Link
            to={pathOf('product', { id: product.id })}
            state={fromBrowse}
            onClick={counting?.onClick}
            aria-describedby={counting ? sponsoredLabelId : undefined}
            className="outline-none after:absolute after:inset-0 hover:text-brand-800"
          >
            {product.title}
          </Link>
        </h3>
        {adText && <AdText text={adText} />}
        <p className="font-bold text-brand-800">
          {money(product.priceCents)} <span className="text-sm font-normal text-stone-600">{labels.perUnit(product.unit)}</span>
        </p>
        <RatingBadge rating={product.rating} compact className="self-start" />
        <div className="mt-auto space-y-1 pt-1 text-sm text-stone-600">
          <p className="flex items-start gap-1">
            <CardIcon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">{labels.location(product.district, product.town)}</span>
          </p>
          {/* The shop icon says "seller" to the eye and the hidden label to a screen reader: a written "Seller:" left
              a narrow Sinhala or Tamil card room for two or three letters of the name, which now wraps whole. */}
          <p className="flex items-start gap-1">
            <CardIcon name="store" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">
              <span className="sr-only">{t('catalog.card.sellerLabel')} </span>
              {product.sellerName}
            </span>
          </p>
          {product.sellerVerified && <VerifiedSellerBadge />}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton({ view }: { view: BrowseView }) {
  return (
    <div className={cn('flex overflow-hidden rounded-lg border border-stone-200 bg-white', view === 'grid' ? 'flex-col' : 'flex-row')}>
      <Skeleton className={cn('aspect-[4/3] rounded-none', view === 'grid' ? 'w-full' : 'w-32 shrink-0 sm:w-48')} />
      <div className="flex-1 space-y-3 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
