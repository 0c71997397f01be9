import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boost } from '@domain/boosts/boost.schema';
import { apiFetch } from '@web/lib/api-client';
import { productsQueryKey } from '@web/lib/product-query-keys';
import { boostsQueryKey } from './get-boosts';

type BoostPauseChange = { id: string; paused: boolean };

/** Pauses a running boost or resumes a paused one (its days run out either way); the boost as it now is. */
export function setBoostPaused({ id, paused }: BoostPauseChange): Promise<Boost> {
  return apiFetch<Boost>(`/api/seller/boosts/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`, { method: 'POST' });
}

export function useSetBoostPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBoostPaused,
    // A paused boost leaves the sponsored places of Browse and Featured, a resumed one may take them again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boostsQueryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' }),
      ]),
  });
}
