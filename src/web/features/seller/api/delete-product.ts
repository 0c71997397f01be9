import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { ownProductsQueryKey } from './get-own-products';
import { productQueryKey, productsQueryKey } from '@web/lib/product-query-keys';

export async function deleteProduct({ id }: { id: string }): Promise<void> {
  await apiFetch<null>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess(_result, { id }) {
      queryClient.removeQueries({ queryKey: productQueryKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ownProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' }),
      ]);
    },
  });
}
