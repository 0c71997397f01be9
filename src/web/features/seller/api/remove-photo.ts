import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductsQueryKey } from './get-own-products';
import { productQueryKey, productsQueryKey } from '@web/lib/product-query-keys';

type RemovePhotoRequest = { productId: string; photoId: string };

export function removePhoto({ productId, photoId }: RemovePhotoRequest): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(productId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess(product) {
      queryClient.setQueryData(productQueryKey(product.id), product);
      void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
    },
  });
}
