import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionUser } from '@domain/auth/auth.schema';
import { shownEmail } from '@domain/auth/phone-account';
import { isLanguage } from '@domain/i18n/languages';
import { apiFetch, onUnauthenticated } from './api-client';
import { forgetSavedPages } from './service-worker';
import { pathOf } from '@domain/site/pages';

export const sessionQueryKey = ['session'] as const;

type SessionResponse = {
  /** Better Auth's record: an account made by phone has a stand-in address, and a number is ours once confirmed. */
  user: Omit<SessionUser, 'language' | 'email' | 'phoneNumber'> & {
    language: string;
    email: string;
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
  };
  session: { expiresAt: string };
} | null;

async function fetchSession(): Promise<SessionUser | null> {
  const response = await apiFetch<SessionResponse>('/api/auth/get-session');
  if (!response) return null;
  const { id, email, firstName, lastName, language, emailVerified, phoneNumber, phoneNumberVerified } = response.user;
  return {
    id,
    email: shownEmail(email),
    phoneNumber: phoneNumberVerified ? (phoneNumber ?? null) : null,
    firstName,
    lastName,
    emailVerified,
    language: isLanguage(language) ? language : 'en',
  };
}

/**
 * The signed-in user, or null. Checked again when the tab regains focus and every few minutes, and
 * dropped at once when any API call answers 401, so an expired session shows as signed out.
 */
export function useSession() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthenticated(() => {
        queryClient.setQueryData(sessionQueryKey, null);
      }),
    [queryClient],
  );
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: 'always',
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** Signs out of every device, forgets everything cached for the user, and returns to the sign-in page. */
export async function signOut(queryClient: QueryClient) {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    queryClient.clear();
    // What the phone kept of this account's pages goes with it (the next person here sees none of it).
    await forgetSavedPages().catch(() => undefined);
    window.location.assign(pathOf('auth'));
  }
}
