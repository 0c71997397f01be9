import { categories } from '@domain/catalog/categories';
import { districts } from '@domain/catalog/districts';
import { defaultMaxPerOrder, productTextLimits } from '@domain/catalog/limits';
import { conditions, units } from '@domain/catalog/product-options';
import { categoryNames, districtNames } from '@domain/catalog/taxonomy-names';
import { InputField, SelectField, TextareaField } from '@web/components/ui/field';
import type { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import type { ProductField } from './product-form-values';

/** A product field's control props (name, value, error, onChange), from the form's useForm. */
type ProductFieldProps = ReturnType<typeof useForm<ProductField>>['field'];

/** What the product is, where, and at what price and quantity: the fields Add Product and Edit Product share. */
export function ProductFormFields({ field }: { field: ProductFieldProps }) {
  const { t, language } = useI18n();
  const { currency } = useSiteSettings();
  return (
    <>
      <InputField
        {...field('title')}
        label={t('seller.form.title')}
        required
        maxLength={productTextLimits.title}
        placeholder={t('seller.form.titlePlaceholder')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field('category')} label={t('seller.form.category')} required>
          <option value="" disabled>
            {t('seller.form.categoryPlaceholder')}
          </option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryNames[category][language]}
            </option>
          ))}
        </SelectField>
        <SelectField {...field('condition')} label={t('seller.form.condition')}>
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
          <SelectField {...field('district')} label={t('seller.form.district')} required>
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
            {...field('town')}
            label={t('seller.form.town')}
            maxLength={productTextLimits.town}
            autoComplete="address-level2"
            placeholder={t('seller.form.townPlaceholder')}
          />
        </div>
      </fieldset>

      <TextareaField
        {...field('description')}
        label={t('seller.form.description')}
        required
        rows={5}
        maxLength={productTextLimits.description}
        placeholder={t('seller.form.descriptionPlaceholder')}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          {...field('price')}
          label={t('seller.form.price')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('seller.form.priceHint', { currency })}
        />
        <SelectField {...field('unit')} label={t('seller.form.unit')}>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`seller.unit.${unit}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          {...field('quantity')}
          label={t('seller.form.quantity')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('seller.form.quantityHint')}
        />
        <InputField
          {...field('maxPerOrder')}
          label={t('seller.form.maxPerOrder')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('seller.form.maxPerOrderHint', { count: defaultMaxPerOrder })}
        />
      </div>
    </>
  );
}
