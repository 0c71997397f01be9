import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '@domain/seller/sales-range';
import type { SalesReport } from '@domain/seller/seller-insights.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerSalesQueryKey } from './seller-sales-query-key';

/** `from=…&to=…`, as every sales-report address takes the range. */
export function rangeSearch(range: DayRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}

/** Totals, product performance and daily sales for a range of Colombo days. */
export function getSalesReport(range: DayRange, { signal }: { signal?: AbortSignal } = {}): Promise<SalesReport> {
  return apiFetch<SalesReport>(`/api/seller/sales-report?${rangeSearch(range)}`, { signal });
}

export function salesReportQueryKey(range: DayRange) {
  return [...sellerSalesQueryKey, 'sales-report', range.from, range.to] as const;
}

export function getSalesReportQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: salesReportQueryKey(range),
    queryFn: ({ signal }) => getSalesReport(range, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useSalesReport(range: DayRange) {
  return useQuery(getSalesReportQueryOptions(range));
}
