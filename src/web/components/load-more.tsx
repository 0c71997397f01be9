import { Button } from './ui/button';
import { useI18n } from '../lib/i18n';

/** What LoadMore reads of a TanStack infinite query. */
type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage(): unknown };

/**
 * The button under a list that brings its next page, while there is one, and what it says when that page did
 * not come (the pages already shown stay, and the button asks again).
 */
export function LoadMore({ query, label, failed }: { query: PagedQuery; label: string; failed: string }) {
  const { t } = useI18n();
  return (
    <>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('state.loading') : label}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-red-800">
          {failed}
        </p>
      )}
    </>
  );
}
