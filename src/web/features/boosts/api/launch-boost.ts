import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boost, LaunchBoostInput } from '@domain/boosts/boost.schema';
import { apiFetch } from '@web/lib/api-client';
import { productsQueryKey } from '@web/lib/product-query-keys';
import { boostsQueryKey } from './get-boosts';

export function launchBoost(boost: LaunchBoostInput): Promise<Boost> {
  return apiFetch<Boost>('/api/seller/boosts', { method: 'POST', body: boost });
}

export function useLaunchBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchBoost,
    // A running boost takes sponsored places in Browse and Featured: those lists are stale too (read when next shown).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boostsQueryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' }),
      ]),
  });
}
