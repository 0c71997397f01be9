import type { z } from 'zod';
import { productInputSchema, type ProductDetail } from '@domain/catalog/product.schema';
import type { ProductStatus } from '@domain/catalog/product-options';
import { minorUnitDigits } from '@domain/money';
import { readPrice, readWholeNumber } from '@web/lib/form-numbers';

/** The product form's text fields, in the order they are shown (the first wrong one is focused). */
export type ProductField =
  'title' | 'category' | 'condition' | 'district' | 'town' | 'description' | 'price' | 'unit' | 'quantity' | 'maxPerOrder';
/** What the seller typed, as typed, and the status chosen: prices and quantities are read when the form is sent. */
export type ProductFormValues = Record<ProductField, string> & { status: ProductStatus };

/** The product's own schema without its status, which the form's buttons or radios choose rather than type. */
export const productFormSchema = productInputSchema.omit({ status: true });
/** The API names the price priceCents; the form calls it price. */
export const productFormPaths = { priceCents: 'price' } as const;
/** A valid product, ready for the API. */
export type ProductFormData = z.output<typeof productFormSchema> & { status: ProductStatus };

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

/** A price in minor units as the seller would type it: 125050 → "1250.50". */
export function priceText(cents: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/** The edit form's starting values: the product as the server has it. */
export function productFormValuesOf(product: ProductDetail, currency: string): ProductFormValues {
  return {
    title: product.title,
    category: product.category,
    condition: product.condition,
    district: product.district,
    town: product.town ?? '',
    description: product.description,
    price: priceText(product.priceCents, currency),
    unit: product.unit,
    quantity: String(product.quantity),
    maxPerOrder: product.maxPerOrder === null ? '' : String(product.maxPerOrder),
    status: product.status,
  };
}

/**
 * What the product schema checks, read from the fields: the price in minor units (empty: missing, so required),
 * the quantity (empty → 1) and the maximum per order (empty → null: the market's default).
 */
export function productFormInput(values: Record<ProductField, string>, currency: string): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description,
    priceCents: readPrice(values.price, currency, undefined),
    unit: values.unit,
    category: values.category,
    district: values.district,
    town: values.town,
    condition: values.condition,
    quantity: readWholeNumber(values.quantity, 1),
    maxPerOrder: readWholeNumber(values.maxPerOrder, null),
  };
}
