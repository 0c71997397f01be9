import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { ownProductQueryKey } from './get-own-product';
import { ownProductsQueryKey } from './get-own-products';
import { useAnnounceDataChange } from '@web/lib/data-changes';

export async function deleteProduct({ id }: { id: string }): Promise<void> {
  await apiFetch<null>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess(_result, { id }) {
      queryClient.removeQueries({ queryKey: ownProductQueryKey(id) });
      announce({ kind: 'product-deleted', productId: id });
      return queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
    },
  });
}
