import type { QueryClient } from '@tanstack/react-query';
import type { PageReads } from '@domain/site/page-render';
import { readOnServer } from '@web/lib/api-client';
import { getProductQueryOptions } from './api/get-product';
import { getProductsQueryOptions, productsSearch, type ProductsQuery } from './api/get-products';
import { getSellerQueryOptions } from './api/get-seller';
import { readBrowseParams, readPage, toProductsQuery } from './use-browse-params';

// What each catalog page asks for when it first renders, read on the server before it renders the page: under the
// keys of the query options the pages use, read from the market's services instead of fetched.

function prefetchProducts(queryClient: QueryClient, reads: PageReads, query: ProductsQuery) {
  return queryClient.prefetchQuery({
    ...getProductsQueryOptions(query),
    queryFn: () => readOnServer(reads.products(productsSearch(query))),
  });
}

export async function prefetchBrowsePage(
  queryClient: QueryClient,
  reads: PageReads,
  { search, currency }: { search: URLSearchParams; currency: string },
) {
  await prefetchProducts(queryClient, reads, toProductsQuery(readBrowseParams(search, currency)));
}

/** The product, and whether it is on sale (what else its page shows depends on it). */
export async function prefetchProductPage(
  queryClient: QueryClient,
  reads: PageReads,
  { id }: { id: string },
): Promise<{ onSale: boolean }> {
  const product = getProductQueryOptions(id);
  await queryClient.prefetchQuery({ ...product, queryFn: () => readOnServer(reads.product(id)) });
  return { onSale: queryClient.getQueryData(product.queryKey)?.status === 'active' };
}

export async function prefetchSellerPage(
  queryClient: QueryClient,
  reads: PageReads,
  { id, search }: { id: string; search: URLSearchParams },
) {
  const seller = getSellerQueryOptions(id);
  await queryClient.prefetchQuery({ ...seller, queryFn: () => readOnServer(reads.seller(id)) });
  const found = queryClient.getQueryData(seller.queryKey);
  if (found) await prefetchProducts(queryClient, reads, { seller: found.id, page: readPage(search.get('page')) });
}
