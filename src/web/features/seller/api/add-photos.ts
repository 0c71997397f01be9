import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { ownProductQueryKey } from './get-own-product';
import { ownProductsQueryKey } from './get-own-products';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { sendForm } from './send-form';

type AddPhotosRequest = { productId: string; photos: File[] };

export function addPhotos({ productId, photos }: AddPhotosRequest): Promise<ProductDetail> {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo, photo.name);
  return sendForm<ProductDetail>(`/api/products/${encodeURIComponent(productId)}/photos`, form);
}

export function useAddPhotos() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: addPhotos,
    onSuccess(product) {
      queryClient.setQueryData(ownProductQueryKey(product.id), product);
      announce({ kind: 'product-saved', product });
      // The cover may have changed: cards and the inventory show it.
      void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
    },
  });
}
