import type {
  RefuseVerificationInput,
  VerificationQueuePage,
  VerificationQueueQuery,
  WithdrawVerificationInput,
} from '@domain/seller/seller-verification.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModeratedAccountsPage,
  ModeratedAccountsQuery,
  SuspendAccountInput,
  SuspensionOutcome,
} from '@domain/admin/account-moderation.schema';
import type { AdminSession, AuditPage, AuditQuery } from '@domain/admin/audit.schema';
import type { HideListingInput, ModeratedListingsPage, ModeratedListingsQuery } from '@domain/catalog/listing-moderation.schema';
import type { RemoveReviewInput, ReportedReviewsPage, ReportedReviewsQuery } from '@domain/reviews/review-moderation.schema';
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

type Decision = { kind: string; body?: object };

/**
 * An operator's decision on one item of a console list (`POST /api/admin/{list}/{id}/{kind}`, with its body if it
 * has one): `onDone` is told first (with the server's answer), since the item that asked may leave its list when the
 * lists are read again; then the list and the audit log are read again.
 */
function useConsoleDecision<Chosen extends Decision>(
  list: 'reviews' | 'listings' | 'accounts' | 'verifications',
  id: string,
  onDone: (kind: Chosen['kind'], answer: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: Chosen) =>
      apiFetch<unknown>(`/api/admin/${list}/${encodeURIComponent(id)}/${kind}`, { method: 'POST', ...(body && { body }) }),
    onSuccess: async (answer, decision) => {
      onDone(decision.kind, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', list] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]);
    },
  });
}

/** Keep, remove or restore a reported review. */
export function useReviewDecision(id: string, onDone: (kind: 'keep' | 'remove' | 'restore') => void) {
  return useConsoleDecision<{ kind: 'keep' | 'restore'; body: object } | { kind: 'remove'; body: RemoveReviewInput }>(
    'reviews',
    id,
    onDone,
  );
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

/** Hide a listing (with the reason) or list it again. */
export function useListingDecision(id: string, onDone: (kind: 'hide' | 'restore') => void) {
  return useConsoleDecision<{ kind: 'restore' } | { kind: 'hide'; body: HideListingInput }>('listings', id, onDone);
}

export function moderatedAccountsSearch(query: ModeratedAccountsQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.district) search.set('district', query.district);
  if (query.show) search.set('show', query.show);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useModeratedAccounts(query: ModeratedAccountsQuery) {
  const search = moderatedAccountsSearch(query);
  return useQuery({
    queryKey: ['admin', 'accounts', search],
    queryFn: ({ signal }) => apiFetch<ModeratedAccountsPage>(`/api/admin/accounts${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a decision on an account did: a suspension says what it ended at once; lifting says nothing more. */
export type AccountDecisionDone = { kind: 'suspend'; outcome: SuspensionOutcome } | { kind: 'lift' };

/** Suspend an account (why, for how long) or lift its suspension. */
export function useAccountDecision(id: string, onDone: (done: AccountDecisionDone) => void) {
  return useConsoleDecision<{ kind: 'lift' } | { kind: 'suspend'; body: SuspendAccountInput }>('accounts', id, (kind, answer) =>
    onDone(kind === 'suspend' ? { kind, outcome: answer as SuspensionOutcome } : { kind }),
  );
}

export function useVerificationQueue(query: VerificationQueueQuery) {
  const search = new URLSearchParams({ status: query.status, ...(query.page > 1 && { page: String(query.page) }) }).toString();
  return useQuery({
    queryKey: ['admin', 'verifications', search],
    queryFn: ({ signal }) => apiFetch<VerificationQueuePage>(`/api/admin/verifications?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

type VerificationDecision =
  { kind: 'approve' } | { kind: 'refuse'; body: RefuseVerificationInput } | { kind: 'withdraw'; body: WithdrawVerificationInput };
export type VerificationDecisionKind = VerificationDecision['kind'];

/** Approve a seller's request to be verified or refuse it with the reason, or withdraw an approval with the reason (decision 064). */
export function useVerificationDecision(id: string, onDone: (kind: VerificationDecisionKind) => void) {
  return useConsoleDecision<VerificationDecision>('verifications', id, onDone);
}
