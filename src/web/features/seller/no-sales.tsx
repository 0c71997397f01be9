import { BarChart3 } from 'lucide-react';
import type { DayRange } from '@domain/seller/sales-range';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { pathOf } from '@domain/site/pages';

/** A range without a sale: said in words, with a way on, instead of a page of zeros. */
export function NoSales({ range }: { range: DayRange }) {
  const { t } = useI18n();
  const { day } = useFormat();
  return (
    <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
      <BarChart3 aria-hidden="true" className="h-12 w-12 text-stone-500" />
      <h2 className="mt-4 text-xl font-semibold">{t('seller.range.noSalesTitle')}</h2>
      <p className="mt-2 max-w-md text-stone-700">{t('seller.range.noSalesText', { from: day(range.from), to: day(range.to) })}</p>
      <ButtonLink to={pathOf('manageInventory')} variant="outline" className="mt-6">
        {t('seller.quickAction.manageInventory')}
      </ButtonLink>
    </Card>
  );
}
