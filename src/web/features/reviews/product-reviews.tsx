import { Pencil, Trash2 } from 'lucide-react';
import { lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { reviewFormAnchor, reviewsAnchor } from '@domain/reviews/review-limits';
import type { MyReview, ReviewsPage } from '@domain/reviews/review.schema';
import { RatingBadge, Stars } from '@web/components/rating';
import { signInPath } from '@web/components/sign-in-required';
import { useConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { readReviewsPage, reviewsPageParam, useMyReview, useReviews } from './api/get-reviews';
import { useDeleteReview } from './api/write-review';
import { Pagination } from '@web/components/pagination';
import { reviewErrorMessage } from './review-error-message';
import { ReviewItem } from './review-item';
import { QueryState } from '@web/components/query-state';
import { LazySlot } from '@web/components/lazy-slot';

// The review form, with the schema it checks with, comes when a buyer may write a review: most visitors of a
// product page never see it, and need not download it.
const loadReviewForm = () => import('./review-form');
const LoadedReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

/** The form, or its place (holding the anchor that review invitations open) while it comes. */
function ReviewForm(props: ComponentProps<typeof LoadedReviewForm>) {
  return (
    <LazySlot fallback={<div id={reviewFormAnchor} className="min-h-72" />}>
      <LoadedReviewForm {...props} />
    </LazySlot>
  );
}

function scrollToReviews() {
  document.getElementById(reviewsAnchor)?.scrollIntoView();
}

/**
 * The product's ratings: the summary and its spread of stars, the viewer's own review or the form, and the
 * reviews, newest first. A listing not on sale (its seller's draft) has none to show.
 */
export function ProductReviews({ product }: { product: ProductDetail }) {
  if (product.status !== 'active') return null;
  return <ListedProductReviews product={product} />;
}

function ListedProductReviews({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const page = readReviewsPage(searchParams.get(reviewsPageParam));
  const reviews = useReviews(product.id, page);
  const mine = useMyReview(product.id, Boolean(user));
  useScrollToAnchor(Boolean(reviews.data) && (!user || Boolean(mine.data)));

  const reported = new Set(mine.data?.reportedReviewIds);

  return (
    <section id={reviewsAnchor} aria-labelledby="product-reviews" className="mt-10 scroll-mt-24">
      <h2 id="product-reviews" className="text-xl font-semibold text-stone-900">
        {t('reviews.title')}
      </h2>
      <QueryState
        query={reviews}
        failed={{ inline: true, announce: true, message: t('reviews.loadFailed'), className: 'mt-3' }}
        loading={null}
      >
        {(data) => (
          <div className="mt-4 grid gap-8 lg:grid-cols-[18rem_1fr]">
            <RatingSummary reviews={data} />
            <div className="min-w-0 space-y-4">
              <OwnReview productId={product.id} isOwner={product.isOwner} signedIn={Boolean(user)} mine={mine.data} />
              {data.reviews.length === 0 ? (
                <p className="text-stone-700">{data.total === 0 ? t('reviews.noReviews') : t('catalog.results.pastEnd')}</p>
              ) : (
                <div aria-busy={reviews.isFetching}>
                  {data.reviews.map((review) => (
                    <ReviewItem
                      key={review.id}
                      review={review}
                      canReply={product.isOwner}
                      // The seller answers a review with a reply: the server refuses their reports.
                      canReport={Boolean(user) && !product.isOwner && mine.data?.review?.id !== review.id}
                      reported={reported.has(review.id)}
                    />
                  ))}
                </div>
              )}
              <Pagination
                page={page}
                pageCount={Math.ceil(data.total / data.pageSize)}
                label={t('reviews.title')}
                onNavigate={scrollToReviews}
                searchFor={(next) => {
                  const search = new URLSearchParams(searchParams);
                  if (next > 1) search.set(reviewsPageParam, String(next));
                  else search.delete(reviewsPageParam);
                  return search.toString() ? `?${search.toString()}` : '';
                }}
              />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** A notification or My Orders links to #write-review or #reviews; the section arrives after the page, so go there once it has. */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || (hash !== `#${reviewFormAnchor}` && hash !== `#${reviewsAnchor}`)) return;
    const target = document.getElementById(hash.slice(1)) ?? document.getElementById(reviewsAnchor);
    // The form itself takes focus when it arrives (ReviewForm).
    target?.scrollIntoView();
  }, [ready, hash]);
}

function RatingSummary({ reviews }: { reviews: ReviewsPage }) {
  const { t } = useI18n();
  const { rating, count } = useFormat();
  const { average } = reviews.summary;
  const total = reviews.summary.count;
  return (
    <div>
      {average === null ? (
        <RatingBadge rating={reviews.summary} />
      ) : (
        <>
          <p className="flex items-center gap-3">
            <span className="text-4xl font-bold text-stone-900">{rating(average)}</span>
            <Stars value={average} size="lg" />
          </p>
          <p className="mt-1 text-sm text-stone-700">{t('reviews.basedOn', { count: total, total: count(total) })}</p>
          <h3 className="sr-only">{t('reviews.distribution.label')}</h3>
          <ul className="mt-4 space-y-1.5">
            {[5, 4, 3, 2, 1].map((stars) => {
              const ratings = reviews.distribution[stars - 1] ?? 0;
              return (
                <li key={stars} className="flex items-center gap-2 text-sm text-stone-700">
                  <span className="sr-only">
                    {t('reviews.distribution.row', { stars: t('reviews.form.star', { count: stars }), count: ratings })}
                  </span>
                  <span aria-hidden="true" className="w-3 text-right">
                    {stars}
                  </span>
                  <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
                    <span
                      className="block h-full rounded-full bg-amber-500"
                      style={{ width: `${total > 0 ? (ratings / total) * 100 : 0}%` }}
                    />
                  </span>
                  <span aria-hidden="true" className="w-8 text-right">
                    {count(ratings)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * What the viewer may do: sign in, wait for delivery, write a review, or see, edit and delete their own. After a
 * review is saved or deleted, focus goes to what took the form's place, so a keyboard or screen reader stays put.
 */
function OwnReview({
  productId,
  isOwner,
  signedIn,
  mine,
}: {
  productId: string;
  isOwner: boolean;
  signedIn: boolean;
  mine: MyReview | undefined;
}) {
  const { t } = useI18n();
  const { date } = useFormat();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  // Where focus goes once the page shows it: the saved review, or the form that replaced a deleted one.
  const [moveFocus, setMoveFocus] = useState<'review' | 'form' | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const remove = useDeleteReview(productId);
  const { confirm, dialog } = useConfirmDialog();
  const own = mine?.review;
  const mayWrite = Boolean(mine) && !isOwner && mine?.eligibility !== 'own_product' && mine?.eligibility !== 'not_received';

  // Fetched ahead for a buyer who may write or edit a review, so the form is there when it is wanted.
  useEffect(() => {
    if (mayWrite) void loadReviewForm();
  }, [mayWrite]);

  useEffect(() => {
    const target =
      moveFocus === 'review' && own && !editing
        ? panel.current
        : moveFocus === 'form' && !own
          ? document.getElementById(reviewFormAnchor)
          : null;
    if (!target) return;
    target.focus();
    setMoveFocus(null);
  }, [moveFocus, own, editing]);

  if (!signedIn) {
    return (
      <p className="text-stone-700">
        <Link to={signInPath(location.pathname + location.search)} className="font-medium text-brand-800 underline">
          {t('reviews.eligibility.signIn')}
        </Link>
      </p>
    );
  }
  if (!mine) return null;
  if (isOwner || mine.eligibility === 'own_product') return <p className="text-stone-700">{t('reviews.eligibility.ownProduct')}</p>;
  if (mine.eligibility === 'not_received') return <p className="text-stone-700">{t('reviews.eligibility.notReceived')}</p>;
  const saved = () => {
    setEditing(false);
    setMoveFocus('review');
  };
  if (!own) return <ReviewForm productId={productId} onDone={saved} />;
  if (editing) return <ReviewForm productId={productId} editing={own} onDone={saved} />;

  async function handleDelete() {
    const question = t('reviews.mine.deleteConfirm');
    if (!own || !(await confirm({ question, confirmLabel: t('reviews.mine.delete'), destructive: true }))) return;
    remove.mutate(own.id, {
      onSuccess() {
        toast({ title: t('reviews.mine.deleted') });
        setMoveFocus('form');
      },
      onError: (error) => toast({ title: t('toast.error'), description: reviewErrorMessage(error, t), variant: 'destructive' }),
    });
  }

  return (
    <div
      ref={panel}
      id={reviewFormAnchor}
      tabIndex={-1}
      aria-labelledby="own-review-title"
      role="region"
      className="scroll-mt-24 rounded-lg border border-stone-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <h3 id="own-review-title" className="text-lg font-semibold text-stone-900">
        {t('reviews.mine.title')}
      </h3>
      {own.removedReason ? (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t('reviews.mine.removed', { reason: t(`reviews.report.reason.${own.removedReason}`) })}
        </p>
      ) : (
        own.hidden && <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t('reviews.mine.hidden')}</p>
      )}
      {own.heldUntil && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t('reviews.mine.held', { date: date(own.heldUntil) })}</p>
      )}
      <ReviewItem review={own} canReply={false} canReport={false} reported={false} />
      <div className="flex gap-2">
        {!own.removedReason && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('reviews.mine.edit')}
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => void handleDelete()}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('reviews.mine.delete')}
        </Button>
      </div>
      {dialog}
    </div>
  );
}
