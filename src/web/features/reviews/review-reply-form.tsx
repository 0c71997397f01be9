import { reviewLimits } from '@domain/reviews/review-limits';
import { replyInputSchema, type Review } from '@domain/reviews/review.schema';
import { Button } from '@web/components/ui/button';
import { TextareaField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSaveReply } from './api/write-review';
import { reviewErrorMessage } from './review-error-message';

/** The seller's reply to a review: written, or edited in place. */
export function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useI18n();
  const { ready, field, form, check, showServerErrors } = useForm({
    initial: { text: review.reply?.text ?? '' },
    // Only the server's refusal reaches this (blank and too long are said the shared way in the browser).
    messages: { text: t('form.error.tooLong', { max: reviewLimits.reply }) },
  });
  const save = useSaveReply(review.productId);

  function publish() {
    const input = check(replyInputSchema);
    if (!input) return;
    save.mutate(
      { reviewId: review.id, text: input.text },
      {
        onSuccess() {
          toast({ title: t('reviews.reply.saved') });
          onDone();
        },
        onError(error) {
          if (showServerErrors(error)) return;
          toast({ title: t('toast.error'), description: reviewErrorMessage(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form {...form(publish)} className="mt-3 space-y-2">
      <TextareaField {...field('text')} label={t('reviews.reply.label')} maxLength={reviewLimits.reply} autoFocus className="min-h-24" />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!ready || save.isPending}>
          {t('reviews.reply.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
