import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeSent, SmsAlertChoices, SmsSettingsView } from '@domain/auth/auth.schema';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey } from '@web/lib/session';

const smsSettingsQueryKey = ['me', 'sms-alerts'] as const;

/** The account's confirmed number and the order alerts it wants by SMS. */
export function useSmsSettings() {
  return useQuery({
    queryKey: smsSettingsQueryKey,
    queryFn: ({ signal }) => apiFetch<SmsSettingsView>('/api/account/sms-alerts', { signal }),
  });
}

export function useSaveSmsChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: SmsAlertChoices) => apiFetch<SmsSettingsView>('/api/account/sms-alerts', { method: 'PUT', body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(smsSettingsQueryKey, saved),
  });
}

export function useSendAddNumberCode() {
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      apiFetch<PhoneCodeSent>('/api/auth/phone/add/send-code', { method: 'POST', body: { phoneNumber } }),
  });
}

/** Confirms the number with its code: the account's number (and the session's) is then this one. */
export function useConfirmNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phoneNumber: string; code: string }) =>
      apiFetch<{ phoneNumber: string }>('/api/auth/phone/add/verify', { method: 'POST', body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: smsSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}

/** Sends the link that adds this address to the account (an account made by phone), once its owner opens it. */
export function useAddEmail() {
  return useMutation({
    mutationFn: (email: string) => apiFetch<{ sentTo: string }>('/api/account/email', { method: 'POST', body: { email } }),
  });
}
