import { Save, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ProductStatus } from '@domain/catalog/product-options';
import { pathOf } from '@domain/site/pages';
import { Button, ButtonLink } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { describeApiError } from '@web/lib/api-error-message';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useSiteSettings } from '@web/lib/site-settings';
import { useProductFieldMessages } from './product-field-messages';
import { ProductFormFields } from './product-form-fields';
import {
  productFormInput,
  productFormPaths,
  productFormSchema,
  type ProductField,
  type ProductFormData,
  type ProductFormValues,
} from './product-form-values';
import { ProductStatusChoice } from './product-status-choice';

type ProductFormProps = {
  mode: 'add' | 'edit';
  initialValues: ProductFormValues;
  /** The photo section: new files for a new product, the stored photos when editing. */
  photoPicker: ReactNode;
  /** The status being saved while a request runs (when adding: which button was pressed), else null. */
  savingStatus: ProductStatus | null;
  /** Photos just picked are still being made smaller: sending now would leave them out, so the form waits. */
  photosPreparing?: boolean;
  /**
   * Called with a valid product. A refusal goes back through `refused`: the server's field errors are put under
   * their fields and a toast says to correct them, or says what else went wrong.
   */
  onSubmit(data: ProductFormData, refused: (error: unknown) => void): void;
};

/** The product's fields, shared by Add Product and Edit Product, checked with the product's own schema. */
export function ProductForm({ mode, initialValues, photoPicker, savingStatus, photosPreparing = false, onSubmit }: ProductFormProps) {
  const { t } = useI18n();
  const { currency } = useSiteSettings();
  const messages = useProductFieldMessages();
  const { status: initialStatus, ...initial } = initialValues;
  const [status, setStatus] = useState(initialStatus);
  const { values, field, form, check, showServerErrors } = useForm<ProductField>({ initial, messages, paths: productFormPaths });
  const saving = savingStatus !== null;
  const held = saving || photosPreparing;

  function submit(chosen: ProductStatus) {
    if (held) return;
    const data = check(productFormSchema, productFormInput(values, currency));
    if (data) onSubmit({ ...data, status: chosen }, refused);
  }

  // The browser checks the same rules first, so the server's field errors are rare; they are shown the same way.
  function refused(error: unknown) {
    const shown = showServerErrors(error);
    toast({
      title: t('toast.error'),
      description: shown ? t('seller.form.error.fix') : describeApiError(error, t),
      variant: 'destructive',
    });
  }

  return (
    <form {...form(() => submit(mode === 'add' ? 'active' : status))} className="space-y-6">
      <p className="text-sm text-stone-600">{t('seller.form.requiredNote')}</p>
      <ProductFormFields field={field} />
      {photoPicker}
      {mode === 'edit' && <ProductStatusChoice status={status} onChange={setStatus} />}

      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:justify-end">
        {mode === 'add' ? (
          <>
            <Button variant="outline" size="lg" disabled={held} onClick={() => submit('draft')}>
              <Save aria-hidden="true" className="h-4 w-4" />
              {savingStatus === 'draft' ? t('seller.add.savingDraft') : t('seller.add.saveDraft')}
            </Button>
            <Button type="submit" size="lg" disabled={held}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {savingStatus === 'active'
                ? t('seller.add.submitting')
                : photosPreparing
                  ? t('seller.photos.preparing')
                  : t('seller.add.submit')}
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
