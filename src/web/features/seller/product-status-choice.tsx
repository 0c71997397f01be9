import type { ProductStatus } from '@domain/catalog/product-options';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

const statusOptions = [
  { status: 'active', label: 'seller.status.active', hint: 'seller.edit.statusActiveHint' },
  { status: 'draft', label: 'seller.status.draft', hint: 'seller.edit.statusDraftHint' },
  { status: 'inactive', label: 'seller.status.inactive', hint: 'seller.edit.statusInactiveHint' },
] as const;

/** Edit Product's choice of listed, draft or hidden, each with what it means. */
export function ProductStatusChoice({ status, onChange }: { status: ProductStatus; onChange(status: ProductStatus): void }) {
  const { t } = useI18n();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t('seller.edit.status')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {statusOptions.map((option) => (
          <label
            key={option.status}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border bg-white p-3',
              'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700',
              status === option.status ? 'border-brand-700 bg-brand-50' : 'border-stone-300',
            )}
          >
            <input
              type="radio"
              name="status"
              value={option.status}
              checked={status === option.status}
              onChange={() => onChange(option.status)}
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
  );
}
