import { ArrowLeft, CalendarDays, MapPin, Pencil, ShoppingCart, Store } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { maxPerOrderOf } from '@domain/catalog/limits';
import { lineLimitOf, maxCartLines } from '@domain/orders/cart';
import { reviewsAnchor } from '@domain/reviews/review.schema';
import { RatingBadge } from '@web/components/rating';
import { signInPath } from '@web/components/sign-in-required';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MessagePage } from '@web/components/ui/page-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/toast';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { addProductToCart, readCart } from '@web/lib/cart';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/page-title';
import { isMissingProduct, useProduct } from '@web/lib/product-query';
import { useRecordProductView } from './api/record-product-view';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { useCatalogLabels } from './use-catalog-labels';
import { pathOf } from '@domain/site/pages';

const linkClasses =
  'rounded font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Asks the server for the product; a product that is unknown or not listed sends the buyer back to Browse. */
export default function ProductPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const missing = product.isError && isMissingProduct(product.error);

  useLoadFailedToast(product, 'catalog.productNotFound');
  useEffect(() => {
    if (product.isError) void navigate(pathOf('browse'), { replace: true });
  }, [product.isError, navigate]);

  usePageTitle({ subject: product.data?.title, missing });
  useRecordProductView(product.data?.id);

  // Said on the page too: a visitor without JavaScript (or a search engine) gets it from the server, with a 404.
  if (missing) {
    return (
      <MessagePage title={t('catalog.productNotFound')}>
        <ButtonLink to={pathOf('browse')}>{t('catalog.backToBrowse')}</ButtonLink>
      </MessagePage>
    );
  }
  if (!product.data) return <ProductSkeleton />;
  return <ProductView product={product.data} />;
}

function BackToBrowse() {
  const { t } = useI18n();
  return (
    <Link to={pathOf('browse')} className={cn(linkClasses, 'inline-flex items-center gap-1 text-sm')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('catalog.backToBrowse')}
    </Link>
  );
}

/**
 * The page's own layout, in grey, while the product is on its way: the photo's 4:3 box and blocks the height of
 * the details, so nothing below (the footer first) moves when the product arrives.
 */
function ProductSkeleton() {
  const { t } = useI18n();
  return (
    <article role="status" className="mx-auto max-w-6xl px-4 py-8">
      <span className="sr-only">{t('state.loading')}</span>
      <BackToBrowse />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <Skeleton className="aspect-[4/3] w-full rounded-lg" />
        <div className="flex flex-col gap-4">
          <div>
            <Skeleton className="h-7 w-28 rounded-full" />
            <Skeleton className="mt-3 h-9 w-3/4" />
            <Skeleton className="mt-2 h-6 w-32" />
          </div>
          <div className="space-y-1">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-6 w-2/5" />
          </div>
          <Skeleton className="h-9 w-1/3" />
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-12 w-full sm:w-44" />
          <Skeleton className="h-20 w-full" />
        </div>
      </div>
      <div className="mt-10 max-w-3xl space-y-3">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-4/5" />
      </div>
    </article>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { money, date } = useFormat();
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
                className="mt-2 inline-flex rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
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
              {inStock ? t('catalog.product.available', { count: labels.count(product.quantity) }) : t('catalog.product.stockOut')}
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
              <Link to={pathOf('seller', { id: product.sellerId })} className={linkClasses}>
                {product.sellerName}
              </Link>
            </p>
          </Card>
        </div>
      </div>

      <section aria-labelledby="product-description" className="mt-10">
        <h2 id="product-description" className="text-xl font-semibold text-stone-900">
          {t('catalog.product.description')}
        </h2>
        <p className="mt-3 max-w-3xl whitespace-pre-line break-words text-stone-800">{product.description}</p>
      </section>

      <ProductReviews product={product} />
    </article>
  );
}

/**
 * Spec: adds one to the cart (toast 'Added to Cart'); disabled and labelled 'Out of Stock' at 0. A visitor is
 * sent to sign in and brought back here; a seller cannot buy their own product, and is told why.
 */
function AddToCart({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const inStock = product.quantity > 0;
  const own = product.isOwner;

  function handleAdd() {
    if (!user) {
      void navigate(signInPath(location.pathname + location.search));
      return;
    }
    const before = readCart(user.id);
    const inCart = before.find((item) => item.id === product.id);
    const { added } = addProductToCart(user.id, {
      id: product.id,
      title: product.title,
      priceCents: product.priceCents,
      unit: product.unit,
      sellerId: product.sellerId,
      image: product.coverUrl,
      availableQuantity: product.quantity,
      maxPerOrder: product.maxPerOrder,
    });
    if (added) {
      toast({ title: t('orders.added.title'), description: t('orders.added.text', { title: product.title }) });
    } else if (!inCart && before.length >= maxCartLines) {
      toast({
        title: t('orders.added.cartFullTitle'),
        description: t('orders.added.cartFullText', { max: maxCartLines }),
        variant: 'destructive',
      });
    } else if (lineLimitOf({ availableQuantity: product.quantity, maxPerOrder: product.maxPerOrder }) < product.quantity) {
      const limit = maxPerOrderOf(product);
      toast({
        title: t('orders.added.limitInCartTitle'),
        description: t('orders.added.limitInCartText', { title: product.title, count: limit, unit: t(`seller.unit.${product.unit}`) }),
      });
    } else {
      toast({
        title: t('orders.added.allInCartTitle'),
        description: t('orders.added.allInCartText', { title: product.title, count: product.quantity }),
      });
    }
  }

  return (
    <div>
      <Button
        size="lg"
        disabled={!inStock || own}
        onClick={handleAdd}
        aria-describedby={own && inStock ? 'own-product-note' : undefined}
        className="w-full sm:w-auto"
      >
        <ShoppingCart aria-hidden="true" className="h-5 w-5" />
        {inStock ? t('catalog.product.addToCart') : t('catalog.outOfStock')}
      </Button>
      {own && inStock && (
        <p id="own-product-note" className="mt-2 text-sm text-stone-700">
          {t('orders.added.ownProduct')}
        </p>
      )}
    </div>
  );
}

/** What only the seller sees: whether the listing is public, and the way to change it. */
function OwnerBar({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const hidden = product.status !== 'active';
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      {hidden && (
        <>
          <span className="rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">
            {product.status === 'draft' ? t('catalog.product.draft') : t('catalog.product.inactive')}
          </span>
          <p className="text-sm text-stone-800">{t('catalog.product.ownerOnly')}</p>
        </>
      )}
      <ButtonLink to={pathOf('editProduct', { id: product.id })} variant="outline" size="sm" className="ml-auto">
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('catalog.product.edit')}
      </ButtonLink>
    </div>
  );
}
