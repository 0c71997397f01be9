import { Star } from 'lucide-react';
import type { RatingSummary } from '@domain/reviews/review.schema';
import { cn } from '../lib/class-names';
import { useFormat } from '../lib/format';
import { useI18n } from '../lib/i18n';

const starSizes = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-6 w-6' } as const;

/**
 * Five stars filled as far as `value` (0–5, fractions filled in part), read out as "4.5 out of 5 stars".
 * Filled and empty stars differ by their fill, not by colour alone: every star has an outline dark enough to
 * see on white (stone-500 empty, amber-700 filled).
 */
export function Stars({ value, size = 'sm', className }: { value: number; size?: keyof typeof starSizes; className?: string }) {
  const { t } = useI18n();
  const { rating } = useFormat();
  const row = (classes: string) =>
    [0, 1, 2, 3, 4].map((index) => <Star key={index} aria-hidden="true" className={cn(starSizes[size], 'shrink-0', classes)} />);
  return (
    <span
      role="img"
      aria-label={t('reviews.starsLabel', { rating: Number.isInteger(value) ? String(value) : rating(value) })}
      className={cn('relative inline-flex', className)}
    >
      <span className="inline-flex text-stone-500">{row('fill-white')}</span>
      <span
        className="absolute inset-y-0 left-0 inline-flex overflow-hidden text-amber-700"
        style={{ width: `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%` }}
      >
        {row('fill-amber-400')}
      </span>
    </span>
  );
}

/**
 * A product's or seller's rating in a line: stars, the average and how many ratings, or "New" before the first.
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
        {t('reviews.new')}
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
