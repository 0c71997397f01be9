import { Star } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { reviewFormAnchor, reviewLimits } from '@domain/reviews/review-limits';
import { reviewInputSchema, type MyReview } from '@domain/reviews/review.schema';
import { Button } from '@web/components/ui/button';
import { TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSaveReview } from './api/write-review';
import { reviewErrorMessage } from './review-error-message';

/**
 * Stars and a comment: a new review, or `editing` one. The stars are five radio buttons, so arrow keys move
 * between them and a screen reader says "4 stars".
 */
export function ReviewForm({
  productId,
  editing,
  onDone,
}: {
  productId: string;
  editing?: NonNullable<MyReview['review']> | undefined;
  onDone?: () => void;
}) {
  const { t } = useI18n();
  const { date } = useFormat();
  const titleId = useId();
  const { values, ready, field, form, setValue, check, errors, showServerErrors } = useForm({
    // No star chosen is "0": a rating the schema refuses as out of range, which the stars' own words answer
    // (an empty value would get the shared "This field is required.").
    initial: { rating: String(editing?.rating ?? 0), comment: editing?.comment ?? '' },
    messages: {
      rating: t('reviews.form.ratingRequired'),
      // Only the server's refusal reaches this (a too-long comment is said the shared way in the browser).
      comment: t('form.error.tooLong', { max: reviewLimits.comment }),
    },
  });
  const save = useSaveReview(productId);
  const { hash } = useLocation();

  // Opened from an invitation (#write-review): the stars take focus once the form is here (it comes after the
  // page, which has already scrolled to its place).
  useEffect(() => {
    if (editing || hash !== `#${reviewFormAnchor}`) return;
    document.getElementById(reviewFormAnchor)?.querySelector<HTMLElement>('input[name="rating"]')?.focus({ preventScroll: true });
    // Once, as the form arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function saveReview() {
    const input = check(reviewInputSchema, { rating: Number(values.rating), comment: values.comment });
    if (!input) return;
    save.mutate(
      { reviewId: editing?.id ?? null, input },
      {
        onSuccess(saved) {
          toast({
            title: editing
              ? t('reviews.form.updated')
              : saved.heldUntil
                ? t('reviews.form.held', { date: date(saved.heldUntil) })
                : t('reviews.form.submitted'),
          });
          onDone?.();
        },
        onError(error) {
          if (showServerErrors(error)) return;
          toast({ title: t('toast.error'), description: reviewErrorMessage(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form
      {...form(saveReview)}
      id={editing ? undefined : reviewFormAnchor}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="scroll-mt-24 space-y-4 rounded-lg border border-stone-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {editing ? t('reviews.form.editTitle') : t('reviews.form.title')}
      </h3>
      <StarChoice value={Number(values.rating)} error={errors.rating} onChange={(stars) => setValue('rating', String(stars))} />
      <TextareaField
        {...field('comment')}
        label={t('reviews.form.comment')}
        hint={t('reviews.form.commentHint', { max: reviewLimits.comment })}
        maxLength={reviewLimits.comment}
        className="min-h-24"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!ready || save.isPending}>
          {editing ? t('reviews.form.save') : t('reviews.form.submit')}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function StarChoice({ value, error, onChange }: { value: number; error: string | undefined; onChange: (value: number) => void }) {
  const { t } = useI18n();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-stone-800">
        {t('reviews.form.rating')}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="peer sr-only"
            />
            <span className="flex h-11 w-11 items-center justify-center rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700">
              <Star
                aria-hidden="true"
                className={cn('h-8 w-8', stars <= value ? 'fill-amber-400 text-amber-700' : 'fill-white text-stone-500')}
              />
            </span>
            <span className="sr-only">{t('reviews.form.star', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
