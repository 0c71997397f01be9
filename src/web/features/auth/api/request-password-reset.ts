import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { pathOf } from '@domain/site/pages';

const resetPasswordPath = pathOf('resetPassword');

export function requestPasswordReset({ email }: { email: string }): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: resetPasswordPath },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
