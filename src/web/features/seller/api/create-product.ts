import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductInput } from '@domain/catalog/product.schema';
import { ownProductsQueryKey } from './get-own-products';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { sendForm } from './send-form';

type CreateProductRequest = { product: ProductInput; photos: File[] };

/** One request: the product as JSON in the `product` field, and its photos as files. */
export function createProduct({ product, photos }: CreateProductRequest): Promise<ProductDetail> {
  const form = new FormData();
  form.append('product', JSON.stringify(product));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return sendForm<ProductDetail>('/api/products', form);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: createProduct,
    onSuccess() {
      announce({ kind: 'listings-changed' });
      return queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
    },
  });
}
