import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { BackToBrowse } from './back-to-browse';

/**
 * The page's own layout, in grey, while the product is on its way: the photo's 4:3 box and blocks the height of
 * the details, so nothing below (the footer first) moves when the product arrives.
 */
export function ProductSkeleton() {
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
