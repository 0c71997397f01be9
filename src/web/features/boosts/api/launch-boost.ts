import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boost, LaunchBoostInput } from '@domain/boosts/boost.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { boostsQueryKey } from './get-boosts';

export function launchBoost(boost: LaunchBoostInput): Promise<Boost> {
  return apiFetch<Boost>('/api/seller/boosts', { method: 'POST', body: boost });
}

export function useLaunchBoost() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: launchBoost,
    // A running boost takes sponsored places in Browse and Featured: those lists change too.
    onSuccess() {
      announce({ kind: 'listings-changed' });
      return queryClient.invalidateQueries({ queryKey: boostsQueryKey });
    },
  });
}
