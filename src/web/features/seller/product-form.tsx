import { Save, Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { categories } from '@domain/catalog/categories';
import { districts } from '@domain/catalog/districts';
import { defaultMaxPerOrder, maxPriceCents, maxQuantity, productTextLimits } from '@domain/catalog/limits';
import { productInputSchema, type ProductDetail } from '@domain/catalog/product.schema';
import { conditions, units, type ProductStatus } from '@domain/catalog/product-options';
import { categoryNames, districtNames } from '@domain/catalog/taxonomy-names';
import { localeOf } from '@domain/i18n/languages';
import { minorUnitDigits, parseMoney } from '@domain/money';
import { Button, ButtonLink } from '@web/components/ui/button';
import { InputField, SelectField, TextareaField } from '@web/components/ui/field';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n, type Translate } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { pathOf } from '@domain/site/pages';

export const productFormFields = [
  'title',
  'category',
  'condition',
  'district',
  'town',
  'description',
  'price',
  'unit',
  'quantity',
  'maxPerOrder',
] as const;
export type ProductFormField = (typeof productFormFields)[number];
/** What the seller typed, as typed: prices and quantities are read when the form is sent. */
export type ProductFormValues = Record<ProductFormField, string> & { status: ProductStatus };
export type ProductFieldErrors = Partial<Record<ProductFormField, string>>;
/** A valid product, ready for the API. */
export type ProductFormData = Omit<z.output<typeof productInputSchema>, 'status'> & { status: ProductStatus };

export const emptyProductForm: ProductFormValues = {
  title: '',
  category: '',
  condition: 'new',
  district: '',
  town: '',
  description: '',
  price: '',
  unit: 'kg',
  quantity: '',
  maxPerOrder: '',
  status: 'active',
};

/** The edit form's starting values: the product as the server has it. */
export function productFormValuesOf(product: ProductDetail, currency: string): ProductFormValues {
  const digits = minorUnitDigits(currency);
  return {
    title: product.title,
    category: product.category,
    condition: product.condition,
    district: product.district,
    town: product.town ?? '',
    description: product.description,
    price: (product.priceCents / 10 ** digits).toFixed(digits),
    unit: product.unit,
    quantity: String(product.quantity),
    maxPerOrder: product.maxPerOrder === null ? '' : String(product.maxPerOrder),
    status: product.status,
  };
}

type Messages = { t: Translate; money(cents: number): string; count(value: number): string };

/** One translated message per field, since zod's and the server's messages are English. */
function fieldMessage(field: ProductFormField, code: string | undefined, values: ProductFormValues, messages: Messages): string {
  const { t } = messages;
  switch (field) {
    case 'category':
      return t('seller.form.error.category');
    case 'district':
      return t('seller.form.error.district');
    case 'price':
      if (values.price.trim() === '') return t('seller.form.error.required');
      if (code === 'too_big') return t('seller.form.error.priceTooHigh', { max: messages.money(maxPriceCents) });
      return t('seller.form.error.price');
    case 'quantity':
      if (code === 'too_big') return t('seller.form.error.quantityTooHigh', { max: messages.count(maxQuantity) });
      return t('seller.form.error.quantity');
    case 'maxPerOrder':
      if (code === 'too_big') return t('seller.form.error.quantityTooHigh', { max: messages.count(maxQuantity) });
      return t('seller.form.error.maxPerOrder');
    case 'title':
    case 'description':
    case 'town':
      if (values[field].trim() === '') return t('seller.form.error.required');
      if (code === 'too_big') return t('seller.form.error.tooLong', { max: messages.count(productTextLimits[field]) });
      return t('seller.form.error.invalid');
    default:
      return t('seller.form.error.invalid');
  }
}

/** The API names the price priceCents; the form calls it price. */
function formFieldOf(path: unknown): ProductFormField | null {
  const name = path === 'priceCents' ? 'price' : path;
  return (productFormFields as readonly unknown[]).includes(name) ? (name as ProductFormField) : null;
}

type Validation = { data: Omit<ProductFormData, 'status'>; errors?: undefined } | { data?: undefined; errors: ProductFieldErrors };

