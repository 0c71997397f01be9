import { QueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from './retry-unless-refused';

/** The app's query client, the same on the server (one per rendered page) and in the browser (one per tab). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}
