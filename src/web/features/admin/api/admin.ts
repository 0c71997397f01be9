import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession, AuditPage, AuditQuery } from '@domain/admin/audit.schema';
import type {
  HideListingInput,
  ModeratedListing,
  ModeratedListingsPage,
  ModeratedListingsQuery,
} from '@domain/catalog/listing-moderation.schema';
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
export function useReviewDecision(id: string, onDone: (kind: 'keep' | 'remove' | 'restore') => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'keep' | 'restore' } | ({ kind: 'remove' } & RemoveReviewInput)) => {
      const { kind, ...body } = decision;
      return apiFetch<ReportedReview>(`/api/admin/reviews/${encodeURIComponent(id)}/${kind}`, { method: 'POST', body });
    },
    // Told before the lists are read again: the item that asked may leave its list then.
    onSuccess: async (_review, decision) => {
      onDone(decision.kind);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}

export function moderatedListingsSearch(query: ModeratedListingsQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.show) search.set('show', query.show);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useModeratedListings(query: ModeratedListingsQuery) {
  const search = moderatedListingsSearch(query);
  return useQuery({
    queryKey: ['admin', 'listings', search],
    queryFn: ({ signal }) => apiFetch<ModeratedListingsPage>(`/api/admin/listings${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Hide or restore a listing: said first (the listing may leave the list), then the lists and the log are read again. */
export function useListingDecision(id: string, onDone: (kind: 'hide' | 'restore') => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'restore' } | ({ kind: 'hide' } & HideListingInput)) => {
      const { kind, ...body } = decision;
      const url = `/api/admin/listings/${encodeURIComponent(id)}/${kind}`;
      return apiFetch<ModeratedListing>(url, kind === 'hide' ? { method: 'POST', body } : { method: 'POST' });
    },
    onSuccess: async (_listing, decision) => {
      onDone(decision.kind);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'listings'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}
