import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyVerification, VerificationRequest } from '@domain/seller/seller-verification.schema';
import { apiFetch } from '@web/lib/api-client';

export const myVerificationQueryKey = ['seller', 'verification'] as const;

/** Where the seller's request to be verified stands (decision 064). */
export function useMyVerification() {
  return useQuery({
    queryKey: myVerificationQueryKey,
    queryFn: ({ signal }) => apiFetch<MyVerification>('/api/seller/verification', { signal }),
  });
}

export function useAskToBeVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VerificationRequest) => apiFetch<MyVerification>('/api/seller/verification', { method: 'POST', body: request }),
    onSuccess: (answer) => queryClient.setQueryData(myVerificationQueryKey, answer),
  });
}
