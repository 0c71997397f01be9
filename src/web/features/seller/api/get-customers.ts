import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerSort } from '@domain/seller/seller-insights.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerSalesQueryKey } from './seller-sales-query-key';

export type CustomersQuery = { q: string; sort: CustomerSort; direction: 'asc' | 'desc'; page: number };

/** One page of the buyers who ordered from this seller, searched by name and sorted by a column. */
export function getCustomers(query: CustomersQuery, { signal }: { signal?: AbortSignal } = {}): Promise<CustomerList> {
  const search = new URLSearchParams({ sort: query.sort, direction: query.direction, page: String(query.page) });
  if (query.q) search.set('q', query.q);
  return apiFetch<CustomerList>(`/api/seller/customers?${search.toString()}`, { signal });
}

export function customersQueryKey(query: CustomersQuery) {
  return [...sellerSalesQueryKey, 'customers', query.q, query.sort, query.direction, query.page] as const;
}

export function getCustomersQueryOptions(query: CustomersQuery) {
  return queryOptions({
    queryKey: customersQueryKey(query),
    queryFn: ({ signal }) => getCustomers(query, { signal }),
    staleTime: 0,
    // Typing a name or turning a page keeps the list in place until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(query: CustomersQuery) {
  return useQuery(getCustomersQueryOptions(query));
}
