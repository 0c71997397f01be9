import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartProducts } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';

/** Today's price and stock of the cart's products; a product no longer for sale is left out of the answer. */
export function getCartProducts(ids: readonly string[], { signal }: { signal?: AbortSignal } = {}): Promise<CartProducts> {
  const search = new URLSearchParams();
  for (const id of ids) search.append('ids', id);
  return apiFetch<CartProducts>(`/api/cart/products?${search.toString()}`, { signal });
}

export const cartProductsQueryKey = ['cart-products'] as const;

export function getCartProductsQueryOptions(ids: readonly string[]) {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: [...cartProductsQueryKey, sorted] as const,
    queryFn: ({ signal }) => getCartProducts(sorted, { signal }),
    // Prices and stock move with every order: asked again each time the cart or checkout is shown.
    staleTime: 0,
    enabled: sorted.length > 0,
  });
}

export function useCartProducts(ids: readonly string[]) {
  return useQuery(getCartProductsQueryOptions(ids));
}
