import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { ownProductsQueryKey } from './get-own-products';
import { productQueryKey, productsQueryKey } from '@web/lib/product-query-keys';
import { sendForm } from './send-form';

type AddPhotosRequest = { productId: string; photos: File[] };

export function addPhotos({ productId, photos }: AddPhotosRequest): Promise<ProductDetail> {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo, photo.name);
  return sendForm<ProductDetail>(`/api/products/${encodeURIComponent(productId)}/photos`, form);
}

export function useAddPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhotos,
    onSuccess(product) {
      queryClient.setQueryData(productQueryKey(product.id), product);
      // The cover may have changed: cards and the inventory show it.
      void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
    },
  });
}
