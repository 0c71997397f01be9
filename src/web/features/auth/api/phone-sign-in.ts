import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeSent, SessionUser } from '@domain/auth/auth.schema';
import type { Language } from '@domain/i18n/languages';
import { apiFetch } from '@web/lib/api-client';

/** Signed in (the session cookie is set), or the number has no account yet and its holder's name is needed. */
export type PhoneVerified = { status: 'name-needed' } | { status: true; token: string; user: Pick<SessionUser, 'id'> };

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: { phoneNumber: string; language: Language }) =>
      apiFetch<PhoneCodeSent>('/api/auth/phone/send-code', { method: 'POST', body: input }),
  });
}

export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (input: { phoneNumber: string; code: string; firstName?: string; lastName?: string; language: Language }) =>
      apiFetch<PhoneVerified>('/api/auth/phone/verify', { method: 'POST', body: input }),
  });
}
