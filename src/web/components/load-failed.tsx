import { Button } from './ui/button';
import { Card } from './ui/card';
import { cn } from '../lib/class-names';
import { isMarketUnavailable } from '../lib/api-error-message';
import { useI18n } from '../lib/i18n';

/**
 * What a page or a section shows when its data did not arrive: what failed, and Try again, which asks once
 * more. The app's one failed state (loading is `LoadingState` or the page's own skeleton). `inline` sits in a
 * section's flow (a product's reviews); `announce` has screen readers hear it at once, for pages that do not
 * also say it in a toast (useLoadFailedToast). Given the query's `error`, a market briefly away says so instead of
 * the page's own message: the reader should wait a moment, not wonder what is wrong with this page.
 */
export function LoadFailed({
  message,
  error,
  onRetry,
  inline = false,
  announce = false,
  className,
}: {
  message: string;
  error?: unknown;
  onRetry(): void;
  inline?: boolean;
  announce?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const text = (
    <p role={announce ? 'alert' : undefined} className={inline ? 'text-stone-700' : 'font-medium text-stone-900'}>
      {isMarketUnavailable(error) ? t('error.marketUnavailable') : message}
    </p>
  );
  if (inline) {
    return (
      <div className={cn('flex flex-wrap items-center gap-3', className)}>
        {text}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  return (
    <Card className={cn('mt-6 flex flex-col items-center px-6 py-12 text-center', className)}>
      {text}
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </Card>
  );
}
