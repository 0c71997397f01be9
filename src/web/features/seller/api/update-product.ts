import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductPatch } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductQueryKey } from './get-own-product';
import { ownProductsQueryKey } from './get-own-products';
import { useAnnounceDataChange } from '@web/lib/data-changes';

type UpdateProductRequest = { id: string; patch: ProductPatch };

export function updateProduct({ id, patch }: UpdateProductRequest): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess(product) {
      queryClient.setQueryData(ownProductQueryKey(product.id), product);
      announce({ kind: 'product-saved', product });
      // Awaited, so the caller's "saved" comes after the inventory shows the new values.
      return queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
    },
  });
}
