import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, AuditPage, AuditQuery } from '@domain/admin/audit.schema';
import type {
  RemoveReviewInput,
  ReportedReview,
  ReportedReviewsPage,
  ReportedReviewsQuery,
} from '@domain/reviews/review-moderation.schema';
import type { SupportInbox, SupportInboxQuery, SupportThread } from '@domain/support/support-inbox.schema';
import { apiFetch } from '@web/lib/api-client';

/**
 * Whether the signed-in person (`userId`) is an operator: asked once per account and page load (403 for everyone
 * else); the server asks again on every request of the console.
 */
export function useAdminSession(userId: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'session', userId],
    queryFn: ({ signal }) => apiFetch<AdminSession>('/api/admin/session', { signal }),
    enabled: userId !== undefined,
    staleTime: Infinity,
  });
}

/** The query string the API and the page's address share: only what differs from the defaults. */
export function auditSearch(query: AuditQuery): string {
  const search = new URLSearchParams();
  for (const key of ['action', 'actor', 'subject', 'from', 'to'] as const) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useAuditPage(query: AuditQuery) {
  const search = auditSearch(query);
  return useQuery({
    queryKey: ['admin', 'audit', search],
    queryFn: ({ signal }) => apiFetch<AuditPage>(`/api/admin/audit${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function supportInboxSearch(query: SupportInboxQuery): string {
  const search = new URLSearchParams();
  if (query.state) search.set('state', query.state);
  if (query.q) search.set('q', query.q);
  if (query.mine) search.set('mine', query.mine);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useSupportInbox(query: SupportInboxQuery) {
  const search = supportInboxSearch(query);
  return useQuery({
    queryKey: ['admin', 'support', 'inbox', search],
    queryFn: ({ signal }) => apiFetch<SupportInbox>(`/api/admin/support${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const threadKey = (id: string) => ['admin', 'support', 'thread', id] as const;

export function useSupportThread(id: string) {
  return useQuery({
    queryKey: threadKey(id),
    queryFn: ({ signal }) => apiFetch<SupportThread>(`/api/admin/support/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Answer, take on or close a message: the thread comes back as it now is; the inbox and the log are read again. */
export function useSupportAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'answer'; text: string } | { kind: 'assign' } | { kind: 'close' }) => {
      const base = `/api/admin/support/${encodeURIComponent(id)}`;
      return action.kind === 'answer'
        ? apiFetch<SupportThread>(`${base}/answers`, { method: 'POST', body: { text: action.text } })
        : apiFetch<SupportThread>(`${base}/${action.kind}`, { method: 'POST' });
    },
    onSuccess: async (thread) => {
      queryClient.setQueryData(threadKey(id), thread);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'support', 'inbox'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}

export function reportedReviewsSearch(query: ReportedReviewsQuery): string {
  const search = new URLSearchParams();
  if (query.state !== 'open') search.set('state', query.state);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useReportedReviews(query: ReportedReviewsQuery) {
  const search = reportedReviewsSearch(query);
  return useQuery({
    queryKey: ['admin', 'reviews', search],
    queryFn: ({ signal }) => apiFetch<ReportedReviewsPage>(`/api/admin/reviews${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Keep or remove a reported review: the lists and the log are read again (it may have moved to another list). */
export function useReviewDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'keep' } | ({ kind: 'remove' } & RemoveReviewInput)) => {
      const { kind, ...body } = decision;
      return apiFetch<ReportedReview>(`/api/admin/reviews/${encodeURIComponent(id)}/${kind}`, { method: 'POST', body });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}
