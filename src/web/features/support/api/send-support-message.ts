import { useMutation } from '@tanstack/react-query';
import type { SupportMessageInput } from '@domain/support/support.schema';
import { apiFetch } from '@web/lib/api-client';

export function sendSupportMessage(input: SupportMessageInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/support/messages', { method: 'POST', body: input });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
