import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boost } from '@domain/boosts/boost.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { boostsQueryKey } from './get-boosts';

type BoostPauseChange = { id: string; paused: boolean };

/** Pauses a running boost or resumes a paused one (its days run out either way); the boost as it now is. */
export function setBoostPaused({ id, paused }: BoostPauseChange): Promise<Boost> {
  return apiFetch<Boost>(`/api/seller/boosts/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`, { method: 'POST' });
}

export function useSetBoostPaused() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: setBoostPaused,
    // A paused boost leaves the sponsored places of Browse and Featured, a resumed one may take them again.
    onSuccess() {
      announce({ kind: 'listings-changed' });
      return queryClient.invalidateQueries({ queryKey: boostsQueryKey });
    },
  });
}