/**
 * Reads the price ("1,250.50" → cents), quantity (empty → 1) and maximum per order (empty → the market's
 * default, sent as null) the way the spec says, then checks
 * everything with the same schema the server uses.
 */
export function validateProductForm(values: ProductFormValues, currency: string, messages: Messages): Validation {
  const errors: ProductFieldErrors = {};
  const priceCents = values.price.trim() === '' ? null : parseMoney(values.price, currency);
  if (priceCents === null) errors.price = fieldMessage('price', undefined, values, messages);
  const quantityText = values.quantity.trim();
  const quantity = quantityText === '' ? 1 : /^\d+$/.test(quantityText) ? Number(quantityText) : null;
  if (quantity === null) errors.quantity = fieldMessage('quantity', undefined, values, messages);
  const maxPerOrderText = values.maxPerOrder.trim();
  const maxPerOrder = maxPerOrderText === '' ? null : /^\d+$/.test(maxPerOrderText) ? Number(maxPerOrderText) : undefined;
  if (maxPerOrder === undefined) errors.maxPerOrder = fieldMessage('maxPerOrder', undefined, values, messages);

  const parsed = productInputSchema.safeParse({
    title: values.title,
    description: values.description,
    priceCents: priceCents ?? 0,
    unit: values.unit,
    category: values.category,
    district: values.district,
    town: values.town,
    condition: values.condition,
    quantity: quantity ?? 0,
    maxPerOrder: maxPerOrder ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path[0]);
      if (field && !errors[field]) errors[field] = fieldMessage(field, issue.code, values, messages);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  const { status: _listedByDefault, ...data } = parsed.data;
  return { data };
}

/** The translators the form's messages need, in the reader's language. */
export function useFormMessages(): Messages {
  const { t, language } = useI18n();
  const { money } = useFormat();
  return { t, money, count: (value) => value.toLocaleString(localeOf[language]) };
}

const statusOptions = [
  { status: 'active', label: 'seller.status.active', hint: 'seller.edit.statusActiveHint' },
  { status: 'draft', label: 'seller.status.draft', hint: 'seller.edit.statusDraftHint' },
  { status: 'inactive', label: 'seller.status.inactive', hint: 'seller.edit.statusInactiveHint' },
] as const;

type ProductFormProps = {
  mode: 'add' | 'edit';
  initialValues: ProductFormValues;
  /** The photo section: new files for a new product, the stored photos when editing. */
  photoPicker: ReactNode;
  /** The status being saved while a request runs (when adding: which button was pressed), else null. */
  savingStatus: ProductStatus | null;
  /**
   * Called with a valid product. The server's field errors go back through showServerErrors, which
   * says whether any of them belonged to a field of this form.
   */
  onSubmit(data: ProductFormData, showServerErrors: (fields: readonly { path: string }[]) => boolean): void;
};

/** The product's fields, shared by Add Product and Edit Product. */
export function ProductForm({ mode, initialValues, photoPicker, savingStatus, onSubmit }: ProductFormProps) {
  const { t, language } = useI18n();
  const { currency } = useSiteSettings();
  const messages = useFormMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductFormValues>(initialValues);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const saving = savingStatus !== null;

  function update(field: ProductFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: ProductFieldErrors) {
    setErrors(found);
    const first = productFormFields.find((field) => found[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function submit(status: ProductStatus) {
    if (saving) return;
    const result = validateProductForm(values, currency, messages);
    if (result.errors) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit({ ...result.data, status }, showServerErrors);
  }

  // The browser checks the same rules first, so these are rare; they are shown the same way.
  function showServerErrors(fields: readonly { path: string }[]): boolean {
    const found: ProductFieldErrors = {};
    for (const { path } of fields) {
      const field = formFieldOf(path);
      if (field && !found[field]) found[field] = fieldMessage(field, undefined, values, messages);
    }
    if (Object.keys(found).length === 0) return false;
    showErrors(found);
    return true;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(mode === 'add' ? 'active' : values.status);
  }

  return (
    // noValidate: our translated messages replace the browser's own bubbles.
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-6">
      <p className="text-sm text-stone-600">{t('seller.form.requiredNote')}</p>

      <InputField
        name="title"
        label={t('seller.form.title')}
        required
        maxLength={productTextLimits.title}
        placeholder={t('seller.form.titlePlaceholder')}
        value={values.title}
        error={errors.title}
        onChange={(event) => update('title', event.currentTarget.value)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category"
          label={t('seller.form.category')}
          required
          value={values.category}
          error={errors.category}
          onChange={(event) => update('category', event.currentTarget.value)}
        >
          <option value="" disabled>
            {t('seller.form.categoryPlaceholder')}
          </option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryNames[category][language]}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="condition"
          label={t('seller.form.condition')}
          value={values.condition}
          error={errors.condition}
          onChange={(event) => update('condition', event.currentTarget.value)}
        >
          {conditions.map((condition) => (
            <option key={condition} value={condition}>
              {t(`seller.condition.${condition}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t('seller.form.location')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="district"
            label={t('seller.form.district')}
            required
            value={values.district}
            error={errors.district}
            onChange={(event) => update('district', event.currentTarget.value)}
          >
            <option value="" disabled>
              {t('seller.form.districtPlaceholder')}
            </option>
            {districts.map((district) => (
              <option key={district} value={district}>
                {districtNames[district][language]}
              </option>
            ))}
          </SelectField>
          <InputField
            name="town"
            label={t('seller.form.town')}
            maxLength={productTextLimits.town}
            autoComplete="address-level2"
            placeholder={t('seller.form.townPlaceholder')}
            value={values.town}
            error={errors.town}
            onChange={(event) => update('town', event.currentTarget.value)}
          />
        </div>
      </fieldset>

      <TextareaField
        name="description"
        label={t('seller.form.description')}
        required
        rows={5}
        maxLength={productTextLimits.description}
        placeholder={t('seller.form.descriptionPlaceholder')}
        value={values.description}
        error={errors.description}
        onChange={(event) => update('description', event.currentTarget.value)}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          name="price"
          label={t('seller.form.price')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('seller.form.priceHint', { currency })}
          value={values.price}
          error={errors.price}
          onChange={(event) => update('price', event.currentTarget.value)}
        />
        <SelectField
          name="unit"
          label={t('seller.form.unit')}
          value={values.unit}
          error={errors.unit}
          onChange={(event) => update('unit', event.currentTarget.value)}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`seller.unit.${unit}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          name="quantity"
          label={t('seller.form.quantity')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('seller.form.quantityHint')}
          value={values.quantity}
          error={errors.quantity}
          onChange={(event) => update('quantity', event.currentTarget.value)}
        />
        <InputField
          name="maxPerOrder"
          label={t('seller.form.maxPerOrder')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('seller.form.maxPerOrderHint', { count: defaultMaxPerOrder })}
          value={values.maxPerOrder}
          error={errors.maxPerOrder}
          onChange={(event) => update('maxPerOrder', event.currentTarget.value)}
        />
      </div>

      {photoPicker}

      {mode === 'edit' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">{t('seller.edit.status')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {statusOptions.map((option) => (
              <label
                key={option.status}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border bg-white p-3',
                  'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
                  values.status === option.status ? 'border-brand-700 bg-brand-50' : 'border-stone-300',
                )}
              >
                <input
                  type="radio"
                  name="status"
                  value={option.status}
                  checked={values.status === option.status}
                  onChange={() => setValues((current) => ({ ...current, status: option.status }))}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-stone-900">{t(option.label)}</span>
                  <span className="block text-sm text-stone-600">{t(option.hint)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:justify-end">
        {mode === 'add' ? (
          <>
            <Button variant="outline" size="lg" disabled={saving} onClick={() => submit('draft')}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {savingStatus === 'draft' ? t('seller.add.savingDraft') : t('seller.add.saveDraft')}
            </Button>
            <Button type="submit" size="lg" disabled={saving}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {savingStatus === 'active' ? t('seller.add.submitting') : t('seller.add.submit')}
            </Button>
          </>
        ) : (
          <>
            <ButtonLink to={pathOf('manageInventory')} variant="outline" size="lg">
              {t('seller.action.cancel')}
            </ButtonLink>
            <Button type="submit" size="lg" disabled={saving}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {saving ? t('seller.edit.submitting') : t('seller.edit.submit')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
