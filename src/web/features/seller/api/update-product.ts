import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductPatch } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductsQueryKey } from './get-own-products';
import { productQueryKey, productsQueryKey } from '@web/lib/product-query-keys';

type UpdateProductRequest = { id: string; patch: ProductPatch };

export function updateProduct({ id, patch }: UpdateProductRequest): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess(product) {
      queryClient.setQueryData(productQueryKey(product.id), product);
      // Awaited, so the caller's "saved" comes after the inventory shows the new values.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ownProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' }),
      ]);
    },
  });
}
