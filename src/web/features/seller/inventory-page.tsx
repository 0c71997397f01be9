import { ImageOff, Package, Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { lowStockThreshold, maxPriceCents, maxQuantity } from '@domain/catalog/limits';
import { productPatchSchema, type InventoryItem } from '@domain/catalog/product.schema';
import { categoryNames, districtNames } from '@domain/catalog/taxonomy-names';
import { minorUnitDigits, parseMoney } from '@domain/money';
import { pageHeads } from '@domain/site/page-heads';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { InputField } from '@web/components/ui/field';
import { toast } from '@web/components/ui/toast';
import { useLoadFailedToast } from '@web/components/use-load-failed-toast';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useDeleteProduct } from './api/delete-product';
import { useOwnProducts } from './api/get-own-products';
import { useUpdateProduct } from './api/update-product';
import { useFormMessages } from './product-form';
import { SellerPageHeading } from './seller-page-heading';
import { StatCardsSkeleton } from './stat-cards-skeleton';
import { pathOf } from '@domain/site/pages';
import { LoadFailed } from '@web/components/load-failed';

type StockLevel = 'in' | 'low' | 'out';

/** The spec's stock label: 0 Out of Stock, 1 to 10 Low Stock, above 10 In Stock. */
function stockLevelOf(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity <= lowStockThreshold ? 'low' : 'in';
}

const stockLabel = { in: 'seller.stock.in', low: 'seller.stock.low', out: 'seller.stock.out' } as const;
const stockBadge: Record<StockLevel, string> = {
  in: 'bg-green-100 text-green-800',
  low: 'bg-amber-100 text-amber-900',
  out: 'bg-red-100 text-red-800',
};

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}

