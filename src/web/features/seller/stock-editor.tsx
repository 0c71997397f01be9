import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { productPatchSchema, type InventoryItem, type ProductChanges } from '@domain/catalog/product.schema';
import { Button } from '@web/components/ui/button';
import { InputField } from '@web/components/ui/field';
import { useForm, type FieldErrors } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useProductFieldMessages } from './product-field-messages';
import { readPrice, readWholeNumber } from '@web/lib/form-numbers';
import { priceText, productFormPaths } from './product-form-values';

type StockEditorProps = {
  product: InventoryItem;
  saving: boolean;
  /** Called with valid changes; a refusal's field errors go back through showServerErrors. */
  onSave(changes: ProductChanges, showServerErrors: (error: unknown) => boolean): void;
  onCancel(): void;
};

/** Quantity and price in place (quantity a whole number; price in rupees and cents, step 0.01). */
export function StockEditor({ product, saving, onSave, onCancel }: StockEditorProps) {
  const { t } = useI18n();
  const { currency } = useSiteSettings();
  const { quantity: quantityMessage, price: priceMessage } = useProductFieldMessages();
  const formId = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const { values, field, form, check, showErrors, showServerErrors } = useForm<'quantity' | 'price'>({
    initial: { quantity: String(product.quantity), price: priceText(product.priceCents, currency) },
    messages: { quantity: quantityMessage, price: priceMessage },
    paths: productFormPaths,
  });

  useEffect(() => {
    quantityRef.current?.focus();
  }, []);

  function save() {
    // A number field holding something that is not a number reads as empty: say what to type, not "Required".
    const unreadable: FieldErrors<'quantity' | 'price'> = {};
    if (quantityRef.current?.validity.badInput) unreadable.quantity = t('seller.form.error.quantity');
    if (priceRef.current?.validity.badInput) unreadable.price = t('seller.form.error.price');
    if (unreadable.quantity || unreadable.price) {
      showErrors(unreadable);
      return;
    }
    // An emptied field is sent on as '' for the schema to refuse ("Required" under it): read as 0 it would put
    // the product on sale for nothing or sell it out, and left out of the change it would save as unchanged.
    const changes = check(productPatchSchema, {
      quantity: readWholeNumber(values.quantity, ''),
      priceCents: readPrice(values.price, currency, ''),
    });
    if (changes) onSave(changes, showServerErrors);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form
      {...form(save)}
      onKeyDown={handleKeyDown}
      aria-labelledby={`${formId}-title`}
      className="grid grid-cols-2 items-start gap-3 lg:w-96"
    >
      <p id={`${formId}-title`} className="sr-only">
        {t('seller.inventory.editStockLabel', { title: product.title })}
      </p>
      <InputField
        {...field('quantity')}
        ref={quantityRef}
        type="number"
        label={t('seller.inventory.quantity')}
        min={0}
        step={1}
        inputMode="numeric"
      />
      <InputField
        {...field('price')}
        ref={priceRef}
        type="number"
        label={t('seller.inventory.priceLabel', { currency })}
        min={0.01}
        step={0.01}
        inputMode="decimal"
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
