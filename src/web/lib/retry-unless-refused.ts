import { isRefusal } from './api-client';

/**
 * Every query's retry rule (the query client's default): a 4xx answer (unknown, unlisted, malformed id, signed
 * out) will not change on a second try; a failed connection or a 5xx may, once.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (isRefusal(error)) return false;
  return failureCount < 1;
}
