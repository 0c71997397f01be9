import { Star } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { nulCharacterMessage } from '@domain/nul-character';
import { reviewFormAnchor, reviewInputSchema, reviewLimits, type MyReview } from '@domain/reviews/review.schema';
import { Button } from '@web/components/ui/button';
import { TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { cn } from '@web/lib/class-names';
import { useI18n, type Translate } from '@web/lib/i18n';
import { useSaveReview } from './api/write-review';
import { reviewErrorMessage } from './review-error-message';

type Field = 'rating' | 'comment';
type FieldErrors = Partial<Record<Field, string>>;

/** One translated message per field, whatever zod or the server said in English. */
function fieldError(t: Translate, field: Field, message?: string): string {
  if (field === 'rating') return t('reviews.form.ratingRequired');
  return message === nulCharacterMessage ? t('error.invalidCharacter') : t('reviews.form.commentTooLong', { max: reviewLimits.comment });
}

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
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveReview(productId);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = (['rating', 'comment'] as const).find((field) => found[field]);
    const control = first && formRef.current?.querySelector<HTMLElement>(first === 'rating' ? 'input[name="rating"]' : 'textarea');
    control?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'comment') && !found[field]) found[field] = fieldError(t, field, issue.message);
      }
      showErrors(found);
      return;
    }
    save.mutate(
      { reviewId: editing?.id ?? null, input: parsed.data },
      {
        onSuccess() {
          toast({ title: editing ? t('reviews.form.updated') : t('reviews.form.submitted') });
          onDone?.();
        },
        onError(error) {
          if (error instanceof ApiRequestError && error.status === 400) {
            const found: FieldErrors = {};
            for (const { path, message } of error.error.fields ?? []) {
              if (path === 'rating' || path === 'comment') found[path] = fieldError(t, path, message);
            }
            if (Object.keys(found).length > 0) return showErrors(found);
          }
          toast({ title: t('toast.error'), description: reviewErrorMessage(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form
      ref={formRef}
      id={editing ? undefined : reviewFormAnchor}
      aria-labelledby={titleId}
      noValidate
      tabIndex={-1}
      onSubmit={handleSubmit}
      className="scroll-mt-24 space-y-4 rounded-lg border border-stone-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {editing ? t('reviews.form.editTitle') : t('reviews.form.title')}
      </h3>
      <StarChoice
        value={rating}
        error={errors.rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
      />
      <TextareaField
        label={t('reviews.form.comment')}
        hint={t('reviews.form.commentHint', { max: reviewLimits.comment })}
        error={errors.comment}
        value={comment}
        maxLength={reviewLimits.comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setErrors((current) => ({ ...current, comment: undefined }));
        }}
        className="min-h-24"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
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
