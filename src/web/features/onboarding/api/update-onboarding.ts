import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Onboarding, OnboardingUpdate } from '@domain/onboarding/onboarding.schema';
import { apiFetch } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { onboardingQueryKey } from '@web/lib/onboarding-query';

export function updateOnboarding(update: OnboardingUpdate): Promise<Onboarding> {
  return apiFetch<Onboarding>('/api/onboarding', { method: 'PATCH', body: update });
}

/** What the record becomes once the server applies the change; shown at once, replaced by its answer. */
function applyUpdate(onboarding: Onboarding, update: OnboardingUpdate): Onboarding {
  return {
    ...onboarding,
    ...(update.step !== undefined && { step: update.step }),
    ...(update.userType !== undefined && { userType: update.userType }),
    ...(update.completed && { completed: true, step: 5 }),
  };
}

/** Stores one change to the record (a step, the interest, or completion). */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateOnboarding,
    // One after another, so quick clicks reach the server in the order they were made.
    scope: { id: 'onboarding' },
    onMutate: (update) => {
      if (!user) return;
      queryClient.setQueryData<Onboarding>(onboardingQueryKey(user.id), (previous) => previous && applyUpdate(previous, update));
    },
    onSuccess: (onboarding) => {
      if (user) queryClient.setQueryData(onboardingQueryKey(user.id), onboarding);
    },
    onError: (error) => {
      // Onboarding is never worth an error on screen: the failure goes to the console and the stored record is read
      // again (docs/product-rules.md#failures).
      console.error('Storing onboarding failed', error);
      if (user) void queryClient.invalidateQueries({ queryKey: onboardingQueryKey(user.id) });
    },
  });
}
