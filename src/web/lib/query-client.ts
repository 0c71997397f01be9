import { QueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from './retry-unless-refused';

/**
 * The app's query client, the same on the server (one per rendered page) and in the browser (one per tab). On the
 * server a read that fails is not tried again: it is a call into the market's own services, a second try would hold
 * the page back by the retry's second, and the server reports the failure and leaves that part for the browser,
 * which asks again with its own retry.
 */
export function createQueryClient(where: 'browser' | 'server' = 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: where === 'server' ? false : retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: false },
      // A change asked for without the network fails at once and says so (error.offline), rather than waiting unseen
      // to be sent when the link returns: a seller confirming an order should know it was not confirmed. (An order
      // placed offline is kept and sent later on purpose, by the outbox: lib/order-outbox.)
      mutations: { networkMode: 'always' },
    },
  });
}
