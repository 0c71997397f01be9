import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { pathOf } from '@domain/site/pages';

/** The top of a seller page: the way back to the dashboard, the title and a line about the page, and an action or filter beside them. */
export function SellerPageHeading({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <ButtonLink to={pathOf('sellerDashboard')} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('seller.backToDashboard')}
      </ButtonLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-2 text-stone-600">{intro}</p>
        </div>
        {children}
      </div>
    </>
  );
}
