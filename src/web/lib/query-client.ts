import { QueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from './retry-unless-refused';

/** The app's query client, the same on the server (one per rendered page) and in the browser (one per tab). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: false },
      // A change asked for without the network fails at once and says so (error.offline), rather than waiting unseen
      // to be sent when the link returns: a seller confirming an order should know it was not confirmed. (An order
      // placed offline is kept and sent later on purpose, by the outbox: lib/order-outbox.)
      mutations: { networkMode: 'always' },
    },
  });
}
