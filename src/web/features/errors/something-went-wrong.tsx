import { pathOf } from '@domain/site/pages';
import { MarkInteractive } from '@web/components/mark-interactive';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';

/**
 * What shows instead of a page that failed to render: what happened, Try again, and the way home. The way home is
 * an ordinary link, a whole new load of the app: whatever state broke the page is left behind, and it works where
 * the router itself is what failed. Without `onRetry` (the page the server sends when it could not render one)
 * there is only the way home.
 */
export function SomethingWentWrong({ onRetry }: { onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('renderError.title')}</h1>
      <p className="mt-3 text-stone-700">{t('renderError.text')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {onRetry && (
          <Button onClick={onRetry} className="w-full sm:w-auto">
            {t('state.retry')}
          </Button>
        )}
        <a href={pathOf('home')} className={buttonClasses({ variant: onRetry ? 'outline' : 'primary', className: 'w-full sm:w-auto' })}>
          {t('renderError.home')}
        </a>
      </div>
      <MarkInteractive />
    </section>
  );
}
