import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { InventoryItem, ProductChanges } from '@domain/catalog/product.schema';
import { pathOf } from '@domain/site/pages';
import { useConfirmDialog } from '@web/components/confirm-dialog';
import { Button, ButtonLink } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useAskListingBack } from './api/ask-listing-back';
import { useDeleteProduct } from './api/delete-product';
import { useUpdateProduct } from './api/update-product';
import { InventoryProductInfo } from './inventory-product-info';
import { StockEditor } from './stock-editor';

/** One product: what it is, its stock and price (editable in place), and what the seller can do with it. */
export function InventoryRow({ product, onDeleted }: { product: InventoryItem; onDeleted(): void }) {
  const { t } = useI18n();
  const { money, quantity } = useFormat();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const saveStock = useUpdateProduct();
  const changeStatus = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const { confirm, dialog } = useConfirmDialog();
  const busy = saveStock.isPending || changeStatus.isPending || deleteProduct.isPending;
  const active = product.status === 'active';

  function stopEditing() {
    setEditing(false);
    // Back where the keyboard user was, now that the editor's fields are gone.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  function handleSave(changes: ProductChanges, showServerErrors: (error: unknown) => boolean) {
    saveStock.mutate(
      { id: product.id, patch: changes },
      {
        onSuccess() {
          toast({ title: t('seller.toast.success'), description: t('seller.inventory.updated') });
          stopEditing();
        },
        onError(error) {
          showServerErrors(error);
          toast({ title: t('toast.error'), description: t('seller.inventory.updateFailed'), variant: 'destructive' });
        },
      },
    );
  }

  function handleToggleStatus() {
    const status = active ? 'inactive' : 'active';
    changeStatus.mutate(
      { id: product.id, patch: { status } },
      {
        onSuccess() {
          toast({
            title: t('seller.toast.success'),
            description: t(status === 'active' ? 'seller.inventory.activated' : 'seller.inventory.deactivated'),
          });
        },
        onError() {
          toast({ title: t('toast.error'), description: t('seller.inventory.statusFailed'), variant: 'destructive' });
        },
      },
    );
  }

  async function handleDelete() {
    const question = t('seller.inventory.confirmDelete', { title: product.title });
    if (!(await confirm({ question, confirmLabel: t('seller.inventory.delete'), destructive: true }))) return;
    deleteProduct.mutate(
      { id: product.id },
      {
        onSuccess() {
          toast({ title: t('seller.toast.success'), description: t('seller.inventory.deleted') });
          onDeleted();
        },
        onError() {
          toast({ title: t('toast.error'), description: t('seller.inventory.deleteFailed'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <article aria-busy={busy || undefined} className="flex flex-col gap-4 p-4 lg:flex-row lg:flex-wrap lg:items-center">
      <InventoryProductInfo product={product} />

      {editing ? (
        <StockEditor product={product} saving={saveStock.isPending} onSave={handleSave} onCancel={stopEditing} />
      ) : (
        <dl className="grid grid-cols-2 gap-4 text-sm lg:w-72">
          <div>
            <dt className="text-stone-600">{t('seller.inventory.price')}</dt>
            <dd className="font-semibold text-stone-900">
              {t('seller.inventory.pricePerUnit', { price: money(product.priceCents), unit: t(`seller.unit.${product.unit}`) })}
            </dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('seller.inventory.quantity')}</dt>
            <dd className="font-semibold text-stone-900">{quantity(product.quantity, product.unit)}</dd>
          </div>
        </dl>
      )}

      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        {!editing && (
          <Button
            ref={editButtonRef}
            variant="outline"
            size="icon"
            disabled={busy}
            onClick={() => setEditing(true)}
            aria-label={t('seller.inventory.editStockLabel', { title: product.title })}
            title={t('seller.inventory.editStock')}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
        {!product.hidden && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={handleToggleStatus}
            aria-label={t(active ? 'seller.inventory.deactivateLabel' : 'seller.inventory.activateLabel', { title: product.title })}
          >
            {active ? <PowerOff aria-hidden="true" className="h-4 w-4" /> : <Power aria-hidden="true" className="h-4 w-4" />}
            {t(active ? 'seller.inventory.deactivate' : 'seller.inventory.activate')}
          </Button>
        )}
        <ButtonLink
          to={pathOf('editProduct', { id: product.id })}
          variant="outline"
          size="sm"
          aria-label={t('seller.inventory.editLabel', { title: product.title })}
        >
          {t('seller.inventory.edit')}
        </ButtonLink>
        <Button
          variant="ghost"
          size="icon"
          disabled={busy}
          onClick={() => void handleDelete()}
          aria-label={t('seller.inventory.deleteLabel', { title: product.title })}
          title={t('seller.inventory.delete')}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {product.hidden && <HiddenByOperators product={product} hidden={product.hidden} />}
      {dialog}
    </article>
  );
}

/** Why the market's team hid the listing, and the way back: change it, then ask. */
function HiddenByOperators({ product, hidden }: { product: InventoryItem; hidden: NonNullable<InventoryItem['hidden']> }) {
  const { t } = useI18n();
  const { date } = useFormat();
  const ask = useAskListingBack();
  const reason = t(`notifications.listingReason.${hidden.reason}`);
  return (
    <div role="note" className="w-full space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 lg:order-last">
      <p className="break-words font-semibold">
        {t('seller.inventory.hidden', { reason: hidden.note ? `${reason} (${hidden.note})` : reason })}
      </p>
      <p>{t('seller.inventory.hiddenHelp')}</p>
      {hidden.restoreRequestedAt ? (
        <p>{t('seller.inventory.askedBack', { date: date(hidden.restoreRequestedAt) })}</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={ask.isPending}
          onClick={() =>
            ask.mutate(
              { id: product.id },
              {
                onSuccess: () => toast({ title: t('seller.toast.success'), description: t('seller.inventory.askBackSent') }),
                onError: () => toast({ title: t('toast.error'), description: t('seller.inventory.askBackFailed'), variant: 'destructive' }),
              },
            )
          }
        >
          {t('seller.inventory.askBack')}
        </Button>
      )}
    </div>
  );
}
