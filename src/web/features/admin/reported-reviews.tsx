import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { reportReasons, type ReportReason } from '@domain/reviews/review-limits';
import {
  moderationStates,
  reportedReviewsQuerySchema,
  type ReportedReview,
  type ReportedReviewsQuery,
  type ReviewReport,
} from '@domain/reviews/review-moderation.schema';
import { pageHeads } from '@domain/site/page-heads';
import { pathOf } from '@domain/site/pages';
import { Stars } from '@web/components/rating';
import { QueryState } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField, SelectField } from '@web/components/ui/field';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { reportedReviewsSearch, useReportedReviews, useReviewDecision } from './api/admin';
import { NewestFirstPage, useAddressFilters, useDoneStatus, useSubmitFilters } from './console-list';
import { decisionFailure } from './decision-failure';
import { ForOperatorsOnly, isRefusedToOperatorsOnly } from './forbidden';

const filterNames = ['state', 'page'] as const;

const stateClasses: Record<ReportedReview['state'], string> = {
  open: 'bg-amber-100 text-amber-900',
  removed: 'bg-red-100 text-red-900',
  kept: 'bg-brand-50 text-brand-800',
  unreported: 'bg-stone-200 text-stone-800',
};

type DecisionKind = 'keep' | 'remove' | 'restore';

