import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isCategory, type Category } from '@domain/catalog/categories';
import { isDistrict, type District } from '@domain/catalog/districts';
import { maxPriceCents } from '@domain/catalog/limits';
import { parseMoney } from '@domain/money';
import { useSiteSettings } from '@web/lib/site-settings';
import type { BrowseSort } from '@domain/catalog/product.schema';
import type { ProductsQuery } from './api/get-products';

export type BrowseView = 'grid' | 'list';

/** Everything Browse shows, read from the address bar, so a link or Back reproduces the page. */
export type BrowseParams = {
  q: string;
  category: Category | null;
  districts: District[];
  /** Cents, as the API takes them; null when the buyer set no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** "4 stars & up": the least average rating shown, or null for any. */
  minRating: number | null;
  sort: BrowseSort;
  page: number;
  view: BrowseView;
};

// A record rather than a list, so a new sort in the contract is a type error here; zod stays out of the bundle.
const sortNames: Record<BrowseSort, true> = { newest: true, price_asc: true, price_desc: true, rating: true };
const maxPage = 1000;
const maxSearchLength = 100;

function readCents(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const cents = Number(value);
  return cents <= maxPriceCents ? cents : null;
}

/**
 * The names the filter panel's price boxes carry when a visitor without JavaScript submits it as a form: amounts
 * as typed, in the currency's major unit ("1,250.50"). The address the app writes holds cents (`minPrice`).
 */
export const typedPriceFields = { min: 'minAmount', max: 'maxAmount' } as const;

function readTyped(value: string | null, currency: string): number | null {
  if (!value) return null;
  const cents = parseMoney(value, currency);
  return cents !== null && cents <= maxPriceCents ? cents : null;
}

function readRating(value: string | null): number | null {
  return value !== null && /^[1-5]$/.test(value) ? Number(value) : null;
}

export function readPage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), maxPage);
}

/**
 * Reads the address bar; anything the API would refuse (an edited or outdated link) is dropped rather than shown
 * as an error. `currency` reads prices typed into the filter form by a visitor without JavaScript.
 */
export function readBrowseParams(search: URLSearchParams, currency: string): BrowseParams {
  const category = search.get('category');
  const sort = search.get('sort') ?? '';
  return {
    q: (search.get('q') ?? '').trim().slice(0, maxSearchLength),
    category: isCategory(category) ? category : null,
    districts: [...new Set(search.getAll('district').filter(isDistrict))],
    minPrice: readCents(search.get('minPrice')) ?? readTyped(search.get(typedPriceFields.min), currency),
    maxPrice: readCents(search.get('maxPrice')) ?? readTyped(search.get(typedPriceFields.max), currency),
    inStock: search.get('inStock') === 'true',
    minRating: readRating(search.get('minRating')),
    sort: sort in sortNames ? (sort as BrowseSort) : 'newest',
    page: readPage(search.get('page')),
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The canonical address-bar form: defaults left out, the same names as the API. */
export function writeBrowseParams(params: BrowseParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  for (const district of params.districts) search.append('district', district);
  if (params.minPrice !== null) search.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== null) search.set('maxPrice', String(params.maxPrice));
  if (params.inStock) search.set('inStock', 'true');
  if (params.minRating !== null) search.set('minRating', String(params.minRating));
  if (params.sort !== 'newest') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.view !== 'grid') search.set('view', params.view);
  return search.toString();
}

export function toProductsQuery(params: BrowseParams): ProductsQuery {
  return {
    q: params.q || undefined,
    category: params.category ?? undefined,
    districts: params.districts,
    minPrice: params.minPrice ?? undefined,
    maxPrice: params.maxPrice ?? undefined,
    inStock: params.inStock,
    minRating: params.minRating ?? undefined,
    sort: params.sort,
    page: params.page,
  };
}

/**
 * Browse's state and the one way to change it. A change of what is shown starts again at page 1;
 * moving between pages or views does not.
 */
export function useBrowseParams() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { currency } = useSiteSettings();
  const params = useMemo(() => readBrowseParams(searchParams, currency), [searchParams, currency]);

  const update = useCallback(
    (changes: Partial<BrowseParams>, { replace = false }: { replace?: boolean } = {}) => {
      const keepsPage = Object.keys(changes).every((key) => key === 'page' || key === 'view');
      const next = writeBrowseParams({ ...params, ...(!keepsPage && { page: 1 }), ...changes });
      if (next === searchParams.toString()) return;
      void navigate({ search: next ? `?${next}` : '' }, { replace });
    },
    [params, searchParams, navigate],
  );

  return { params, update };
}

/**
 * The fields a form without JavaScript sends along unchanged: the search box keeps the filters, order and view;
 * the filter panel (which holds the filters and, by its `form` attribute, the order) keeps the term and view.
 */
export function keptFormFields(params: BrowseParams, form: 'search' | 'filters'): [string, string][] {
  if (form === 'search') return [...new URLSearchParams(writeBrowseParams({ ...params, q: '', page: 1 }))];
  return [
    ...(params.q ? [['q', params.q] as [string, string]] : []),
    ...(params.view !== 'grid' ? [['view', params.view] as [string, string]] : []),
  ];
}

/** The address of another page of the same results, for the pagination links. */
export function browsePageSearch(params: BrowseParams, page: number): string {
  const search = writeBrowseParams({ ...params, page });
  return search ? `?${search}` : '';
}
