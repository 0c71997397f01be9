import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryDetailsPath, type KeptDeliveryDetails } from '@domain/orders/delivery-details.schema';
import { apiFetch } from '@web/lib/api-client';
import { deliveryDetailsQueryKey } from './get-delivery-details';

export function forgetDeliveryDetails(): Promise<void> {
  return apiFetch<void>(deliveryDetailsPath, { method: 'DELETE' });
}

/** Deletes the kept details from the account; the orders already placed keep their own copy. */
export function useForgetDeliveryDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetDeliveryDetails,
    onSuccess() {
      queryClient.setQueryData<KeptDeliveryDetails>(deliveryDetailsQueryKey, { deliveryDetails: null });
    },
  });
}
