import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
