import { maxPriceCents, maxQuantity } from '@domain/catalog/limits';
import type { Issue } from '@web/lib/form';
import { useFormat } from '@web/lib/format';
import { useI18n, type Translate } from '@web/lib/i18n';

type Formats = { money(cents: number): string; count(value: number): string };

/**
 * The product fields' own words where the shared ones ("Check this value.") would not say what to type; the
 * maxima are written out in the reader's format. Anything else (required, too long) is said the shared way.
 */
function productFieldMessages(t: Translate, { money, count }: Formats) {
  const quantityTooHigh = () => t('seller.form.error.quantityTooHigh', { max: count(maxQuantity) });
  return {
    category: t('seller.form.error.category'),
    district: t('seller.form.error.district'),
    price: (issue: Issue) => {
      if (issue.code === 'too_big') return t('seller.form.error.priceTooHigh', { max: money(maxPriceCents) });
      if (issue.code === 'too_small') return t('seller.form.error.priceZero');
      return t('seller.form.error.price');
    },
    quantity: (issue: Issue) => (issue.code === 'too_big' ? quantityTooHigh() : t('seller.form.error.quantity')),
    maxPerOrder: (issue: Issue) => (issue.code === 'too_big' ? quantityTooHigh() : t('seller.form.error.maxPerOrder')),
  };
}

/** The product fields' own words in the reader's language (the product form and the inventory's quick edit). */
export function useProductFieldMessages() {
  const { t } = useI18n();
  const { money, count } = useFormat();
  return productFieldMessages(t, { money, count });
}
