import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { LoadingState } from './ui/page-state';

/** What QueryState reads of a TanStack query (useQuery, useInfiniteQuery, useSuspenseQuery all fit). */
export type QueryOutcome<T> = { data: T | undefined; isError: boolean; error: unknown; refetch(): unknown };

/** The failed card's words and place: see LoadFailed. Try again asks the query once more. */
export type FailedState = { message: string; announce?: boolean; inline?: boolean; className?: string };

/**
 * The one way a list or page shows its query: its data once there (kept on screen while a later refetch
 * fails, so a reader never loses what they were reading), else the failed card with Try again, else the
 * page's own loading placeholder (LoadingState when it has none). `empty`, when `isEmpty` says the data holds
 * nothing, is shown instead of the list: "No orders yet". `failed` is the card's words, or, for a second view of
 * a query whose card (and Try again) already stands higher on the page, the element shown in its place.
 */
export function QueryState<T>({
  query,
  loading = <LoadingState />,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: QueryOutcome<T>;
  loading?: ReactNode;
  failed: FailedState | ReactElement;
  isEmpty?(data: T): boolean;
  empty?: ReactNode | ((data: T) => ReactNode);
  children(data: T): ReactNode;
}) {
  const { data } = query;
  if (data !== undefined) {
    if (!isEmpty?.(data)) return children(data);
    return typeof empty === 'function' ? empty(data) : empty;
  }
  if (query.isError) {
    return isValidElement(failed) ? failed : <LoadFailed {...failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return loading;
}
