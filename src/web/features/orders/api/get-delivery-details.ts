import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryDetailsPath, type KeptDeliveryDetails } from '@domain/orders/delivery-details.schema';
import { apiFetch } from '@web/lib/api-client';

export function getDeliveryDetails({ signal }: { signal?: AbortSignal } = {}): Promise<KeptDeliveryDetails> {
  return apiFetch<KeptDeliveryDetails>(deliveryDetailsPath, { signal });
}

/** The signed-in buyer's own (the whole cache is dropped when the session changes). */
export const deliveryDetailsQueryKey = ['delivery-details'] as const;

export function getDeliveryDetailsQueryOptions() {
  return queryOptions({
    queryKey: deliveryDetailsQueryKey,
    queryFn: ({ signal }) => getDeliveryDetails({ signal }),
    // Kept or forgotten on another device since: read again at each checkout.
    staleTime: 0,
  });
}

/** The delivery details the buyer kept, to fill in checkout; checkout works the same without them. */
export function useDeliveryDetails() {
  return useQuery(getDeliveryDetailsQueryOptions());
}
