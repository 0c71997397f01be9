import { useLocation } from 'react-router';
import { pathOf } from '@domain/site/pages';
import { Button } from '../components/ui/button';
import { useI18n } from '../lib/i18n';
import { useUpdateReady } from '../lib/service-worker';

/**
 * A new release is ready: said at the foot of the screen with a button to reload, on the person's word. Never during
 * checkout, where a reload would cost what was typed.
 */
export function UpdateBanner() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const takeUpdate = useUpdateReady();
  if (!takeUpdate || pathname === pathOf('checkout')) return null;
  return (
    <div role="region" aria-label={t('update.ready')} className="fixed inset-x-0 bottom-16 z-50 flex justify-center px-4">
      <div className="flex max-w-md flex-wrap items-center gap-3 rounded-md bg-white px-4 py-3 text-sm text-stone-900 shadow-lg ring-1 ring-stone-200">
        <p>{t('update.ready')}</p>
        <Button size="sm" onClick={takeUpdate}>
          {t('update.reload')}
        </Button>
      </div>
    </div>
  );
}
