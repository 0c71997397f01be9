import { Package, Plus } from 'lucide-react';
import { pathOf } from '@domain/site/pages';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';

/** No products yet: what the inventory is for, and the way to list the first one. */
export function EmptyInventory() {
  const { t } = useI18n();
  return (
    <Card className="mt-8 flex flex-col items-center px-6 py-12 text-center">
      <Package aria-hidden="true" className="h-12 w-12 text-stone-500" />
      <h2 className="mt-4 text-xl font-semibold">{t('seller.inventory.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-stone-600">{t('seller.inventory.emptyText')}</p>
      <ButtonLink to={pathOf('addProduct')} className="mt-6">
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('seller.addNewProduct')}
      </ButtonLink>
    </Card>
  );
}
