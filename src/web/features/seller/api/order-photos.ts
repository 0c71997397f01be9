import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductsQueryKey } from './get-own-products';
import { productQueryKey, productsQueryKey } from '@web/lib/product-query-keys';

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
  return useMutation({
    mutationFn: orderPhotos,
    onSuccess(product) {
      queryClient.setQueryData(productQueryKey(product.id), product);
      void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
    },
  });
}
