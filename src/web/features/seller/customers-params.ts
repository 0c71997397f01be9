import { customerSorts, type CustomerSort } from '@domain/seller/seller-insights.schema';
import type { CustomersQuery } from './api/get-customers';

const maxSearchLength = 100;
const maxPage = 10_000;

/** Which way a column sorts when first pressed: names and districts A to Z, figures and dates largest first. */
const firstDirectionOf: Record<CustomerSort, 'asc' | 'desc'> = {
  name: 'asc',
  district: 'asc',
  orders: 'desc',
  spent: 'desc',
  lastOrder: 'desc',
};

const defaultCustomersQuery: CustomersQuery = { q: '', sort: 'lastOrder', direction: 'desc', page: 1 };

/** Reads the address bar; what the API would refuse (an edited link) is dropped rather than shown as an error. */
export function readCustomersParams(search: URLSearchParams): CustomersQuery {
  const sort = search.get('sort') ?? '';
  const direction = search.get('direction');
  const page = search.get('page') ?? '';
  return {
    q: (search.get('q') ?? '').trim().slice(0, maxSearchLength),
    sort: (customerSorts as readonly string[]).includes(sort) ? (sort as CustomerSort) : defaultCustomersQuery.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaultCustomersQuery.direction,
    page: /^\d{1,5}$/.test(page) ? Math.min(Math.max(Number(page), 1), maxPage) : 1,
  };
}

/** The address form, defaults left out. */
export function writeCustomersParams(query: CustomersQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.sort !== defaultCustomersQuery.sort) search.set('sort', query.sort);
  if (query.direction !== defaultCustomersQuery.direction) search.set('direction', query.direction);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** Pressing a column's heading: the same column turns around, another starts in its natural direction. */
export function sortBy(query: CustomersQuery, sort: CustomerSort): CustomersQuery {
  const direction = query.sort === sort ? (query.direction === 'asc' ? 'desc' : 'asc') : firstDirectionOf[sort];
  return { ...query, sort, direction, page: 1 };
}
