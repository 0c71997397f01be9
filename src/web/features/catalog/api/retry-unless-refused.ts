import { ApiRequestError } from '../../../lib/api-client';

/** A 4xx answer (unknown, unlisted, malformed id) will not change on a second try; a failed connection may. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
