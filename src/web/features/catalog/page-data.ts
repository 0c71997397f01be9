import type { QueryClient } from '@tanstack/react-query';
import { getProductQueryOptions } from './api/get-product';
import { getProductsQueryOptions } from './api/get-products';
import { getSellerQueryOptions } from './api/get-seller';
import { readBrowseParams, readPage, toProductsQuery } from './use-browse-params';

// What each catalog page asks for when it first renders, fetched before the server renders it: the same
// query options the pages use, so the answers land under the keys the pages read.

export async function prefetchBrowsePage(queryClient: QueryClient, { search, currency }: { search: URLSearchParams; currency: string }) {
  await queryClient.prefetchQuery(getProductsQueryOptions(toProductsQuery(readBrowseParams(search, currency))));
}

/** The product, and whether it is on sale (what else its page shows depends on it). */
export async function prefetchProductPage(queryClient: QueryClient, { id }: { id: string }): Promise<{ onSale: boolean }> {
  const product = getProductQueryOptions(id);
  await queryClient.prefetchQuery(product);
  return { onSale: queryClient.getQueryData(product.queryKey)?.status === 'active' };
}

export async function prefetchSellerPage(queryClient: QueryClient, { id, search }: { id: string; search: URLSearchParams }) {
  const seller = getSellerQueryOptions(id);
  await queryClient.prefetchQuery(seller);
  const found = queryClient.getQueryData(seller.queryKey);
  if (found) await queryClient.prefetchQuery(getProductsQueryOptions({ seller: found.id, page: readPage(search.get('page')) }));
}
