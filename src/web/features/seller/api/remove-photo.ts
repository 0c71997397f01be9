import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductQueryKey } from './get-own-product';
import { ownProductsQueryKey } from './get-own-products';
import { useAnnounceDataChange } from '@web/lib/data-changes';

type RemovePhotoRequest = { productId: string; photoId: string };

export function removePhoto({ productId, photoId }: RemovePhotoRequest): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(productId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess(product) {
      queryClient.setQueryData(ownProductQueryKey(product.id), product);
      announce({ kind: 'product-saved', product });
      void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
    },
  });
}
