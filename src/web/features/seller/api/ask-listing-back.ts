import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { ownProductsQueryKey } from './get-own-products';

/** The seller asks the market's team to list their hidden product again, having changed it. */
export function useAskListingBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => apiFetch<null>(`/api/products/${encodeURIComponent(id)}/restore-request`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProductsQueryKey }),
  });
}
