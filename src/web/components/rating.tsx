import { useId } from 'react';
import type { RatingSummary } from '@domain/reviews/review.schema';
import { cn } from '../lib/class-names';
import { useFormat } from '../lib/format';
import { useI18n } from '../lib/i18n';

/** Five stars side by side, each 24 units wide: one height, five times as wide. */
const starSizes = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-6 w-30' } as const;

/** Lucide's star, drawn at `dx` along the row (its absolute points moved, its relative ones follow). */
function starAt(dx: number): string {
  const x = (value: number) => +(value + dx).toFixed(3);
  return (
    `M${x(11.525)} 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 ` +
    `3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L${x(6.396)} ` +
    `21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L${x(2.16)} 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 ` +
    `2.122 0 0 0 1.597-1.16z`
  );
}

const fiveStarsId = 'govi-five-stars';

/**
 * The drawing of five stars, once in the page (the layout holds it): every `Stars` uses it, so a page of 24
 * cards carries the path once instead of 48 times.
 */
export function FiveStarsDefinition() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <path id={fiveStarsId} d={[0, 1, 2, 3, 4].map((index) => starAt(index * 24)).join('')} />
      </defs>
    </svg>
  );
}

/**
 * Five stars filled as far as `value` (0–5, fractions filled in part), read out as "4.5 out of 5 stars".
 * Filled and empty stars differ by their fill, not by colour alone: every star has an outline dark enough to
 * see on white (stone-500 empty, amber-700 filled). One drawing of five stars, the filled row clipped to the
 * value: a page of cards draws 24 of these, so each is a few elements, not ten icons (the drawing is
 * `FiveStarsDefinition`'s).
 */
export function Stars({ value, size = 'sm', className }: { value: number; size?: keyof typeof starSizes; className?: string }) {
  const { t } = useI18n();
  const { rating } = useFormat();
  const clipId = useId();
  const filledWidth = (Math.min(Math.max(value, 0), 5) / 5) * 120;
  return (
    <svg
      role="img"
      aria-label={t('reviews.starsLabel', { rating: Number.isInteger(value) ? String(value) : rating(value) })}
      viewBox="0 0 120 24"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', starSizes[size], className)}
    >
      <clipPath id={clipId}>
        <rect width={filledWidth} height="24" />
      </clipPath>
      <use href={`#${fiveStarsId}`} className="fill-white stroke-stone-500" />
      <use href={`#${fiveStarsId}`} clipPath={`url(#${clipId})`} className="fill-amber-400 stroke-amber-700" />
    </svg>
  );
}

/**
 * A product's or seller's rating in a line: stars, the average and how many ratings, or "No ratings yet" before the first.
 * `compact` (a card in a narrow column) shows the count as "(7)", still read out as "7 ratings".
 */
export function RatingBadge({
  rating,
  size = 'sm',
  compact = false,
  className,
}: {
  rating: RatingSummary;
  size?: keyof typeof starSizes;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const format = useFormat();
  if (rating.average === null) {
    return (
      <span className={cn('inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800', className)}>
        {t('reviews.notRated')}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1 text-sm text-stone-700', className)}>
      <Stars value={rating.average} size={size} />
      <span className="font-semibold text-stone-900">{format.rating(rating.average)}</span>
      {compact ? (
        <>
          <span aria-hidden="true">({format.count(rating.count)})</span>
          <span className="sr-only">{t('reviews.ratingCount', { count: rating.count, total: format.count(rating.count) })}</span>
        </>
      ) : (
        <span>{t('reviews.ratingCount', { count: rating.count, total: format.count(rating.count) })}</span>
      )}
    </span>
  );
}