export default function InventoryPage() {
  const { t, language } = useI18n();
  const inventory = useOwnProducts();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const products = inventory.data?.products;

  useLoadFailedToast(inventory, 'seller.inventory.loadFailed');

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].manageInventory.title} intro={t('seller.inventory.intro')}>
        {products && products.length > 0 && (
          <ButtonLink to={pathOf('addProduct')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('seller.addNewProduct')}
          </ButtonLink>
        )}
      </SellerPageHeading>

      {products ? (
        <>
          <InventorySummary products={products} />
          {products.length === 0 ? (
            <EmptyInventory />
          ) : (
            <section aria-labelledby="inventory-products" className="mt-8">
              <h2 id="inventory-products" ref={listHeadingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
                {t('seller.inventory.productsHeading', { count: products.length })}
              </h2>
              <Card className="mt-3">
                <ul className="divide-y divide-stone-200">
                  {products.map((product) => (
                    <li key={product.id}>
                      <InventoryRow product={product} onDeleted={() => listHeadingRef.current?.focus()} />
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          )}
        </>
      ) : inventory.isError ? (
        <LoadFailed message={t('seller.inventory.loadFailed')} onRetry={() => void inventory.refetch()} className="mt-8" />
      ) : (
        <StatCardsSkeleton rows={3} />
      )}
    </section>
  );
}

/** The spec's counters: active products only. */
function InventorySummary({ products }: { products: readonly InventoryItem[] }) {
  const { t } = useI18n();
  const { count: formatCount } = useFormMessages();
  const active = products.filter((product) => product.status === 'active');
  const count = (level: StockLevel) => active.filter((product) => stockLevelOf(product.quantity) === level).length;
  const counters = [
    { label: t('seller.inventory.totalActive'), value: active.length, tone: 'text-stone-900' },
    { label: t('seller.stock.in'), value: count('in'), tone: 'text-green-800' },
    {
      label: t('seller.stock.low'),
      value: count('low'),
      tone: 'text-amber-800',
      hint: t('seller.inventory.lowStockHint', { max: lowStockThreshold }),
    },
    { label: t('seller.stock.out'), value: count('out'), tone: 'text-red-800' },
  ];
  return (
    <section aria-labelledby="inventory-summary" className="mt-6">
      <h2 id="inventory-summary" className="sr-only">
        {t('seller.inventory.summary')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => (
          <Card key={counter.label} className="flex flex-col p-4">
            <dt className="text-sm font-medium text-stone-700">
              {counter.label}
              {counter.hint && <span className="block text-xs font-normal text-stone-600">{counter.hint}</span>}
            </dt>
            <dd className={cn('order-first text-3xl font-bold', counter.tone)}>{formatCount(counter.value)}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

function EmptyInventory() {
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

/** One product: what it is, its stock and price (editable in place), and what the seller can do with it. */
function InventoryRow({ product, onDeleted }: { product: InventoryItem; onDeleted(): void }) {
  const { t, language } = useI18n();
  const { money, quantity } = useFormat();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const saveStock = useUpdateProduct();
  const changeStatus = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const busy = saveStock.isPending || changeStatus.isPending || deleteProduct.isPending;
  const level = stockLevelOf(product.quantity);
  const unit = t(`seller.unit.${product.unit}`);
  const active = product.status === 'active';

  function stopEditing() {
    setEditing(false);
    // Back where the keyboard user was, now that the editor's fields are gone.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  function handleSave(changes: { quantity: number; priceCents: number }) {
    saveStock.mutate(
      { id: product.id, patch: changes },
      {
        onSuccess() {
          toast({ title: t('seller.toast.success'), description: t('seller.inventory.updated') });
          stopEditing();
        },
        onError() {
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

  function handleDelete() {
    if (!window.confirm(t('seller.inventory.confirmDelete', { title: product.title }))) return;
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
    <article aria-busy={busy || undefined} className="flex flex-col gap-4 p-4 lg:flex-row lg:items-center">
      <div className="flex min-w-0 gap-3 lg:flex-1">
        {product.coverUrl ? (
          <img src={product.coverUrl} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-md object-cover" />
        ) : (
          <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-md bg-stone-100">
            <ImageOff aria-hidden="true" className="h-6 w-6 text-stone-500" />
          </div>
        )}
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-stone-900">
            <Link
              to={pathOf('product', { id: product.id })}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {product.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">
            {categoryNames[product.category][language]} · {districtNames[product.district][language]}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {product.status === 'draft' && <Badge className="bg-stone-200 text-stone-800">{t('seller.status.draft')}</Badge>}
            {product.status === 'inactive' && <Badge className="bg-stone-700 text-white">{t('seller.status.inactive')}</Badge>}
            <Badge className={stockBadge[level]}>{t(stockLabel[level])}</Badge>
          </div>
        </div>
      </div>

      {editing ? (
        <StockEditor product={product} saving={saveStock.isPending} onSave={handleSave} onCancel={stopEditing} />
      ) : (
        <dl className="grid grid-cols-2 gap-4 text-sm lg:w-72">
          <div>
            <dt className="text-stone-600">{t('seller.inventory.price')}</dt>
            <dd className="font-semibold text-stone-900">
              {t('seller.inventory.pricePerUnit', { price: money(product.priceCents), unit })}
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
          onClick={handleDelete}
          aria-label={t('seller.inventory.deleteLabel', { title: product.title })}
          title={t('seller.inventory.delete')}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </article>
  );
}

/** Quantity and price in place (spec: quantity whole, default 0; price decimal, default 0, step 0.01). */
function StockEditor({
  product,
  saving,
  onSave,
  onCancel,
}: {
  product: InventoryItem;
  saving: boolean;
  onSave(changes: { quantity: number; priceCents: number }): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const { currency } = useSiteSettings();
  const messages = useFormMessages();
  const formId = useId();
  const digits = minorUnitDigits(currency);
  const [quantity, setQuantity] = useState(String(product.quantity));
  const [price, setPrice] = useState((product.priceCents / 10 ** digits).toFixed(digits));
  const [errors, setErrors] = useState<{ quantity?: string; price?: string }>({});
  const quantityRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    quantityRef.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A number field reads as empty when it holds something that is not a number; that is not "0".
    const quantityText = quantityRef.current?.validity.badInput ? 'x' : quantity.trim();
    const priceText = priceRef.current?.validity.badInput ? 'x' : price.trim();
    const found: { quantity?: string; price?: string } = {};
    const quantityValue = quantityText === '' ? 0 : /^\d+$/.test(quantityText) ? Number(quantityText) : null;
    const priceCents = priceText === '' ? 0 : parseMoney(priceText, currency);
    if (quantityValue === null) found.quantity = t('seller.form.error.quantity');
    if (priceCents === null) found.price = t('seller.form.error.price');

    if (quantityValue !== null && priceCents !== null) {
      const parsed = productPatchSchema.safeParse({ quantity: quantityValue, priceCents });
      if (parsed.success) {
        setErrors({});
        onSave({ quantity: quantityValue, priceCents });
        return;
      }
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'quantity') found.quantity = t('seller.form.error.quantityTooHigh', { max: messages.count(maxQuantity) });
        if (issue.path[0] === 'priceCents') found.price = t('seller.form.error.priceTooHigh', { max: messages.money(maxPriceCents) });
      }
    }
    setErrors(found);
    (found.quantity ? quantityRef : priceRef).current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      aria-labelledby={`${formId}-title`}
      className="grid grid-cols-2 items-start gap-3 lg:w-96"
    >
      <p id={`${formId}-title`} className="sr-only">
        {t('seller.inventory.editStockLabel', { title: product.title })}
      </p>
      <InputField
        ref={quantityRef}
        name="quantity"
        type="number"
        label={t('seller.inventory.quantity')}
        min={0}
        step={1}
        inputMode="numeric"
        value={quantity}
        error={errors.quantity}
        onChange={(event) => {
          setQuantity(event.currentTarget.value);
          setErrors((current) => ({ ...current, quantity: undefined }));
        }}
      />
      <InputField
        ref={priceRef}
        name="price"
        type="number"
        label={t('seller.inventory.priceLabel', { currency })}
        min={0}
        step={0.01}
        inputMode="decimal"
        value={price}
        error={errors.price}
        onChange={(event) => {
          setPrice(event.currentTarget.value);
          setErrors((current) => ({ ...current, price: undefined }));
        }}
      />
      <div className="col-span-2 flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t('seller.inventory.saving') : t('seller.inventory.save')}
        </Button>
        <Button variant="outline" size="sm" disabled={saving} onClick={onCancel}>
          {t('seller.action.cancel')}
        </Button>
      </div>
    </form>
  );
}
