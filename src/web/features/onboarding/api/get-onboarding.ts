import { useQuery } from '@tanstack/react-query';
import type { Onboarding, UserType } from '@domain/onboarding/onboarding.schema';
import { apiFetch } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

/** The home page's hero reads the same record under this key (features may not import each other). */
export function onboardingQueryKey(userId: string) {
  return ['onboarding', userId] as const;
}

export function getOnboarding(): Promise<Onboarding> {
  return apiFetch<Onboarding>('/api/onboarding');
}

/**
 * The signed-in user's onboarding record (the server makes it on the first read), or undefined while
 * signed out or loading. Failures stay quiet (spec section 8): onboarding never stands in the way.
 */
export function useOnboarding(): { onboarding: Onboarding | undefined; userId: string | undefined } {
  const { user } = useSession();
  const query = useQuery({
    queryKey: onboardingQueryKey(user?.id ?? ''),
    queryFn: getOnboarding,
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
  return { onboarding: user ? query.data : undefined, userId: user?.id };
}

/** The interest the user chose, if any: it personalises, never restricts. */
export function useUserType(): UserType | null {
  return useOnboarding().onboarding?.userType ?? null;
}
