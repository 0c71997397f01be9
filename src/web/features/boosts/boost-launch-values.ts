import { districts, type District } from '@domain/catalog/districts';
import { readPrice, readWholeNumber } from '@web/lib/form-numbers';

/** The launch form's fields, in the order they are shown (the first wrong one is focused). */
export type BoostLaunchField = 'productId' | 'description' | 'dailyBudget' | 'durationDays' | 'districts';

/** A week: the longest of the lengths that work well for most products (the tips say 3 to 7 days). */
export const emptyBoostLaunch: Record<BoostLaunchField, string> = {
  productId: '',
  description: '',
  dailyBudget: '',
  durationDays: '7',
  districts: '',
};

/** The API calls the budget dailyBudgetCents; the form, where rupees are typed, calls it dailyBudget. */
export const boostLaunchPaths = { dailyBudgetCents: 'dailyBudget' } as const;

/** The chosen districts are kept as one text, like every other field of the form: names joined by commas. */
export function chosenDistricts(text: string): District[] {
  const chosen = new Set(text.split(','));
  return districts.filter((district) => chosen.has(district));
}

export function districtsText(chosen: readonly District[]): string {
  return chosen.join(',');
}

/** What launchBoostSchema checks, read from the fields: the budget in minor units, the days as a whole number. */
export function boostLaunchInput(values: Record<BoostLaunchField, string>, currency: string): Record<string, unknown> {
  return {
    productId: values.productId,
    description: values.description,
    dailyBudgetCents: readPrice(values.dailyBudget, currency, undefined),
    durationDays: readWholeNumber(values.durationDays, undefined),
    districts: chosenDistricts(values.districts),
  };
}
