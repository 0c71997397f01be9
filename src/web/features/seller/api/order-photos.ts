import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductQueryKey } from './get-own-product';
import { ownProductsQueryKey } from './get-own-products';
import { useAnnounceDataChange } from '@web/lib/data-changes';

/** The product's photo ids in their new order; the first is the cover. */
type OrderPhotosRequest = { productId: string; photoIds: string[] };

export function orderPhotos({ productId, photoIds }: OrderPhotosRequest): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(productId)}/photos/order`, {
    method: 'PUT',
    body: { photoIds },
  });
}

export function useOrderPhotos() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: orderPhotos,
    onSuccess(product) {
      queryClient.setQueryData(ownProductQueryKey(product.id), product);
      announce({ kind: 'product-saved', product });
      void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
    },
  });
}
