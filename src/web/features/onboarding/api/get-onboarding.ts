import { useQuery } from '@tanstack/react-query';
import type { Onboarding } from '@domain/onboarding/onboarding.schema';
import { getOnboardingQueryOptions } from '@web/lib/onboarding-query';
import { useSession } from '@web/lib/session';

/**
 * The signed-in user's onboarding record (the server makes it on the first read), or undefined while
 * signed out or loading. Failures stay quiet: onboarding never stands in the way.
 */
export function useOnboarding(): { onboarding: Onboarding | undefined; userId: string | undefined } {
  const { user } = useSession();
  const query = useQuery(getOnboardingQueryOptions(user?.id));
  return { onboarding: user ? query.data : undefined, userId: user?.id };
}
