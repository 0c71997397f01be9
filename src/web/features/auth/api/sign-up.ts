import { useMutation } from '@tanstack/react-query';
import type { SignUpInput, SessionUser } from '@domain/auth/auth.schema';
import { apiFetch } from '@web/lib/api-client';

/** `token` is null when the server sent a confirmation e-mail instead of signing the user in. */
type SignUpResponse = { token: string | null; user: Pick<SessionUser, 'id' | 'email'> };

export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiFetch<SignUpResponse>('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
