import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth/auth.schema';
import type { PageReads } from '@domain/site/page-render';
import type { PageId } from '@domain/site/pages';
import { prefetchBrowsePage, prefetchProductPage, prefetchSellerPage } from '../features/catalog/page-data';
import { prefetchHomePage } from '../features/home/page-data';
import { prefetchProductReviews } from '../features/reviews/page-data';
import { readOnServer } from '../lib/api-client';
import { getOnboardingQueryOptions } from '../lib/onboarding-query';

/**
 * The pages the server renders whole (with their data), for the browser to hydrate. The sign-in page is one of them
 * (it has no data, and its forms work as plain forms without the app); every other private page is sent as its
 * shell (app/page-shell.tsx) and rendered in the browser.
 */
const serverRenderedPages = [
  'home',
  'browse',
  'product',
  'seller',
  'about',
  'support',
  'auth',
  'notFound',
] as const satisfies readonly PageId[];
type ServerRenderedPage = (typeof serverRenderedPages)[number];

export function isServerRendered(id: PageId): id is ServerRenderedPage {
  return (serverRenderedPages as readonly PageId[]).includes(id);
}

/**
 * Reads, on the server, what a server-rendered page asks for when it first renders: the shell's (the signed-in
 * user's onboarding, which the home page's hero and the first-run wizard read) and the page's own, under the keys
 * its queries use in the browser.
 */
export async function prefetchPage(
  queryClient: QueryClient,
  reads: PageReads,
  page: { id: ServerRenderedPage; params: Record<string, string> },
  { search, user, currency }: { search: URLSearchParams; user: SessionUser | null; currency: string },
): Promise<void> {
  await Promise.all([
    user && queryClient.prefetchQuery({ ...getOnboardingQueryOptions(user.id), queryFn: () => readOnServer(reads.onboarding()) }),
    prefetchPageOwn(queryClient, reads, page, { search, user, currency }),
  ]);
}

/** About, Support, the sign-in page and the 404 page ask for nothing. */
function prefetchPageOwn(
  queryClient: QueryClient,
  reads: PageReads,
  page: { id: ServerRenderedPage; params: Record<string, string> },
  { search, user, currency }: { search: URLSearchParams; user: SessionUser | null; currency: string },
): Promise<void> {
  switch (page.id) {
    case 'home':
      return prefetchHomePage(queryClient, reads);
    case 'browse':
      return prefetchBrowsePage(queryClient, reads, { search, currency });
    case 'product':
      return prefetchProduct(queryClient, reads, { id: page.params.id ?? '', search, user });
    case 'seller':
      return prefetchSellerPage(queryClient, reads, { id: page.params.id ?? '', search });
    case 'about':
    case 'support':
    case 'auth':
    case 'notFound':
      return Promise.resolve();
  }
}

/** The product, then its reviews: they belong to a product on sale only (the section shows none for a seller's draft). */
async function prefetchProduct(
  queryClient: QueryClient,
  reads: PageReads,
  { id, search, user }: { id: string; search: URLSearchParams; user: SessionUser | null },
): Promise<void> {
  const { onSale } = await prefetchProductPage(queryClient, reads, { id });
  if (onSale) await prefetchProductReviews(queryClient, reads, { productId: id, search, user });
}
