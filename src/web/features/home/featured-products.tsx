import { ArrowRight, Clock, Sprout } from 'lucide-react';
import { CardIcon } from '@web/components/card-icons';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isDistrict } from '@domain/catalog/districts';
import { featuredProductCount } from '@domain/catalog/limits';
import { districtNames, perUnitNames } from '@domain/catalog/taxonomy-names';
import type { ProductCard } from '@domain/catalog/product.schema';
import { RatingBadge } from '@web/components/rating';
import { AdText, SponsoredLabel, useSponsoredCounting, type SponsoredCounting } from '@web/components/sponsored';
import { signInPath } from '@web/components/sign-in-required';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/format';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';
import { coverSources, useSaveData } from '@web/lib/photo-sources';
import { useSession } from '@web/lib/session';
import { useFeaturedProducts } from './api/get-featured-products';
import { pathOf } from '@domain/site/pages';

/** A card's photo slot: the whole column on a phone, half on a tablet, a quarter on a wide screen (the lists below). */
const featuredSlot = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

export function FeaturedProducts() {
  const { t } = useI18n();
  const featured = useFeaturedProducts();

  // A failure here stays quiet: the home page still serves, and the section simply shows as empty.
  useEffect(() => {
    if (featured.error) console.error('Failed to load featured products', featured.error);
  }, [featured.error]);

  // A sponsored product takes the first place; the newest fill the rest, so the row stays one row.
  const sponsored = featured.data?.sponsored ?? [];
  const products = (featured.data?.products ?? []).slice(0, featuredProductCount - sponsored.length);

  return (
    <section aria-labelledby="home-featured" aria-busy={featured.isPending} className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-featured" className="text-2xl font-bold text-stone-900">
            {t('home.featured.title')}
          </h2>
          <p className="mt-1 text-stone-600">{t('home.featured.subtitle')}</p>
        </div>
        <Link to={pathOf('browse')} className={cn(textLinkClasses, 'inline-flex items-center gap-1 text-sm')}>
          {t('home.featured.viewAll')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>

      {featured.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('home.featured.loading')}
          </p>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: featuredProductCount }, (_, index) => (
              <FeaturedProductSkeleton key={index} />
            ))}
          </div>
        </>
      ) : products.length + sponsored.length === 0 ? (
        <FeaturedEmpty />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sponsored.map(({ boostId, adText, ...product }) => (
            <li key={boostId}>
              <SponsoredFeaturedCard product={product} boostId={boostId} adText={adText} />
            </li>
          ))}
          {products.map((product) => (
            <li key={product.id}>
              <FeaturedProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A product in the sponsored place: labelled so, with its seller's words for the ad, and counted for its boost. */
function SponsoredFeaturedCard({ product, boostId, adText }: { product: ProductCard; boostId: string; adText: string }) {
  const counting = useSponsoredCounting<HTMLAnchorElement>(boostId);
  return <FeaturedProductCard product={product} counting={counting} adText={adText} />;
}

function FeaturedProductCard({
  product,
  counting,
  adText,
}: {
  product: ProductCard;
  counting?: SponsoredCounting<HTMLAnchorElement>;
  adText?: string;
}) {
  const { t, language } = useI18n();
  const { money, ago } = useFormat();
  const saveData = useSaveData();
  const district = isDistrict(product.district) ? districtNames[product.district][language] : product.district;

  return (
    <Link
      ref={counting?.ref}
      onClick={counting?.onClick}
      to={pathOf('product', { id: product.id })}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {product.coverUrl ? (
        // The title sits right below, so the photo adds nothing for a screen reader.
        <img
          {...coverSources({ coverUrl: product.coverUrl, coverThumbUrl: product.coverThumbUrl }, featuredSlot, saveData)}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-stone-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-stone-100 text-stone-600">
          <Sprout className="h-8 w-8" />
          <span className="text-sm">{t('home.featured.noPhoto')}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {counting && <SponsoredLabel className="self-start" />}
        <h3 className="line-clamp-2 font-semibold text-stone-900 group-hover:text-brand-800">{product.title}</h3>
        {adText && <AdText text={adText} />}
        <p className="text-lg font-bold text-brand-800">
          {money(product.priceCents)} <span className="text-sm font-normal text-stone-600">{perUnitNames[product.unit][language]}</span>
        </p>
        <RatingBadge rating={product.rating} compact className="self-start" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <CardIcon name="map-pin" className="h-4 w-4" />
            {district}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4" />
            <time dateTime={product.createdAt}>{ago(product.createdAt)}</time>
          </span>
        </div>
      </div>
    </Link>
  );
}

function FeaturedProductSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-stone-200 bg-white">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}

function FeaturedEmpty() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Sprout aria-hidden="true" className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-stone-900">{t('home.featured.empty')}</h3>
      <p className="mt-2 max-w-md text-stone-600">{t('home.featured.emptyText')}</p>
      <ButtonLink to={user ? pathOf('addProduct') : signInPath(pathOf('addProduct'))} className="mt-6">
        {t('home.featured.emptyAction')}
      </ButtonLink>
    </Card>
  );
}
