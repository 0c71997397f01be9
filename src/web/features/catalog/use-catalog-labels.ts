import { useMemo } from 'react';
import type { Category } from '@domain/catalog/categories';
import { isDistrict } from '@domain/catalog/districts';
import type { Condition, Unit } from '@domain/catalog/product-options';
import { categoryNames, districtNames, perUnitNames } from '@domain/catalog/taxonomy-names';
import { formatNumber } from '@domain/numbers';
import type { MessageKey } from '@web/locales/en';
import { useI18n } from '@web/lib/i18n';

const conditionKeys: Record<Condition, MessageKey> = {
  new: 'catalog.condition.new',
  excellent: 'catalog.condition.excellent',
  good: 'catalog.condition.good',
  fair: 'catalog.condition.fair',
};

/** The words a product is described with, in the reader's language. */
export function useCatalogLabels() {
  const { t, language } = useI18n();
  return useMemo(() => {
    return {
      category: (category: Category) => categoryNames[category][language],
      perUnit: (unit: Unit) => perUnitNames[unit][language],
      condition: (condition: Condition) => t(conditionKeys[condition]),
      count: (value: number) => formatNumber(value, language),
      /** "Peradeniya, Kandy", or the district alone; rows from before districts were required have neither. */
      location: (district: string | null, town: string | null) => {
        if (!isDistrict(district)) return town || t('catalog.locationUnknown');
        const districtName = districtNames[district][language];
        return town ? t('catalog.location', { town, district: districtName }) : districtName;
      },
    };
  }, [t, language]);
}
