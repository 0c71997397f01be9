import { useMutation } from '@tanstack/react-query';
import type { SignInInput, SessionUser } from '@domain/auth/auth.schema';
import { apiFetch } from '@web/lib/api-client';

type SignInResponse = { token: string; user: Pick<SessionUser, 'id' | 'email'> };

export function signIn(input: SignInInput): Promise<SignInResponse> {
  return apiFetch<SignInResponse>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
