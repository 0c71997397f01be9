import { ShieldAlert } from 'lucide-react';
import { pathOf } from '@domain/site/pages';
import { ButtonLink } from '@web/components/ui/button';
import { MessagePage } from '@web/components/ui/page-state';
import { ApiRequestError } from '@web/lib/api-client';
import { useI18n } from '@web/lib/i18n';

/** The server refused the console to this account (403): they are not, or no longer, an operator. */
export function isRefusedToOperatorsOnly(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

/** What anyone but an operator sees of the console, in their language. */
export function ForOperatorsOnly() {
  const { t } = useI18n();
  return (
    <MessagePage title={t('admin.forbidden.title')}>
      <ShieldAlert aria-hidden="true" className="mx-auto h-10 w-10 text-stone-500" />
      <p className="text-stone-700">{t('admin.forbidden.text')}</p>
      <ButtonLink to={pathOf('home')}>{t('admin.forbidden.home')}</ButtonLink>
    </MessagePage>
  );
}