/** Reviews people reported: those waiting for a decision first; kept or removed by an operator, with the author told. */
export function ReportedReviewsPage() {
  const { t, language } = useI18n();
  const filters = useAddressFilters(reportedReviewsQuerySchema, filterNames);
  const query: ReportedReviewsQuery = filters.query ?? { state: 'open', page: 1 };
  const list = useReportedReviews(query);
  const navigate = useNavigate();
  const show = (next: ReportedReviewsQuery) => void navigate(`${pathOf('adminReviews')}${reportedReviewsSearch(next)}`);
  const applyFilters = useSubmitFilters(pathOf('adminReviews'));
  const done = useDoneStatus<DecisionKind>((kind) => t(`admin.reviews.done.${kind}`));

  if (isRefusedToOperatorsOnly(list.error)) return <ForOperatorsOnly />;

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold text-stone-900">{pageHeads[language].adminReviews.title}</h1>
      <p className="max-w-prose text-stone-700">{t('admin.reviews.intro')}</p>
      <form
        key={query.state}
        method="get"
        action={pathOf('adminReviews')}
        onSubmit={applyFilters}
        aria-label={t('admin.reviews.filters')}
        className="flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <SelectField label={t('admin.reviews.state')} name="state" defaultValue={query.state}>
          {moderationStates.map((state) => (
            <option key={state} value={state}>
              {t(`admin.reviews.state.${state}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('admin.list.apply')}</Button>
      </form>
      {done.status}

      <QueryState query={list} failed={{ announce: true, message: t('admin.reviews.loadFailed') }}>
        {(page) => (
          <NewestFirstPage
            busy={list.isPlaceholderData}
            empty={page.reviews.length === 0 ? t(`admin.reviews.empty.${query.state}`) : undefined}
            page={page.page}
            more={page.more}
            onPage={(next) => show({ ...query, page: next })}
          >
            {page.reviews.map((review) => (
              <ReportedReviewItem key={review.id} review={review} onDone={done.say} />
            ))}
          </NewestFirstPage>
        )}
      </QueryState>
    </section>
  );
}

function ReportedReviewItem({ review, onDone }: { review: ReportedReview; onDone: (kind: DecisionKind) => void }) {
  const { t } = useI18n();
  const { date } = useFormat();
  const decision = useReviewDecision(review.id, onDone);
  const reportsId = useId();

  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded px-2 py-0.5 text-sm font-medium', stateClasses[review.state])}>
            {t(`admin.reviews.state.${review.state}`)}
          </span>
          {review.hidden && review.state !== 'removed' && (
            <span className="text-sm font-medium text-amber-900">{t('admin.reviews.hiddenByReports')}</span>
          )}
        </div>
        <Link
          to={pathOf('product', { id: review.productId })}
          className="block break-words text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {review.productTitle}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars value={review.rating} />
          <span className="break-words font-semibold text-stone-900">{review.authorName}</span>
          <span className="text-sm text-stone-600">
            <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
            {review.editedAt && ` · ${t('reviews.edited')}`}
          </span>
        </div>
        {review.comment ? (
          <p className="whitespace-pre-line break-words text-stone-800">{review.comment}</p>
        ) : (
          <p className="text-stone-600">{t('admin.reviews.noComment')}</p>
        )}
        {review.removed && (
          <p className="text-sm font-medium text-red-900">
            {t('admin.reviews.removedFor', { date: date(review.removed.at), reason: t(`reviews.report.reason.${review.removed.reason}`) })}
          </p>
        )}

        <h2 id={reportsId} className="text-base font-semibold text-stone-900">
          {t('admin.reviews.reportCount', { count: review.reports.length })}
        </h2>
        <ul aria-labelledby={reportsId} className="space-y-2">
          {review.reports.map((report) => (
            <ReportLine key={report.reporterId} report={report} />
          ))}
        </ul>

        <Decisions review={review} pending={decision.isPending} onDecide={(chosen) => decision.mutate(chosen)} />
        {decision.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {decisionFailure(decision.error, t)}
          </p>
        )}
      </Card>
    </li>
  );
}

function ReportLine({ report }: { report: ReviewReport }) {
  const { t } = useI18n();
  const { date } = useFormat();
  return (
    <li className="rounded-md bg-stone-50 p-3 text-sm text-stone-800">
      <p className="font-medium text-stone-900">{t(`reviews.report.reason.${report.reason}`)}</p>
      <p className="break-words">
        {t('admin.reviews.reportBy', { name: report.reporterName, date: date(report.at) })}
        {' · '}
        {t('admin.reviews.accountSince', { date: date(report.reporterSince) })}
      </p>
      <p>
        {t(report.reporterOrdered ? 'admin.reviews.ordered' : 'admin.reviews.neverOrdered')}
        {' · '}
        {t(report.counted ? 'admin.reviews.counted' : 'admin.reviews.notCounted')}
        {report.status !== 'open' && ` · ${t(`admin.reviews.reportStatus.${report.status}`)}`}
      </p>
    </li>
  );
}

type Decision = Parameters<ReturnType<typeof useReviewDecision>['mutate']>[0];

/**
 * Keep (dismisses the reports; shows a review they hid), remove (with a reason the author is told, and a note for the
 * log), and for a removed review, show it again.
 */
function Decisions({ review, pending, onDecide }: { review: ReportedReview; pending: boolean; onDecide: (decision: Decision) => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState<ReportReason>(review.reports[0]?.reason ?? reportReasons[0]);
  const [note, setNote] = useState('');
  function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onDecide({ kind: 'remove', body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } });
  }
  const removed = review.state === 'removed';
  return (
    <div className="flex flex-wrap items-end gap-4 border-t border-stone-200 pt-3">
      {removed && (
        <Button variant="outline" disabled={pending} onClick={() => onDecide({ kind: 'restore', body: {} })}>
          {t('admin.reviews.restore')}
        </Button>
      )}
      {!removed && (review.state === 'open' || review.hidden) && (
        <Button variant="outline" disabled={pending} onClick={() => onDecide({ kind: 'keep', body: {} })}>
          {t('admin.reviews.keep')}
        </Button>
      )}
      {!removed && (
        <form onSubmit={remove} className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('admin.reviews.removeReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {reportReasons.map((option) => (
              <option key={option} value={option}>
                {t(`reviews.report.reason.${option}`)}
              </option>
            ))}
          </SelectField>
          <InputField label={t('admin.reviews.note')} value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
          <Button type="submit" variant="destructive" disabled={pending}>
            {t('admin.reviews.remove')}
          </Button>
        </form>
      )}
    </div>
  );
}
