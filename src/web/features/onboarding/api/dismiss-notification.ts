import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DismissibleNotification, Onboarding } from '@domain/onboarding/onboarding.schema';
import { apiFetch } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { onboardingQueryKey } from '@web/lib/onboarding-query';

export function dismissNotification(name: DismissibleNotification): Promise<Onboarding> {
  return apiFetch<Onboarding>('/api/onboarding/dismissals', { method: 'POST', body: { name } });
}

/** Stores a dismissal on the server, so it holds on every device and after a reload. */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: dismissNotification,
    onMutate: (name) => {
      if (!user) return;
      queryClient.setQueryData<Onboarding>(onboardingQueryKey(user.id), (previous) =>
        previous && !previous.dismissedNotifications.includes(name)
          ? { ...previous, dismissedNotifications: [...previous.dismissedNotifications, name] }
          : previous,
      );
    },
    onSuccess: (onboarding) => {
      if (user) queryClient.setQueryData(onboardingQueryKey(user.id), onboarding);
    },
    onError: (error) => {
      console.error('Storing the dismissal failed', error);
      if (user) void queryClient.invalidateQueries({ queryKey: onboardingQueryKey(user.id) });
    },
  });
}
