import { queryOptions } from '@tanstack/react-query';
import type { Onboarding } from '@domain/onboarding/onboarding.schema';
import { apiFetch } from './api-client';

export function onboardingQueryKey(userId: string) {
  return ['onboarding', userId] as const;
}

/**
 * The signed-in user's onboarding record (the server makes it on the first read): one query for the wizard
 * (features/onboarding) and the home page's hero, so the wizard's changes show on the home page at once.
 */
export function getOnboardingQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: onboardingQueryKey(userId ?? ''),
    queryFn: () => apiFetch<Onboarding>('/api/onboarding'),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}
