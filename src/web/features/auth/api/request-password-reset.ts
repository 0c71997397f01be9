import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';

export const resetPasswordPath = '/reset-password';

export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: resetPasswordPath },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
