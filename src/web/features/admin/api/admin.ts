import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSession, AuditPage, AuditQuery } from '@domain/admin/audit.schema';
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
