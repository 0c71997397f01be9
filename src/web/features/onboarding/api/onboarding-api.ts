import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DismissibleNotification, Onboarding, OnboardingUpdate, UserType } from '../../../../domain/onboarding/onboarding.schema';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export function onboardingQueryKey(userId: string) {
  return ['onboarding', userId] as const;
}

/**
 * The signed-in user's onboarding record (made by the server on the first read), or undefined while
 * signed out or loading. Errors are quiet (spec section 8): onboarding never stands in the way.
 */
export function useOnboarding(): { onboarding: Onboarding | undefined; userId: string | undefined } {
  const { user } = useSession();
  const query = useQuery({
    queryKey: onboardingQueryKey(user?.id ?? ''),
    queryFn: () => apiFetch<Onboarding>('/api/onboarding'),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return { onboarding: user ? query.data : undefined, userId: user?.id };
}

/** The interest the user chose, if any: personalises, never restricts. */
export function useUserType(): UserType | null {
  return useOnboarding().onboarding?.userType ?? null;
}

/** Stores one change to the record and keeps the cached copy in step with the server's answer. */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (update: OnboardingUpdate) => apiFetch<Onboarding>('/api/onboarding', { method: 'PATCH', body: update }),
    onMutate: (update) => {
      if (!user) return;
      // Shown at once; the server's answer replaces it.
      queryClient.setQueryData<Onboarding>(onboardingQueryKey(user.id), (previous) =>
        previous && {
          ...previous,
          ...(update.step !== undefined && { step: update.step }),
          ...(update.userType !== undefined && { userType: update.userType }),
          ...(update.completed && { completed: true, step: 5 }),
        },
      );
    },
    onSuccess: (onboarding) => {
      if (user) queryClient.setQueryData(onboardingQueryKey(user.id), onboarding);
    },
    onError: (error) => {
      console.error('Onboarding update failed', error);
      if (user) void queryClient.invalidateQueries({ queryKey: onboardingQueryKey(user.id) });
    },
  });
}

/** Stores a dismissal on the server, so it holds on every device and after a reload. */
export function useDismissNotification() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (name: DismissibleNotification) =>
      apiFetch<Onboarding>('/api/onboarding/dismissals', { method: 'POST', body: { name } }),
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
      console.error('Dismissing failed', error);
      if (user) void queryClient.invalidateQueries({ queryKey: onboardingQueryKey(user.id) });
    },
  });
}
