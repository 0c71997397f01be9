import { CalendarDays, MapPin, Store } from 'lucide-react';
import { useEffect, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { maxPerOrderOf } from '@domain/catalog/limits';
import { reviewsAnchor } from '@domain/reviews/review-limits';
import { RatingBadge } from '@web/components/rating';
import { VerifiedSellerBadge } from '@web/components/verified-badge';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MessagePage } from '@web/components/ui/page-state';
import { QueryState } from '@web/components/query-state';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { isMarketUnavailable } from '@web/lib/api-error-message';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-title';
import { isMissing } from '@web/lib/api-client';
import { useProduct } from './api/get-product';
import { useRecordProductView } from './api/record-product-view';
import { ProductGallery } from './product-gallery';
import { BackToBrowse } from './back-to-browse';
import { textLinkClasses } from '@web/components/ui/text-link';
import { useCatalogLabels } from './use-catalog-labels';
import { pathOf } from '@domain/site/pages';
import { AddToCart, OwnerBar } from './product-actions';
import { ProductSkeleton } from './product-skeleton';

/** What the page shows below the product's description, given by the app: its reviews (another feature's). */
export type ProductSection = ComponentType<{ product: ProductDetail }>;

/**
 * Asks the server for the product; a product that is unknown or not listed sends the buyer back to Browse. `Below`
 * follows the description (app/product-route.tsx gives the reviews).
 */
export default function ProductPage({ Below }: { Below?: ProductSection }) {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const missing = product.isError && isMissing(product.error);
  // The market briefly away: the product is still there, so the buyer stays on its page and asks again.
  const marketAway = product.isError && isMarketUnavailable(product.error);

  useLoadFailedToast(product, 'catalog.productNotFound');
  useEffect(() => {
    if (product.isError && !marketAway) void navigate(pathOf('browse'), { replace: true });
  }, [product.isError, marketAway, navigate]);

  usePageTitle({ subject: product.data?.title, missing });
  useRecordProductView(product.data?.id);

  return (
    <QueryState
      query={product}
      loading={<ProductSkeleton />}
      failed={
        missing ? (
          // Said on the page too: a visitor without JavaScript (or a search engine) gets it from the server, with a 404.
          <MessagePage title={t('catalog.productNotFound')}>
            <ButtonLink to={pathOf('browse')}>{t('catalog.backToBrowse')}</ButtonLink>
          </MessagePage>
        ) : marketAway ? (
          { message: t('catalog.productNotFound') }
        ) : (
          // On its way back to Browse.
          <ProductSkeleton />
        )
      }
    >
      {(data) => <ProductView product={data} Below={Below} />}
    </QueryState>
  );
}

/** The product itself: photos, price, place, seller and stock, with what the visitor can do. */
function ProductView({ product, Below }: { product: ProductDetail; Below: ProductSection | undefined }) {
  const { t } = useI18n();
  const { money, date, quantity } = useFormat();
  const labels = useCatalogLabels();
  const inStock = product.quantity > 0;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <BackToBrowse />

      {product.isOwner && <OwnerBar product={product} />}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <ProductGallery key={product.id} photos={product.photos} title={product.title} />

        <div className="flex flex-col gap-4">
          <div>
            <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {labels.category(product.category)}
            </span>
            <h1 className="mt-3 break-words text-3xl font-bold text-stone-900">{product.title}</h1>
            {product.status === 'active' && (
              <a
                href={`#${reviewsAnchor}`}
                className="mt-2 inline-flex min-h-6 items-center rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="sr-only">{t('reviews.title')}: </span>
                <RatingBadge rating={product.rating} />
              </a>
            )}
          </div>

          <ul className="space-y-1 text-stone-700">
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-stone-600" />
              {labels.location(product.district, product.town)}
            </li>
            <li className="flex items-start gap-2">
              <CalendarDays aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-stone-600" />
              <time dateTime={product.createdAt}>{t('catalog.product.listed', { date: date(product.createdAt) })}</time>
            </li>
          </ul>

          <p className="text-3xl font-bold text-brand-800">
            {money(product.priceCents)} <span className="text-base font-normal text-stone-600">{labels.perUnit(product.unit)}</span>
          </p>

          <div className="flex flex-wrap items-center gap-3">
            <p className={cn('font-medium', inStock ? 'text-brand-800' : 'text-red-700')}>
              {inStock
                ? t('catalog.product.available', { quantity: quantity(product.quantity, product.unit) })
                : t('catalog.product.stockOut')}
            </p>
            <span className="rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800">
              {t('catalog.condition.label', { condition: labels.condition(product.condition) })}
            </span>
          </div>
          {inStock && (
            <p className="text-sm text-stone-700">
              {t('catalog.product.maxPerOrder', { count: labels.count(maxPerOrderOf(product)), unit: t(`seller.unit.${product.unit}`) })}
            </p>
          )}

          <AddToCart product={product} />

          <Card className="p-4">
            <h2 className="text-sm font-semibold text-stone-600">{t('catalog.product.seller')}</h2>
            <p className="mt-1 flex items-center gap-2">
              <Store aria-hidden="true" className="h-5 w-5 text-stone-600" />
              <Link to={pathOf('seller', { id: product.sellerId })} className={textLinkClasses}>
                {product.sellerName}
              </Link>
            </p>
            {product.sellerVerified && <VerifiedSellerBadge className="mt-2" />}
          </Card>
        </div>
      </div>

      <section aria-labelledby="product-description" className="mt-10">
        <h2 id="product-description" className="text-xl font-semibold text-stone-900">
          {t('catalog.product.description')}
        </h2>
        <p className="mt-3 max-w-3xl whitespace-pre-line break-words text-stone-800">{product.description}</p>
      </section>

      {Below && <Below product={product} />}
    </article>
  );
}
