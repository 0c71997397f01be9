import { BadgeCheck, Flag, MessageSquareReply } from 'lucide-react';
import { lazy, useState, type FormEvent } from 'react';
import { reportReasons } from '@domain/reviews/review-limits';
import type { Review } from '@domain/reviews/review.schema';
import { Stars } from '@web/components/rating';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useReportReview, useSaveReply } from './api/write-review';
import { reviewErrorMessage } from './review-error-message';
import { LazySlot } from '@web/components/lazy-slot';

// The reply form, with the schema it checks with, only for the seller who opens it.
const ReplyForm = lazy(() => import('./review-reply-form').then((module) => ({ default: module.ReplyForm })));

/**
 * One review: its stars, author, dates and comment as plain text, the seller's reply under it, and what the
 * viewer may do (the seller replies; any other signed-in user may report it once).
 */
export function ReviewItem({
  review,
  canReply,
  canReport,
  reported,
}: {
  review: Review;
  canReply: boolean;
  canReport: boolean;
  reported: boolean;
}) {
  const { t } = useI18n();
  const { date } = useFormat();
  return (
    <article className="border-b border-stone-200 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="font-semibold text-stone-900">{review.authorName}</span>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-800">
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
          {t('reviews.verified')}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
        {review.editedAt && ` · ${t('reviews.edited')}`}
        {' · '}
        {t('reviews.receivedOn', { date: date(review.receivedAt) })}
      </p>
      {review.comment && <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.comment}</p>}
      <ReviewReply review={review} canReply={canReply} />
      {canReport && <ReportReview review={review} reported={reported} />}
    </article>
  );
}

function ReviewReply({ review, canReply }: { review: Review; canReply: boolean }) {
  const { t } = useI18n();
  const { date } = useFormat();
  const [editing, setEditing] = useState(false);
  const save = useSaveReply(review.productId);

  function remove() {
    save.mutate(
      { reviewId: review.id, text: null },
      {
        onSuccess: () => toast({ title: t('reviews.reply.deleted') }),
        onError: (error) => toast({ title: t('toast.error'), description: reviewErrorMessage(error, t), variant: 'destructive' }),
      },
    );
  }

  if (editing) {
    return (
      <LazySlot fallback={null}>
        <ReplyForm review={review} onDone={() => setEditing(false)} />
      </LazySlot>
    );
  }
  return (
    <>
      {review.reply && (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3">
          <p className="text-sm font-semibold text-stone-900">
            {t('reviews.reply.title')} · <time dateTime={review.reply.repliedAt}>{date(review.reply.repliedAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800">{review.reply.text}</p>
        </div>
      )}
      {canReply && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
            {review.reply ? t('reviews.reply.edit') : t('reviews.reply.action')}
          </Button>
          {review.reply && (
            <Button variant="ghost" size="sm" disabled={save.isPending} onClick={remove}>
              {t('reviews.reply.delete')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function ReportReview({ review, reported }: { review: Review; reported: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(reportReasons[0]);
  const report = useReportReview(review.productId);

  if (reported) return <p className="mt-2 text-sm text-stone-600">{t('reviews.report.reported')}</p>;
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="h-4 w-4" />
        {t('reviews.report.action')}
      </Button>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    report.mutate(
      { reviewId: review.id, reason },
      {
        onSuccess() {
          toast({ title: t('reviews.report.sent') });
          setOpen(false);
        },
        onError: (error) => toast({ title: t('toast.error'), description: reviewErrorMessage(error, t), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t('reviews.report.title')} className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-56">
        <SelectField label={t('reviews.report.reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)}>
          {reportReasons.map((option) => (
            <option key={option} value={option}>
              {t(`reviews.report.reason.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" size="sm" disabled={report.isPending}>
        {t('reviews.report.submit')}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
        {t('reviews.cancel')}
      </Button>
    </form>
  );
}
