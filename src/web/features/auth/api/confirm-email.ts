import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

/** Confirms the address from the mailed link with the password its owner chooses; signs in on success. */
export function confirmEmail(input: { token: string; password: string }): Promise<unknown> {
  return apiFetch('/api/auth/confirm-email', { method: 'POST', body: input });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
